import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Keys and input-method commits reach a text input by one path, and a key it types stays there.
@MainActor
@Suite struct TextInputPathTests {
    final class Typist: UIView, UIKeyInput {
        var edits: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !edits.isEmpty }
        func insertText(_ text: String) { edits.append("insert \(text)") }
        func deleteBackward() { edits.append("delete") }
    }

    final class Listener: UIView {
        var heard: [String] = []
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            heard.append(presses.first?.key?.charactersIgnoringModifiers ?? "?")
            super.pressesBegan(presses, with: event)
        }
    }

    @Test func keysAndCommitsTypeAlikeAndTypedKeysDoNotClimbTheChain() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let listener = Listener(frame: root.bounds)
        let typist = Typist(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        root.addSubview(listener)
        listener.addSubview(typist)
        _ = typist.becomeFirstResponder()
        synthesizer.press("a")
        UIApplication.shared.input.insertText("中")
        synthesizer.press("\u{8}")
        synthesizer.press(UIKeyCommand.inputLeftArrow)
        synthesizer.press("c", modifiers: .control)
        #expect(typist.edits == ["insert a", "insert 中", "delete"])
        #expect(
            listener.heard == [UIKeyCommand.inputLeftArrow, "c"],
            "only the keys that typed nothing went on up the chain")
    }

    @Test func theEditOfAKey() {
        let a = UIKey(characters: "a", charactersIgnoringModifiers: "a", modifierFlags: [], keyCode: .keyboardA)
        #expect(TextInputPath.edit(for: a) == .insert("a"))
        let copy = UIKey(
            characters: "c", charactersIgnoringModifiers: "c", modifierFlags: .control,
            keyCode: UIKeyboardHIDUsage(rawValue: 6))
        #expect(TextInputPath.edit(for: copy) == nil)
        let enter = UIKey(characters: "\r", charactersIgnoringModifiers: "\r", modifierFlags: [], keyCode: .keypadEnter)
        #expect(TextInputPath.edit(for: enter) == .insert("\n"))
    }
}
