import Foundation
import Testing

@testable import Tapestry

/// A button's pointer interaction (UIButton+Pointer): off by default; on, the hand over the button, or the
/// style its provider gives; off again, gone.
@MainActor
@Suite struct UIButtonPointerTests {
    private func pointerInteraction(of button: UIButton) -> UIPointerInteraction? {
        button.interactions.lazy.compactMap { $0 as? UIPointerInteraction }.first
    }

    @Test func theInteractionFollowsTheSwitchAndTheProviderChoosesTheStyle() throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        #expect(!button.isPointerInteractionEnabled && pointerInteraction(of: button) == nil)
        button.isPointerInteractionEnabled = true
        let interaction = try #require(pointerInteraction(of: button))
        #expect(button.isPointerInteractionEnabled)
        #expect(interaction.style(at: CGPoint(x: 10, y: 10), modifiers: [])?.cursorName == "pointer")
        var proposed: UIPointerShape?
        button.pointerStyleProvider = { _, _, shape in
            proposed = shape
            return UIPointerStyle(shape: .verticalBeam(length: 20))
        }
        #expect(interaction.style(at: CGPoint(x: 10, y: 10), modifiers: [])?.cursorName == "text")
        #expect(proposed == .roundedRect(CGRect(x: 0, y: 0, width: 80, height: 30)))
        button.isPointerInteractionEnabled = true
        #expect(button.interactions.count { $0 is UIPointerInteraction } == 1, "switching on twice adds one")
        button.isPointerInteractionEnabled = false
        #expect(!button.isPointerInteractionEnabled && pointerInteraction(of: button) == nil)
    }
}
