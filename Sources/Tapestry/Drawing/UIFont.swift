import Foundation

/// A font: a family (or the system font), a point size and a weight. The renderer maps it to Pango.
open class UIFont: NSObject, @unchecked Sendable {
    /// An archived object: nil, as Tapestry reads no archives (here because UIKit's adopts `NSSecureCoding`, so a
    /// subclass written for UIKit keeps its `required init?(coder:)` and may call this one).
    public required init?(coder: NSCoder) { return nil }

    /// Core Foundation's type word, first of the stored properties (CoreFoundationLayout.swift): attributed
    /// strings with this class's values in neighbouring runs compare them without trapping.
    private let foundationTypeInfo = CoreFoundationLayout.swiftObjectInfo
    /// The weight of a font.
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        /// UIKit's numeric weight, from -1 (ultra light) to 1 (black); 0 is regular.
        public var rawValue: CGFloat
        /// Creates a weight.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The weight on the 100–900 scale fonts are chosen by on Linux (fontconfig, Pango, AT-SPI), each of
        /// UIKit's named weights to the one of the same name (ultra light 200, thin 100, … black 900).
        public var fontWeight: Int {
            switch rawValue {
            case ..<(-0.7): 200
            case ..<(-0.5): 100
            case ..<(-0.2): 300
            case ..<0.2: 400
            case ..<0.28: 500
            case ..<0.35: 600
            case ..<0.5: 700
            case ..<0.6: 800
            default: 900
            }
        }
        /// Ultra light.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6)
        /// Light.
        public static let light = Weight(rawValue: -0.4)
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black.
        public static let black = Weight(rawValue: 0.62)
        /// Orders weights from light to heavy.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The family name; "System" for the system font (a sans-serif that covers Chinese).
    public let familyName: String
    /// The font's name as given to `init(name:size:)`, or the system font's name.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// Whether the font is italic.
    public let isItalic: Bool
    /// How wide its glyphs are (`systemFont(ofSize:weight:width:)`); standard for every other font.
    var width = Width.standard
    /// The Dynamic Type style the font was made for (`preferredFont(forTextStyle:)`), which its descriptor
    /// reports under `.textStyle`.
    var textStyle: TextStyle?
    /// The typographic features its descriptor asked for, as OpenType settings ("tnum", "swsh 0"), for the
    /// renderer (see `UIFontDescriptor.FeatureKey`).
    @_spi(Rendering) public internal(set) var openTypeFeatures: [String] = []

    /// A placeholder font: the system font at 12 points (what text without a font attribute is drawn in).
    public override convenience init() {
        self.init(familyName: "System", fontName: ".SystemFont", pointSize: 12, weight: .regular)
    }

    init(familyName: String, fontName: String, pointSize: CGFloat, weight: Weight, isItalic: Bool = false) {
        self.familyName = familyName
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
    }

