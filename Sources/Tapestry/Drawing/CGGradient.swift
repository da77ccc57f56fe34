import Foundation

/// Core Foundation's array as Core Graphics functions take it (`colors as CFArray`).
public typealias CFArray = NSArray

/// The kind of colour space.
public enum CGColorSpaceModel: Int32, Sendable {
    /// Not known.
    case unknown = -1
    /// Grey levels.
    case monochrome = 0
    /// Red, green and blue.
    case rgb = 1
}

/// A colour space, as Core Graphics names them. Tapestry draws in sRGB; a space says how many components a
/// colour in it has (grey: one, RGB: three, alpha after them) and is kept by the colours and gradients made in it.
public final class CGColorSpace: @unchecked Sendable {
    /// The space's name (`CGColorSpace.sRGB`, …), nil for a device space.
    public let name: CFString?
    /// Grey or RGB.
    public let model: CGColorSpaceModel

    init(name: CFString?, model: CGColorSpaceModel) { (self.name, self.model) = (name, model) }

    /// The space of `name`, or nil for a name Core Graphics does not define.
    public convenience init?(name: CFString) {
        let key = name as String
        if Self.rgbNames.contains(key) {
            self.init(name: name, model: .rgb)
        } else if Self.grayNames.contains(key) {
            self.init(name: name, model: .monochrome)
        } else {
            return nil
        }
    }

    /// The colour components a colour in this space has, alpha not counted.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    /// Whether a bitmap context can draw in this space: every grey and RGB space can (the spaces that cannot,
    /// such as indexed ones, are not made here).
    public var supportsOutput: Bool { true }

    /// The standard RGB space.
    public static var sRGB: CFString { "kCGColorSpaceSRGB" }
    /// sRGB with components beyond 0…1.
    public static var extendedSRGB: CFString { "kCGColorSpaceExtendedSRGB" }
    /// sRGB primaries with a linear response.
    public static var linearSRGB: CFString { "kCGColorSpaceLinearSRGB" }
    /// Linear sRGB with components beyond 0…1.
    public static var extendedLinearSRGB: CFString { "kCGColorSpaceExtendedLinearSRGB" }
    /// Display P3 (drawn as sRGB here).
    public static var displayP3: CFString { "kCGColorSpaceDisplayP3" }
    /// The generic RGB space.
    public static var genericRGBLinear: CFString { "kCGColorSpaceGenericRGBLinear" }
    /// Grey with a gamma of 2.2.
    public static var genericGrayGamma2_2: CFString { "kCGColorSpaceGenericGrayGamma2_2" }
    /// Grey with a linear response.
    public static var linearGray: CFString { "kCGColorSpaceLinearGray" }
    /// Grey with components beyond 0…1.
    public static var extendedGray: CFString { "kCGColorSpaceExtendedGray" }

    private static let rgbNames: Set<String> = [
        "kCGColorSpaceSRGB", "kCGColorSpaceExtendedSRGB", "kCGColorSpaceLinearSRGB", "kCGColorSpaceExtendedLinearSRGB",
        "kCGColorSpaceDisplayP3", "kCGColorSpaceGenericRGBLinear",
    ]
    private static let grayNames: Set<String> = [
        "kCGColorSpaceGenericGrayGamma2_2", "kCGColorSpaceLinearGray", "kCGColorSpaceExtendedGray",
    ]
}

/// Spaces are equal when they are the same space: of the same name, or both the device space of a model (as
/// Core Foundation's `CFEqual` compares them).
extension CGColorSpace: Hashable {
    /// Whether the two are the same space.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && (lhs.name as String?) == (rhs.name as String?)
    }
    /// Hashes the model and the name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name as String?)
    }
}

/// The device RGB space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: nil, model: .rgb) }

/// The device grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: nil, model: .monochrome) }

extension CGColor {
    /// The space the colour's components are in (colours are kept in sRGB).
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB, model: .rgb) }

    /// A colour from components in `space`: one grey level or red, green and blue, then alpha; nil when the
    /// count does not fit the space.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let c = space.numberOfComponents
        if c == 1 {
            self.init(gray: components[0], alpha: components[1])
        } else {
            self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        }
    }

    /// A colour from sRGB components.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The colour in `space`: the same components in an RGB space (Tapestry draws every RGB space as sRGB), or
    /// in a grey space the grey of the same luminance (Rec. 709's weights of the stored components). The intent
    /// and options are kept for Core Graphics' API; nothing here chooses among them.
    public func converted(
        to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?
    ) -> CGColor? {
        guard space.model == .monochrome else { return CGColor(red: red, green: green, blue: blue, alpha: alpha) }
        return CGColor(gray: 0.2126 * red + 0.7152 * green + 0.0722 * blue, alpha: alpha)
    }

    /// Black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// White.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent.
    public static let clear = CGColor(gray: 0, alpha: 0)
}

/// Whether a gradient's end colours carry on past its ends.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Creates options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Paint the first colour before the start point (or inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Paint the last colour past the end point (or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// Colours at locations from 0 to 1, drawn by `CGContext.drawLinearGradient` and `drawRadialGradient`.
public final class CGGradient: @unchecked Sendable {
    /// The colour stops in order of location.
    public let stops: [(location: CGFloat, color: CGColor)]

    /// Where a gradient is drawn: along a line, or between two circles.
    public enum Geometry: Sendable {
        /// Colours change along the line from `start` to `end` and are constant across it.
        case linear(start: CGPoint, end: CGPoint)
        /// Colours change from the start circle to the end circle.
        case radial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
    }

    init(stops: [(location: CGFloat, color: CGColor)]) {
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// A gradient of `colors` (`CGColor`s, as `[color.cgColor, …] as CFArray`) at `locations` (nil: evenly
    /// spaced from 0 to 1). Nil when `colors` holds no colour.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let colors = (0..<colors.count).compactMap { colors[$0] as? CGColor }
        guard !colors.isEmpty else { return nil }
        self.init(stops: Self.placed(colors, locations))
    }

    /// A gradient of `count` colours given as components in `space` (grey or RGB, each followed by alpha)
    /// at `locations` (nil: evenly spaced). Nil when `count` is below one.
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let stride = space.numberOfComponents + 1
        let colors = (0..<count).compactMap { CGColor(colorSpace: space, components: components + $0 * stride) }
        self.init(stops: Self.placed(colors, locations))
    }

    private static func placed(_ colors: [CGColor], _ locations: UnsafePointer<CGFloat>?) -> [(
        location: CGFloat, color: CGColor
    )] {
        colors.enumerated().map { i, color in
            let even = colors.count == 1 ? 0 : CGFloat(i) / CGFloat(colors.count - 1)
            return (locations.map { $0[i] } ?? even, color)
        }
    }
}
