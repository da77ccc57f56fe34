import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Key commands: found along the responder chain, matched by input and modifiers, before `pressesBegan`.
@MainActor
@Suite struct UIKeyCommandTests {
    final class Commanded: UIView {
        var ran: [String] = []
        var pressed = 0
        override var canBecomeFirstResponder: Bool { true }
        override var keyCommands: [UIKeyCommand]? {
            [
                UIKeyCommand(input: "s", modifierFlags: .control) { [unowned self] _ in self.ran.append("save") },
                UIKeyCommand(input: UIKeyCommand.inputUpArrow) { [unowned self] _ in self.ran.append("up") },
            ]
        }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { pressed += 1 }
    }

    @Test func aMatchingCommandRunsInsteadOfPressesBegan() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let view = Commanded(frame: root.bounds)
        root.addSubview(view)
        #expect(view.becomeFirstResponder())
        synthesizer.press(.upArrow)
        synthesizer.type("s")  // no Control: not the command
        #expect(view.ran == ["up"])
        #expect(view.pressed == 1)
        let control = UIKey(
            characters: "s", charactersIgnoringModifiers: "s", modifierFlags: .control, keyCode: .keyboardA)
        #expect(UIKeyCommand(input: "S", modifierFlags: .control) { _ in }.matches(control))
        #expect(!UIKeyCommand(input: "s") { _ in }.matches(control))
    }
}
