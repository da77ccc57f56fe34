import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// The focus vocabulary: environments asked whether focus may move and told when it did, with the heading and
/// a coordinator whose animations run alongside; halo effects; headings.
@MainActor
@Suite struct UIFocusTests {
    final class Stop: UIButton {
        var refuse = false
        var log: [String] = []
        var animated = false
        override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
            !(refuse && context.nextFocusedView === self)
        }
        override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            log.append(context.nextFocusedView === self ? "in" : "out")
            coordinator.addCoordinatedAnimations({ self.alpha = context.nextFocusedView === self ? 1 : 0.5 }) {
                self.animated = true
            }
        }
    }

    private func stage() -> (Stop, Stop, EventSynthesizer, UIWindow) {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow()
        let first = Stop(type: .system), second = Stop(type: .system)
        first.frame = CGRect(x: 10, y: 10, width: 80, height: 30)
        second.frame = CGRect(x: 10, y: 60, width: 80, height: 30)
        for (button, title) in [(first, "One"), (second, "Two")] {
            button.setTitle(title, for: .normal)
            root.addSubview(button)
        }
        UIApplication.shared.frameStep.run()
        return (first, second, synthesizer, window)
    }

    /// Each side of a move hears it, and the coordinator's animations and completions run with it.
    @Test func bothSidesHearTheMoveAndTheCoordinatorRuns() {
        let (first, second, synthesizer, window) = stage()
        synthesizer.press("\t")
        #expect(window.focusSystem.focusedItem === first)
        synthesizer.press("\t")
        #expect(first.log == ["in", "out"] && second.log == ["in"])
        synthesizer.advance(by: 0.5)
        #expect(first.animated && second.animated)
        #expect(first.alpha == 0.5 && second.alpha == 1)
    }

    /// A view that refuses in `shouldUpdateFocus(in:)` is passed over.
    @Test func aRefusalKeepsFocusWhereItIs() {
        let (first, second, synthesizer, window) = stage()
        second.refuse = true
        synthesizer.press("\t")
        synthesizer.press("\t")
        #expect(window.focusSystem.focusedItem !== second)
        #expect(second.log.isEmpty)
        #expect(first.log.first == "in")
    }

    @Test func haloEffectsAndHeadingsCarryWhatTheyWereGiven() {
        let halo = UIFocusHaloEffect(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 6)
        #expect(halo.rect == CGRect(x: 0, y: 0, width: 40, height: 20) && halo.cornerRadius == 6)
        #expect(halo.position == .automatic && halo.path == nil)
        #expect(UIFocusHeading([.next, .up]).contains(.next))
        #expect(UIFocusHeading.previous.rawValue == 1 << 5)
    }
}
