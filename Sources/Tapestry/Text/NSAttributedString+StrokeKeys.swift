import Foundation

extension NSAttributedString.Key {
    /// The width of the text's outline, in percent of the font's point size (a number): positive draws the
    /// outline alone (hollow text), negative fills the text and outlines it; 0 (the default) fills it.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The outline's colour (a `UIColor`; the text's colour when absent).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// A slant, as the tangent of its angle (a number): any non-zero value draws the font's oblique or italic
    /// style (Pango slants by the font's own angle, not by this one).
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// Whether ligatures are used (a number): 0 turns the font's standard ligatures off; 1 (the default) keeps
    /// them.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// A horizontal stretch, as the log of its factor (a number). Read but not drawn: Tapestry draws glyphs at
    /// their own widths.
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// Writing-direction overrides (an array of numbers). Read but not applied: Pango takes each run's direction
    /// from its characters (the bidirectional algorithm), as the default does.
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    /// A text effect (`NSAttributedString.TextEffectStyle`). Read but not drawn.
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// Vertical glyph forms (a number; only 0, horizontal, is supported on iOS and here).
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

extension NSAttributedString {
    /// Text effects (`NSAttributedString.Key.textEffect`'s values).
    public struct TextEffectStyle: RawRepresentable, Hashable, Sendable {
        /// The effect's name.
        public let rawValue: String
        /// Creates an effect from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The letterpress effect.
        public static let letterpressStyle = TextEffectStyle(rawValue: "_UIKitNewLetterpressStyle")
    }
}
