import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
final class FieldDelegate: UITextFieldDelegate {
    var log: [String] = []
    var allowBegin = true
    var allowEnd = true
    var forbidden: Character?
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return allowBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return allowEnd }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        log.append("change \(range.location),\(range.length) \(string.debugDescription)")
        return forbidden.map { !string.contains($0) } ?? true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("return")
        textField.resignFirstResponder()
        return true
    }
}

@MainActor
@Suite struct TextFieldTests {
    private func scene() -> (UIWindow, UITextField, EventSynthesizer, FieldDelegate) {
        let (window, root, synthesizer) = makeWindow()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.borderStyle = .roundedRect
        let delegate = FieldDelegate()
        field.delegate = delegate
        root.addSubview(field)
        return (window, field, synthesizer, delegate)
    }

    @Test func aTapMakesItFirstResponderAndTypingEdits() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, field, synthesizer, delegate) = scene()
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("changed") }, for: .editingChanged)
        field.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)
        synthesizer.tap(at: CGPoint(x: 50, y: 20))
        #expect(window.firstResponder === field)
        #expect(field.isEditing)
        synthesizer.type("Hello")
        #expect(field.text == "Hello")
        synthesizer.type("\u{8}")
        #expect(field.text == "Hell")
        #expect(delegate.log.prefix(3) == ["shouldBegin", "didBegin", "change 0,0 \"H\""])
        #expect(events == ["begin", "changed", "changed", "changed", "changed", "changed", "changed"])
        field.resignFirstResponder()
        #expect(events.last == "end")
        #expect(delegate.log.suffix(2) == ["shouldEnd", "didEnd"])
    }

    @Test func caretMovementSelectionAndDeletion() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, field, synthesizer, _) = scene()
        field.text = "abcdef"
        field.becomeFirstResponder()
        #expect(field.selectedRange == NSRange(location: 6, length: 0))
        synthesizer.press(.leftArrow)
        synthesizer.press(.leftArrow)
        synthesizer.type("X")
        #expect(field.text == "abcdXef")
        let home = UIKey(
            characters: UIKeyCommand.inputHome, charactersIgnoringModifiers: UIKeyCommand.inputHome, modifierFlags: [],
            keyCode: .keyboardHome)
        UIApplication.shared.input.pressBegan(900, type: .key(.keyboardHome), key: home)
        UIApplication.shared.input.pressEnded(900)
        #expect(field.selectedRange.location == 0)
        let shiftRight = UIKey(
            characters: UIKeyCommand.inputRightArrow, charactersIgnoringModifiers: UIKeyCommand.inputRightArrow,
            modifierFlags: .shift, keyCode: .keyboardRightArrow)
        for id in 901...903 {
            UIApplication.shared.input.pressBegan(id, type: .rightArrow, key: shiftRight)
            UIApplication.shared.input.pressEnded(id)
        }
        #expect(field.selectedText == "abc")
        synthesizer.type("Z")
        #expect(field.text == "ZdXef")
        synthesizer.press(.rightArrow)
        synthesizer.type("\u{8}")
        #expect(field.text == "ZXef")
    }

    @Test func copyAndPasteThroughThePasteboard() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, field, _, _) = scene()
        field.text = "copy me"
        field.becomeFirstResponder()
        func shortcut(_ c: String, _ id: Int) {
            let key = UIKey(
                characters: c, charactersIgnoringModifiers: c, modifierFlags: .control,
                keyCode: .letter(Int(c.unicodeScalars.first!.value) - 97))
            UIApplication.shared.input.pressBegan(id, type: .key(key.keyCode), key: key)
            UIApplication.shared.input.pressEnded(id)
        }
        shortcut("a", 910)
        shortcut("c", 911)
        #expect(UIPasteboard.general.string == "copy me")
        shortcut("v", 912)
        shortcut("v", 913)
        #expect(field.text == "copy mecopy me")
    }

    @Test func theDelegateCanRefuseChangesBeginningAndEnding() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, field, synthesizer, delegate) = scene()
        delegate.allowBegin = false
        #expect(!field.becomeFirstResponder())
        delegate.allowBegin = true
        field.becomeFirstResponder()
        delegate.forbidden = "x"
        synthesizer.type("axb")
        #expect(field.text == "ab")
        delegate.allowEnd = false
        #expect(!field.resignFirstResponder())
        #expect(window.firstResponder === field)
        delegate.allowEnd = true
        synthesizer.type("\n")
        #expect(delegate.log.contains("return"))
        #expect(window.firstResponder == nil, "the delegate resigned on Return")
        #expect(field.text == "ab", "Return inserts nothing")
    }

    @Test func theCaretBlinksOnlyWhileFirstResponder() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, field, synthesizer, _) = scene()
        field.becomeFirstResponder()
        #expect(field.isCaretVisible)
        synthesizer.advance(by: 0.6)
        #expect(!field.isCaretVisible)
        synthesizer.advance(by: 0.5)
        #expect(field.isCaretVisible)
        field.resignFirstResponder()
        #expect(!field.isCaretVisible)
        for _ in 0..<4 {
            synthesizer.advance(by: 0.5)
            #expect(!field.isCaretVisible, "no blinking after resigning")
        }
    }

    @Test func clearsOnBeginEditingAndSecureEntry() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, field, synthesizer, _) = scene()
        field.text = "old"
        field.clearsOnBeginEditing = true
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        #expect(field.text == "")
        synthesizer.type("pw")
        #expect(field.text == "pw")
    }

    /// With `clearsOnInsertion`, the next text typed replaces everything and the setting goes back to false.
    @Test func clearsOnInsertionReplacesTheContentsOnce() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, field, synthesizer, _) = scene()
        field.text = "old words"
        field.becomeFirstResponder()
        field.clearsOnInsertion = true
        synthesizer.type("n")
        #expect(field.text == "n" && !field.clearsOnInsertion)
        synthesizer.type("ew")
        #expect(field.text == "new")
    }

    @Test func aTapOnTheFieldUnderAParentTapRecognizerStillFocusesIt() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, field, synthesizer, _) = scene()
        let log = Log()
        field.superview!.addGestureRecognizer(tap("parent", log: log))
        synthesizer.tap(at: CGPoint(x: 50, y: 20))
        #expect(window.firstResponder === field)
        #expect(log.lines.isEmpty)
    }
}

