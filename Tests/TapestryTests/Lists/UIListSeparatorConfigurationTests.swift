import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A list's separators (UIListSeparatorConfiguration): a hairline below each row but a section's last,
/// starting where the row's text starts; none in a sidebar or with `showsSeparators` off; colour, visibility
/// and insets from the configuration, row by row from the item separator handler.
@MainActor
@Suite struct UIListSeparatorConfigurationTests {
    final class Rows: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            guard let cell = cell as? UICollectionViewListCell else { return cell }
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.item)"
            if indexPath.item == 1 { content.image = UIImage(systemName: "magnifyingglass") }
            cell.contentConfiguration = content
            return cell
        }
    }

    private func lines(_ list: UICollectionView, _ item: Int) throws -> (bottom: UIView?, top: UIView?) {
        let cell = try #require(list.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
        let views = cell.separatorViews
        guard views.count == 2 else { return (nil, nil) }
        return (views[0].isHidden ? nil : views[0], views[1].isHidden ? nil : views[1])
    }

    @Test func eachRowButTheLastHasAHairlineFromItsText() throws {
        let rows = Rows()
        let (list, _) = makeList(.init(appearance: .insetGrouped), dataSource: rows, height: 400)
        let first = try #require(try lines(list, 0).bottom)
        let cell = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame.maxY == cell.bounds.height && first.frame.height == 1)
        #expect(first.frame.minX == 16 && first.frame.maxX == cell.bounds.width, "from the text to the edge")
        #expect(first.backgroundColor == .separator)
        let withImage = try #require(try lines(list, 1).bottom)
        #expect(withImage.frame.minX > 40, "a row with an image: the line starts at its text")
        #expect(try lines(list, 2).bottom == nil, "none below the section's last row")
        #expect(try lines(list, 0).top == nil)
        withExtendedLifetime(rows) {}
    }

    final class Shrinking: NSObject, UICollectionViewDataSource {
        var count = 3
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        { collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) }
    }

    @Test func aRowThatBecomesItsSectionsLastLosesItsLine() throws {
        let rows = Shrinking()
        let (list, _) = makeList(.init(appearance: .grouped), dataSource: rows, height: 400)
        #expect(try lines(list, 1).bottom != nil)
        rows.count = 2
        UIView.performWithoutAnimation { list.deleteItems(at: [IndexPath(item: 2, section: 0)]) }
        list.layoutIfNeeded()
        #expect(try lines(list, 1).bottom == nil, "row 1 is the last now")
        withExtendedLifetime(rows) {}
    }

    @Test func theConfigurationAndTheHandlerChooseTheLines() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.color = .systemRed
        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(
            top: 0, leading: 4, bottom: 0, trailing: 8)
        configuration.itemSeparatorHandler = { indexPath, base in
            var separators = base
            if indexPath.item == 0 { separators.bottomSeparatorVisibility = .hidden }
            if indexPath.item == 2 {
                separators.bottomSeparatorVisibility = .visible
                separators.topSeparatorVisibility = .visible
            }
            return separators
        }
        let rows = Rows()
        let (list, _) = makeList(configuration, dataSource: rows, height: 400)
        #expect(try lines(list, 0).bottom == nil)
        let middle = try #require(try lines(list, 1).bottom)
        #expect(middle.backgroundColor == .systemRed && middle.frame.minX == 4 && middle.frame.maxX == 320 - 8)
        #expect(try lines(list, 2).bottom != nil && lines(list, 2).top?.frame.minY == 0)
        withExtendedLifetime(rows) {}
    }

    @Test func aSidebarAndAListWithoutSeparatorsDrawNone() throws {
        let rows = Rows()
        var plain = UICollectionLayoutListConfiguration(appearance: .plain)
        plain.showsSeparators = false
        for configuration in [UICollectionLayoutListConfiguration(appearance: .sidebar), plain] {
            let (list, _) = makeList(configuration, dataSource: rows, height: 400)
            #expect(try lines(list, 0).bottom == nil && lines(list, 1).bottom == nil)
        }
        #expect(
            UIListSeparatorConfiguration(listAppearance: .plain).bottomSeparatorInsets
                == UIListSeparatorConfiguration.automaticInsets)
    }
}
