import Foundation
import Testing

@testable import Tapestry

/// Deferred menu elements: "Loading…" until the provider answers, then its elements in its place; a cached one
/// asks once, an uncached one each time a menu opens.
@MainActor
@Suite struct UIDeferredMenuElementTests {
    private func titles(_ view: MenuView) -> [String] {
        view.rows.map {
            if case .element(let element, _) = $0 { return element.title }
            return "—"
        }
    }

    @Test func aProviderAnsweringAtOnceShowsItsElementsInPlace() {
        UIApplication.replaceShared()
        var asked = 0
        let deferred = UIDeferredMenuElement { completion in
            asked += 1
            completion([UIAction(title: "Recent 1") { _ in }, UIAction(title: "Recent 2") { _ in }])
        }
        let menu = UIMenu(children: [UIAction(title: "Open") { _ in }, deferred])
        #expect(
            titles(MenuView(menu: menu, level: 0)) == ["Open", "Recent 1", "Recent 2"],
            "spliced in place, no separators")
        _ = MenuView(menu: menu, level: 0)
        #expect(asked == 1, "cached: asked once")
    }

    @Test func aLateAnswerReplacesLoadingAndUncachedAsksEachTime() {
        UIApplication.replaceShared()
        var pending: [([UIMenuElement]) -> Void] = []
        let deferred = UIDeferredMenuElement.uncached { pending.append($0) }
        let menu = UIMenu(children: [deferred, UIAction(title: "Settings") { _ in }])
        let view = MenuView(menu: menu, level: 0)
        #expect(titles(view) == ["Loading…", "Settings"])
        let loadingHeight = view.sizeThatFits(.zero).height
        pending.removeFirst()([UIAction(title: "A") { _ in }, UIAction(title: "B") { _ in }])
        #expect(titles(view) == ["A", "B", "Settings"])
        #expect(view.frame.height > loadingHeight, "the menu grew to its new rows")
        _ = MenuView(menu: menu, level: 0)
        #expect(pending.count == 1, "uncached: asked again by the next menu")
    }
}