/// Seed 004: a custom text view becomes first responder, highlights itself, and shows a custom keyboard
/// ("我是键盘") with an accessory bar whose button ("收起键盘") resigns it.
@MainActor
final class SeedTextView: UIView, UIKeyInput {
    let keyboard: UIView
    let bar: UIView
    let closeButton: UIButton
    var text = ""
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }

    override init(frame: CGRect) {
        keyboard = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        keyboard.backgroundColor = .red
        let label = UILabel(frame: CGRect(x: 0, y: 10, width: 320, height: 100))
        label.textColor = .white
        label.text = "我是键盘"
        keyboard.addSubview(label)
        bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        bar.backgroundColor = .black
        closeButton = UIButton(type: .custom)
        closeButton.backgroundColor = .red
        closeButton.frame = CGRect(x: 0, y: 20, width: 80, height: 40)
        closeButton.setTitle("收起键盘", for: .normal)
        bar.addSubview(closeButton)
        super.init(frame: frame)
        closeButton.addAction(UIAction { [unowned self] _ in self.resignFirstResponder() }, for: .touchUpInside)
    }
    required init?(coder: NSCoder) { return nil }

    override var canBecomeFirstResponder: Bool { true }
    override var inputView: UIView? { keyboard }
    override var inputAccessoryView: UIView? { bar }
    @discardableResult
    override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        if became { backgroundColor = .black }
        return became
    }
    @discardableResult
    override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned { backgroundColor = .white }
        return resigned
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { becomeFirstResponder() }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

}

@MainActor
@Suite struct TextFieldEditingModelTests {
    private func field(_ text: String) -> (UITextField, EventSynthesizer) { makeEditingField(text) }

    @Test func wordKeysDoubleClickAndUndoWorkOnOneLine() {
        withEstimatedText {
            let (field, synthesizer) = field("alpha beta gamma")
            synthesizer.press(UIKeyCommand.inputLeftArrow, modifiers: .control)
            #expect(field.selectedRange.location == 11)
            synthesizer.press("\u{8}", modifiers: .control)
            #expect(field.text == "alpha gamma", "Ctrl+Backspace deletes the word before the caret")
            synthesizer.press("z", modifiers: .control)
            #expect(field.text == "alpha beta gamma")
            let rect = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 8)!)
            synthesizer.advance(by: 1)
            synthesizer.tap(at: CGPoint(x: rect.midX, y: rect.midY))
            synthesizer.tap(at: CGPoint(x: rect.midX, y: rect.midY))
            #expect(field.selectedRange == NSRange(location: 6, length: 4), "a double click selects \"beta\"")
            #expect(UIPasteboard.primary.string == "beta")
        }
    }

}

