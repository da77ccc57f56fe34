import Foundation

// Core Text's attribute names, as `CFString`s with Apple's values: where Core Text shares a key with
// `NSAttributedString.Key` (font, kern, ligature, paragraph style, underline, stroke width and colour, superscript,
// writing direction, language) the value is the same string, so either spelling reaches the same attribute.
// Core Text's own keys take Core Graphics values (`CGColor` colours) and are drawn too; the others are read only,
// as the matching `NSAttributedString.Key`s are (see NSAttributedString+StrokeKeys.swift). Each is an immutable
// `NSString` (Linux's is not `Sendable`), so sharing one between threads is safe.

/// The run's font (`CTFont`, which is `UIFont` here); the same key as `NSAttributedString.Key.font`.
nonisolated(unsafe) public let kCTFontAttributeName: CFString = "NSFont"
/// The run's colour as a `CGColor` (a `UIColor` in `.foregroundColor` wins over it).
nonisolated(unsafe) public let kCTForegroundColorAttributeName: CFString = "CTForegroundColor"
/// When true, the run takes the drawing context's fill colour (read, not drawn: runs draw in their own colour).
nonisolated(unsafe) public let kCTForegroundColorFromContextAttributeName: CFString = "CTForegroundColorFromContext"
/// Extra space after each character, in points; the same key as `.kern`.
nonisolated(unsafe) public let kCTKernAttributeName: CFString = "NSKern"
/// Extra space between characters, in points; drawn as letter spacing when the run has no `.kern`.
nonisolated(unsafe) public let kCTTrackingAttributeName: CFString = "CTTracking"
/// Which ligatures to form (0 none, 1 the default); the same key as `.ligature`.
nonisolated(unsafe) public let kCTLigatureAttributeName: CFString = "NSLigature"
/// The paragraph's style (an `NSParagraphStyle`); the same key as `.paragraphStyle`.
nonisolated(unsafe) public let kCTParagraphStyleAttributeName: CFString = "NSParagraphStyle"
/// The underline style (a `CTUnderlineStyle` or `NSUnderlineStyle` raw value); the same key as `.underlineStyle`.
nonisolated(unsafe) public let kCTUnderlineStyleAttributeName: CFString = "NSUnderline"
/// The underline's colour as a `CGColor`.
nonisolated(unsafe) public let kCTUnderlineColorAttributeName: CFString = "CTUnderlineColor"
/// The outline's width, in percent of the point size; the same key as `.strokeWidth`.
nonisolated(unsafe) public let kCTStrokeWidthAttributeName: CFString = "NSStrokeWidth"
/// The outline's colour (a `CGColor` or `UIColor`); the same key as `.strokeColor`.
nonisolated(unsafe) public let kCTStrokeColorAttributeName: CFString = "NSStrokeColor"
/// 1 for superscript, -1 for subscript (read, not drawn; the same key as AppKit's superscript).
nonisolated(unsafe) public let kCTSuperscriptAttributeName: CFString = "NSSuperScript"
/// How far the run's baseline is raised, in points (drawn as `.baselineOffset` is, when that is not set).
nonisolated(unsafe) public let kCTBaselineOffsetAttributeName: CFString = "CTBaselineOffset"
/// Vertical glyph forms (read, not drawn; the same key as `.verticalGlyphForm` takes).
nonisolated(unsafe) public let kCTVerticalFormsAttributeName: CFString = "CTVerticalForms"
/// The writing direction's embedding levels; the same key as `.writingDirection` (read, not drawn).
nonisolated(unsafe) public let kCTWritingDirectionAttributeName: CFString = "NSWritingDirection"
/// The run's language, as a BCP 47 tag (read, not drawn).
nonisolated(unsafe) public let kCTLanguageAttributeName: CFString = "NSLanguage"

/// A Core Text underline style (`kCTUnderlineStyleSingle`…), the values `kCTUnderlineStyleAttributeName` takes.
public struct CTUnderlineStyle: OptionSet, Sendable {
    /// The raw value, shared with `NSUnderlineStyle`.
    public let rawValue: Int32
    /// A style from its raw value.
    public init(rawValue: Int32) { self.rawValue = rawValue }
    /// No underline.
    public static let none = CTUnderlineStyle([])
    /// One thin line.
    public static let single = CTUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = CTUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = CTUnderlineStyle(rawValue: 0x09)
}

extension StyledText {
    /// A colour attribute's value, given as a `UIColor` or as Core Graphics' `CGColor`.
    static func color(_ value: Any?) -> CGColor? {
        switch value {
        case let color as UIColor: color.cgColor
        case let color as CGColor: color
        default: nil
        }
    }

    /// Core Text's keys that have their own spelling, as `NSAttributedString.Key`s.
    enum CoreTextKey {
        static let foregroundColor = NSAttributedString.Key(kCTForegroundColorAttributeName as String)
        static let underlineColor = NSAttributedString.Key(kCTUnderlineColorAttributeName as String)
        static let tracking = NSAttributedString.Key(kCTTrackingAttributeName as String)
        static let baselineOffset = NSAttributedString.Key(kCTBaselineOffsetAttributeName as String)
    }
}
