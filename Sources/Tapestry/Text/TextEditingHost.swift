import Foundation

/// What the shared editing keys need of a text view or field: its model, how it edits (asking its delegate and
/// recording undo), and how lines and pages run in its layout.
@MainActor
protocol TextEditingHost: UIResponder {
    var editingModel: TextEditingModel { get }
    /// The selection in UTF-16 offsets.
    var selectedRange: NSRange { get set }
    /// Whether keys may change the text (not only move the selection).
    var acceptsEdits: Bool { get }
    /// Whether the selection may be copied (not for secure entry).
    var allowsCopy: Bool { get }
    /// Whether a line break may be typed or pasted.
    var allowsLineBreaks: Bool { get }
    /// Whether the delegate lets the user replace `range` with `text`.
    func shouldChangeText(in range: NSRange, replacementText text: String) -> Bool
    /// The model's text changed from `oldRange` (of the old text) to `newLength` units: lay out and redraw.
    func textChanged(replacing oldRange: Range<Int>, newLength: Int)
    /// The user's edit (or its undo) is done: tell the delegate and the actions, keep the caret in view.
    func didChangeText()
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
    /// The attributes of the text in `range`, for a host that keeps attributed text (nil otherwise).
    func attributeRuns(in range: Range<Int>) -> TextAttributeRuns?
    /// The next text change brings back text in these attributes (an undo), not the typing attributes.
    func restoreAttributeRuns(_ runs: TextAttributeRuns)
    /// The edit menu a secondary click opens.
    var textEditMenu: TextEditMenu { get }
    /// The menu the delegate makes of the suggested actions for the selection `range` (nil: the suggested ones).
    func delegateEditMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// Tells the delegate the edit menu will appear (`willPresent`) or disappear.
    func delegateEditMenu(willPresent: Bool, animator: any UIEditMenuInteractionAnimating)
}

extension TextEditingHost {
    func attributeRuns(in range: Range<Int>) -> TextAttributeRuns? { nil }
    func restoreAttributeRuns(_ runs: TextAttributeRuns) {}

    /// Replaces `range` with `text` as the user's edit: the delegate may refuse; undo is recorded.
    func performEdit(_ range: Range<Int>, with replacement: String, isTyping: Bool) {
        let model = editingModel
        guard
            shouldChangeText(in: NSRange(location: range.lowerBound, length: range.count), replacementText: replacement)
        else { return }
        let lower = model.boundary(range.lowerBound)
        let oldRange = lower..<max(lower, model.boundary(range.upperBound))
        let replacedRuns = oldRange.isEmpty ? nil : attributeRuns(in: oldRange)
        if let edit = model.replace(range, with: replacement, isTyping: isTyping) {
            if edit.replacedRuns == nil, !edit.replaced.isEmpty { edit.replacedRuns = replacedRuns }
            registerUndo(edit)
        }
        textChanged(replacing: oldRange, newLength: replacement.utf16.count)
        didChangeText()
    }

    func registerUndo(_ edit: TextEditingModel.Edit) {
        guard let undoManager else { return }
        undoManager.beginUndoGrouping()
        undoManager.registerUndo(withTarget: self) { $0.revert(edit) }
        undoManager.endUndoGrouping()
    }

    /// Undoes (or redoes) one step: its text goes back in its attributes, the selection as it was, and the
    /// inverse is recorded.
    func revert(_ edit: TextEditingModel.Edit) {
        let model = editingModel
        let current = edit.range
        let restored = edit.replaced
        let replacedNow = model.substring(current)
        let runsNow = current.isEmpty ? nil : attributeRuns(in: current)
        model.replace(current, with: restored)
        let inverse = TextEditingModel.Edit(
            range: current.lowerBound..<current.lowerBound + restored.utf16.count, replaced: replacedNow,
            selectionBefore: model.selection)
        inverse.replacedRuns = runsNow
        undoManager?.registerUndo(withTarget: self) { $0.revert(inverse) }
        if let runs = edit.replacedRuns, runs.length == restored.utf16.count { restoreAttributeRuns(runs) }
        textChanged(replacing: current, newLength: restored.utf16.count)
        model.anchor = model.boundary(min(edit.selectionBefore.lowerBound, model.length))
        model.caret = model.boundary(min(edit.selectionBefore.upperBound, model.length))
        didChangeText()
    }

    /// Replaces the marked text (or the selection) with `marked`, kept marked with `selectedRange` selected.
    func applyMarkedText(_ marked: String?, selectedRange: NSRange) {
        let model = editingModel
        guard acceptsEdits else { return }
        let old = model.markedRange ?? model.selection
        let lower = model.boundary(old.lowerBound)
        let oldRange = lower..<max(lower, model.boundary(old.upperBound))
        model.setMarked(marked ?? "", selectedRange: selectedRange)
        textChanged(replacing: oldRange, newLength: (marked ?? "").utf16.count)
    }

    /// Ends composing: the marked text stays, as one step of undo.
    func commitMarkedText() {
        let model = editingModel
        guard let edit = model.unmark() else { return }
        registerUndo(edit)
        model.caret = edit.range.upperBound
        model.anchor = model.caret
        textChanged(replacing: edit.range, newLength: edit.range.count)
    }

