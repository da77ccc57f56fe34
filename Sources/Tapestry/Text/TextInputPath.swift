import Foundation

/// The one way text reaches a text input (SEMANTICS §13.1). A key typed on the keyboard and an input method's
/// commit arrive here alike: a key becomes an edit in the first responder's own `pressesBegan` (the default
/// `UIResponder` one, which a text view or field reaches through `super` for keys that are not its editing
/// keys), and a commit becomes the same edit through `InputRouter.insertText(_:)`. A key that types is
/// consumed there, as UIKit's text system consumes it: it does not go up the responder chain.
@MainActor
enum TextInputPath {
    /// What one key or commit does to a text input.
    enum Edit: Equatable {
        case insert(String)
        case deleteBackward
    }

    /// The edit `key` makes: its text (Return and Enter type a newline, Backspace deletes), or nil for a key
    /// that types nothing (a shortcut with Control or Super, a function key, a control character).
    static func edit(for key: UIKey) -> Edit? {
        guard key.modifierFlags.isDisjoint(with: [.control, .command]) else { return nil }
        if key.keyCode == .keyboardDeleteOrBackspace { return .deleteBackward }
        if key.keyCode == .keyboardReturnOrEnter || key.keyCode == .keypadEnter { return .insert("\n") }
        let text = key.characters
        guard !text.isEmpty, !text.hasPrefix("UIKeyInput"),
            text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7f }) || text == "\n"
        else { return nil }
        return .insert(text)
    }

    /// Makes `edit` in `input`.
    static func apply(_ edit: Edit, to input: UIKeyInput) {
        switch edit {
        case .insert(let text): input.insertText(text)
        case .deleteBackward: input.deleteBackward()
        }
    }

    /// Types the presses of `presses` that make an edit into `input` (began or repeating), and returns the
    /// others, which go on up the responder chain.
    static func type(_ presses: Set<UIPress>, into input: UIKeyInput) -> Set<UIPress> {
        var rest = presses
        for press in presses where press.phase == .began || press.phase == .changed {
            guard let key = press.key, let edit = edit(for: key) else { continue }
            rest.remove(press)
            apply(edit, to: input)
        }
        return rest
    }
}
