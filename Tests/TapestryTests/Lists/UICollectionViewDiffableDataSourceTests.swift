import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// The collection view's diffable data source (UICollectionViewDiffableDataSource): snapshots applied as the
/// collection view's updates, items found by index path and back, cells and supplementary views from providers.
@MainActor
@Suite struct UICollectionViewDiffableDataSourceTests {
    private func stage() -> (UIWindow, UICollectionView) {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        window.rootViewController!.view.addSubview(collection)
        return (window, collection)
    }

    @Test func aDiffableDataSourceAppliesSnapshots() {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        window.rootViewController!.view.addSubview(collection)
        var provided: [String] = []
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            view, path, item in
            provided.append(item)
            return view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        #expect(provided == ["a", "b", "c"])
        snapshot.deleteItems(["b"])
        snapshot.appendItems(["d"])
        dataSource.apply(snapshot)
        window.layoutIfNeeded()
        #expect(provided == ["a", "b", "c", "d"])
        #expect(collection.numberOfItems(inSection: 0) == 3)
        #expect(dataSource.indexPath(for: "d") == IndexPath(item: 2, section: 0))
    }

    @Test func itemsAreFoundByIndexPathAndBackAndOutOfRangeIsNil() {
        let (_, collection) = stage()
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collection) {
            view, path, _ in view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
        #expect(collection.dataSource === dataSource, "it makes itself the data source")
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3], toSection: "b")
        var completed = 0
        dataSource.apply(snapshot, animatingDifferences: false) { completed += 1 }
        #expect(completed == 1)
        #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 3])
        #expect(dataSource.numberOfSections(in: collection) == 2)
        #expect(dataSource.collectionView(collection, numberOfItemsInSection: 1) == 1)
        #expect(dataSource.collectionView(collection, numberOfItemsInSection: 5) == 0)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == 3)
        #expect(dataSource.indexPath(for: 2) == IndexPath(item: 1, section: 0))
        for outside in [
            IndexPath(item: 2, section: 0), IndexPath(item: -1, section: 0), IndexPath(item: 0, section: 2),
        ] {
            #expect(dataSource.itemIdentifier(for: outside) == nil)
        }
        #expect(dataSource.indexPath(for: 99) == nil)
    }

    /// A reconfigured item's cell is asked for again; the others are kept.
    @Test func aReconfiguredItemIsProvidedAgain() {
        let (window, collection) = stage()
        var provided: [Int] = []
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { view, path, item in
            provided.append(item)
            return view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([10, 20, 30])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        provided.removeAll()
        snapshot.reconfigureItems([20])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        #expect(provided == [20])
    }

    /// Supplementary views come from the provider, by kind and index path; without one, an empty view.
    @Test func supplementaryViewsComeFromTheProvider() {
        let (_, collection) = stage()
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { view, path, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
        let header = UICollectionReusableView(frame: .zero)
        var asked: [String] = []
        let path = IndexPath(item: 0, section: 0)
        #expect(
            dataSource.collectionView(collection, viewForSupplementaryElementOfKind: "header", at: path) !== header)
        dataSource.supplementaryViewProvider = { _, kind, indexPath in
            asked.append("\(kind) \(indexPath.section)")
            return header
        }
        #expect(dataSource.collectionView(collection, viewForSupplementaryElementOfKind: "header", at: path) === header)
        #expect(asked == ["header 0"])
    }

    /// With its collection view gone, applying keeps the snapshot and still completes.
    @Test func applyingWithoutACollectionViewKeepsTheSnapshot() {
        UIApplication.replaceShared()
        var collection: UICollectionView? = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection!) { _, _, _ in nil }
        collection = nil
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1])
        var completed = false
        dataSource.apply(snapshot) { completed = true }
        #expect(completed && dataSource.snapshot().numberOfItems == 1)
    }
}