/// A delegate that hears why editing ended and where the selection went.
@MainActor
private final class ReasonDelegate: UITextFieldDelegate {
    var reasons: [UITextField.DidEndEditingReason] = []
    var selectionChanges = 0
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        reasons.append(reason)
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { selectionChanges += 1 }
}

/// A delegate written before the reason variant existed.
@MainActor
private final class PlainEndDelegate: UITextFieldDelegate {
    var ended = 0
    func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
}

@MainActor
@Suite struct TextFieldDelegateReasonTests {
    @Test func editingEndsCommittedAndSelectionMovesAreHeard() {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let delegate = ReasonDelegate()
        field.delegate = delegate
        root.addSubview(field)
        #expect(field.becomeFirstResponder())
        synthesizer.type("abc")
        let typed = delegate.selectionChanges
        #expect(typed >= 1)
        synthesizer.press(UIKeyCommand.inputLeftArrow)
        #expect(delegate.selectionChanges == typed + 1)
        #expect(field.resignFirstResponder())
        #expect(delegate.reasons == [.committed])
        #expect(field.becomeFirstResponder())
        field.removeFromSuperview()
        #expect(delegate.reasons == [.committed, .committed])
    }

    @Test func aDelegateWithoutTheReasonVariantIsStillTold() {
        UIApplication.replaceShared()
        let (_, root, _) = makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let delegate = PlainEndDelegate()
        field.delegate = delegate
        root.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(field.resignFirstResponder())
        #expect(delegate.ended == 1)
    }
}

/// A field that refuses pasting, as one-time-code and secure fields do.
@MainActor
private final class NoPasteField: UITextField {
    var pasteAttempts = 0
    override func paste(_ sender: Any?) { pasteAttempts += 1 }
}

@MainActor
@Suite struct StandardEditActionTests {
    @Test func theClipboardKeysGoThroughTheEditActions() {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow()
        let field = NoPasteField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        root.addSubview(field)
        #expect(field.becomeFirstResponder())
        synthesizer.type("secret")
        UIPasteboard.general.string = "pasted"
        synthesizer.press("v", modifiers: .control)
        #expect(field.text == "secret", "the override refused the paste")
        #expect(field.pasteAttempts == 1)
        synthesizer.press("a", modifiers: .control)
        #expect(field.selectedRange == NSRange(location: 0, length: 6))
        synthesizer.press("c", modifiers: .control)
        #expect(UIPasteboard.general.string == "secret")
    }

    @Test func aTextViewCutsCopiesPastesAndDeletesWhenAsked() {
        UIApplication.replaceShared()
        let (_, root, _) = makeWindow()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.text = "one two"
        root.addSubview(textView)
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 0, length: 3)
        textView.cut(nil)
        #expect(textView.text == " two" && UIPasteboard.general.string == "one")
        textView.selectedRange = NSRange(location: 4, length: 0)
        textView.paste(nil)
        #expect(textView.text == " twoone")
        textView.selectAll(nil)
        textView.copy(nil)
        #expect(UIPasteboard.general.string == " twoone")
        textView.delete(nil)
        #expect(textView.text == "")
        textView.undoManager?.undo()
        #expect(textView.text == " twoone")
        let plain = UIView()
        plain.paste(nil)  // a responder that does not edit ignores it
    }

    /// UIKit 26's multi-range method: the field asks it; a delegate with only the single-range method is asked
    /// through its default.
    @Test func aDelegateOfUIKit26IsAskedWithRanges() {
        UIApplication.replaceShared()
        final class RangesDelegate: UITextFieldDelegate {
            var asked: [[NSRange]] = []
            func textField(
                _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
                replacementString string: String
            ) -> Bool {
                asked.append(ranges.map(\.rangeValue))
                return string != "!"
            }
        }
        let (window, root, synthesizer) = makeWindow()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        root.addSubview(field)
        let delegate = RangesDelegate()
        field.delegate = delegate
        synthesizer.tap(at: CGPoint(x: 50, y: 20))
        #expect(window.firstResponder === field)
        synthesizer.type("ab!")
        #expect(field.text == "ab")
        #expect(
            delegate.asked == [
                [NSRange(location: 0, length: 0)], [NSRange(location: 1, length: 0)], [NSRange(location: 2, length: 0)],
            ])
    }

}
