import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Swipe actions as UIKit makes them: a contextual action's colour by its style, a configuration's actions in
/// order, and a full swipe that performs the first action only when the configuration allows it.
@MainActor
@Suite struct UISwipeActionsConfigurationTests {
    @Test func anActionsColourFollowsItsStyleUntilSet() {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        #expect(delete.backgroundColor == .systemRed && flag.backgroundColor == .systemGray)
        flag.backgroundColor = .systemOrange
        #expect(flag.backgroundColor == .systemOrange && flag.image == nil)
        let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
        #expect(configuration.actions.map(\.title) == ["Delete", "Flag"])
        #expect(configuration.performsFirstActionWithFullSwipe, "true by default")
    }

    private func swipeFarLeft(allowingFullSwipe: Bool) -> (performed: [String], open: Bool) {
        UIApplication.replaceShared()
        let source = LoggingTableSource(count: 5)
        var performed: [String] = []
        source.trailingActions = { _ in
            let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in
                performed.append("archive")
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                performed.append("flag")
                done(true)
            }
            let configuration = UISwipeActionsConfiguration(actions: [archive, flag])
            configuration.performsFirstActionWithFullSwipe = allowingFullSwipe
            return configuration
        }
        let (window, table) = makeTable(source)
        let synthesizer = EventSynthesizer(window: window)
        synthesizer.drag(from: CGPoint(x: 310, y: 22), to: CGPoint(x: 20, y: 22), steps: 12, duration: 0.3)
        synthesizer.advance(by: 0.5)
        return withExtendedLifetime(source) { (performed, table.isSwipeOpen) }
    }

    @Test func aFullSwipePerformsTheFirstActionWhenAllowed() {
        let result = swipeFarLeft(allowingFullSwipe: true)
        #expect(result.performed == ["archive"])
    }

    @Test func withoutFullSwipesAFarSwipeOnlyOpensTheActions() {
        let result = swipeFarLeft(allowingFullSwipe: false)
        #expect(result.performed.isEmpty && result.open)
    }
}
