import Foundation

extension NSAttributedString.Key {
    /// Extra space between characters, in points (a `CGFloat` or `NSNumber`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// An underline (`NSUnderlineStyle`'s raw value, an `Int`).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's colour (a `UIColor`; the text's colour when absent).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A line through the text (`NSUnderlineStyle`'s raw value, an `Int`).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's colour (a `UIColor`; the text's colour when absent).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// How far the text sits above its baseline, in points (a `CGFloat` or `NSNumber`).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// The paragraph's alignment, spacing and indents (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The colour behind the text (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// A link (a `URL` or `String`); drawn as given (text views do not open it).
    public static let link = NSAttributedString.Key("NSLink")
}

/// Underline and strikethrough styles.
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: Int
    /// Creates a style from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// Dotted (drawn solid).
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashed (drawn solid).
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dash-dot (drawn solid).
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dash-dot-dot (drawn solid).
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only under words (drawn under the spaces too).
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// How a paragraph is laid out: alignment, line and paragraph spacing, indents, line breaking. Immutable; make
/// one with `NSMutableParagraphStyle`.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    struct Values: Equatable {
        var alignment: NSTextAlignment = .natural
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
    }
    var values = Values()

    /// The default style: natural alignment, no extra spacing or indents, word wrapping.
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Creates the default style.
    public override init() { super.init() }

    /// How lines are aligned.
    open var alignment: NSTextAlignment { values.alignment }
    /// Extra space between lines, in points.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Space after the paragraph, in points.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Space before the paragraph, in points.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// A factor on the natural line height (0: none).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The smallest line height (0: none).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The largest line height (0: none).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// The indent of the first line from the leading edge.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The indent of the other lines from the leading edge.
    open var headIndent: CGFloat { values.headIndent }
    /// The trailing indent: from the leading edge when positive, from the trailing edge when negative or zero.
    open var tailIndent: CGFloat { values.tailIndent }
    /// How lines too long are broken or shortened.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    /// Styles are equal when their settings are.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    /// A hash of the alignment and spacing.
    open override var hash: Int { values.alignment.rawValue &+ Int(values.lineSpacing * 7) }
}

/// A paragraph style whose settings can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// How lines are aligned.
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    /// Extra space between lines, in points.
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    /// Space after the paragraph, in points.
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    /// Space before the paragraph, in points.
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    /// A factor on the natural line height (0: none).
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }
    /// The smallest line height (0: none).
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    /// The largest line height (0: none).
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    /// The indent of the first line from the leading edge.
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    /// The indent of the other lines from the leading edge.
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    /// The trailing indent.
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    /// How lines too long are broken or shortened.
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }

    /// Takes another style's settings.
    open func setParagraphStyle(_ style: NSParagraphStyle) { values = style.values }
}
