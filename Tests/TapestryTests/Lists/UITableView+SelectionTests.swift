import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Selection as on iOS: highlight after the content delay, gone when the touch scrolls, select on touch-up,
/// multiple selection, and the keyboard (SEMANTICS §12.1).
@MainActor
@Suite struct UITableViewSelectionTests {
    @Test func aTapHighlightsThenSelectsAndASecondTapMovesTheSelection() {
        UIApplication.replaceShared()  // a fresh application for each test
        let source = LoggingTableSource(count: 20)
        let (window, table) = makeTable(source)
        let synthesizer = EventSynthesizer(window: window)
        _ = source.take()
        let touch = synthesizer.touchDown(at: CGPoint(x: 100, y: 66))  // row 1
        #expect(source.take() == [], "nothing until the scroll view hands the touch to the content")
        synthesizer.advance(by: 0.2)
        #expect(source.take() == ["highlight 0.1"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == true)
        synthesizer.touchUp(touch)
        #expect(source.take() == ["unhighlight 0.1", "willSelect 0.1", "didSelect 0.1"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        #expect(table.isFirstResponder, "the table takes the keyboard focus")

        // A quick tap: the delayed touch-down is delivered as the finger lifts.
        synthesizer.tap(at: CGPoint(x: 100, y: 154))  // row 3
        #expect(
            source.take() == [
                "highlight 0.3", "unhighlight 0.3", "willSelect 0.3", "didDeselect 0.1", "didSelect 0.3",
            ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }

    @Test func aTouchThatTurnsIntoAScrollSelectsNothing() {
        UIApplication.replaceShared()  // a fresh application for each test
        let source = LoggingTableSource(count: 50)
        let (window, table) = makeTable(source)
        let synthesizer = EventSynthesizer(window: window)
        _ = source.take()
        let touch = synthesizer.touchDown(at: CGPoint(x: 100, y: 200))  // row 4
        synthesizer.advance(by: 0.2)
        #expect(source.take() == ["highlight 0.4"])
        for step in 1...8 {
            synthesizer.touchMove(touch, to: CGPoint(x: 100, y: 200 - CGFloat(step) * 10))
            synthesizer.advance(by: 0.016)
        }
        synthesizer.touchUp(touch)
        let log = source.take().filter { !$0.hasPrefix("cell") }
        #expect(log == ["unhighlight 0.4"], "the scroll cancelled the row's touch")
        #expect(table.contentOffset.y > 0)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.visibleCells.allSatisfy { !$0.isHighlighted && !$0.isSelected })
    }

    @Test func multipleSelectionTogglesAndCodeSelectsSilently() {
        UIApplication.replaceShared()  // a fresh application for each test
        let source = LoggingTableSource(count: 20)
        let (window, table) = makeTable(source)
        table.allowsMultipleSelection = true
        let synthesizer = EventSynthesizer(window: window)
        _ = source.take()
        synthesizer.tap(at: CGPoint(x: 100, y: 22))
        synthesizer.tap(at: CGPoint(x: 100, y: 110))
        synthesizer.tap(at: CGPoint(x: 100, y: 22))
        #expect(
            source.take().filter { $0.hasPrefix("did") && !$0.contains("light") } == [
                "didSelect 0.0", "didSelect 0.2", "didDeselect 0.0",
            ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        table.selectRow(at: IndexPath(row: 15, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0), IndexPath(row: 15, section: 0)])
        #expect(source.take().filter { $0.contains("elect") } == [], "no delegate calls for selection in code")
        #expect(table.contentOffset.y == CGFloat(16 * 44 - 480), "scrolled just enough to show row 15")
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: true)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 15, section: 0)])
    }

    @Test func theArrowKeysMoveTheSelectionAndReturnSelects() {
        UIApplication.replaceShared()  // a fresh application for each test
        let source = LoggingTableSource(count: 30)
        let (window, table) = makeTable(source)
        let synthesizer = EventSynthesizer(window: window)
        synthesizer.tap(at: CGPoint(x: 100, y: 22))
        _ = source.take()
        synthesizer.press(.downArrow)
        synthesizer.press(.downArrow)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        synthesizer.press(.upArrow)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        for _ in 0..<15 { synthesizer.press(.downArrow) }
        #expect(table.indexPathForSelectedRow == IndexPath(row: 16, section: 0))
        #expect(table.bounds.contains(table.rectForRow(at: IndexPath(row: 16, section: 0))), "scrolled into view")
        _ = source.take()
        synthesizer.press(.select)
        #expect(source.take().filter { !$0.hasPrefix("cell") } == ["willSelect 0.16", "didSelect 0.16"])
    }

    @Test func anArrowKeyWhoseSelectionRemovesTheRowDoesNotScrollToIt() {
        // Found by the chaos soak: a selection handler that trims the rows and reloads, then the scroll to the new
        // focus trapped on the row past the end.
        UIApplication.replaceShared()  // a fresh application for each test
        let source = LoggingTableSource(count: 3)
        let (window, table) = makeTable(source)
        let synthesizer = EventSynthesizer(window: window)
        synthesizer.tap(at: CGPoint(x: 100, y: 66))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        source.afterSelect = { _ in
            source.afterSelect = nil
            source.rows = [["only"]]
            table.reloadData()
        }
        synthesizer.press(.downArrow)
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.indexPathForSelectedRow == nil, "the reload cleared the selection")
        synthesizer.press(.downArrow)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0), "the keys still work")
    }

    @Test func editingSelectsSeveralRowsWhenAllowedAndCellsTakeTheTablesSeparatorInset() {
        UIApplication.replaceShared()  // a fresh application for each test
        let source = LoggingTableSource(count: 20)
        let (window, table) = makeTable(source)
        let synthesizer = EventSynthesizer(window: window)
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        synthesizer.tap(at: CGPoint(x: 100, y: 22))
        synthesizer.tap(at: CGPoint(x: 100, y: 66))
        synthesizer.advance(by: 0.5)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        table.setEditing(false, animated: false)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)], "one row again out of editing")
        // Separators: the table's inset, until a cell sets its own.
        table.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 8)
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        #expect(cell.separatorInset.left == 40)
        cell.separatorInset = .zero
        #expect(cell.separatorInset == .zero && table.separatorInset.left == 40)
    }
}
