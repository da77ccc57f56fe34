import Foundation

/// Editing the text by grapheme cluster: the selection as string indices, replacing it, and the keys that
/// move the caret, select and use the clipboard.
extension UITextField {
    /// The selection as string indices, with caret and anchor clamped to the text (grapheme clusters).
    var selectionIndices: (String.Index, String.Index) {
        let count = storage.count
        let lower = min(max(min(caret, anchor), 0), count), upper = min(max(caret, anchor), count)
        let start = storage.index(storage.startIndex, offsetBy: lower)
        return (start, storage.index(start, offsetBy: upper - lower))
    }

    /// How many grapheme clusters of the text start before the UTF-16 offset `offset` (a cluster the offset
    /// falls inside counts whole).
    func characterCount(beforeUTF16Offset offset: Int) -> Int {
        let target = storage.utf16.index(storage.startIndex, offsetBy: min(max(offset, 0), storage.utf16.count))
        var index = storage.startIndex
        var count = 0
        while index < target {
            storage.formIndex(after: &index)
            count += 1
        }
        return count
    }

    func replaceSelection(with text: String) {
        let range = selectedRange
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true else {
            return
        }
        // Edited as strings, not arrays of characters: a combining mark or an emoji modifier merges with the
        // character before it, so the caret is placed by UTF-16 offset and rounded to a cluster boundary.
        let (start, end) = selectionIndices
        let prefix = String(storage[..<start]) + text
        storage = prefix + String(storage[end...])
        caret = characterCount(beforeUTF16Offset: prefix.utf16.count)
        anchor = caret
        caretVisible = true
        setNeedsDisplay()
        sendActions(for: .editingChanged)
        updateClearButton()
    }

    /// Handles editing keys; returns false for keys that should type or travel the chain.
    func handle(_ key: UIKey) -> Bool {
        let extend = key.modifierFlags.contains(.shift)
        let shortcut = !key.modifierFlags.isDisjoint(with: [.control, .command])
        func move(to index: Int) {
            caret = min(max(index, 0), storage.count)
            if !extend { anchor = caret }
            caretVisible = true
            setNeedsDisplay()
        }
        switch key.charactersIgnoringModifiers {
        case UIKeyCommand.inputLeftArrow:
            if !extend && caret != anchor { move(to: min(caret, anchor)) } else { move(to: caret - 1) }
        case UIKeyCommand.inputRightArrow:
            if !extend && caret != anchor { move(to: max(caret, anchor)) } else { move(to: caret + 1) }
        case UIKeyCommand.inputHome, UIKeyCommand.inputUpArrow: move(to: 0)
        case UIKeyCommand.inputEnd, UIKeyCommand.inputDownArrow: move(to: storage.count)
        case UIKeyCommand.inputDelete:
            if caret == anchor {
                guard caret < storage.count else { return true }
                anchor = caret + 1
            }
            replaceSelection(with: "")
        case "a" where shortcut:
            anchor = 0
            caret = storage.count
            setNeedsDisplay()
        case "c" where shortcut:
            if let selected = selectedText, !isSecureTextEntry { UIPasteboard.general.string = selected }
        case "x" where shortcut:
            if let selected = selectedText, !isSecureTextEntry {
                UIPasteboard.general.string = selected
                replaceSelection(with: "")
            }
        case "v" where shortcut:
            if let pasted = UIPasteboard.general.string {
                replaceSelection(with: pasted.replacingOccurrences(of: "\n", with: " "))
            }
        default:
            return false
        }
        return true
    }
}
