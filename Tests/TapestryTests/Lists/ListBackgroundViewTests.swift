import Foundation
import Tapestry
import Testing

/// A table's, a collection view's and a header's background view: behind the content, over the visible bounds.
@MainActor
@Suite struct ListBackgroundViewTests {
    final class Rows: NSObject, UITableViewDataSource, UICollectionViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test func aTablesBackgroundStaysBehindTheRowsAndDoesNotScroll() {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .plain)
        table.dataSource = rows
        let background = UIView()
        table.backgroundView = background
        table.layoutIfNeeded()
        table.contentOffset.y = 500
        table.layoutIfNeeded()
        #expect(background.frame == CGRect(x: 0, y: 500, width: 200, height: 300))
        #expect(table.subviews.first === background)
        #expect(table.visibleCells.count > 0)
        table.backgroundView = nil
        #expect(background.superview == nil)
    }

    @Test func aCollectionViewsBackgroundFollowsTheBounds() {
        let rows = Rows()
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = rows
        let background = UIView()
        collection.backgroundView = background
        collection.layoutIfNeeded()
        collection.contentOffset.y = 120
        collection.layoutIfNeeded()
        #expect(background.frame == collection.bounds)
        #expect(collection.subviews.first === background)
    }

    @Test func aHeadersBackgroundFillsIt() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        let background = UIView()
        header.backgroundView = background
        header.layoutIfNeeded()
        #expect(background.frame == header.bounds && header.subviews.first === background)
    }
}
