import Foundation
import Testing

@testable import Tapestry

/// Reconfiguring items (UIKit 15) and self-sizing invalidation (UIKit 16): the cell showing an item is configured
/// again in place by its registration, and a cell sized by its content is measured again when it asks, or, with
/// `.enabledIncludingConstraints`, when anything in it changes its intrinsic size.
@MainActor
@Suite struct UICollectionViewReconfigureTests {
    final class CountingCell: UICollectionViewListCell {
        var reuses = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    /// A cell whose label's text sets its height, pinned to the content view's edges.
    final class LabelCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    private let longText = Array(repeating: "A longer line of text that wraps", count: 5).joined(separator: " ")

    private func makeList() -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, String>, Box) {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow(width: 320, height: 440)
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        root.addSubview(collection)
        let box = Box()
        let registration = UICollectionView.CellRegistration<CountingCell, String> { cell, _, id in
            box.configured.append(id)
            var content = cell.defaultContentConfiguration()
            content.text = box.names[id]
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            collection, indexPath, id in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        return (window, collection, source, box)
    }

    final class Box {
        var names = ["a": "Apple", "b": "Banana", "c": "Cherry"]
        var configured: [String] = []
    }

    @Test func theVisibleCellIsConfiguredAgainByItsRegistration() throws {
        let (window, collection, source, box) = makeList()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? CountingCell)
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        box.names["b"] = "Blueberry"
        box.configured = []
        collection.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
        window.layoutIfNeeded()
        #expect(box.configured == ["b"])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Blueberry")
        #expect(cell.reuses == 0 && cell.isSelected)
        withExtendedLifetime(source) {}
    }

    @Test func aSnapshotsReconfiguredItemsKeepTheirCellsWhereTheyMoved() throws {
        let (window, collection, source, box) = makeList()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? CountingCell)
        var snapshot = source.snapshot()
        snapshot.moveItem("c", beforeItem: "a")
        box.names["c"] = "Cranberry"
        snapshot.reconfigureItems(["c"])
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Cranberry" && cell.reuses == 0)
    }

    /// A collection view of `LabelCell`s of estimated height, one per text.
    private func makeSelfSizing(_ mode: UICollectionView.SelfSizingInvalidation) -> (UIWindow, UICollectionView) {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow(width: 320, height: 440)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        collection.selfSizingInvalidation = mode
        let registration = UICollectionView.CellRegistration<LabelCell, String> { cell, _, text in
            cell.label.text = text
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            collection, indexPath, text in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        objc_setAssociatedObject(collection, "source", source, .OBJC_ASSOCIATION_RETAIN)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["one", "two"])
        source.apply(snapshot, animatingDifferences: false)
        root.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection)
    }

    @Test func aChangeInsideTheCellResizesItWhenConstraintsCount() throws {
        let (window, collection) = makeSelfSizing(.enabledIncludingConstraints)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell)
        let before = cell.frame.height
        cell.label.text = longText
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(cell.frame.height > before + 20)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY ?? 0 >= cell.frame.maxY)
    }

    @Test func underEnabledTheCellResizesWhenItAsks() throws {
        let (window, collection) = makeSelfSizing(.enabled)
        #expect(
            UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                .selfSizingInvalidation == .enabled, "UIKit's default")
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell)
        let before = cell.frame.height
        cell.label.text = longText
        window.layoutIfNeeded()
        #expect(cell.frame.height == before, "a label's change alone does not ask under .enabled")
        cell.invalidateIntrinsicContentSize()
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(cell.frame.height > before + 20)
    }

    @Test func disabledKeepsTheMeasuredHeight() throws {
        let (window, collection) = makeSelfSizing(.disabled)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell)
        let before = cell.frame.height
        cell.label.text = longText
        cell.contentView.invalidateIntrinsicContentSize()
        window.layoutIfNeeded()
        #expect(cell.frame.height == before)
    }
}
