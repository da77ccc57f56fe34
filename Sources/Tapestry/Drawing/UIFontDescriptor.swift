import Foundation

/// A description of a font by its attributes — family, size, traits, design — from which `UIFont(descriptor:size:)`
/// makes one, as UIKit's is. Bold and italic traits, a weight, and the rounded, serif and monospaced designs
/// are honoured (a rounded design is the system font: Debian has no rounded face of it).
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// An archived object: nil, as Tapestry reads no archives (here because UIKit's adopts `NSSecureCoding`, so a
    /// subclass written for UIKit keeps its `required init?(coder:)` and may call this one).
    public required init?(coder: NSCoder) { return nil }

    /// A font attribute's name.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// UIKit's name.
        public let rawValue: String
        /// A name from UIKit's.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The family (a `String`).
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The font's name (a `String`).
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The size (a number).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The traits (a `[TraitKey: Any]`).
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// The face's name (a `String`).
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The text style (a `UIFont.TextStyle`'s name).
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// A key in the traits attribute.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// UIKit's name.
        public let rawValue: String
        /// A key from UIKit's name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The symbolic traits (a number of `SymbolicTraits`).
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight (a `UIFont.Weight` or a number from −1 to 1).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width (a number from −1 to 1; kept).
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant (a number from −1 to 1: italic when positive).
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// Traits a font has.
    public struct SymbolicTraits: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt32
        /// Traits from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Wider than usual (kept).
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Narrower than usual (kept).
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph as wide as the others.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyphs (kept).
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimised for user interfaces (kept).
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing (kept).
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing (kept).
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// A design of the system font.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        /// UIKit's name.
        public let rawValue: String
        /// A design from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The system font.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded (the system font here).
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// Serif (Liberation Serif).
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// Monospaced (Liberation Mono).
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// The font described.
    let font: UIFont

    /// `font` with this descriptor's font's typographic features (the derivations below make new fonts).
    private func keepingFeatures(_ font: UIFont) -> UIFont {
        font.openTypeFeatures = self.font.openTypeFeatures
        return font
    }

    init(font: UIFont) { self.font = font }

    /// A descriptor of `attributes` (family or name, size, traits).
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        let size =
            (attributes[.size] as? NSNumber)?.doubleValue ?? (attributes[.size] as? Double)
            ?? (attributes[.size] as? CGFloat).map(Double.init) ?? 17
        let family = attributes[.family] as? String ?? attributes[.name] as? String
        var font = family.flatMap { UIFont(name: $0, size: CGFloat(size)) } ?? .systemFont(ofSize: CGFloat(size))
        if let traits = attributes[.traits] as? [TraitKey: Any] { font = Self.apply(traits, to: font) }
        font.openTypeFeatures = Self.openTypeFeatures(attributes[.featureSettings])
        self.init(font: font)
    }

    /// A descriptor of `name` at `size`.
    public convenience init(name: String, size: CGFloat) {
        self.init(fontAttributes: [.name: name, .size: size])
    }

    /// The descriptor of a text style's font.
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(font: .preferredFont(forTextStyle: style))
    }

    /// The descriptor of a text style's font for `traitCollection` (its size is the default, `.large`).
    public class func preferredFontDescriptor(
        withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style)
    }

    /// The size in points.
    open var pointSize: CGFloat { font.pointSize }
    /// The font's name.
    open var postscriptName: String { font.fontName }
    /// The traits.
    open var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if font.isItalic { traits.insert(.traitItalic) }
        if font.weight >= .semibold { traits.insert(.traitBold) }
        if font.familyName == "Monospace" { traits.insert(.traitMonoSpace) }
        return traits
    }
    /// The attributes (with `.textStyle` for a Dynamic Type style's font).
    open var fontAttributes: [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [
            .family: font.familyName, .name: font.fontName, .size: NSNumber(value: Double(font.pointSize)),
            .traits: [TraitKey.symbolic: NSNumber(value: symbolicTraits.rawValue), .weight: font.weight],
        ]
        if let style = font.textStyle { attributes[.textStyle] = style }
        if !font.openTypeFeatures.isEmpty {
            attributes[.featureSettings] = font.openTypeFeatures.map { setting -> [FeatureKey: Any] in
                let parts = setting.split(separator: " ")
                return [.openTypeFeatureTag: String(parts[0]), .openTypeFeatureValue: parts.count > 1 ? 0 : 1]
            }
        }
        return attributes
    }

    /// The value of one attribute, or nil (`.textStyle` is a `UIFont.TextStyle` for a style's font).
    open func object(forKey anAttribute: AttributeName) -> Any? {
        fontAttributes[anAttribute]
    }

    /// The same description with `traits` (nil, as in UIKit, is never returned here: every trait combination
    /// has a face).
    open func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        var weight = font.weight
        if traits.contains(.traitBold) { weight = max(weight, .bold) } else if weight >= .semibold { weight = .regular }
        let family = traits.contains(.traitMonoSpace) ? "Monospace" : font.familyName
        return UIFontDescriptor(
            font: keepingFeatures(
                UIFont(
                    familyName: family, fontName: font.fontName, pointSize: font.pointSize, weight: weight,
                    isItalic: traits.contains(.traitItalic))))
    }

    /// The same description in another design of the system font.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        let family =
            switch design {
            case .serif: "Liberation Serif"
            case .monospaced: "Monospace"
            default: "System"
            }
        return UIFontDescriptor(
            font: keepingFeatures(
                UIFont(
                    familyName: family, fontName: font.fontName, pointSize: font.pointSize, weight: font.weight,
                    isItalic: font.isItalic)))
    }

    /// The same description at another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(font: font.withSize(newPointSize > 0 && newPointSize.isFinite ? newPointSize : font.pointSize))
    }

    /// The same description with `attributes` added (family, size, traits).
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var font = self.font
        if let family = attributes[.family] as? String ?? attributes[.name] as? String {
            font = UIFont(
                familyName: family, fontName: family, pointSize: font.pointSize, weight: font.weight,
                isItalic: font.isItalic)
        }
        if let size = (attributes[.size] as? NSNumber)?.doubleValue { font = font.withSize(CGFloat(size)) }
        if let traits = attributes[.traits] as? [TraitKey: Any] { font = Self.apply(traits, to: font) }
        font = keepingFeatures(font)
        if let settings = attributes[.featureSettings] {
            if font === self.font {
                // Fonts are immutable: the features go on a copy.
                let copy = font.withSize(font.pointSize)
                copy.textStyle = font.textStyle
                font = copy
            }
            // Settings added replace those of the same feature (the tag), as Core Text merges them.
            let added = Self.openTypeFeatures(settings)
            let tags = Set(added.map { $0.prefix(4) })
            font.openTypeFeatures = font.openTypeFeatures.filter { !tags.contains($0.prefix(4)) } + added
        }
        return UIFontDescriptor(font: font)
    }

    private static func apply(_ traits: [TraitKey: Any], to font: UIFont) -> UIFont {
        var weight = font.weight
        var italic = font.isItalic
        switch traits[.weight] {
        case let value as UIFont.Weight: weight = value
        case let value as NSNumber: weight = UIFont.Weight(rawValue: CGFloat(value.doubleValue))
        case let value as Double: weight = UIFont.Weight(rawValue: CGFloat(value))
        case let value as CGFloat: weight = UIFont.Weight(rawValue: value)
        default: break
        }
        if let symbolic = (traits[.symbolic] as? NSNumber)?.uint32Value {
            let symbolic = SymbolicTraits(rawValue: symbolic)
            italic = italic || symbolic.contains(.traitItalic)
            if symbolic.contains(.traitBold) { weight = max(weight, .bold) }
        }
        if let slant = (traits[.slant] as? NSNumber)?.doubleValue { italic = slant > 0 }
        return UIFont(
            familyName: font.familyName, fontName: font.fontName, pointSize: font.pointSize, weight: weight,
            isItalic: italic)
    }
}

