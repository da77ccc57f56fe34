import Foundation

/// A colour in sRGB with straight (not premultiplied) alpha, as at UIKit's API (SEMANTICS §9.4). A dynamic
/// colour (the system colours, `init(dynamicProvider:)`) has a light and a dark appearance; its components are
/// those of `UITraitCollection.current` (the renderer makes each window's, or an overriding view's, current
/// while it draws).
open class UIColor: NSObject, @unchecked Sendable {
    /// An archived object: nil, as Tapestry reads no archives (here because UIKit's adopts `NSSecureCoding`, so a
    /// subclass written for UIKit keeps its `required init?(coder:)` and may call this one).
    public required init?(coder: NSCoder) { return nil }

    /// Core Foundation's type word, first of the stored properties (CoreFoundationLayout.swift): attributed
    /// strings with this class's values in neighbouring runs compare them without trapping.
    private let foundationTypeInfo = CoreFoundationLayout.swiftObjectInfo
    private let light: Components
    private let dark: Components?
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?
    /// The image a pattern colour (`init(patternImage:)`) repeats, or nil. Tapestry's renderer tiles it behind
    /// a view whose `backgroundColor` is the pattern.
    public let patternImage: UIImage?

    struct Components: Hashable, Sendable {
        var red, green, blue, alpha: CGFloat
    }

    private var resolved: Components {
        if let provider { return provider(UITraitCollection.current).resolved }
        if let dark, UITraitCollection.current.userInterfaceStyle == .dark { return dark }
        return light
    }

    /// The red component, 0…1 (of the current appearance, for a dynamic colour).
    public var red: CGFloat { resolved.red }
    /// The green component, 0…1.
    public var green: CGFloat { resolved.green }
    /// The blue component, 0…1.
    public var blue: CGFloat { resolved.blue }
    /// The opacity, 0…1.
    public var alpha: CGFloat { resolved.alpha }

    /// Creates a colour from sRGB components and opacity; values are clamped to 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1) }
        light = Components(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
        dark = nil
        provider = nil
        patternImage = nil
    }

    /// A colour that repeats `image` from the top-left corner of what it fills, at the image's scale. Its
    /// components read as black at zero opacity (UIKit's `getRed` fails for patterns); where a plain colour is
    /// needed (text, strokes, layer colours) nothing is drawn. A view's `backgroundColor` draws the tiles.
    public init(patternImage image: UIImage) {
        light = Components(red: 0, green: 0, blue: 0, alpha: 0)
        dark = nil
        provider = nil
        patternImage = image
    }

    /// A placeholder colour: black at zero opacity.
    public override convenience init() {
        self.init(red: 0, green: 0, blue: 0, alpha: 0)
    }

    private init(light: Components, dark: Components?) {
        self.light = light
        self.dark = dark
        provider = nil
        patternImage = nil
    }

