import Foundation

/// Editing a text view: typed and committed text, marked text, undo, keys, and selection with the mouse.
extension UITextView {
    // MARK: UIKeyInput

    /// The selected text, or nil for a caret.
    var selectedText: String? { model.hasSelection ? model.substring(model.selection) : nil }

    // MARK: TextEditingHost

    var acceptsEdits: Bool { isEditable }
    var allowsCopy: Bool { isSelectable }
    var allowsLineBreaks: Bool { true }
    func delegateEditMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        textViewDelegate?.textView(
            self, editMenuForTextInRanges: [NSValue(range: range)], suggestedActions: suggestedActions)
    }
    func delegateEditMenu(willPresent: Bool, animator: any UIEditMenuInteractionAnimating) {
        if willPresent {
            textViewDelegate?.textView(self, willPresentEditMenuWith: animator)
        } else {
            textViewDelegate?.textView(self, willDismissEditMenuWith: animator)
        }
    }

    func shouldChangeText(in range: NSRange, replacementText text: String) -> Bool {
        textViewDelegate?.textView(self, shouldChangeTextInRanges: [NSValue(range: range)], replacementText: text)
            ?? true
    }

    func didChangeText() {
        caretVisible = true
        goalX = nil
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        textViewDelegate?.textViewDidChangeSelection(self)
        layoutIfNeeded()
        scrollCaretToVisible()
    }

    func selectionDidMove() {
        storedTypingAttributes = nil  // as UIKit: typing attributes follow the selection
        if model.hasSelection, isSelectable {
            UIPasteboard.primary.offer(from: self) { [weak self] in self?.selectedText }
        }
        caretVisible = true
        setNeedsLayout()
        textViewDelegate?.textViewDidChangeSelection(self)
        layoutIfNeeded()
        scrollCaretToVisible()
    }

    func scrollCaretToVisible() {
        guard window != nil, bounds.height > 0 else { return }
        scrollRectToVisible(caretRect(atOffset: model.caret).insetBy(dx: 0, dy: -2), animated: false)
    }

    func resetGoalX() { goalX = nil }

    func verticalOffset(from offset: Int, lines delta: Int) -> Int {
        updateTops()
        var index = paragraphIndex(forOffset: offset)
        var layout = layoutParagraph(index)
        var line = layout.lineIndex(forOffset: offset - paragraphs.start(index))
        let x = goalX ?? layout.x(forOffset: offset - paragraphs.start(index), inLine: line)
        goalX = x
        var remaining = delta
        while remaining != 0 {
            if remaining > 0 {
                if line + 1 < layout.lines.count {
                    line += 1
                } else if index + 1 < paragraphs.count {
                    index += 1
                    layout = layoutParagraph(index)
                    line = 0
                } else {
                    return model.length
                }
                remaining -= 1
            } else {
                if line > 0 {
                    line -= 1
                } else if index > 0 {
                    index -= 1
                    layout = layoutParagraph(index)
                    line = layout.lines.count - 1
                } else {
                    return 0
                }
                remaining += 1
            }
        }
        return paragraphs.start(index) + layout.offset(forX: x, inLine: line)
    }

    func lineBoundary(of offset: Int, forward: Bool) -> Int {
        updateTops()
        let index = paragraphIndex(forOffset: offset)
        let layout = layoutParagraph(index)
        let lineIndex = layout.lineIndex(forOffset: offset - paragraphs.start(index))
        let line = layout.lines[lineIndex]
        if !forward { return paragraphs.start(index) + line.range.lowerBound }
        // A wrapped line ends before the next line's first character (its trailing space stays on it).
        let end = lineIndex + 1 < layout.lines.count ? line.range.upperBound - 1 : line.range.upperBound
        return paragraphs.start(index) + max(end, line.range.lowerBound)
    }

    var linesPerPage: Int { max(1, Int(bounds.height / max(resolvedFont.lineHeight, 1)) - 1) }

    /// The unit a click selects at `offset`: nothing (a caret), the word, or the paragraph.
    func unitRange(at offset: Int) -> Range<Int> {
        switch selectionGranularity {
        case 2: model.wordRange(at: offset)
        case 3:
            {
                let paragraph = model.paragraphRange(at: offset)
                return paragraph.lowerBound..<min(paragraph.upperBound + 1, model.length)
            }()
        default: offset..<offset
        }
    }

    /// Extends the selection from where the drag began to the unit at `offset`.
    func extendSelection(to offset: Int) {
        guard let origin = selectionOrigin else { return }
        let unit = unitRange(at: offset)
        if offset < origin.lowerBound {
            model.anchor = origin.upperBound
            model.caret = selectionGranularity == 1 ? offset : unit.lowerBound
        } else {
            model.anchor = origin.lowerBound
            model.caret = selectionGranularity == 1 ? offset : max(unit.upperBound, origin.upperBound)
        }
    }

    /// The offset nearest to a point in the view's coordinates.
    func offset(at point: CGPoint) -> Int {
        updateTops()
        let y = point.y - textContainerInset.top
        let low = paragraphs.index(forY: y)
        let layout = layoutParagraph(low)
        let origin = paragraphOrigin(low)
        let line = layout.lineIndex(forY: point.y - origin.y)
        return model.boundary(paragraphs.start(low) + layout.offset(forX: point.x - origin.x, inLine: line))
    }

    /// Pastes the PRIMARY selection at a point (a middle click, as X users expect).
    func pastePrimary(_ text: String, at point: CGPoint) {
        guard isEditable else { return }
        if !isFirstResponder { becomeFirstResponder() }
        let offset = offset(at: point)
        model.breakTyping()
        model.anchor = offset
        model.caret = offset
        performEdit(offset..<offset, with: text, isTyping: false)
    }

    // MARK: UITextInput

    /// The text in a range.
    public func text(in range: UITextRange) -> String? { model.substring(offsets(range)) }

    /// Replaces the text in a range (as the user's edit: the delegate is asked and undo recorded).
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
        guard isEditable else { return }
        applyMarkedText(markedText, selectedRange: selectedRange)
        caretVisible = true
        textViewDelegate?.textViewDidChange(self)
        layoutIfNeeded()
        scrollCaretToVisible()
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

    /// The position `offset` steps away in a direction: characters left and right, lines up and down.
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
        -> UITextPosition?
    {
        let start = clampedOffset(position)
        switch direction {
        case .left: return self.position(from: position, offset: -offset)
        case .right: return self.position(from: position, offset: offset)
        case .up, .down:
            let saved = goalX
            goalX = nil
            defer { goalX = saved }
            return IndexedPosition(verticalOffset(from: start, lines: direction == .up ? -offset : offset))
        }
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

    /// The rectangle of the first line of a range (`firstRect(for:)`).
    func firstLineRect(for range: UITextRange) -> CGRect {
        let offsets = offsets(range)
        let start = caretRect(atOffset: offsets.lowerBound)
        let end = caretRect(atOffset: offsets.upperBound)
        guard end.minY == start.minY else { return start }
        return CGRect(
            x: start.minX, y: start.minY, width: max(end.maxX - start.minX, start.width), height: start.height)
    }

}
