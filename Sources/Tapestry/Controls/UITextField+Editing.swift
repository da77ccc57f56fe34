import Foundation

/// A text field on the shared editing model: what its keys do on one line, undo, marked text, mouse selection
/// and `UITextInput`.
extension UITextField {
    // MARK: TextEditingHost

    var acceptsEdits: Bool { isEnabled }
    var allowsCopy: Bool { !isSecureTextEntry }
    var allowsLineBreaks: Bool { false }
    var linesPerPage: Int { 1 }
    func resetGoalX() {}
    func delegateEditMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        delegate?.textField(
            self, editMenuForCharactersInRanges: [NSValue(range: range)], suggestedActions: suggestedActions)
    }
    func delegateEditMenu(willPresent: Bool, animator: any UIEditMenuInteractionAnimating) {
        if willPresent {
            delegate?.textField(self, willPresentEditMenuWith: animator)
        } else {
            delegate?.textField(self, willDismissEditMenuWith: animator)
        }
    }
    func verticalOffset(from offset: Int, lines: Int) -> Int { lines < 0 ? 0 : model.length }
    func lineBoundary(of offset: Int, forward: Bool) -> Int { forward ? model.length : 0 }

    func shouldChangeText(in range: NSRange, replacementText text: String) -> Bool {
        delegate?.textField(
            self, shouldChangeCharactersInRanges: [NSValue(range: range)], replacementString: text) ?? true
    }

    func textChanged(replacing oldRange: Range<Int>, newLength: Int) {
        fieldLayout = nil
        invalidateIntrinsicContentSize()
        caretVisible = true
        setNeedsDisplay()
        updateClearButton()
    }

    func didChangeText() {
        delegate?.textFieldDidChangeSelection(self)  // the caret moved with the edit
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    func selectionDidMove() {
        if model.hasSelection, !isSecureTextEntry {
            UIPasteboard.primary.offer(from: self) { [weak self] in self?.selectedText }
        }
        caretVisible = true
        setNeedsDisplay()
        delegate?.textFieldDidChangeSelection(self)
    }

    // MARK: Mouse selection

    /// A press in the editing field: a caret, the word (double click) or everything (triple click); Shift
    /// extends the selection.
    func beginSelecting(_ touch: UITouch, with event: UIEvent?) {
        if model.markedRange != nil { commitMarkedText() }
        let index = characterIndex(at: touch.location(in: self))
        model.breakTyping()
        dragGranularity = min(touch.tapCount, 3)
        let unit = selectionUnit(at: index)
        if event?.modifierFlags.contains(.shift) ?? false {
            dragOrigin = model.anchor..<model.anchor
            extendSelecting(to: index)
            return
        }
        dragOrigin = unit
        model.anchor = unit.lowerBound
        model.caret = unit.upperBound
        selectionDidMove()
    }

    func extendSelecting(to index: Int) {
        guard let origin = dragOrigin else { return }
        let unit = selectionUnit(at: index)
        if index < origin.lowerBound {
            model.anchor = origin.upperBound
            model.caret = unit.lowerBound
        } else {
            model.anchor = origin.lowerBound
            model.caret = max(unit.upperBound, origin.upperBound)
        }
        selectionDidMove()
    }

    private func selectionUnit(at index: Int) -> Range<Int> {
        switch dragGranularity {
        case 2: isSecureTextEntry ? 0..<model.length : model.wordRange(at: index)
        case 3: 0..<model.length
        default: index..<index
        }
    }

    /// Pastes the PRIMARY selection at a point (a middle click).
    func pastePrimary(_ text: String, at point: CGPoint) {
        guard isEnabled else { return }
        if !isFirstResponder { becomeFirstResponder() }
        let offset = characterIndex(at: point)
        model.breakTyping()
        model.anchor = offset
        model.caret = offset
        performEdit(offset..<offset, with: text.replacingOccurrences(of: "\n", with: " "), isTyping: false)
    }

    // MARK: UITextInput

    /// The text in a range.
    public func text(in range: UITextRange) -> String? { model.substring(offsets(range)) }

    /// Replaces the text in a range (as the user's edit).
    public func replace(_ range: UITextRange, withText text: String) {
        performEdit(offsets(range), with: text, isTyping: false)
    }

    /// The selection as a text range.
    public var selectedTextRange: UITextRange? {
        get { IndexedRange(model.selection) }
        set { newValue.map(select) }
    }

    /// The marked text's range, or nil.
    public var markedTextRange: UITextRange? { model.markedRange.map { IndexedRange($0) } }

    /// Attributes of marked text (drawn underlined whatever this says).
    public var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { model.markedTextStyle }
        set { model.markedTextStyle = newValue }
    }

    /// Replaces the marked text (or the selection) with `markedText`, marked, with `selectedRange` selected in it.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        applyMarkedText(markedText?.replacingOccurrences(of: "\n", with: " "), selectedRange: selectedRange)
        sendActions(for: .editingChanged)
    }

    /// Ends composing: the marked text stays as text, one step of undo.
    public func unmarkText() { commitMarkedText() }

    /// The start of the document.
    public var beginningOfDocument: UITextPosition { IndexedPosition(0) }
    /// The end of the document.
    public var endOfDocument: UITextPosition { IndexedPosition(model.length) }

    /// A range between two positions.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        inputRange(from: fromPosition, to: toPosition)
    }

    /// The position `offset` UTF-16 units from `position`, or nil outside the document.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        inputPosition(from: position, offset: offset)
    }

    /// How two positions compare.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        inputCompare(position, to: other)
    }

    /// The distance between two positions in UTF-16 units.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        documentOffset(toPosition) - documentOffset(from)
    }

    /// Told of changes that do not come from the input system.
    public var inputDelegate: UITextInputDelegate? {
        get { model.inputDelegate }
        set { model.inputDelegate = newValue }
    }

    /// The rectangle of a range on the field's line (`firstRect(for:)`).
    func firstLineRect(for range: UITextRange) -> CGRect {
        let offsets = offsets(range)
        let start = caretRect(atOffset: offsets.lowerBound), end = caretRect(atOffset: offsets.upperBound)
        return CGRect(
            x: start.minX, y: start.minY, width: max(end.maxX - start.minX, start.width), height: start.height)
    }
}
