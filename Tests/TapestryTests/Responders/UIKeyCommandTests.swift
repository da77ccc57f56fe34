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

    @Test func keyCommandsResolveFromTheFirstResponderUpTheChain() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Commanding: UIView {
            var commands: [UIKeyCommand] = []
            override var canBecomeFirstResponder: Bool { true }
            override var keyCommands: [UIKeyCommand]? { commands }
        }
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let container = Commanding(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let leaf = Commanding(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(container)
        container.addSubview(leaf)
        container.commands = [
            UIKeyCommand(input: "s", modifierFlags: .command) { _ in log("container save") },
            UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: []) { _ in log("container up") },
        ]
        leaf.commands = [UIKeyCommand(input: "s", modifierFlags: .command) { _ in log("leaf save") }]
        leaf.becomeFirstResponder()
        let save = UIKey(
            characters: "s", charactersIgnoringModifiers: "s", modifierFlags: .command, keyCode: .letter(18))
        UIApplication.shared.input.pressBegan(920, type: .key(save.keyCode), key: save)
        UIApplication.shared.input.pressEnded(920)
        synthesizer.press(.upArrow)
        synthesizer.type("s")
        #expect(log.lines == ["leaf save", "container up"], "the nearest match wins; plain s is no command")
    }

    /// A controller declaring a key command with an action, as UIKit code writes it, and a first responder
    /// below it that can refuse actions.
    final class Editor: UIViewController {
        var log: [String] = []
        override var keyCommands: [UIKeyCommand]? {
            [
                UIKeyCommand(input: "s", modifierFlags: .control, action: Selector(Editor.save)),
                UIKeyCommand(input: "d", modifierFlags: .control, action: Selector(Editor.erase(_:))),
                UIKeyCommand(input: "q", modifierFlags: .control, action: Selector(Missing.quit)),
            ]
        }
        func save() { log.append("save") }
        func erase(_ sender: UIKeyCommand) { log.append("delete from \(sender.input ?? "")") }
    }
    final class Missing: UIResponder { func quit() {} }
    final class Field: UIView {
        var refused = false
        var pressed = 0
        override var canBecomeFirstResponder: Bool { true }
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            refused = true
            return super.canPerformAction(action, withSender: sender)
        }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { pressed += 1 }
    }

    @Test func anActionCommandGoesUpTheChainToTheFirstResponderWithTheMethod() {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let editor = Editor()
        window.rootViewController = editor
        window.makeKeyAndVisible()
        let synthesizer = EventSynthesizer(window: window)
        let field = Field(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        editor.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        synthesizer.press("s", modifiers: .control)
        synthesizer.press("d", modifiers: .control)
        #expect(editor.log == ["save", "delete from d"])
        #expect(field.refused, "the first responder was asked first")
        #expect(field.pressed == 0)
        // No responder has the method of Control-Q: the command is not available and the key is pressed.
        synthesizer.press("q", modifiers: .control)
        #expect(field.pressed == 1)
        #expect(editor.target(forAction: Selector(Editor.save), withSender: nil) as AnyObject? === editor)
        #expect(field.target(forAction: Selector(Missing.quit), withSender: nil) == nil)
    }

    /// Commands added with `addKeyCommand(_:)` run alongside those a subclass answers in `keyCommands`, and stop
    /// once removed.
    @Test func aControllersAddedKeyCommandsRunUntilRemoved() {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let editor = Editor()
        window.rootViewController = editor
        window.makeKeyAndVisible()
        let synthesizer = EventSynthesizer(window: window)
        let field = Field(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        editor.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        let erase = UIKeyCommand(input: "e", modifierFlags: .control, action: Selector(Editor.erase(_:)))
        editor.addKeyCommand(erase)
        editor.addKeyCommand(erase)
        synthesizer.press("e", modifiers: .control)
        synthesizer.press("s", modifiers: .control)
        #expect(editor.log == ["delete from e", "save"], "added once, beside the subclass's own")
        editor.removeKeyCommand(erase)
        synthesizer.press("e", modifiers: .control)
        #expect(editor.log.count == 2 && field.pressed == 1)
        let plain = UIViewController()
        plain.addKeyCommand(erase)
        #expect(plain.keyCommands?.count == 1, "a controller's own keyCommands are the added ones")
    }

    @Test func aKeyCommandIsAMenuCommandWithItsInputAndAction() {
        let command = UIKeyCommand(
            title: "Save", action: Selector(Editor.save), input: "s", modifierFlags: .command,
            discoverabilityTitle: "Save the file")
        let asCommand: UICommand = command
        #expect(
            asCommand.title == "Save" && asCommand.action != nil && asCommand.discoverabilityTitle == "Save the file")
        #expect(command.input == "s" && command.modifierFlags == .command)
    }
}
