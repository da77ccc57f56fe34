import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A column of 50-point rows whose odd rows have one trailing action: a list as tables and list collection views
/// are one to the shared swipe (ListSwipe).
@MainActor
private final class Column: UIView, SwipeActionsHost {
    var swipe: ListSwipe?
    private(set) var swipeRecognizer: UIPanGestureRecognizer?
    var swipeMayBegin = true
    var performed: [Int] = []
    let cells = (0..<6).map { _ in UIView() }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for (row, cell) in cells.enumerated() {
            cell.frame = swipeRowRect(at: IndexPath(item: row, section: 0))
            addSubview(cell)
        }
        let pan = UIPanGestureRecognizer { [weak self] in self?.handleSwipe($0) }
        addGestureRecognizer(pan)
        swipeRecognizer = pan
    }
    required init?(coder: NSCoder) { nil }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === swipeRecognizer, let pan = gestureRecognizer as? UIPanGestureRecognizer else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        return swipeShouldBegin(pan)
    }

    func swipeActions(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard trailing, indexPath.item % 2 == 1 else { return nil }
        let action = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, done in
            self?.performed.append(indexPath.item)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [action])
    }
    func swipeIndexPath(at point: CGPoint) -> IndexPath? {
        point.y >= 0 && point.y < bounds.height ? IndexPath(item: Int(point.y / 50), section: 0) : nil
    }
    func swipeIndexPath(of cell: UIView) -> IndexPath? {
        cells.firstIndex { $0 === cell }.map { IndexPath(item: $0, section: 0) }
    }
    func swipeCell(at indexPath: IndexPath) -> UIView? {
        cells.indices.contains(indexPath.item) ? cells[indexPath.item] : nil
    }
    func swipeRowRect(at indexPath: IndexPath) -> CGRect {
        CGRect(x: 0, y: CGFloat(indexPath.item) * 50, width: bounds.width, height: 50)
    }
}

/// The swipe tables and list collection views share: a mostly horizontal drag over a row with actions on that
/// side opens them, a row without them opens nothing, the host can refuse, and an action's completion closes it.
@MainActor
@Suite struct ListSwipeTests {
    private func stage() -> (Column, EventSynthesizer) {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow(width: 300, height: 300)
        let column = Column(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(column)
        window.layoutIfNeeded()
        return (column, synthesizer)
    }

    private func swipe(_ synthesizer: EventSynthesizer, row: Int) {
        let y = CGFloat(row) * 50 + 25
        synthesizer.drag(from: CGPoint(x: 280, y: y), to: CGPoint(x: 150, y: y + 2), steps: 12, duration: 0.3)
        synthesizer.advance(by: 0.5)
    }

    @Test func aRowWithActionsOpensAndItsActionCloses() {
        let (column, synthesizer) = stage()
        swipe(synthesizer, row: 1)
        #expect(column.swipe?.indexPath == IndexPath(item: 1, section: 0))
        let width = column.swipe?.actionsWidth ?? 0
        #expect(width >= 74 && column.cells[1].frame.minX == -width, "settled open by the actions' width")
        #expect(column.cells[0].frame.minX == 0, "the other rows stay")
        synthesizer.tap(at: CGPoint(x: 300 - width / 2, y: 75))
        synthesizer.advance(by: 0.5)
        #expect(column.performed == [1] && column.swipe == nil && column.cells[1].frame.minX == 0)
    }

    @Test func rowsWithoutActionsAndARefusingHostOpenNothing() {
        let (column, synthesizer) = stage()
        swipe(synthesizer, row: 2)
        #expect(column.swipe == nil, "row 2 has no actions")
        column.swipeMayBegin = false
        swipe(synthesizer, row: 3)
        #expect(column.swipe == nil, "the host refused (editing, reordering)")
        column.swipeMayBegin = true
        column.openSwipe(at: IndexPath(item: 3, section: 0), trailing: true, animated: false)
        #expect(column.swipe?.indexPath == IndexPath(item: 3, section: 0))
        column.closeSwipe(animated: false)
        #expect(column.swipe == nil && column.cells[3].frame.minX == 0)
    }
}
