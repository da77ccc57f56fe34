import Foundation

/// A text view's attributed text. A text view draws its text in one font and colour: setting `attributedText`
/// takes the text, and the font, colour and alignment of its start; reading it back gives what was set while
/// the text is unchanged (a label draws every run; see `UILabel.attributedText`).
extension UITextView {
    /// The text with attributes (see the extension's note: drawn in the font and colour of its start).
    public var attributedText: NSAttributedString! {
        get {
            if let stored = storedAttributedText, stored.string == text { return stored }
            return NSAttributedString(string: text ?? "", attributes: typingAttributes)
        }
        set {
            let value = newValue ?? NSAttributedString(string: "")
            if value.length > 0 {
                let attributes = value.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? UIFont { self.font = font }
                if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
                if let style = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
            }
            text = value.string
            storedAttributedText = NSAttributedString(attributedString: value)
        }
    }

    /// The attributes typed text takes: the view's font and colour.
    public var typingAttributes: [NSAttributedString.Key: Any] {
        get { [.font: resolvedFont, .foregroundColor: textColor ?? .label] }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
        }
    }
}
