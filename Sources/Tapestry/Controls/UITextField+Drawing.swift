import Foundation

/// The parts of a text field's drawing a subclass does not override: the border, the selection, the marked
/// text's underline and the caret.
extension UITextField {
    /// Posted when editing begins.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted when the user changes the text.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when editing ends.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")

    /// The border of `borderStyle` around `borderRect(forBounds:)`, or the background image set in its place.
    func drawBorder() {
        if borderStyle != .roundedRect, let image = isEnabled ? background : disabledBackground ?? background {
            image.draw(in: borderRect(forBounds: bounds))
            return
        }
        switch borderStyle {
        case .none: break
        case .line, .bezel:
            UIColor.black.setStroke()
            UIBezierPath(rect: borderRect(forBounds: bounds).insetBy(dx: 0.5, dy: 0.5)).stroke()
        case .roundedRect:
            UIColor.white.setFill()
            let path = UIBezierPath(
                roundedRect: borderRect(forBounds: bounds).insetBy(dx: 0.5, dy: 0.5), cornerRadius: 5)
            path.fill()
            UIColor.systemGray4.setStroke()
            path.stroke()
        }
    }

    /// The selection's tint behind the text while editing.
    func drawSelection(in inner: CGRect) {
        guard model.hasSelection, isEditing else { return }
        let lineHeight = drawnFont.lineHeight
        let from = caretOffsetX(model.selection.lowerBound), to = caretOffsetX(model.selection.upperBound)
        tintColor.withAlphaComponent(0.25).setFill()
        UIRectFill(
            CGRect(
                x: textOrigin + from - scrollOffset, y: inner.midY - lineHeight / 2, width: to - from,
                height: lineHeight))
    }

    /// The line under marked (input-method) text and the caret, while editing.
    func drawMarkedTextAndCaret(in inner: CGRect) {
        let lineHeight = drawnFont.lineHeight
        let color = textColor ?? .label
        if let marked = model.markedRange, isEditing {
            let from = caretOffsetX(marked.lowerBound), to = caretOffsetX(marked.upperBound)
            (isEnabled ? color : color.withAlphaComponent(0.4)).setFill()
            UIRectFill(
                CGRect(
                    x: textOrigin + from - scrollOffset, y: inner.midY + lineHeight / 2 - 1, width: to - from,
                    height: 1))
        }
        if isCaretVisible {
            tintColor.setFill()
            UIRectFill(caretRect)
        }
    }
}
