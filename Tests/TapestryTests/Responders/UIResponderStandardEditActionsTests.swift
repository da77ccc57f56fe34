import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A field that refuses pasting through `canPerformAction(_:withSender:)`, as one-time-code fields do.
@MainActor
private final class PasteRefusingField: UITextField {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == Selector(UIResponderStandardEditActions.paste(_:)) { return false }
        return super.canPerformAction(action, withSender: sender)
    }
}

/// The standard edit actions named through `UIResponderStandardEditActions`: selectors equal by name, sent to
/// the responder's own implementation, asked of text fields by their state.
@MainActor
@Suite struct UIResponderStandardEditActionsTests {
    @Test func theActionsAreTellApartByName() {
        let paste = Selector(UIResponderStandardEditActions.paste(_:))
        #expect(paste == Selector(UIResponderStandardEditActions.paste(_:)))
        #expect(paste != Selector(UIResponderStandardEditActions.copy(_:)))
        let all: Set<Selector> = [
            Selector(UIResponderStandardEditActions.cut(_:)), Selector(UIResponderStandardEditActions.copy(_:)),
            paste, Selector(UIResponderStandardEditActions.selectAll(_:)),
            Selector(UIResponderStandardEditActions.delete(_:)), paste,
        ]
        #expect(all.count == 5)
        #expect(paste.description == "paste:")
        // A method of another class with the same signature is another selector.
        #expect(paste != Selector(UIView.setNeedsLayout))
    }

    @Test func aPlainResponderRefusesThemAndATextFieldAnswersFromItsState() {
        UIApplication.replaceShared()
        let (_, root, _) = makeWindow()
        #expect(!UIView().canPerformAction(Selector(UIResponderStandardEditActions.copy(_:)), withSender: nil))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        root.addSubview(field)
        field.text = "hello"
        field.selectedRange = NSRange(location: 5, length: 0)
        UIPasteboard.general.string = "x"
        func can(_ action: @escaping (any UIResponderStandardEditActions) -> (Any?) -> Void) -> Bool {
            field.canPerformAction(Selector(action), withSender: nil)
        }
        #expect(!can(UIResponderStandardEditActions.copy(_:)) && !can(UIResponderStandardEditActions.cut(_:)))
        #expect(can(UIResponderStandardEditActions.paste(_:)) && can(UIResponderStandardEditActions.selectAll(_:)))
        field.selectedRange = NSRange(location: 0, length: 5)
        #expect(can(UIResponderStandardEditActions.copy(_:)) && can(UIResponderStandardEditActions.cut(_:)))
        #expect(!can(UIResponderStandardEditActions.selectAll(_:)), "everything is selected already")
        field.isSecureTextEntry = true
        #expect(!can(UIResponderStandardEditActions.copy(_:)), "a secure field does not copy")
        UIPasteboard.general.string = nil
        #expect(!can(UIResponderStandardEditActions.paste(_:)), "nothing to paste")
    }

    @Test func sentAlongTheChainTheFieldsOwnActionRuns() {
        UIApplication.replaceShared()
        let (_, root, _) = makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        root.addSubview(field)
        #expect(field.becomeFirstResponder())
        field.text = "abc"
        UIPasteboard.general.string = "XYZ"
        #expect(
            UIApplication.shared.sendAction(
                Selector(UIResponderStandardEditActions.paste(_:)), to: nil, from: nil, for: nil))
        #expect(field.text == "abcXYZ")
    }

    @Test func refusingPasteInCanPerformActionRefusesTheKeyToo() {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow()
        let field = PasteRefusingField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        root.addSubview(field)
        #expect(field.becomeFirstResponder())
        synthesizer.type("code")
        UIPasteboard.general.string = "pasted"
        synthesizer.press("v", modifiers: .control)
        #expect(field.text == "code")
        synthesizer.press("a", modifiers: .control)
        synthesizer.press("c", modifiers: .control)
        #expect(UIPasteboard.general.string == "code", "copying is still allowed")
    }

    @Test func selectorsFromStringsNameTheStandardActions() {
        let paste = NSSelectorFromString("paste:")
        #expect(paste == Selector(UIResponderStandardEditActions.paste(_:)))
        #expect(NSStringFromSelector(paste) == "paste:")
        #expect(NSSelectorFromString("copy:") != paste)
        // Another name is equal only to itself, and nothing performs it.
        let other = NSSelectorFromString("refresh:")
        #expect(other == NSSelectorFromString("refresh:") && other != paste)
        #expect(NSStringFromSelector(other) == "refresh:")
        let field = UITextField()
        #expect(!field.responds(to: other))
    }

    @Test func selectorsFromStringsAreMadeOnAnyThreadAndPerformedOnTheMainActor() async {
        let made = await Task.detached { NSSelectorFromString("selectAll:") }.value
        #expect(made == Selector(UIResponderStandardEditActions.selectAll(_:)))
        let field = UITextField()
        field.text = "all of it"
        #expect(field.responds(to: made))
        _ = field.perform(made, with: nil)
        #expect(field.selectedTextRange.map { field.offset(from: $0.start, to: $0.end) } == 9)
    }

    @Test func everyStandardActionIsNamedAndOverridable() {
        final class BoldingView: UIView {
            var bolded = 0
            override func toggleBoldface(_ sender: Any?) { bolded += 1 }
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                action == Selector(UIResponderStandardEditActions.toggleBoldface(_:))
                    || super.canPerformAction(action, withSender: sender)
            }
        }
        let view = BoldingView()
        let bold = Selector(UIResponderStandardEditActions.toggleBoldface(_:))
        #expect(bold.description == "toggleBoldface:" && bold == NSSelectorFromString("toggleBoldface:"))
        #expect(Selector(UIResponderStandardEditActions.printContent(_:)).description == "print:")
        #expect(view.target(forAction: bold, withSender: nil) as AnyObject? === view)
        #expect(!UIView().canPerformAction(bold, withSender: nil), "a plain view refuses it")
        #expect(UIApplication.shared.sendAction(NSSelectorFromString("toggleBoldface:"), to: view, from: nil, for: nil))
        #expect(view.bolded == 1)
    }

}
