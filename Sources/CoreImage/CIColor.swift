import Foundation
@_spi(UIKitOverlay) import Tapestry

/// A colour as Core Image's filters take it: red, green, blue and alpha (straight, sRGB-encoded).
public final class CIColor: NSObject, NSCopying, @unchecked Sendable {
    let components: SIMD4<Float>

    /// A colour of these components (0…1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = SIMD4(Float(red), Float(green), Float(blue), Float(alpha))
        super.init()
    }

    /// An opaque colour of these components.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: 1)
    }

    /// A colour of these components in `colorSpace` (taken as sRGB).
    public convenience init?(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, colorSpace: CGColorSpace) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour of a Core Graphics colour.
    public convenience init(cgColor c: CGColor) {
        self.init(color: UIColor(cgColor: c))
    }

    /// The colour of a `UIColor` (its sRGB components).
    public convenience init(color: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(red: r, green: g, blue: b, alpha: a)
    }

    /// A colour from a string of components, `"0.5 0.7 0.3 1.0"` (alpha optional); components missing are 0.
    public convenience init(string representation: String) {
        let parts = representation.split(whereSeparator: { $0 == " " || $0 == "[" || $0 == "]" }).map {
            CGFloat(Double($0) ?? 0)
        }
        func part(_ i: Int, _ otherwise: CGFloat) -> CGFloat { i < parts.count ? parts[i] : otherwise }
        self.init(red: part(0, 0), green: part(1, 0), blue: part(2, 0), alpha: part(3, 1))
    }

    /// Red, 0…1.
    public var red: CGFloat { CGFloat(components.x) }
    /// Green, 0…1.
    public var green: CGFloat { CGFloat(components.y) }
    /// Blue, 0…1.
    public var blue: CGFloat { CGFloat(components.z) }
    /// Alpha, 0…1.
    public var alpha: CGFloat { CGFloat(components.w) }
    /// Four components: red, green, blue, alpha.
    public var numberOfComponents: Int { 4 }
    /// The colour space: sRGB.
    public var colorSpace: CGColorSpace { CGColorSpace(name: CGColorSpace.sRGB)! }
    /// The components as a string, `"0.5 0.7 0.3 1"`, as `init(string:)` reads it.
    public var stringRepresentation: String {
        [red, green, blue, alpha].map { "\(Double($0))" }.joined(separator: " ")
    }

    /// The same object (it never changes).
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? CIColor)?.components == components
    }

    public override var hash: Int { components.hashValue }

    public override var description: String { "<CIColor \(stringRepresentation)>" }

    /// Black.
    public static let black = CIColor(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    /// Mid grey.
    public static let gray = CIColor(red: 0.5, green: 0.5, blue: 0.5)
    /// Red.
    public static let red = CIColor(red: 1, green: 0, blue: 0)
    /// Green.
    public static let green = CIColor(red: 0, green: 1, blue: 0)
    /// Blue.
    public static let blue = CIColor(red: 0, green: 0, blue: 1)
    /// Cyan.
    public static let cyan = CIColor(red: 0, green: 1, blue: 1)
    /// Magenta.
    public static let magenta = CIColor(red: 1, green: 0, blue: 1)
    /// Yellow.
    public static let yellow = CIColor(red: 1, green: 1, blue: 0)
    /// Transparent.
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
}

extension UIColor {
    /// The colour of a Core Image colour.
    public convenience init(ciColor: CIColor) {
        self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
    }

    /// The colour as a Core Image colour.
    public var ciColor: CIColor { CIColor(color: self) }
}

/// Numbers a filter takes together: a point (x, y), a rectangle (x, y, width, height), a transform's six numbers
/// or a colour matrix row.
public final class CIVector: NSObject, NSCopying, @unchecked Sendable {
    let values: [CGFloat]

    /// A vector of `count` numbers read from `values`.
    public init(values: UnsafePointer<CGFloat>, count: Int) {
        self.values = Array(UnsafeBufferPointer(start: values, count: max(0, count)))
        super.init()
    }

    init(_ values: [CGFloat]) {
        self.values = values
        super.init()
    }

