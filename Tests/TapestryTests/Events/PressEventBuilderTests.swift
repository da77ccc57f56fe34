import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Presses: a key held down repeats as `pressesChanged`, and losing the focus lets no key stay stuck.
@MainActor
@Suite struct PressEventBuilderTests {
    final class KeyLog: UIView {
        var lines: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { lines.append("began") }
        override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { lines.append("changed") }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { lines.append("ended") }
        override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            lines.append("cancelled")
        }
    }

    @Test func anAutoRepeatIsAChangeAndFocusLossCancels() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, _) = makeWindow()
        let view = KeyLog(frame: root.bounds)
        root.addSubview(view)
        #expect(view.becomeFirstResponder())
        let input = UIApplication.shared.input
        let key = UIKey(characters: "a", charactersIgnoringModifiers: "a", modifierFlags: [], keyCode: .keyboardA)
        input.pressBegan(30, type: .select, key: key)
        input.pressBegan(30, type: .select, key: key)  // the key repeats
        input.pressEnded(30)
        input.pressBegan(31, type: .select, key: key)
        input.windowFocusChanged(window, focused: false)
        #expect(view.lines == ["began", "changed", "ended", "began", "cancelled"])
        #expect(input.pressesDown.isEmpty)
    }
}
