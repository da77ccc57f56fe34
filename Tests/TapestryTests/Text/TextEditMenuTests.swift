import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A text field delegate that shapes the edit menu.
@MainActor
private final class FieldMenuDelegate: UITextFieldDelegate {
    var range: NSRange?
    var suggested: [String] = []
    var events: [String] = []
    var removesPaste = false

    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
    {
        self.range = range
        let flat = suggestedActions.flatMap { ($0 as? UIMenu)?.children ?? [$0] }
        suggested = flat.map(\.title)
        guard removesPaste else { return nil }
        return UIMenu(children: flat.filter { $0.title != "Paste" })
    }
    func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {
        events.append("present")
    }
    func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {
        events.append("dismiss")
    }
}

@MainActor
private final class TextViewMenuDelegate: UITextViewDelegate {
    var range: NSRange?
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
    {
        self.range = range
        return UIMenu(children: [])
    }
}

/// The edit menu a secondary click opens on text fields and text views.
@MainActor
@Suite struct TextEditMenuTests {
    @Test func aSecondaryClickFocusesPlacesTheCaretAndOffersWhatTheFieldCanDo() {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 280, height: 30))
        field.text = "hello world"
        let delegate = FieldMenuDelegate()
        field.delegate = delegate
        root.addSubview(field)
        UIPasteboard.general.string = "pasted"
        #expect(UIApplication.shared.input.secondaryClick(at: CGPoint(x: 12, y: 25), in: window))
        #expect(field.isFirstResponder)
        #expect(field.selectedRange == NSRange(location: 0, length: 0), "the caret went where the click landed")
        #expect(delegate.range == NSRange(location: 0, length: 0))
        #expect(delegate.suggested == ["Paste", "Select All"], "no selection: nothing to cut or copy")
        #expect(delegate.events == ["present"])
        UIMenuPresentation.dismissAll()
        #expect(delegate.events == ["present", "dismiss"])

        // With a selection under the click, the selection stays and Copy copies it.
        field.selectedRange = NSRange(location: 0, length: 5)
        #expect(UIApplication.shared.input.secondaryClick(at: CGPoint(x: 14, y: 25), in: window))
        #expect(field.selectedRange == NSRange(location: 0, length: 5))
        #expect(delegate.suggested == ["Cut", "Copy", "Paste", "Select All"])
        guard let menu = UIMenuPresentation.openMenus.first else {
            Issue.record("no menu")
            return
        }
        let keys = EventSynthesizer(window: menu)
        keys.press(.downArrow)  // Cut
        keys.press(.downArrow)  // Copy
        keys.press(.select)
        #expect(UIPasteboard.general.string == "hello")
        #expect(field.text == "hello world")
        #expect(window.isKeyWindow && field.isFirstResponder, "the field keeps the keyboard")
    }

    @Test func theDelegatesMenuReplacesTheSuggestedOne() {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 280, height: 30))
        field.text = "abc"
        let delegate = FieldMenuDelegate()
        delegate.removesPaste = true
        field.delegate = delegate
        root.addSubview(field)
        UIPasteboard.general.string = "pasted"
        #expect(UIApplication.shared.input.secondaryClick(at: CGPoint(x: 200, y: 25), in: window))
        guard let menu = UIMenuPresentation.openMenus.first else {
            Issue.record("no menu")
            return
        }
        // The menu is Select All alone: the first row.
        let keys = EventSynthesizer(window: menu)
        keys.press(.downArrow)
        keys.press(.select)
        #expect(field.selectedRange == NSRange(location: 0, length: 3))
        #expect(field.text == "abc", "Paste was not in the menu")
    }

    @Test func aTextViewAsksItsDelegateAndAnEmptyMenuShowsNothing() {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 280, height: 200))
        textView.text = "one two three"
        let delegate = TextViewMenuDelegate()
        textView.delegate = delegate
        root.addSubview(textView)
        textView.selectedRange = NSRange(location: 4, length: 3)
        let point = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: 5)!).origin
        #expect(!UIApplication.shared.input.secondaryClick(at: textView.convert(point, to: window), in: window))
        #expect(delegate.range == NSRange(location: 4, length: 3), "the click fell in the selection")
        #expect(UIMenuPresentation.openMenus.isEmpty)
    }

    @Test func aRefusedFocusOpensNoMenu() {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 280, height: 30))
        field.isEnabled = false
        root.addSubview(field)
        #expect(!UIApplication.shared.input.secondaryClick(at: CGPoint(x: 20, y: 25), in: window))
        #expect(UIMenuPresentation.openMenus.isEmpty)
    }
}
