import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Batch updates: counts checked with UIKit's message, cells kept and moved, animated (SEMANTICS §12.1).
@MainActor
@Suite struct UITableViewUpdatesTests {
    @Test func insertingAndDeletingKeepsTheCellsOfTheOtherRowsAndAnimates() {
        UIApplication.replaceShared()  // a fresh application for each test
        let source = LoggingTableSource(count: 5)
        let (window, table) = makeTable(source)
        let synthesizer = EventSynthesizer(window: window)
        let cellOfC = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        _ = source.take()
        var finished: Bool?
        table.performBatchUpdates({
            source.rows[0].remove(at: 0)  // "s0 r0"
            source.rows[0].insert("new", at: 2)
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        }) { finished = $0 }
        #expect(source.take() == ["rows 0", "rows 0", "cell 0.2"], "only the inserted row's cell is asked for")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellOfC, "row 2 moved up to 1, same cell")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0), "the selection moved with its row")
        // Mid-animation the moving cell is on its way; at the end it is in place.
        synthesizer.advance(by: 0.15)
        #expect(cellOfC.layer.presentation()!.frame.minY > 44 && cellOfC.layer.presentation()!.frame.minY < 88)
        synthesizer.advance(by: 0.3)
        #expect(finished == true)
        #expect(cellOfC.frame.minY == 44)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["s0 r1", "s0 r2", "new", "s0 r3", "s0 r4"])
    }

    @Test func movesAndSectionChanges() {
        UIApplication.replaceShared()  // a fresh application for each test
        let source = LoggingTableSource(count: 3, sections: 2)
        let (_, table) = makeTable(source)
        let moving = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        table.performBatchUpdates({
            let item = source.rows[0].remove(at: 0)
            source.rows[1].append(item)
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 1))
        })
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 1)) === moving)
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 4)
        table.performBatchUpdates({
            source.rows.insert(["x"], at: 0)
            table.insertSections(IndexSet(integer: 0), with: .automatic)
        })
        #expect(table.numberOfSections == 3)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 2)) === moving)
    }

    /// UIKit declares the updates `NS_NOESCAPE`: a helper passing its own non-escaping closure on compiles, and
    /// the table and collection view run it.
    @Test func updatesThatDoNotEscapeArePassedOn() {
        UIApplication.replaceShared()  // a fresh application for each test
        let source = LoggingTableSource(count: 2)
        let (_, table) = makeTable(source)
        func batch(_ updates: () -> Void) { table.performBatchUpdates(updates) }
        batch {
            source.rows[0].append("late")
            table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        }
        #expect(table.numberOfRows(inSection: 0) == 3)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        var ran = false
        func collectionBatch(_ updates: () -> Void) { collection.performBatchUpdates(updates, completion: nil) }
        collectionBatch { ran = true }
        #expect(ran)
        let integer: NSInteger = 3
        let unsigned: NSUInteger = 3
        #expect(integer == Int(unsigned), "NSInteger and NSUInteger are Int and UInt, as in Apple's Foundation")
    }

    @Test func anUpdateWhoseCountsDoNotAddUpStopsWithUIKitsMessage() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIApplication.replaceShared()
                let source = LoggingTableSource(count: 3)
                let (_, table) = makeTable(source)
                source.rows[0].append("one more, but two inserted")
                table.insertRows(at: [IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0)], with: .none)
            }
        }
    }

    @Test func updateMappingFillsTheFreePlacesInOrder() {
        // Old rows 0…4; delete 1; insert at 0; move 3 → 4.
        let map = ListUpdates.mapping(oldCount: 5, newCount: 5, deleted: [1], inserted: [0], moved: [(3, 4)])
        #expect(map == [1, nil, 2, 4, 3])
    }

    /// The update methods are open, as UIKit's: a subclass overriding them sees each call and calls `super`.
    @Test func aSubclassSeesTheUpdatesMadeThroughIt() {
        final class Logging: UITableView {
            var log: [String] = []
            override func beginUpdates() {
                log.append("begin")
                super.beginUpdates()
            }
            override func endUpdates() {
                log.append("end")
                super.endUpdates()
            }
            override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
                log.append("insert \(indexPaths.map(\.row))")
                super.insertRows(at: indexPaths, with: animation)
            }
            override func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
                log.append("delete sections")
                super.deleteSections(sections, with: animation)
            }
        }
        let table = Logging(frame: CGRect(x: 0, y: 0, width: 200, height: 200), style: .plain)
        table.beginUpdates()
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(table.log == ["begin", "insert [0]", "begin", "end"], "insertRows records through the methods")
        // Left open: applied, an inserted row without a data source would be an inconsistency.
    }
}
