import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A diffable data source's reordering handlers: which items move, and the transaction told before and after.
@MainActor
@Suite struct UICollectionViewDiffableDataSourceReorderingTests {
    enum Section: Hashable, Sendable { case fruit, vegetables }

    func make() -> (UICollectionView, UICollectionViewDiffableDataSource<Section, String>) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 40)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, item in
            cell.accessibilityLabel = item
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) {
            collection, indexPath, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit, .vegetables])
        snapshot.appendItems(["apple", "pear", "plum"], toSection: .fruit)
        snapshot.appendItems(["leek", "kale"], toSection: .vegetables)
        dataSource.apply(snapshot, animatingDifferences: false)
        collection.layoutIfNeeded()
        return (collection, dataSource)
    }

    @Test func withoutCanReorderItemNothingMoves() {
        let (collection, _) = make()
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    }

    @Test func aMoveAcrossSectionsChangesTheSnapshotAndTellsTheHandlers() {
        let (collection, dataSource) = make()
        var heard: [String] = []
        var told: NSDiffableDataSourceTransaction<Section, String>?
        dataSource.reorderingHandlers.canReorderItem = { $0 != "kale" }
        dataSource.reorderingHandlers.willReorder = { transaction in
            heard.append("will \(transaction.initialSnapshot.itemIdentifiers(inSection: .fruit))")
            #expect(dataSource.snapshot().itemIdentifiers == transaction.initialSnapshot.itemIdentifiers)
        }
        dataSource.reorderingHandlers.didReorder = { transaction in
            heard.append("did \(transaction.finalSnapshot.itemIdentifiers(inSection: .fruit))")
            told = transaction
        }
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 1)), "kale stays")
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        // The vegetables' first row is at y 120..160 (the fruit take three rows of 40).
        let leek = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))!.center
        collection.updateInteractiveMovementTargetPosition(leek)
        #expect(collection.numberOfItems(inSection: 0) == 2 && collection.numberOfItems(inSection: 1) == 3)
        collection.endInteractiveMovement()
        #expect(heard == ["will [\"apple\", \"pear\", \"plum\"]", "did [\"pear\", \"plum\"]"])
        #expect(dataSource.snapshot().itemIdentifiers(inSection: .vegetables) == ["apple", "leek", "kale"])
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "apple")
        let transaction = try! #require(told)
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == [.fruit, .vegetables])
        #expect(transaction.sectionTransactions[1].finalSnapshot.items == ["apple", "leek", "kale"])
        #expect(transaction.sectionTransactions[0].initialSnapshot.items == ["apple", "pear", "plum"])
        var mine = ["apple", "pear", "plum", "leek", "kale"]
        mine = mine.applying(transaction.difference)!
        #expect(mine == ["pear", "plum", "apple", "leek", "kale"])
        #expect(collection.numberOfItems(inSection: 0) == 2 && collection.numberOfItems(inSection: 1) == 3)
    }
}
