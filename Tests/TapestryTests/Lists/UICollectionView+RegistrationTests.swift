import Foundation
import Testing

@testable import Tapestry

/// Cell and supplementary registrations (iOS 14): each registration makes cells of its class, configured by
/// its handler with the item and index path, reused among themselves; a list cell's default content.
@MainActor
@Suite struct UICollectionViewRegistrationTests {
    final class Badge: UICollectionViewCell {}

    final class Source: NSObject, UICollectionViewDataSource {
        var items: [Int?] = [1, 2, nil, 4]
        var configured: [String] = []
        var headers: [String] = []
        lazy var plain = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, indexPath, item in
            self.configured.append("\(indexPath.item): \(item)")
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            cell.contentConfiguration = content
        }
        lazy var badge = UICollectionView.CellRegistration<Badge, Int> { _, indexPath, item in
            self.configured.append("badge \(indexPath.item): \(item)")
        }
        lazy var header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { _, kind, indexPath in
            self.headers.append("\(kind == UICollectionView.elementKindSectionHeader) \(indexPath.section)")
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            indexPath.item == 3
                ? collectionView.dequeueConfiguredReusableCell(using: badge, for: indexPath, item: items[3])
                : collectionView.dequeueConfiguredReusableCell(
                    using: plain, for: indexPath, item: items[indexPath.item])
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
    }

    @Test func eachRegistrationMakesItsClassConfiguredWithTheItemAndReusesItsOwn() throws {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 40)
        layout.headerReferenceSize = CGSize(width: 300, height: 20)
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        let source = Source()
        collection.dataSource = source
        root.addSubview(collection)
        window.layoutIfNeeded()
        #expect(source.configured == ["0: 1", "1: 2", "badge 3: 4"], "a nil item is dequeued but not configured")
        #expect(source.headers == ["true 0"])
        let first = try #require(
            collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect((first.contentConfiguration as? UIListContentConfiguration)?.text == "Item 1")
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) is Badge)
        #expect(!(collection.cellForItem(at: IndexPath(item: 2, section: 0)) is Badge))
        // Reloaded, the cells come back from their own registration's queue.
        let cells = Set(
            (0..<4).compactMap { collection.cellForItem(at: IndexPath(item: $0, section: 0)) }.map(
                ObjectIdentifier.init))
        source.configured.removeAll()
        collection.reloadData()
        window.layoutIfNeeded()
        let again = Set(
            (0..<4).compactMap { collection.cellForItem(at: IndexPath(item: $0, section: 0)) }.map(
                ObjectIdentifier.init))
        #expect(again == cells, "every cell reused")
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) is Badge)
        #expect(source.configured == ["0: 1", "1: 2", "badge 3: 4"])
    }

    @Test func aListCellsDefaultContentIsAnEmptyCellConfiguration() {
        let cell = UICollectionViewListCell(frame: .zero)
        let content = cell.defaultContentConfiguration()
        #expect(content.text == nil && content.secondaryText == nil && content.image == nil)
        #expect(content == UIListContentConfiguration.cell())
        #expect(cell.indentationLevel == 0 && cell.indentationWidth == 10)
    }

    final class Rows: NSObject, UICollectionViewDataSource {
        var custom: UIBackgroundConfiguration?
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            if indexPath.item == 1, let custom { cell.backgroundConfiguration = custom }
            return cell
        }
    }

    @Test func aListCellHasItsListsBackgroundUnlessTheAppGaveOne() throws {
        let rows = Rows()
        var custom = UIBackgroundConfiguration.clear()
        custom.backgroundColor = .systemTeal
        rows.custom = custom
        for (appearance, expected) in [
            (UICollectionLayoutListConfiguration.Appearance.plain, UIBackgroundConfiguration.listPlainCell()),
            (.insetGrouped, .listGroupedCell()), (.sidebar, .listSidebarCell()),
        ] {
            let (list, _) = makeList(.init(appearance: appearance), dataSource: rows, height: 300)
            let first = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
            #expect(first.backgroundConfiguration == expected, "\(appearance)")
            let second = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)))
            #expect(second.backgroundConfiguration?.backgroundColor == .systemTeal, "the app's is kept")
        }
    }
}