    /// A named font family at a size, or nil when the name is empty or the size is not positive and finite.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty, fontSize.isFinite, fontSize > 0 else { return nil }
        self.init(familyName: fontName, fontName: fontName, pointSize: fontSize, weight: .regular)
    }

    /// The system font at a size.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The bold system font at a size.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The system font at a size and weight.
    ///
    /// - Precondition: `fontSize` is finite and positive.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        precondition(
            fontSize.isFinite && fontSize > 0, "UIFont.systemFont: size must be finite and > 0, got \(fontSize)")
        return UIFont(familyName: "System", fontName: ".SystemFont", pointSize: fontSize, weight: weight)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        let font = UIFont(
            familyName: familyName, fontName: fontName, pointSize: fontSize, weight: weight, isItalic: isItalic)
        font.width = width
        font.openTypeFeatures = openTypeFeatures
        return font
    }

    /// The italic system font at a size.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(
            familyName: "System", fontName: ".SystemFont-Italic", pointSize: validSize(fontSize), weight: .regular,
            isItalic: true)
    }

    /// A monospaced system font (the installed monospace family: Liberation Mono, else fontconfig's "Monospace").
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            familyName: "Monospace", fontName: ".MonospacedSystemFont", pointSize: validSize(fontSize), weight: weight)
    }

    /// The system font with digits of equal width: its descriptor asks for tabular figures (`tnum`), as UIKit's
    /// does (Liberation Sans's digits are of equal width already).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let font = systemFont(ofSize: validSize(fontSize), weight: weight)
        font.openTypeFeatures = ["tnum"]
        return font
    }

    private static func validSize(_ size: CGFloat) -> CGFloat { size.isFinite && size > 0 ? size : 17 }

    /// A text style of Dynamic Type, for `preferredFont(forTextStyle:)`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name of the style.
        public var rawValue: String
        /// Creates a style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// 34 pt.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 pt.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 pt.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 pt.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 17 pt.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 pt.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 15 pt.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 13 pt.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 pt.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 pt.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The point size and weight at UIKit's default content size (Large).
        var metrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .callout: (16, .regular)
            case .subheadline: (15, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The system font of a text style at UIKit's default content size (Large): body 17 pt, headline 17 pt
    /// semibold, subheadline 15, footnote 13, caption 12 and 11, titles 20–34.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let metrics = style.metrics
        let font = systemFont(ofSize: metrics.size, weight: metrics.weight)
        font.textStyle = style
        return font
    }

    /// The size of body text (17 points).
    public static let systemFontSize: CGFloat = 17
    /// The size of small text (12 points).
    public static let smallSystemFontSize: CGFloat = 12
    /// The size of button labels (18 points).
    public static let buttonFontSize: CGFloat = 18
    /// The size of labels (17 points).
    public static let labelFontSize: CGFloat = 17

    /// The height of one line, about 1.2 × the point size (the renderer measures the real value).
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    /// The distance from the top of a line to its baseline, as the installed text measurer reports it (the
    /// Cairo renderer installs Pango's font metrics; without it, 0.8 × `lineHeight`).
    public var ascender: CGFloat { FontMetrics.provider(self).ascender }

    /// The distance from the baseline to the bottom of a line, negative as in UIKit (-0.2 × `lineHeight`
    /// without a renderer).
    public var descender: CGFloat { FontMetrics.provider(self).descender }

    /// The height of capital letters above the baseline.
    public var capHeight: CGFloat { FontMetrics.provider(self).capHeight }

    /// The height of a lowercase x above the baseline.
    public var xHeight: CGFloat { FontMetrics.provider(self).xHeight }

    /// The extra space between lines; 0 for the fonts Tapestry uses.
    public var leading: CGFloat { 0 }

    /// Fonts are equal when family, size, weight, slant, width and features are.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return familyName == other.familyName && pointSize == other.pointSize && weight == other.weight
            && isItalic == other.isItalic && width == other.width && openTypeFeatures == other.openTypeFeatures
    }

    /// Hashes family, size and weight.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(familyName)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
        hasher.combine(width)
        hasher.combine(openTypeFeatures)
        return hasher.finalize()
    }

    /// A textual form with family, size and weight.
    public override var description: String {
        "UIFont(\(familyName), \(EventTrace.number(pointSize)) pt, weight \(weight.rawValue))"
    }
}

/// The vertical metrics of a font, in points, with a replaceable provider: the engine estimates them from the
/// point size, and the Cairo renderer installs Pango's measurements.
public struct FontMetrics: Sendable, Equatable {
    /// From the top of a line to the baseline.
    public var ascender: CGFloat
    /// From the baseline to the bottom of a line (negative).
    public var descender: CGFloat
    /// The height of capital letters.
    public var capHeight: CGFloat
    /// The height of a lowercase x.
    public var xHeight: CGFloat

    /// Creates metrics.
    public init(ascender: CGFloat, descender: CGFloat, capHeight: CGFloat, xHeight: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// Metrics estimated from the point size alone: the line split 4:1 about the baseline.
    public static func estimate(_ font: UIFont) -> FontMetrics {
        let line = font.lineHeight
        return FontMetrics(
            ascender: line * 0.8, descender: -line * 0.2, capHeight: font.pointSize * 0.7,
            xHeight: font.pointSize * 0.5)
    }

    /// The metrics of a font, from the registered `PlatformServices`.
    public static func provider(_ font: UIFont) -> FontMetrics { EngineServices.current.metrics(of: font) }
}
