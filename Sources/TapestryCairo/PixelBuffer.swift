import CCairo
import Foundation
import Tapestry

/// The pixels of a PNG image, unpremultiplied RGBA, for comparing renders (reference images, screenshots).
@preconcurrency @MainActor
public struct PixelBuffer: Equatable {
    /// One pixel's channels, 0…255, with straight alpha.
    public struct Pixel: Equatable, Sendable, CustomStringConvertible {
        /// Red.
        public var r: UInt8
        /// Green.
        public var g: UInt8
        /// Blue.
        public var b: UInt8
        /// Alpha.
        public var a: UInt8
        /// Creates a pixel.
        public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
        /// `rgba(r, g, b, a)`.
        public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
    }

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Row-major pixels.
    public private(set) var pixels: [Pixel]

    /// A blank (transparent) buffer.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = Array(repeating: Pixel(r: 0, g: 0, b: 0, a: 0), count: width * height)
    }

    /// Decodes PNG bytes.
    public init(pngData: Data) throws(CairoError) {
        let surface: OpaquePointer
        switch ImageDecoding.decode(pngData) {
        case .success(let decoded): surface = decoded
        case .failure(let error): throw error
        }
        defer { cairo_surface_destroy(surface) }
        self.init(surface: surface)
    }

    /// The pixels of an image: read straight from an image made of pixels, decoded once otherwise.
    public init(image: UIImage) throws(CairoError) {
        let surface = try image.makeCairoSurface()
        defer { cairo_surface_destroy(surface) }
        self.init(surface: surface)
    }

    /// Reads an ARGB32 or RGB24 Cairo image surface.
    public init(surface: OpaquePointer) {
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let hasAlpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        let data = cairo_image_surface_get_data(surface)!
        var result: [Pixel] = []
        result.reserveCapacity(width * height)
        for y in 0..<height {
            let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width {
                let v = row[x]
                let a = hasAlpha ? UInt8(v >> 24) : 255
                func channel(_ shift: UInt32) -> UInt8 {
                    let c = UInt32((v >> shift) & 0xff)
                    guard a > 0, a < 255 else { return a == 0 ? 0 : UInt8(c) }
                    return UInt8(min(255, (c * 255 + UInt32(a) / 2) / UInt32(a)))
                }
                result.append(Pixel(r: channel(16), g: channel(8), b: channel(0), a: a))
            }
        }
        pixels = result
    }

    /// The pixel at column `x`, row `y`.
    public func pixel(x: Int, y: Int) -> Pixel { pixels[y * width + x] }

    /// Sets the pixel at column `x`, row `y`.
    public mutating func setPixel(x: Int, y: Int, _ pixel: Pixel) { pixels[y * width + x] = pixel }

    /// The number of pixels whose channels differ by more than `tolerance` from `other`'s (all of them when
    /// the sizes differ).
    public func differingPixels(from other: PixelBuffer, tolerance: Int) -> Int {
        guard width == other.width, height == other.height else { return max(pixels.count, other.pixels.count) }
        var count = 0
        for (a, b) in zip(pixels, other.pixels) where Self.differ(a, b, tolerance: tolerance) { count += 1 }
        return count
    }

    /// Whether two pixels differ in any channel by more than `tolerance`; fully transparent pixels match
    /// whatever their colour channels say.
    private static func differ(_ a: Pixel, _ b: Pixel, tolerance: Int) -> Bool {
        if a.a == 0 && b.a == 0 { return false }
        return abs(Int(a.r) - Int(b.r)) > tolerance || abs(Int(a.g) - Int(b.g)) > tolerance
            || abs(Int(a.b) - Int(b.b)) > tolerance || abs(Int(a.a) - Int(b.a)) > tolerance
    }

    /// An image marking in red the pixels that differ by more than `tolerance` (others greyed).
    public func diffImage(against other: PixelBuffer, tolerance: Int) -> PixelBuffer {
        var diff = PixelBuffer(width: width, height: height)
        guard width == other.width, height == other.height else { return diff }
        for y in 0..<height {
            for x in 0..<width {
                let a = pixel(x: x, y: y), b = other.pixel(x: x, y: y)
                let differs = Self.differ(a, b, tolerance: tolerance)
                let grey = UInt8((Int(a.r) + Int(a.g) + Int(a.b)) / 6 + 128)
                diff.setPixel(
                    x: x, y: y, differs ? Pixel(r: 255, g: 0, b: 0, a: 255) : Pixel(r: grey, g: grey, b: grey, a: 255))
            }
        }
        return diff
    }

    /// Encodes the buffer as PNG bytes.
    public func pngData() throws(CairoError) -> Data {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        for y in 0..<height {
            let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width {
                let p = pixel(x: x, y: y)
                let a = UInt32(p.a)
                func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                row[x] = a << 24 | pre(p.r) << 16 | pre(p.g) << 8 | pre(p.b)
            }
        }
        cairo_surface_mark_dirty(surface)
        return try ImageDecoding.encode(surface)
    }
}
