import Foundation

// A text field's text with attributes. A text field draws its text in one style, so the attributes it reads are
// the first character's font, colour and alignment; what it returns is its text in its own style.
extension UITextField {
    /// The text with the field's font, colour and alignment. Setting it sets `text`, and takes the font,
    /// foreground colour and paragraph alignment of the first character (a text field draws one style).
    public var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0, attributes: defaultTextAttributes) } }
        set {
            guard let newValue else {
                text = nil
                return
            }
            if newValue.length > 0 { defaultTextAttributes = newValue.attributes(at: 0, effectiveRange: nil) }
            text = newValue.string
        }
    }

    /// The attributes the text is drawn with: `.font`, `.foregroundColor` and a paragraph style with the
    /// alignment. Setting it takes those three (others are not drawn by a text field).
    public var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            var attributes: [NSAttributedString.Key: Any] = [.paragraphStyle: paragraph]
            if let font { attributes[.font] = font }
            if let textColor { attributes[.foregroundColor] = textColor }
            return attributes
        }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
            if let paragraph = newValue[.paragraphStyle] as? NSParagraphStyle { textAlignment = paragraph.alignment }
        }
    }

    /// The attributes typed text takes: the field's, while it is editing (nil otherwise, as in UIKit).
    public var typingAttributes: [NSAttributedString.Key: Any]? {
        get { isEditing ? defaultTextAttributes : nil }
        set { if isEditing, let newValue { defaultTextAttributes = newValue } }
    }
}
