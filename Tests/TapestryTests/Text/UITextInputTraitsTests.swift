import Testing

@testable import Tapestry

/// A custom text input that keeps one trait of its own.
@MainActor
private final class PinPad: UIView, UIKeyInput {
    var digits = ""
    var keyboardType = UIKeyboardType.numberPad
    var hasText: Bool { !digits.isEmpty }
    func insertText(_ text: String) { digits += text }
    func deleteBackward() { digits = String(digits.dropLast()) }
}

/// What a keyboard manager does to every text input it finds: set the Return key and an accessory bar.
@MainActor
private func prepare<Input: UIView & UITextInputTraits>(_ input: Input, isLast: Bool) {
    input.returnKeyType = isLast ? .done : .next
    input.keyboardAppearance = .dark
}

@MainActor
@Suite struct UITextInputTraitsTests {
    @Test func aCustomTextInputHasUIKitsDefaultsAndKeepsWhatItDeclares() {
        let pad = PinPad()
        let traits: UITextInputTraits = pad
        #expect(traits.keyboardType == .numberPad)
        #expect(traits.autocapitalizationType == .sentences)
        #expect(traits.returnKeyType == .default)
        #expect(!traits.isSecureTextEntry)
        #expect(traits.textContentType == nil)
        traits.returnKeyType = .go
        #expect(traits.returnKeyType == .default)
        traits.keyboardType = .emailAddress
        #expect(pad.keyboardType == .emailAddress)
    }

    @Test func fieldsTextViewsAndSearchBarsShareTheTraits() {
        let field = UITextField()
        let textView = UITextView()
        let searchBar = UISearchBar()
        #expect(searchBar.returnKeyType == .search)
        prepare(field, isLast: false)
        prepare(textView, isLast: false)
        prepare(searchBar, isLast: true)
        #expect(field.returnKeyType == .next)
        #expect(textView.returnKeyType == .next)
        #expect(searchBar.returnKeyType == .done)
        #expect(searchBar.searchTextField.returnKeyType == .done)
        #expect(searchBar.keyboardAppearance == .dark)
        let inputs: [UITextInputTraits] = [field, textView, searchBar]
        #expect(inputs.allSatisfy { $0.keyboardAppearance == .dark })
        searchBar.textContentType = .username
        #expect(searchBar.searchTextField.textContentType == .username)
        textView.enablesReturnKeyAutomatically = true
        #expect((textView as UITextInputTraits).enablesReturnKeyAutomatically)
    }

    @Test func aTextViewShowsTheAccessoryBarItWasGiven() {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(textView)
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        textView.inputAccessoryView = bar
        #expect(textView.inputAccessoryView === bar)
        #expect(textView.becomeFirstResponder())
        window.layoutIfNeeded()
        #expect(bar.window === window)
        #expect(textView.resignFirstResponder())
        #expect(bar.window == nil)
    }

    @Test func aDisabledSearchBarTakesNoInput() {
        UIApplication.replaceShared()
        let (_, root, _) = makeWindow()
        let searchBar = UISearchBar()
        root.addSubview(searchBar)
        searchBar.isEnabled = false
        #expect(!searchBar.searchTextField.isEnabled)
        #expect(!searchBar.searchTextField.becomeFirstResponder())
        searchBar.isEnabled = true
        #expect(searchBar.isEnabled)
        #expect(searchBar.searchTextField.becomeFirstResponder())
        let accessory = UIView()
        searchBar.inputAccessoryView = accessory
        #expect(searchBar.searchTextField.inputAccessoryView === accessory)
    }
}
