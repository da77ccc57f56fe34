import Foundation

/// A colour in sRGB with straight (not premultiplied) alpha, as at UIKit's API (SEMANTICS §9.4).
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0…1.
    public let red: CGFloat
    /// The green component, 0…1.
    public let green: CGFloat
    /// The blue component, 0…1.
    public let blue: CGFloat
    /// The opacity, 0…1.
    public let alpha: CGFloat

    /// Creates a colour from sRGB components and opacity; values are clamped to 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
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

    /// The same colour with a different opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
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

    /// The Core Graphics form of the colour.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Colours are equal when their components are.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// A textual form with the components.
    public var description: String {
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
    public static let systemRed = UIColor(rgb: 0xFF3B30)
    /// The system green.
    public static let systemGreen = UIColor(rgb: 0x34C759)
    /// The system blue; the tint of controls.
    public static let systemBlue = UIColor(rgb: 0x007AFF)
    /// The system orange.
    public static let systemOrange = UIColor(rgb: 0xFF9500)
    /// The system yellow.
    public static let systemYellow = UIColor(rgb: 0xFFCC00)
    /// The system pink.
    public static let systemPink = UIColor(rgb: 0xFF2D55)
    /// The system purple.
    public static let systemPurple = UIColor(rgb: 0xAF52DE)
    /// The system teal.
    public static let systemTeal = UIColor(rgb: 0x5AC8FA)
    /// The system indigo.
    public static let systemIndigo = UIColor(rgb: 0x5856D6)
    /// The system grey.
    public static let systemGray = UIColor(rgb: 0x8E8E93)
    /// A lighter system grey.
    public static let systemGray4 = UIColor(rgb: 0xD1D1D6)
    /// The lightest system grey.
    public static let systemGray6 = UIColor(rgb: 0xF2F2F7)
    /// The background of the main interface: white.
    public static let systemBackground = UIColor.white
    /// Grouped background: a light grey.
    public static let systemGroupedBackground = UIColor(rgb: 0xF2F2F7)
    /// The colour of primary text: black.
    public static let label = UIColor.black
    /// The colour of secondary text.
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    /// The colour of placeholder text.
    public static let placeholderText = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// The colour of separators.
    public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    /// The default tint of controls.
    public static let tintColor = UIColor.systemBlue
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
