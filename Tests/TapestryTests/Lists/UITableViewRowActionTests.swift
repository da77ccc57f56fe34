import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Row actions, UIKit's older trailing swipe actions: shown when the delegate gives no trailing configuration.
@MainActor
@Suite struct UITableViewRowActionTests {
    /// A horizontal drag across the row at `y`, as the editing tests swipe.
    private func swipeOpen(_ synthesizer: EventSynthesizer, row y: CGFloat) {
        UITableViewEditingTests().drag(synthesizer, from: CGPoint(x: 250, y: y), by: CGPoint(x: -150, y: 0))
    }

    @Test func rowActionsAreRevealedBySwipingAndRunWithTheirRow() {
        UIApplication.replaceShared()  // a fresh application for each test
        let source = LoggingTableSource(count: 10)
        var tapped: [String] = []
        source.rowActions = { indexPath in
            let more = UITableViewRowAction(style: .normal, title: "More") { action, path in
                tapped.append("\(action.title ?? "") \(path.row)")
            }
            more.backgroundColor = .systemBlue
            let delete = UITableViewRowAction(style: .destructive, title: "Delete") { _, path in
                tapped.append("Delete \(path.row)")
            }
            return indexPath.row == 0 ? [] : [delete, more]
        }
        let (window, table) = makeTable(source)
        let synthesizer = EventSynthesizer(window: window)
        swipeOpen(synthesizer, row: 22)
        #expect(!table.isSwipeOpen, "an empty list of row actions reveals nothing")
        swipeOpen(synthesizer, row: 66)
        #expect(table.isSwipeOpen)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let buttons = table.subviews.flatMap(\.subviews).compactMap { $0 as? UIButton }
            .filter { $0.title(for: .normal) == "Delete" || $0.title(for: .normal) == "More" }
        #expect(Set(buttons.compactMap { $0.title(for: .normal) }) == ["Delete", "More"])
        #expect(buttons.first { $0.title(for: .normal) == "More" }?.backgroundColor == .systemBlue)
        #expect(buttons.first { $0.title(for: .normal) == "Delete" }?.backgroundColor == .systemRed)
        let more = buttons.first { $0.title(for: .normal) == "More" }!
        synthesizer.tap(at: more.convert(CGPoint(x: more.bounds.midX, y: more.bounds.midY), to: window))
        synthesizer.advance(by: 0.5)
        #expect(tapped == ["More 1"])
        #expect(!table.isSwipeOpen && cell.frame.minX == 0, "the buttons closed after the handler ran")
        #expect(UITableViewRowAction.Style.destructive == .default)
    }

    @Test func aTrailingConfigurationWinsOverRowActions() {
        UIApplication.replaceShared()  // a fresh application for each test
        let source = LoggingTableSource(count: 5)
        source.rowActions = { _ in [UITableViewRowAction(style: .normal, title: "Old") { _, _ in }] }
        source.trailingActions = { _ in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .normal, title: "New") { _, _, done in done(true) }
            ])
        }
        let (window, table) = makeTable(source)
        swipeOpen(EventSynthesizer(window: window), row: 22)
        let titles = table.subviews.flatMap(\.subviews).compactMap { ($0 as? UIButton)?.title(for: .normal) }
        #expect(titles.contains("New") && !titles.contains("Old"))
    }
}