    // MARK: UITextInput's arithmetic (positions hold UTF-16 offsets)

    func clampedOffset(_ position: UITextPosition) -> Int {
        if position is TokenPosition { return 0 }  // a search field's token: text begins after it
        guard let indexed = position as? IndexedPosition else {
            preconditionFailure("\(type(of: self)): the position \(position) was not made by a Tapestry text view")
        }
        return min(max(indexed.offset, 0), editingModel.length)
    }

    func offsets(_ range: UITextRange) -> Range<Int> {
        let a = clampedOffset(range.start), b = clampedOffset(range.end)
        return min(a, b)..<max(a, b)
    }

    func inputPosition(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = clampedOffset(position) + offset
        return (0...editingModel.length).contains(target) ? IndexedPosition(target) : nil
    }

    /// A position's offset in the document, where a search field's tokens come before the text (one unit each,
    /// as UIKit's attachment characters).
    func documentOffset(_ position: UITextPosition) -> Int {
        if let token = position as? TokenPosition { return token.index - token.count }
        return clampedOffset(position)
    }

    func inputRange(from a: UITextPosition, to b: UITextPosition) -> UITextRange {
        if a is TokenPosition || b is TokenPosition {
            return documentOffset(a) <= documentOffset(b) ? PositionRange(a, b) : PositionRange(b, a)
        }
        let lower = clampedOffset(a), upper = clampedOffset(b)
        return IndexedRange(min(lower, upper)..<max(lower, upper))
    }

    /// Selects a text range (through the host's `selectedRange`, which tells its delegate).
    func select(_ range: UITextRange) {
        let offsets = offsets(range)
        selectedRange = NSRange(location: offsets.lowerBound, length: offsets.count)
    }

    func inputCompare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = documentOffset(position), b = documentOffset(other)
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

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
        // The clipboard keys go through the standard edit actions, so a subclass that overrides `paste(_:)`, or
        // refuses it in `canPerformAction(_:withSender:)`, is obeyed by the keys too.
        case "a" where control: if canPerformAction(.selectAll, withSender: nil) { selectAll(nil) }
        case "c" where control: if canPerformAction(.copy, withSender: nil) { copy(nil) }
        case "x" where control: if canPerformAction(.cut, withSender: nil) { cut(nil) }
        case "v" where control: if canPerformAction(.paste, withSender: nil) { paste(nil) }
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

extension TextEditingHost {
    /// Whether a text input takes the standard edit action `name` now ("paste:"), or nil for another action:
    /// Cut with a selection it may copy and edit, Copy with a selection it may copy, Paste when it accepts edits
    /// and the pasteboard holds text, Select All when there is text not all selected, Delete with a selection
    /// it may edit.
    func canPerformStandardEditAction(_ name: String?) -> Bool? {
        let model = editingModel
        switch name {
        case "cut:": return model.hasSelection && allowsCopy && acceptsEdits
        case "copy:": return model.hasSelection && allowsCopy
        case "paste:": return acceptsEdits && UIPasteboard.general.hasStrings
        case "selectAll:": return model.length > 0 && model.selection != 0..<model.length
        case "delete:": return model.hasSelection && acceptsEdits
        default: return nil
        }
    }

    /// Selects everything (`selectAll(_:)`).
    func editSelectAll() {
        let model = editingModel
        model.breakTyping()
        model.anchor = 0
        model.caret = model.length
        selectionDidMove()
    }

    /// Copies the selection (`copy(_:)`), unless it may not be copied (secure entry).
    func editCopy() {
        let model = editingModel
        if model.hasSelection, allowsCopy { UIPasteboard.general.string = model.substring(model.selection) }
    }

    /// Cuts the selection (`cut(_:)`).
    func editCut() {
        let model = editingModel
        guard model.hasSelection, allowsCopy, acceptsEdits else { return }
        UIPasteboard.general.string = model.substring(model.selection)
        performEdit(model.selection, with: "", isTyping: false)
    }

    /// Pastes the pasteboard's text over the selection (`paste(_:)`); a one-line input pastes line breaks as
    /// spaces.
    func editPaste() {
        guard acceptsEdits, var pasted = UIPasteboard.general.string else { return }
        if !allowsLineBreaks { pasted = pasted.replacingOccurrences(of: "\n", with: " ") }
        performEdit(editingModel.selection, with: pasted, isTyping: false)
    }

    /// Deletes the selection (`delete(_:)`).
    func editDelete() {
        let model = editingModel
        guard model.hasSelection, acceptsEdits else { return }
        performEdit(model.selection, with: "", isTyping: false)
    }
}

/// A view that takes a middle-click paste of the PRIMARY selection.
@MainActor
protocol PrimaryPasteTarget: AnyObject {
    var acceptsPrimaryPaste: Bool { get }
    func pastePrimary(_ text: String, at point: CGPoint)
}

extension UITextView: PrimaryPasteTarget {
    var acceptsPrimaryPaste: Bool { isEditable }
}

extension UITextField: PrimaryPasteTarget {
    var acceptsPrimaryPaste: Bool { isEnabled }
}
