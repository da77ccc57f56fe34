import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Snapshots and the diffable data source (SEMANTICS §12.1).
@MainActor
@Suite struct UITableViewDiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func snapshotsKeepSectionsAndItemsInOrder() {
        var s = snapshot([("a", [1, 2, 3]), ("b", [4])])
        s.insertItems([9], afterItem: 1)
        s.moveItem(4, beforeItem: 2)
        s.deleteItems([3])
        s.insertSections(["z"], beforeSection: "a")
        #expect(s.sectionIdentifiers == ["z", "a", "b"])
        #expect(s.itemIdentifiers(inSection: "a") == [1, 9, 4, 2])
        #expect(s.itemIdentifiers(inSection: "b") == [])
        #expect(s.sectionIdentifier(containingItem: 4) == "a")
        #expect(s.indexOfItem(2) == 3)
        #expect(s.numberOfItems == 4)
        s.deleteSections(["a"])
        #expect(s.numberOfItems == 0 && s.sectionIdentifiers == ["z", "b"])
    }

    @Test func duplicateIdentifiersStopWithUIKitsMessage() async {
        await #expect(processExitsWith: .failure) {
            var s = NSDiffableDataSourceSnapshot<String, Int>()
            s.appendSections(["a"])
            s.appendItems([1, 2, 1])
        }
    }

    @Test func theChangesAreTheFewestMoves() {
        let old = snapshot([("a", [1, 2, 3, 4, 5]), ("b", [6, 7])])
        let new = snapshot([("a", [2, 3, 1, 5, 8]), ("c", [9]), ("b", [7, 6])])
        let changes = old.changes(to: new)
        #expect(changes.deletedRows == [IndexPath(row: 3, section: 0)])  // 4
        #expect(changes.insertedRows == [IndexPath(row: 4, section: 0)])  // 8
        #expect(changes.insertedSections == IndexSet(integer: 1))  // c
        #expect(changes.deletedSections.isEmpty)
        // 1 moves (2, 3, 5 keep their order); in b, one of 6 and 7 moves; section b itself stays in order.
        #expect(changes.movedRows.count == 2)
        #expect(
            changes.movedRows.contains {
                $0.from == IndexPath(row: 0, section: 0) && $0.to == IndexPath(row: 2, section: 0)
            })
        #expect(changes.movedSections.isEmpty)
        #expect(
            Snapshot.longestIncreasingSubsequence([3, 1, 2, 5, 4, 6]) == [1, 2, 4, 6])
    }

    @Test func applyingSnapshotsUpdatesTheTable() {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        window.rootViewController!.view.addSubview(table)
        var provided: [Int] = []
        let dataSource = UITableViewDiffableDataSource<String, Int>(tableView: table) { table, indexPath, item in
            provided.append(item)
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "item \(item)"
            return cell
        }
        dataSource.apply(snapshot([("main", Array(1...5))]), animatingDifferences: false)
        window.layoutIfNeeded()
        #expect(provided == [1, 2, 3, 4, 5])
        let cellOf3 = table.cellForRow(at: IndexPath(row: 2, section: 0))
        provided.removeAll()
        dataSource.apply(snapshot([("main", [5, 1, 2, 3, 6])]))
        #expect(provided == [6], "only the new item's cell was asked for")
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cellOf3)
        EventSynthesizer(window: window).advance(by: 0.5)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["item 5", "item 1", "item 2", "item 3", "item 6"])
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)) == 5)
        #expect(dataSource.indexPath(for: 6) == IndexPath(row: 4, section: 0))
        #expect(dataSource.snapshot().itemIdentifiers == [5, 1, 2, 3, 6])
    }
}
