import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A table view's drag and drop delegates (UIKit's `UITableViewDragDelegate` and `UITableViewDropDelegate`):
/// a row dragged carries the items its delegate gives for that row, a drop is told where it goes as an index
/// path with the proposal made there, a drag from the same table moves, from elsewhere copies.
@MainActor
@Suite struct UITableViewDragDropTests {
    final class Rows: NSObject, UITableViewDataSource, UITableViewDragDelegate, UITableViewDropDelegate {
        var rows = ["a", "b", "c", "d", "e"]
        var log: [String] = []
        var lifted: CGPoint?

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }

        func tableView(
            _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
        ) -> [UIDragItem] {
            lifted = session.location(in: tableView)
            log.append("lift \(indexPath.row)")
            let item = UIDragItem(itemProvider: NSItemProvider(object: rows[indexPath.row] as NSString))
            item.localObject = rows[indexPath.row]
            return [item]
        }
        func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
            log.append("will begin")
        }
        func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
            log.append("did end")
        }

        func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
            guard let destination = coordinator.destinationIndexPath else { return }
            for item in coordinator.items {
                if let source = item.sourceIndexPath {
                    log.append("move \(source.row) to \(destination.row) (\(coordinator.proposal.operation))")
                    let row = rows.remove(at: source.row)
                    let target = destination.row > source.row ? destination.row - 1 : destination.row
                    rows.insert(row, at: target)
                    tableView.moveRow(at: source, to: IndexPath(row: target, section: 0))
                    coordinator.drop(item.dragItem, toRowAt: IndexPath(row: target, section: 0))
                } else {
                    log.append("insert at \(destination.row) (\(coordinator.proposal.operation))")
                    _ = item.dragItem.itemProvider.loadObject(ofClass: NSString.self) { object, _ in
                        MainActor.assumeIsolated {
                            self.rows.insert((object as? NSString).map(String.init) ?? "?", at: destination.row)
                            tableView.insertRows(at: [destination], with: .none)
                        }
                    }
                }
            }
        }
    }

    final class Source: UIDragInteractionDelegate {
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession)
            -> [UIDragItem]
        { [UIDragItem(itemProvider: NSItemProvider(object: "new" as NSString))] }
    }

    private func stage(cells: UITableViewCell.Type = UITableViewCell.self) -> (
        UITableView, Rows, UIView, EventSynthesizer
    ) {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
        table.register(cells, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        let rows = Rows()
        table.dataSource = rows
        table.dragDelegate = rows
        table.dropDelegate = rows
        root.addSubview(table)
        let outside = UIView(frame: CGRect(x: 0, y: 400, width: 100, height: 60))
        root.addSubview(outside)
        window.layoutIfNeeded()
        return (table, rows, outside, synthesizer)
    }

    @Test func aRowDraggedWithinTheTableMovesWhereItIsDropped() {
        let (table, rows, _, synthesizer) = stage()
        #expect(table.dragInteractionEnabled, "true by default, as on iPad")
        dragAndDrop(synthesizer, from: CGPoint(x: 100, y: 20), to: CGPoint(x: 100, y: 120))
        // Lifted from row 0 where it was pressed; dropped in the lower half of row 2: before row 3.
        #expect(rows.lifted == CGPoint(x: 100, y: 20))
        #expect(rows.log == ["lift 0", "will begin", "move 0 to 3 (move)", "did end"])
        #expect(rows.rows == ["b", "c", "a", "d", "e"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "a")
        #expect(!table.hasActiveDrag && !table.hasActiveDrop)
        withExtendedLifetime(rows) {}
    }

    @Test func aDropFromElsewhereIsACopyInsertedWhereItLands() {
        let (table, rows, outside, synthesizer) = stage()
        let source = Source()
        outside.addInteraction(UIDragInteraction(delegate: source))
        dragAndDrop(synthesizer, from: CGPoint(x: 50, y: 430), to: CGPoint(x: 100, y: 50))
        // The upper half of row 1.
        #expect(rows.log == ["insert at 1 (copy)"])
        #expect(rows.rows == ["a", "new", "b", "c", "d", "e"])
        #expect(table.numberOfRows(inSection: 0) == 6)
        withExtendedLifetime(source) {}
    }

    @Test func withDragsTurnedOffARowDoesNotLiftAndATapStillSelects() {
        let (table, rows, _, synthesizer) = stage()
        table.dragInteractionEnabled = false
        dragAndDrop(synthesizer, from: CGPoint(x: 100, y: 20), to: CGPoint(x: 100, y: 120))
        #expect(rows.log.isEmpty && rows.rows == ["a", "b", "c", "d", "e"])
        synthesizer.tap(at: CGPoint(x: 100, y: 66))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        withExtendedLifetime(rows) {}
    }

    /// The row a drag lifts is told where it is in it (lifting, dragging, none) and the drop delegate's calls
    /// come between; a cell the drag did not lift hears nothing.
    @Test func theDraggedRowHearsItsDragStates() {
        final class Row: UITableViewCell {
            var states: [DragState] = []
            override func dragStateDidChange(_ dragState: DragState) {
                super.dragStateDidChange(dragState)
                states.append(dragState)
            }
        }
        let (table, rows, _, synthesizer) = stage(cells: Row.self)
        let cells = (0..<5).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) as? Row }
        #expect(cells.count == 5)
        dragAndDrop(synthesizer, from: CGPoint(x: 100, y: 20), to: CGPoint(x: 100, y: 200))
        #expect(rows.log.first == "lift 0")
        #expect(cells[0].states == [.lifting, .dragging, .none])
        #expect(cells.dropFirst().allSatisfy { $0.states.isEmpty })
        #expect(cells[0].configurationState.cellDragState == .none)
    }
}
