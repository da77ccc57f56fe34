import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The editing keys, undo and the edit actions a text field and a text view share (SEMANTICS §13.2), tried on
/// both.
@MainActor
@Suite struct TextEditingHostTests {
    final class Refusing: NSObject, UITextFieldDelegate {
        var asked: [String] = []
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            asked.append(string)
            return !string.contains("!")
        }
    }

    private func field(_ text: String) -> (UITextField, EventSynthesizer) {
        let (_, root, synthesizer) = makeWindow(width: 320, height: 200)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        root.addSubview(field)
        field.text = text
        _ = field.becomeFirstResponder()
        synthesizer.advance(by: 0)
        return (field, synthesizer)
    }

    private func textView(_ text: String) -> (UITextView, EventSynthesizer) {
        let (_, root, synthesizer) = makeWindow(width: 320, height: 300)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        root.addSubview(view)
        view.text = text
        _ = view.becomeFirstResponder()
        synthesizer.advance(by: 0)
        return (view, synthesizer)
    }

    /// Arrows move by character, Control+arrows by word, Shift extends; Home and End go to the line's ends.
    @Test func arrowsMoveByCharacterOrWordAndShiftExtends() {
        UIApplication.replaceShared()
        let (field, s) = field("one two three")
        s.press(UIKeyCommand.inputHome)
        #expect(field.selectedRange == NSRange(location: 0, length: 0))
        s.press(UIKeyCommand.inputRightArrow, modifiers: .control)
        #expect(field.selectedRange.location == 3)
        s.press(UIKeyCommand.inputRightArrow, modifiers: [.control, .shift])
        #expect(field.selectedRange == NSRange(location: 3, length: 4))
        s.press(UIKeyCommand.inputLeftArrow)
        #expect(field.selectedRange == NSRange(location: 3, length: 0), "a plain arrow collapses to the start")
        s.press(UIKeyCommand.inputEnd, modifiers: .shift)
        #expect(field.selectedRange == NSRange(location: 3, length: 10))
    }

    /// Delete removes forwards, Control+Backspace the word before; both go through the delegate.
    @Test func deletionKeysAskTheDelegate() {
        UIApplication.replaceShared()
        let (field, s) = field("alpha beta")
        let delegate = Refusing()
        field.delegate = delegate
        s.press(UIKeyCommand.inputHome)
        s.press(UIKeyCommand.inputDelete)
        #expect(field.text == "lpha beta")
        s.press(UIKeyCommand.inputEnd)
        s.press("\u{8}", modifiers: .control)
        #expect(field.text == "lpha ")
        #expect(delegate.asked == ["", ""])
        s.type("hi!")
        #expect(field.text == "lpha hi", "the delegate refused the \"!\"")
    }

    /// Each edit is a step of undo; redo brings it back; the selection comes back with the text.
    @Test func undoAndRedoStepThroughEdits() {
        UIApplication.replaceShared()
        let (field, s) = field("keep")
        s.press(UIKeyCommand.inputEnd)
        s.type(" more")
        s.press("a", modifiers: .control)
        s.press(UIKeyCommand.inputDelete)
        #expect(field.text == "")
        s.press("z", modifiers: .control)
        #expect(field.text == "keep more")
        #expect(field.selectedRange == NSRange(location: 0, length: 9))
        s.press("z", modifiers: [.control, .shift])
        #expect(field.text == "")
        s.press("z", modifiers: .control)
        s.press("z", modifiers: .control)
        #expect(field.text == "keep")
    }

    /// Cut, copy and paste use the pasteboard; a one-line field pastes line breaks as spaces, a text view keeps
    /// them; secure entry never copies.
    @Test func clipboardKeysUseThePasteboard() {
        UIApplication.replaceShared()
        let (field, s) = field("secret")
        s.press("a", modifiers: .control)
        s.press("x", modifiers: .control)
        #expect(field.text == "")
        #expect(UIPasteboard.general.string == "secret")
        UIPasteboard.general.string = "two\nlines"
        s.press("v", modifiers: .control)
        #expect(field.text == "two lines")

        field.isSecureTextEntry = true
        UIPasteboard.general.string = "before"
        s.press("a", modifiers: .control)
        s.press("c", modifiers: .control)
        #expect(UIPasteboard.general.string == "before", "secure text is not copied")
        #expect(!field.canPerformAction(Selector(UIResponderStandardEditActions.copy(_:)), withSender: nil))

        UIPasteboard.general.string = "two\nlines"
        let (view, t) = textView("")
        t.press("v", modifiers: .control)
        #expect(view.text == "two\nlines")
    }

    /// Up and Down keep the column they started in across a shorter line.
    @Test func verticalMovementKeepsItsColumn() {
        UIApplication.replaceShared()
        let (view, s) = textView("abcdefgh\nab\nabcdefgh")
        view.selectedRange = NSRange(location: 6, length: 0)
        s.press(UIKeyCommand.inputDownArrow)
        #expect(view.selectedRange.location == 11, "the end of the short line")
        s.press(UIKeyCommand.inputDownArrow)
        #expect(view.selectedRange.location == 18, "back in the starting column")
        s.press(UIKeyCommand.inputHome, modifiers: .control)
        #expect(view.selectedRange.location == 0)
        s.press(UIKeyCommand.inputEnd, modifiers: .control)
        #expect(view.selectedRange.location == 20)
    }
}
