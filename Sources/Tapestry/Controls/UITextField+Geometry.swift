import Foundation

/// Where the text and the caret are: insets, the layout of the shown text, and the offset under a point.
extension UITextField {
    var textInsets: UIEdgeInsets {
        var insets = borderStyle == .none ? UIEdgeInsets.zero : UIEdgeInsets(top: 2, left: 7, bottom: 2, right: 7)
        insets.left += leftPadding
        if showsClearButton { insets.right += 24 }
        if storedLeftView != nil || storedRightView != nil {
            let sides = sideViewInsets
            insets.left = max(insets.left, sides.left)
            insets.right += sides.right
        }
        return insets
    }

    /// The text as shown: a bullet per character for secure entry.
    var displayed: String { isSecureTextEntry ? String(repeating: "•", count: storage.count) : storage }

    /// The shown text laid out on one line (made again after a change).
    var shownLayout: TextParagraphLayout {
        if let fieldLayout { return fieldLayout }
        let layout = TextLayout.paragraph(displayed, font ?? .systemFont(ofSize: 17), .infinity)
        fieldLayout = layout
        return layout
    }

    /// The offset in the shown text of a text offset (a bullet is one unit for a whole character).
    func displayedOffset(_ offset: Int) -> Int {
        guard isSecureTextEntry else { return offset }
        return storage[..<model.index(model.boundary(offset))].count
    }

    /// The text offset of an offset in the shown text.
    func textOffset(fromDisplayed offset: Int) -> Int {
        guard isSecureTextEntry else { return model.boundary(offset) }
        return model.offset(storage.index(storage.startIndex, offsetBy: min(max(offset, 0), storage.count)))
    }

    /// The caret's x before a text offset, from the text's start.
    func caretOffsetX(_ offset: Int) -> CGFloat {
        guard offset > 0 else { return 0 }
        return shownLayout.x(forOffset: displayedOffset(offset), inLine: 0)
    }

    var textRect: CGRect { bounds.inset(by: textInsets) }

    var textOrigin: CGFloat {
        let full = caretOffsetX(model.length)
        let rect = textRect
        switch textAlignment {
        case .center: return rect.minX + max(0, (rect.width - full) / 2)
        case .right: return rect.maxX - min(full, rect.width)
        default: return rect.minX
        }
    }

    /// The caret's rectangle in the field's coordinates.
    public var caretRect: CGRect { caretRect(atOffset: model.caret) }

    func caretRect(atOffset offset: Int) -> CGRect {
        let lineHeight = (font ?? .systemFont(ofSize: 17)).lineHeight
        let x = textOrigin + caretOffsetX(offset) - scrollOffset
        return CGRect(x: x - 1, y: bounds.midY - lineHeight / 2, width: 2, height: lineHeight)
    }

    /// The text offset nearest to a point.
    func characterIndex(at point: CGPoint) -> Int {
        textOffset(fromDisplayed: shownLayout.offset(forX: point.x - textOrigin + scrollOffset, inLine: 0))
    }
}
