import Foundation

/// Characters of a text element (a view adopting `UITextInput`: text fields, text views) for a screen reader:
/// where a range of them is, which one is at a point, and the selection. Offsets are in Unicode scalars, as
/// AT-SPI counts them; `UITextInput` counts UTF-16 units.
extension AccessibilityTree {
    private func textInput(_ id: Int) -> (UIView & UITextInput)? {
        object(for: id) as? (UIView & UITextInput)
    }

    private func fullText(of input: UITextInput) -> String {
        guard let all = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument) else { return "" }
        return input.text(in: all) ?? ""
    }

    /// The UTF-16 offset of scalar offset `offset` in `text`.
    static func utf16Offset(ofScalar offset: Int, in text: String) -> Int {
        let scalars = text.unicodeScalars
        return String(String.UnicodeScalarView(scalars.prefix(min(max(offset, 0), scalars.count)))).utf16.count
    }

    /// The scalar offset of UTF-16 offset `offset` in `text` (inside a surrogate pair: before it).
    static func scalarOffset(ofUTF16 offset: Int, in text: String) -> Int {
        var units = 0, scalars = 0
        for scalar in text.unicodeScalars {
            units += scalar.utf16.count
            guard units <= offset else { break }
            scalars += 1
        }
        return scalars
    }

    /// Where characters `start..<end` of a text element are, in its window's coordinates (the first line's part
    /// when they wrap; the caret's place for an empty range); nil for an element that is not a text input.
    @_spi(Accessibility) public func textRect(of id: Int, from start: Int, to end: Int) -> CGRect? {
        if let label = object(for: id) as? UILabel, label.window != nil {
            return labelTextRect(label, from: start, to: end)
        }
        guard let input = textInput(id), input.window != nil else { return nil }
        let text = fullText(of: input)
        let from = Self.utf16Offset(ofScalar: start, in: text),
            to = Self.utf16Offset(ofScalar: max(start, end), in: text)
        guard let startPosition = input.position(from: input.beginningOfDocument, offset: from),
            let endPosition = input.position(from: input.beginningOfDocument, offset: to)
        else { return nil }
        let rect: CGRect
        if from == to {
            rect = input.caretRect(for: startPosition)
        } else {
            guard let range = input.textRange(from: startPosition, to: endPosition) else { return nil }
            rect = input.firstRect(for: range)
        }
        guard !rect.isNull, rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        return input.convert(rect, to: nil)
    }

    /// The character of a text element nearest `point` (window coordinates); nil for an element that is not a
    /// text input.
    @_spi(Accessibility) public func textOffset(at point: CGPoint, in id: Int) -> Int? {
        if let label = object(for: id) as? UILabel, label.window != nil { return labelTextOffset(label, at: point) }
        guard let input = textInput(id), input.window != nil,
            let position = input.closestPosition(to: input.convert(point, from: nil))
        else { return nil }
        let utf16 = input.offset(from: input.beginningOfDocument, to: position)
        let offset = Self.scalarOffset(ofUTF16: utf16, in: fullText(of: input))
        // The nearest caret place may be the character's far edge: the character is the one the point is over.
        if offset > 0, let before = textRect(of: id, from: offset - 1, to: offset),
            point.x >= before.minX, point.x < before.maxX
        {
            return offset - 1
        }
        return offset
    }

    /// The selected characters of a text element (nil when the selection is empty or there is none).
    @_spi(Accessibility) public func textSelection(of id: Int) -> Range<Int>? {
        guard let input = textInput(id), let selection = input.selectedTextRange, !selection.isEmpty else {
            return nil
        }
        let text = fullText(of: input)
        let start = input.offset(from: input.beginningOfDocument, to: selection.start)
        let end = input.offset(from: input.beginningOfDocument, to: selection.end)
        return Self.scalarOffset(ofUTF16: start, in: text)..<Self.scalarOffset(ofUTF16: end, in: text)
    }

    /// Selects characters `start..<end` of a text element; whether it could.
    @_spi(Accessibility) public func setTextSelection(_ range: Range<Int>, on id: Int) -> Bool {
        guard let input = textInput(id) else { return false }
        let text = fullText(of: input)
        let from = Self.utf16Offset(ofScalar: range.lowerBound, in: text)
        let to = Self.utf16Offset(ofScalar: range.upperBound, in: text)
        guard let start = input.position(from: input.beginningOfDocument, offset: from),
            let end = input.position(from: input.beginningOfDocument, offset: to)
        else { return false }
        input.selectedTextRange = input.textRange(from: start, to: end)
        return true
    }
}
