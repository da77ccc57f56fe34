import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Prefetch data sources hear of the rows and items within a screen of the visible ones, once each, and of
/// those that leave that reach unseen.
@MainActor
@Suite struct ListPrefetchingTests {
    final class Loader: NSObject, UITableViewDataSource, UITableViewDataSourcePrefetching,
        UICollectionViewDataSource, UICollectionViewDataSourcePrefetching
    {
        var prefetched: [[Int]] = []
        var cancelled: [[Int]] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            prefetched.append(indexPaths.map(\.row))
        }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
            cancelled.append(indexPaths.map(\.row))
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            prefetched.append(indexPaths.map(\.item))
        }
        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            cancelled.append(indexPaths.map(\.item))
        }
    }

    @Test func aTablePrefetchesTheNextScreenOfRowsAndCancelsThoseScrolledPastUnseen() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 420), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let loader = Loader()
        table.dataSource = loader
        table.prefetchDataSource = loader
        table.layoutIfNeeded()
        #expect(loader.prefetched == [Array(10..<20)], "rows 0–9 show; the next screen's are prefetched")
        table.contentOffset.y = 440
        table.layoutIfNeeded()
        #expect(loader.prefetched.last == Array(20..<30) && loader.cancelled.isEmpty)
        // A jump far down: rows 20–29 were never shown and are out of reach.
        table.contentOffset.y = 44 * 60
        table.layoutIfNeeded()
        #expect(loader.cancelled == [Array(20..<30)])
        #expect(loader.prefetched.last == Array(70..<80), "the screen after 60–69, the way it scrolled")
        // Scrolling back up prefetches the screen above.
        table.contentOffset.y = 44 * 55
        table.layoutIfNeeded()
        #expect(loader.prefetched.last == Array(45..<55))
        #expect(loader.cancelled.last == Array(70..<80))
    }

    @Test func aCollectionViewPrefetchesOnlyWhileEnabled() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 270), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let loader = Loader()
        collection.dataSource = loader
        collection.prefetchDataSource = loader
        collection.isPrefetchingEnabled = false
        collection.layoutIfNeeded()
        #expect(loader.prefetched.isEmpty)
        collection.isPrefetchingEnabled = true
        collection.setNeedsLayout()
        collection.layoutIfNeeded()
        #expect(loader.prefetched == [Array(9..<18)], "three rows of three show; the next three rows are prefetched")
    }
}