    /// A colour whose appearance the provider chooses for each trait collection (light or dark).
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).resolvedComponents(style: .light)
        dark = nil
        provider = dynamicProvider
        patternImage = nil
    }

    /// A colour with a light and a dark appearance, each `0xRRGGBB` with an opacity.
    convenience init(light: UInt32, dark: UInt32, lightAlpha: CGFloat = 1, darkAlpha: CGFloat = 1) {
        func components(_ rgb: UInt32, _ alpha: CGFloat) -> Components {
            Components(
                red: CGFloat((rgb >> 16) & 0xff) / 255, green: CGFloat((rgb >> 8) & 0xff) / 255,
                blue: CGFloat(rgb & 0xff) / 255, alpha: alpha)
        }
        self.init(light: components(light, lightAlpha), dark: components(dark, darkAlpha))
    }

    private func resolvedComponents(style: UIUserInterfaceStyle) -> Components {
        if let provider {
            return provider(UITraitCollection(userInterfaceStyle: style)).resolvedComponents(style: style)
        }
        return style == .dark ? dark ?? light : light
    }

    /// The colour's appearance for a trait collection, as a plain colour.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard provider != nil || dark != nil else { return self }
        let c = resolvedComponents(style: traitCollection.userInterfaceStyle)
        return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// Whether the colour looks different in light and dark.
    public var isDynamic: Bool { provider != nil || dark != nil }

    /// The colour of a `#colorLiteral`, its components from 0 to 1.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Creates a grey from its brightness and opacity.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from hue, saturation and brightness (HSB), each 0…1, and opacity.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - floor(hue)) * 6
        let s = Swift.min(Swift.max(saturation, 0), 1)
        let v = Swift.min(Swift.max(brightness, 0), 1)
        let sector = Int(h) % 6
        let f = h - floor(h)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Creates a colour from a 24-bit `0xRRGGBB` value and opacity.
    public convenience init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xff) / 255, green: CGFloat((rgb >> 8) & 0xff) / 255,
            blue: CGFloat(rgb & 0xff) / 255, alpha: alpha)
    }

    /// Creates a colour from a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// The same colour with a different opacity (both appearances of a dynamic colour).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider {
            return UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
        }
        var l = light
        l.alpha = Swift.min(Swift.max(alpha.isNaN ? 0 : alpha, 0), 1)
        var d = dark
        d?.alpha = l.alpha
        return UIColor(light: l, dark: d)
    }

    /// Reads the components into the given variables, as UIKit's `getRed(_:green:blue:alpha:)` does.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Reads brightness and opacity, as UIKit's `getWhite(_:alpha:)` does (the mean of the components).
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (red + green + blue) / 3
        alpha?.pointee = self.alpha
        return true
    }

    /// Reads hue, saturation and brightness (HSB, each 0…1) and opacity, as UIKit's
    /// `getHue(_:saturation:brightness:alpha:)` does (a grey has hue and saturation 0).
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let r = red, g = green, b = blue
        let maximum = Swift.max(r, g, b), minimum = Swift.min(r, g, b), range = maximum - minimum
        var h: CGFloat = 0
        if range > 0 {
            switch maximum {
            case r: h = (g - b) / range
            case g: h = 2 + (b - r) / range
            default: h = 4 + (r - g) / range
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? range / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = self.alpha
        return true
    }

    /// The Core Graphics form of the colour.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Colours are equal when their appearances are (a provider colour only to itself).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if provider != nil || other.provider != nil { return self === other }
        if patternImage != nil || other.patternImage != nil { return patternImage === other.patternImage }
        return light == other.light && dark == other.dark
    }

    /// Hashes the light appearance.
    public override var hash: Int { light.hashValue }

    /// A textual form with the components.
    public override var description: String {
        "UIColor(red: \(EventTrace.number(red * 255))/255, green: \(EventTrace.number(green * 255))/255, "
            + "blue: \(EventTrace.number(blue * 255))/255, alpha: \(EventTrace.number(alpha * 100))%)"
    }

    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark grey (one third white).
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Light grey (two thirds white).
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Grey (half white).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Pure red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)

    /// The system red of iOS's light appearance.
    public static let systemRed = UIColor(light: 0xFF3B30, dark: 0xFF453A)
    /// The system green.
    public static let systemGreen = UIColor(light: 0x34C759, dark: 0x30D158)
    /// The system blue; the tint of controls.
    public static let systemBlue = UIColor(light: 0x007AFF, dark: 0x0A84FF)
    /// The system orange.
    public static let systemOrange = UIColor(light: 0xFF9500, dark: 0xFF9F0A)
    /// The system yellow.
    public static let systemYellow = UIColor(light: 0xFFCC00, dark: 0xFFD60A)
    /// The system pink.
    public static let systemPink = UIColor(light: 0xFF2D55, dark: 0xFF375F)
    /// The system purple.
    public static let systemPurple = UIColor(light: 0xAF52DE, dark: 0xBF5AF2)
    /// The system teal.
    public static let systemTeal = UIColor(light: 0x5AC8FA, dark: 0x64D2FF)
    /// The system indigo.
    public static let systemIndigo = UIColor(light: 0x5856D6, dark: 0x5E5CE6)
    /// The system grey.
    public static let systemGray = UIColor(light: 0x8E8E93, dark: 0x8E8E93)
    /// A lighter system grey.
    public static let systemGray4 = UIColor(light: 0xD1D1D6, dark: 0x3A3A3C)
    /// The lightest system grey.
    public static let systemGray6 = UIColor(light: 0xF2F2F7, dark: 0x1C1C1E)
    /// The background of the main interface: white.
    public static let systemBackground = UIColor(light: 0xFFFFFF, dark: 0x000000)
    /// Grouped background: a light grey.
    public static let systemGroupedBackground = UIColor(light: 0xF2F2F7, dark: 0x000000)
    /// Black text on light backgrounds, whatever the appearance (iOS's fixed `darkText`).
    public static var darkText: UIColor { .black }
    /// Light, translucent text on dark backgrounds, whatever the appearance (iOS's fixed `lightText`).
    public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// The background of grouped tables before iOS 13 (`systemGroupedBackground` since).
    public static var groupTableViewBackground: UIColor { systemGroupedBackground }
    /// The colour of primary text: black.
    public static let label = UIColor(light: 0x000000, dark: 0xFFFFFF)
    /// The colour of secondary text.
    public static let secondaryLabel = UIColor(light: 0x3C3C43, dark: 0xEBEBF5, lightAlpha: 0.6, darkAlpha: 0.6)
    /// The colour of placeholder text.
    public static let placeholderText = UIColor(light: 0x3C3C43, dark: 0xEBEBF5, lightAlpha: 0.3, darkAlpha: 0.3)
    /// The colour of separators.
    public static let separator = UIColor(light: 0x3C3C43, dark: 0x545458, lightAlpha: 0.29, darkAlpha: 0.6)
    /// The default tint of controls.
    public static let tintColor = UIColor.systemBlue
    /// Brown, light and dark.
    public static let systemBrown = UIColor(light: 0xA2845E, dark: 0xAC8E68)
    /// Mint, light and dark.
    public static let systemMint = UIColor(light: 0x00C7BE, dark: 0x63E6E2)
    /// Cyan, light and dark.
    public static let systemCyan = UIColor(light: 0x32ADE6, dark: 0x64D2FF)
    /// The second grey.
    public static let systemGray2 = UIColor(light: 0xAEAEB2, dark: 0x636366)
    /// The third grey.
    public static let systemGray3 = UIColor(light: 0xC7C7CC, dark: 0x48484A)
    /// The fifth grey.
    public static let systemGray5 = UIColor(light: 0xE5E5EA, dark: 0x2C2C2E)
    /// Text of third importance.
    public static let tertiaryLabel = UIColor(light: 0x3C3C43, dark: 0xEBEBF5, lightAlpha: 0.3, darkAlpha: 0.3)
    /// Text of fourth importance.
    public static let quaternaryLabel = UIColor(light: 0x3C3C43, dark: 0xEBEBF5, lightAlpha: 0.18, darkAlpha: 0.16)
    /// Links.
    public static let link = UIColor(light: 0x007AFF, dark: 0x0984FF)
    /// A separator that hides what is under it.
    public static let opaqueSeparator = UIColor(light: 0xC6C6C8, dark: 0x38383A)
    /// The background of content over `systemBackground`.
    public static let secondarySystemBackground = UIColor(light: 0xF2F2F7, dark: 0x1C1C1E)
    /// The background of content over `secondarySystemBackground`.
    public static let tertiarySystemBackground = UIColor(light: 0xFFFFFF, dark: 0x2C2C2E)
    /// The background of groups over `systemGroupedBackground`.
    public static let secondarySystemGroupedBackground = UIColor(light: 0xFFFFFF, dark: 0x1C1C1E)
    /// The background of content within groups.
    public static let tertiarySystemGroupedBackground = UIColor(light: 0xF2F2F7, dark: 0x2C2C2E)
    /// A fill for thin shapes.
    public static let systemFill = UIColor(light: 0x787880, dark: 0x787880, lightAlpha: 0.2, darkAlpha: 0.36)
    /// A fill for medium shapes.
    public static let secondarySystemFill = UIColor(light: 0x787880, dark: 0x787880, lightAlpha: 0.16, darkAlpha: 0.32)
    /// A fill for large shapes (a segmented control's track).
    public static let tertiarySystemFill = UIColor(light: 0x767680, dark: 0x767680, lightAlpha: 0.12, darkAlpha: 0.24)
    /// A fill for the largest areas.
    public static let quaternarySystemFill = UIColor(light: 0x747480, dark: 0x767680, lightAlpha: 0.08, darkAlpha: 0.18)
}

/// A Core Graphics colour: sRGB components with straight alpha.
public final class CGColor: Hashable, Sendable {
    /// The red component, 0…1.
    public let red: CGFloat
    /// The green component, 0…1.
    public let green: CGFloat
    /// The blue component, 0…1.
    public let blue: CGFloat
    /// The opacity, 0…1.
    public let alpha: CGFloat

    /// Creates a colour from sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Creates a grey.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The components in order red, green, blue, alpha.
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    /// The number of components (always 4).
    public var numberOfComponents: Int { 4 }

    /// Colours are equal when their components are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }
}
