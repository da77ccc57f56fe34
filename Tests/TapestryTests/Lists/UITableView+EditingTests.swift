import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Swipe actions against the scroll pan, editing mode's delete control and reordering (SEMANTICS §12.1).
@MainActor
@Suite struct UITableViewEditingTests {
    func drag(_ synthesizer: EventSynthesizer, from start: CGPoint, by delta: CGPoint, steps: Int = 10) {
        let touch = synthesizer.touchDown(at: start)
        for step in 1...steps {
            let f = CGFloat(step) / CGFloat(steps)
            synthesizer.touchMove(touch, to: CGPoint(x: start.x + delta.x * f, y: start.y + delta.y * f))
            synthesizer.advance(by: 0.016)
        }
        synthesizer.touchUp(touch)
        synthesizer.advance(by: 0.5)
    }

    @Test func aHorizontalDragSwipesARowOpenAndAVerticalOneScrolls() {
        UIApplication.replaceShared()  // a fresh application for each test
        let source = LoggingTableSource(count: 30)
        var flagged: [Int] = []
        source.trailingActions = { indexPath in
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                flagged.append(indexPath.row)
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [flag])
        }
        let (window, table) = makeTable(source)
        let synthesizer = EventSynthesizer(window: window)
        drag(synthesizer, from: CGPoint(x: 250, y: 110), by: CGPoint(x: -120, y: 4))
        #expect(table.contentOffset.y == 0, "a horizontal drag did not scroll")
        #expect(table.isSwipeOpen)
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        #expect(cell.frame.minX == -74, "open by the action's width")
        // Tap the action: its handler runs and the row closes.
        synthesizer.tap(at: CGPoint(x: 320 - 37, y: 110))
        synthesizer.advance(by: 0.5)
        #expect(flagged == [2])
        #expect(!table.isSwipeOpen)
        #expect(cell.frame.minX == 0)
        // A vertical drag over the same rows scrolls and opens nothing.
        drag(synthesizer, from: CGPoint(x: 250, y: 300), by: CGPoint(x: -6, y: -120))
        #expect(table.contentOffset.y > 0)
        #expect(!table.isSwipeOpen)
        #expect(source.take().filter { $0.hasPrefix("didSelect") } == [], "no row was selected along the way")
    }

    @Test func theDefaultDeleteActionCommitsTheDeletion() {
        UIApplication.replaceShared()  // a fresh application for each test
        let source = LoggingTableSource(count: 5)
        let (window, table) = makeTable(source)
        let synthesizer = EventSynthesizer(window: window)
        drag(synthesizer, from: CGPoint(x: 250, y: 22), by: CGPoint(x: -150, y: 0))
        #expect(table.isSwipeOpen)
        _ = source.take()
        synthesizer.tap(at: CGPoint(x: 300, y: 22))
        synthesizer.advance(by: 0.5)
        #expect(source.take().contains("commit delete 0.0"))
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["s0 r1", "s0 r2", "s0 r3", "s0 r4"])
        #expect(!table.isSwipeOpen)
    }

    @Test func editingModeShowsDeleteControlsAndGripsThatReorder() {
        UIApplication.replaceShared()  // a fresh application for each test
        let source = LoggingTableSource(count: 6)
        let (window, table) = makeTable(source)
        let synthesizer = EventSynthesizer(window: window)
        table.setEditing(true, animated: false)
        window.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.isEditing && cell.showsReorderControl)
        #expect(cell.contentView.frame.minX == 38, "the content makes room for the delete control")
        // The red control opens the row's Delete.
        synthesizer.tap(at: CGPoint(x: 19, y: 22))
        synthesizer.advance(by: 0.5)
        #expect(table.isSwipeOpen)
        synthesizer.tap(at: CGPoint(x: 100, y: 300))
        synthesizer.advance(by: 0.5)
        #expect(!table.isSwipeOpen, "a tap elsewhere closes it")
        _ = source.take()
        // Drag row 0's grip down past rows 1 and 2.
        drag(synthesizer, from: CGPoint(x: 298, y: 22), by: CGPoint(x: 0, y: 100), steps: 12)
        #expect(source.take().contains("move 0.0 → 0.2"))
        #expect(source.rows[0].prefix(3) == ["s0 r1", "s0 r2", "s0 r0"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell)
        #expect(cell.frame.minY == 88)
        table.setEditing(false, animated: false)
        #expect(!cell.isEditing)
    }
}
