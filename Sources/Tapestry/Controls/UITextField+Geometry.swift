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
        insets.left += tokenRunWidth
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

    /// Where the text is laid out now: `editingRect(forBounds:)` while editing, `textRect(forBounds:)` otherwise
    /// (a subclass's overrides move it).
    var textArea: CGRect { isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds) }

    var textOrigin: CGFloat {
        let full = caretOffsetX(model.length)
        let rect = textArea
        switch textAlignment {
        case .center: return rect.minX + max(0, (rect.width - full) / 2)
        case .right: return rect.maxX - min(full, rect.width)
        default: return rect.minX
        }
    }

    /// Whether the text is drawn smaller to fit (`adjustsFontSizeToFitWidth`, not while editing).
    private var shrinkFactor: CGFloat? {
        guard adjustsFontSizeToFitWidth, !isEditing, !storage.isEmpty else { return nil }
        let width = caretOffsetX(model.length), room = textArea.width
        guard width > room, width > 0 else { return nil }
        return room / width
    }

    /// The font the text is drawn in: the field's, shrunk to fit when `adjustsFontSizeToFitWidth` asks (down to
    /// `minimumFontSize`, and a legible 4 pt).
    var drawnFont: UIFont {
        let font = self.font ?? .systemFont(ofSize: 17)
        guard let factor = shrinkFactor else { return font }
        return font.withSize(max(font.pointSize * factor, minimumFontSize, 4))
    }

    /// Scrolls the text horizontally to keep the caret in view; a text shrunk to fit shows from its start.
    func keepCaretInView() {
        guard shrinkFactor == nil else {
            scrollOffset = 0
            return
        }
        let caretX = caretOffsetX(model.caret), width = textArea.width
        if caretX - scrollOffset > width - 2 { scrollOffset = caretX - width + 2 }
        if caretX < scrollOffset { scrollOffset = caretX }
    }

    /// The caret's rectangle in the field's coordinates.
    public var caretRect: CGRect { caretRect(atOffset: model.caret) }

    func caretRect(atOffset offset: Int) -> CGRect {
        let lineHeight = (font ?? .systemFont(ofSize: 17)).lineHeight
        let x = textOrigin + caretOffsetX(offset) - scrollOffset
        return CGRect(x: x - 1, y: textArea.midY - lineHeight / 2, width: 2, height: lineHeight)
    }

    /// The text offset nearest to a point.
    func characterIndex(at point: CGPoint) -> Int {
        textOffset(fromDisplayed: shownLayout.offset(forX: point.x - textOrigin + scrollOffset, inLine: 0))
    }
}