extension UIFont {
    /// The font's description.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// The font a descriptor describes, at `pointSize` (0: the descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let font = descriptor.font
        let size = pointSize > 0 && pointSize.isFinite ? pointSize : font.pointSize
        self.init(
            familyName: font.familyName, fontName: font.fontName, pointSize: size, weight: font.weight,
            isItalic: font.isItalic)
        openTypeFeatures = font.openTypeFeatures
    }

    /// A text style's font for `traitCollection` (a desktop's text size is the default, `.large`).
    public static func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        preferredFont(forTextStyle: style)
    }
}

/// Scales fonts and values for Dynamic Type. A desktop's text size is UIKit's default (`.large`), at which
/// every text style has its default size, so fonts and values come back as they are.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    /// The text style scaled for.
    let textStyle: UIFont.TextStyle

    /// Metrics of a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// `font` scaled for the current text size: unchanged at `.large`.
    public func scaledFont(for font: UIFont) -> UIFont { font }
    /// `font` scaled, no larger than `maximumPointSize` (0: no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        maximumPointSize > 0 && font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }
    /// `font` scaled for `traitCollection`'s text size.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    /// `font` scaled for `traitCollection`, no larger than `maximumPointSize`.
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize)
    }
    /// `value` scaled for the current text size: unchanged at `.large`.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    /// `value` scaled for `traitCollection`'s text size.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
