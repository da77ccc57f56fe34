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
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// An archived object: nil, as Tapestry reads no archives (here because UIKit's adopts `NSSecureCoding`, so a
    /// subclass written for UIKit keeps its `required init?(coder:)` and may call this one).
    public required init?(coder: NSCoder) { return nil }

    /// Core Foundation's type word, first of the stored properties (CoreFoundationLayout.swift): attributed
    /// strings with this class's values in neighbouring runs compare them without trapping.
    private let foundationTypeInfo = CoreFoundationLayout.swiftObjectInfo
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
        var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = []
        var hyphenationFactor: Float = 0
        var tabStops: [NSTextTab] = NSParagraphStyle.defaultTabStops
        var defaultTabInterval: CGFloat = 0
        var baseWritingDirection: NSWritingDirection = .natural
        var allowsDefaultTighteningForTruncation = false
        var usesDefaultHyphenation = false
    }

    /// UIKit's tab stops: 12 left-aligned stops 28 points apart.
    static let defaultTabStops = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }
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
    /// Apple's rules for where lines break (kept: Pango breaks lines by the Unicode rules).
    open var lineBreakStrategy: LineBreakStrategy { values.lineBreakStrategy }
    /// How eagerly words are hyphenated at line ends, 0…1 (kept: words are not hyphenated).
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// The tab stops, by location (by default 12 left-aligned stops 28 points apart).
    open var tabStops: [NSTextTab]! { values.tabStops }
    /// The distance between tab stops after the last of `tabStops` (0: none).
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }
    /// The paragraph's base direction; `.natural` by default (kept: Pango takes each paragraph's direction from
    /// its first strong character).
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// Whether a line may tighten its letters before it is truncated (kept: lines are truncated as they are).
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }
    /// Whether the system's hyphenation applies (iOS 15; kept: words are not hyphenated).
    open var usesDefaultHyphenation: Bool { values.usesDefaultHyphenation }

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
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
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
    /// Apple's rules for where lines break (kept).
    open override var lineBreakStrategy: LineBreakStrategy {
        get { values.lineBreakStrategy }
        set { values.lineBreakStrategy = newValue }
    }
    /// How eagerly words are hyphenated (kept).
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = newValue }
    }

    /// The tab stops, kept in order of location.
    open override var tabStops: [NSTextTab]! {
        get { values.tabStops }
        set { values.tabStops = (newValue ?? []).sorted { $0.location < $1.location } }
    }
    /// The distance between tab stops after the last of `tabStops` (0: none).
    open override var defaultTabInterval: CGFloat {
        get { values.defaultTabInterval }
        set { values.defaultTabInterval = max(newValue, 0) }
    }

    /// The paragraph's base direction (kept).
    open override var baseWritingDirection: NSWritingDirection {
        get { values.baseWritingDirection }
        set { values.baseWritingDirection = newValue }
    }
    /// Whether a line may tighten its letters before it is truncated (kept).
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }
    /// Whether the system's hyphenation applies (kept).
    open override var usesDefaultHyphenation: Bool {
        get { values.usesDefaultHyphenation }
        set { values.usesDefaultHyphenation = newValue }
    }

    /// Adds a tab stop (in order of location).
    open func addTabStop(_ tab: NSTextTab) { tabStops = values.tabStops + [tab] }

    /// Removes the tab stops equal to `tab`.
    open func removeTabStop(_ tab: NSTextTab) { values.tabStops.removeAll { $0 == tab } }

    /// Takes another style's settings.
    open func setParagraphStyle(_ style: NSParagraphStyle) { values = style.values }
}

/// A tab stop: where text after a tab character lines up, and how (left, right, centred on the stop).
open class NSTextTab: NSObject, NSCopying, @unchecked Sendable {
    /// An archived object: nil, as Tapestry reads no archives (here because UIKit's adopts `NSSecureCoding`, so a
    /// subclass written for UIKit keeps its `required init?(coder:)` and may call this one).
    public required init?(coder: NSCoder) { return nil }

    /// Options of a tab stop.
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The characters that end a column (a `CharacterSet`); kept, not applied.
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    /// How text lines up on the stop: `.left` after it, `.right` ending at it, `.center` centred on it
    /// (`.natural` is left; `.justified` is left).
    public let alignment: NSTextAlignment
    /// The stop's distance from the paragraph's leading edge, in points.
    public let location: CGFloat
    /// The stop's options.
    public let options: [OptionKey: Any]

    /// A tab stop at `location` lining text up as `textAlignment` says.
    public init(textAlignment: NSTextAlignment, location: CGFloat, options: [OptionKey: Any] = [:]) {
        alignment = textAlignment
        self.location = location
        self.options = options
        super.init()
    }

    /// The characters that end a column in `locale`: the decimal separator and tab (as UIKit's).
    public static func columnTerminators(for locale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: "\t" + ((locale ?? .current).decimalSeparator ?? "."))
    }

    /// The same stop.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Stops are equal when their alignment and location are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return other.alignment == alignment && other.location == location
    }

    /// A hash of the location.
    open override var hash: Int { location.hashValue }
}

extension NSParagraphStyle {
    /// Apple's line-breaking rules: push a short last line's words back, Hangul by words, the standard set.
    public struct LineBreakStrategy: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a strategy from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Pushes words back so the last line is not a lone word.
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// Breaks Hangul between words.
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 16)
        /// The system's standard strategy.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}