    /// One number.
    public convenience init(x: CGFloat) { self.init([x]) }
    /// Two numbers: a point.
    public convenience init(x: CGFloat, y: CGFloat) { self.init([x, y]) }
    /// Three numbers.
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init([x, y, z]) }
    /// Four numbers: a rectangle, or a colour matrix row.
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.init([x, y, z, w]) }
    /// A point.
    public convenience init(cgPoint p: CGPoint) { self.init([p.x, p.y]) }
    /// A rectangle: x, y, width, height.
    public convenience init(cgRect r: CGRect) { self.init([r.origin.x, r.origin.y, r.size.width, r.size.height]) }
    /// A transform: a, b, c, d, tx, ty.
    public convenience init(cgAffineTransform t: CGAffineTransform) { self.init([t.a, t.b, t.c, t.d, t.tx, t.ty]) }
    /// Numbers from a string, `"[1 2 3]"`.
    public convenience init(string representation: String) {
        self.init(
            representation.split(whereSeparator: { $0 == " " || $0 == "[" || $0 == "]" || $0 == "," }).map {
                CGFloat(Double($0) ?? 0)
            })
    }

    /// How many numbers.
    public var count: Int { values.count }
    /// The number at `index`, 0 past the end.
    public func value(at index: Int) -> CGFloat { index >= 0 && index < values.count ? values[index] : 0 }
    /// The first number.
    public var x: CGFloat { value(at: 0) }
    /// The second number.
    public var y: CGFloat { value(at: 1) }
    /// The third number.
    public var z: CGFloat { value(at: 2) }
    /// The fourth number.
    public var w: CGFloat { value(at: 3) }
    /// The first two numbers as a point.
    public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    /// The first four numbers as a rectangle.
    public var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
    /// The first six numbers as a transform.
    public var cgAffineTransformValue: CGAffineTransform {
        CGAffineTransform(a: x, b: y, c: z, d: w, tx: value(at: 4), ty: value(at: 5))
    }
    /// The numbers as a string, `"[1 2 3]"`.
    public var stringRepresentation: String { "[" + values.map { "\(Double($0))" }.joined(separator: " ") + "]" }

    /// The same object (it never changes).
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool { (object as? CIVector)?.values == values }

    public override var hash: Int { values.hashValue }

    public override var description: String { "<CIVector \(stringRepresentation)>" }
}

/// A pixel format for rendering into memory or reading from it.
public struct CIFormat: RawRepresentable, Hashable, Sendable {
    /// Core Image's number for the format.
    public let rawValue: Int32
    /// The format numbered `rawValue`.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// 8-bit alpha, red, green, blue (premultiplied).
    public static let ARGB8 = CIFormat(rawValue: 264)
    /// 8-bit blue, green, red, alpha (premultiplied).
    public static let BGRA8 = CIFormat(rawValue: 266)
    /// 8-bit red, green, blue, alpha (premultiplied).
    public static let RGBA8 = CIFormat(rawValue: 268)
    /// 32-bit float red, green, blue, alpha (premultiplied).
    public static let RGBAf = CIFormat(rawValue: 2320)
    /// 16-bit float red, green, blue, alpha (declared only: reading or rendering it fails here).
    public static let RGBAh = CIFormat(rawValue: 2056)
    /// 8-bit alpha only.
    public static let A8 = CIFormat(rawValue: 265)
    /// 8-bit luminance.
    public static let L8 = CIFormat(rawValue: 275)
}

/// How a `CIFormat`'s pixels are laid out in memory.
struct PixelLayout {
    let format: CIFormat
    let bytesPerPixel: Int

    init?(_ format: CIFormat) {
        switch format {
        case .ARGB8, .BGRA8, .RGBA8: bytesPerPixel = 4
        case .RGBAf: bytesPerPixel = 16
        case .A8, .L8: bytesPerPixel = 1
        default: return nil
        }
        self.format = format
    }

    /// A premultiplied pixel from memory.
    func read(_ p: UnsafeRawPointer) -> SIMD4<Float> {
        func byte(_ i: Int) -> Float { Float(p.load(fromByteOffset: i, as: UInt8.self)) / 255 }
        switch format {
        case .ARGB8: return SIMD4(byte(1), byte(2), byte(3), byte(0))
        case .BGRA8: return SIMD4(byte(2), byte(1), byte(0), byte(3))
        case .RGBAf:
            return SIMD4(
                p.loadUnaligned(as: Float.self), p.loadUnaligned(fromByteOffset: 4, as: Float.self),
                p.loadUnaligned(fromByteOffset: 8, as: Float.self), p.loadUnaligned(fromByteOffset: 12, as: Float.self))
        case .A8: return SIMD4(0, 0, 0, byte(0))
        case .L8: return SIMD4(byte(0), byte(0), byte(0), 1)
        default: return SIMD4(byte(0), byte(1), byte(2), byte(3))
        }
    }

    /// A premultiplied pixel into memory.
    func write(_ c: SIMD4<Float>, _ p: UnsafeMutableRawPointer) {
        func put(_ i: Int, _ v: Float) {
            p.storeBytes(of: UInt8(min(max(v * 255 + 0.5, 0), 255)), toByteOffset: i, as: UInt8.self)
        }
        switch format {
        case .ARGB8:
            put(0, c.w)
            put(1, c.x)
            put(2, c.y)
            put(3, c.z)
        case .BGRA8:
            put(0, c.z)
            put(1, c.y)
            put(2, c.x)
            put(3, c.w)
        case .RGBAf:
            p.storeBytes(of: c.x, toByteOffset: 0, as: Float.self)
            p.storeBytes(of: c.y, toByteOffset: 4, as: Float.self)
            p.storeBytes(of: c.z, toByteOffset: 8, as: Float.self)
            p.storeBytes(of: c.w, toByteOffset: 12, as: Float.self)
        case .A8: put(0, c.w)
        case .L8: put(0, 0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z)
        default:
            put(0, c.x)
            put(1, c.y)
            put(2, c.z)
            put(3, c.w)
        }
    }
}
