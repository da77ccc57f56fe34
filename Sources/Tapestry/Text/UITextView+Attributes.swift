import Foundation

/// A text view's attributed text. Each run keeps its font, colour, kerning, underline, strikethrough, baseline
/// offset and background, drawn and measured as a label draws them; lines are aligned and indented as each
/// paragraph's style says (the caret and selection are placed on them). Typed text takes the typing attributes: those of the
/// character before the caret unless the app set others. Setting `text` makes the whole text one style again;
/// setting `font` or `textColor` applies to the whole text, as in UIKit.
extension UITextView {
    /// `attributedText`'s value.
    var attributedTextValue: NSAttributedString {
        if let richText { return richText.attributedString(model.text) }
        return NSAttributedString(string: text ?? "", attributes: viewAttributes)
    }

    /// Sets `attributedText`.
    func setAttributedTextValue(_ newValue: NSAttributedString?) {
        let value = newValue ?? NSAttributedString(string: "")
        // The storage hears of the new text once, with its attributes.
        let storage = storageObject, oldLength = model.length
        storageObject = nil
        defer {
            storageObject = storage
            storage?.viewChanged(0..<oldLength, newLength: model.length, attributes: true)
        }
        text = value.string
        guard value.length > 0 else { return }
        // The view's properties read the start's, as UIKit's do after attributed text is set.
        let attributes = value.attributes(at: 0, effectiveRange: nil)
        if let font = attributes[.font] as? UIFont { self.font = font }
        if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
        if let style = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
        richText = TextAttributeRuns(value)
        layoutParametersChanged()
    }

    /// The attributes the next typed text takes: those set here, or else the view's font and colour with the
    /// attributes of the character before the caret (the first character's at the start).
    public var typingAttributes: [NSAttributedString.Key: Any] {
        get {
            if let storedTypingAttributes { return storedTypingAttributes }
            var attributes = viewAttributes
            if let richText { attributes.merge(richText.attributes(at: max(model.selection.lowerBound - 1, 0))) { $1 } }
            return attributes
        }
        set { storedTypingAttributes = newValue }
    }

    /// The view's own font and colour as attributes.
    var viewAttributes: [NSAttributedString.Key: Any] {
        [.font: resolvedFont, .foregroundColor: textColor ?? .label]
    }

    func attributeRuns(in range: Range<Int>) -> TextAttributeRuns? { richText?.runs(in: range) }

    func restoreAttributeRuns(_ runs: TextAttributeRuns) { restoredRuns = runs }

    /// Sets one attribute over the whole attributed text (the view's font or colour changed).
    func applyToRichText(_ key: NSAttributedString.Key, _ value: Any) {
        richText?.set(key, value)
    }

    /// The model's text changed from `oldRange` to `newLength` units: the attributes follow. The new text takes
    /// the typing attributes (read before the change); text typed in other attributes than the view's makes
    /// the text attributed.
    func richTextChanged(replacing oldRange: Range<Int>, newLength: Int) {
        let typing = storedTypingAttributes
        storedTypingAttributes = nil
        if let restored = restoredRuns {
            // An undo brings text back in the attributes it had.
            restoredRuns = nil
            if richText == nil {
                let oldLength = model.text.utf16.count - newLength + oldRange.count
                richText = TextAttributeRuns(length: oldLength, attributes: viewAttributes)
            }
            richText?.replace(oldRange, with: restored)
            return
        }
        if richText != nil {
            richText?.replace(oldRange, newLength: newLength, attributes: typing)
        } else if let typing, newLength > 0, !sameAsView(typing) {
            var runs = TextAttributeRuns(length: model.text.utf16.count, attributes: viewAttributes)
            runs.replace(
                oldRange.lowerBound..<oldRange.lowerBound + newLength, newLength: newLength, attributes: typing)
            richText = runs
            layoutParametersChanged()
        }
    }

    /// Whether attributes are only the view's font and colour.
    private func sameAsView(_ attributes: [NSAttributedString.Key: Any]) -> Bool {
        for (key, value) in attributes {
            switch key {
            case .font: if (value as? UIFont) != resolvedFont { return false }
            case .foregroundColor: if (value as? UIColor) != (textColor ?? .label) { return false }
            default: return false
            }
        }
        return true
    }

    /// The paragraph in `range` as styled text, when the text has attributes or lines aligned other than left
    /// (the view's `textAlignment`, or the paragraph style's); its paragraph style's indents apply.
    func styledParagraph(_ range: Range<Int>) -> StyledText? {
        let aligned = textAlignment != .natural && textAlignment != .left
        guard richText != nil || aligned else { return nil }
        let links = linkTextAttributes ?? [:]
        let parts = (richText?.parts(in: range) ?? [(NSRange(location: 0, length: range.count), [:])]).map {
            part -> (range: NSRange, attributes: [NSAttributedString.Key: Any]) in
            guard part.attributes[.link] != nil, !links.isEmpty else { return part }
            return (part.range, part.attributes.merging(links) { $1 })
        }
        var styled = StyledText(
            model.substring(range), parts: parts, font: resolvedFont, color: textColor ?? .label,
            alignment: textAlignment == .natural ? .left : textAlignment, lineBreakMode: .byWordWrapping)
        if styled.alignment == .natural { styled.alignment = .left }
        styled.lineBreakMode = .byWordWrapping
        return styled
    }
}
