import Foundation

/// What the shared editing keys need of a text view or field: its model, how it edits (asking its delegate and
/// recording undo), and how lines and pages run in its layout.
@MainActor
protocol TextEditingHost: UIResponder {
    var editingModel: TextEditingModel { get }
    /// Whether keys may change the text (not only move the selection).
    var acceptsEdits: Bool { get }
    /// Whether the selection may be copied (not for secure entry).
    var allowsCopy: Bool { get }
    /// Whether a line break may be typed or pasted.
    var allowsLineBreaks: Bool { get }
    /// Replaces `range` with `text` as the user's edit: the delegate may refuse; undo is recorded.
    func performEdit(_ range: Range<Int>, with text: String, isTyping: Bool)
    /// The selection moved (without an edit): redraw, keep the caret in view, tell the delegate.
    func selectionDidMove()
    /// The offset `lines` lines above (negative) or below `offset`, at the x where vertical movement began.
    func verticalOffset(from offset: Int, lines: Int) -> Int
    /// The start or end of the displayed line holding `offset`.
    func lineBoundary(of offset: Int, forward: Bool) -> Int
    /// How many lines a page (Page Up/Down) moves.
    var linesPerPage: Int { get }
    /// Forgets the x that vertical movement keeps.
    func resetGoalX()
}

extension TextEditingHost {
    /// Handles the editing keys with the usual Linux bindings (SEMANTICS §13.2); returns false for keys that
    /// type text or travel the responder chain.
    func handleEditingKey(_ key: UIKey) -> Bool {
        let model = editingModel
        let extend = key.modifierFlags.contains(.shift)
        let control = !key.modifierFlags.isDisjoint(with: [.control, .command])
        let vertical =
            key.charactersIgnoringModifiers == UIKeyCommand.inputUpArrow
            || key.charactersIgnoringModifiers == UIKeyCommand.inputDownArrow
            || key.charactersIgnoringModifiers == UIKeyCommand.inputPageUp
            || key.charactersIgnoringModifiers == UIKeyCommand.inputPageDown
        if !vertical { resetGoalX() }
        func move(to offset: Int) {
            model.breakTyping()
            model.caret = model.boundary(offset)
            if !extend { model.anchor = model.caret }
            selectionDidMove()
        }
        func delete(_ range: Range<Int>) {
            guard acceptsEdits else { return }
            let target = model.hasSelection ? model.selection : range
            guard !target.isEmpty else { return }
            performEdit(target, with: "", isTyping: false)
        }
        let caret = model.caret
        switch key.charactersIgnoringModifiers {
        case UIKeyCommand.inputLeftArrow:
            if !extend && model.hasSelection && !control {
                move(to: model.selection.lowerBound)
            } else {
                move(to: control ? model.wordStart(before: caret) : model.offset(before: caret))
            }
        case UIKeyCommand.inputRightArrow:
            if !extend && model.hasSelection && !control {
                move(to: model.selection.upperBound)
            } else {
                move(to: control ? model.wordEnd(after: caret) : model.offset(after: caret))
            }
        case UIKeyCommand.inputUpArrow: move(to: verticalOffset(from: caret, lines: -1))
        case UIKeyCommand.inputDownArrow: move(to: verticalOffset(from: caret, lines: 1))
        case UIKeyCommand.inputPageUp: move(to: verticalOffset(from: caret, lines: -linesPerPage))
        case UIKeyCommand.inputPageDown: move(to: verticalOffset(from: caret, lines: linesPerPage))
        case UIKeyCommand.inputHome: move(to: control ? 0 : lineBoundary(of: caret, forward: false))
        case UIKeyCommand.inputEnd: move(to: control ? model.length : lineBoundary(of: caret, forward: true))
        case UIKeyCommand.inputDelete:
            delete(caret..<(control ? model.wordEnd(after: caret) : model.offset(after: caret)))
        case "\u{8}" where control: delete((model.wordStart(before: caret))..<caret)
        case "a" where control:
            model.breakTyping()
            model.anchor = 0
            model.caret = model.length
            selectionDidMove()
        case "c" where control:
            if model.hasSelection, allowsCopy { UIPasteboard.general.string = model.substring(model.selection) }
        case "x" where control:
            if model.hasSelection, allowsCopy, acceptsEdits {
                UIPasteboard.general.string = model.substring(model.selection)
                delete(model.selection)
            }
        case "v" where control:
            if acceptsEdits, var pasted = UIPasteboard.general.string {
                if !allowsLineBreaks { pasted = pasted.replacingOccurrences(of: "\n", with: " ") }
                performEdit(model.selection, with: pasted, isTyping: false)
            }
        case "z" where control && !extend:
            if acceptsEdits { undoManager?.undo() }
        case "z" where control && extend, "y" where control:
            if acceptsEdits { undoManager?.redo() }
        default:
            return false
        }
        return true
    }
}
