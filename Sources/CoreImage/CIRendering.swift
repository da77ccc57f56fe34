import Foundation

/// A rectangle of whole pixels in Core Image's space (y grows upwards).
struct PixelRect: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The whole pixels that `rect` touches; nil for an infinite, null or too large rectangle.
    init?(covering rect: CGRect) {
        guard !rect.isNull, !rect.isInfinite, rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite,
            rect.maxY.isFinite
        else { return nil }
        let minX = (rect.minX + 1e-6).rounded(.down), minY = (rect.minY + 1e-6).rounded(.down)
        let maxX = (rect.maxX - 1e-6).rounded(.up), maxY = (rect.maxY - 1e-6).rounded(.up)
        let limit: CGFloat = 16_777_216
        guard abs(minX) < limit, abs(minY) < limit, abs(maxX) < limit, abs(maxY) < limit else { return nil }
        self.init(x: Int(minX), y: Int(minY), width: max(0, Int(maxX - minX)), height: max(0, Int(maxY - minY)))
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// This rectangle grown by `margin` pixels on every side.
    func insetBy(_ margin: Int) -> PixelRect {
        PixelRect(x: x + margin, y: y + margin, width: width - 2 * margin, height: height - 2 * margin)
    }

    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

/// Pixels of a rectangle: premultiplied RGBA in the working space, the bottom row first.
struct Raster {
    let rect: PixelRect
    var pixels: [SIMD4<Float>]

    /// Transparent pixels.
    init(_ rect: PixelRect) {
        self.rect = rect
        pixels = Array(repeating: .zero, count: max(0, rect.width) * max(0, rect.height))
    }

    /// The pixel at `(x, y)` in Core Image's space; transparent outside the rectangle.
    func pixel(_ x: Int, _ y: Int) -> SIMD4<Float> {
        let column = x - rect.x, row = y - rect.y
        guard column >= 0, row >= 0, column < rect.width, row < rect.height else { return .zero }
        return pixels[row * rect.width + column]
    }
}

/// How a render treats colour: in linear light (Core Image's default working space) or as the values stand.
struct RenderSettings {
    var linear = true

    /// A colour as stored (sRGB-encoded, straight alpha) into the working space, premultiplied.
    func working(_ colour: SIMD4<Float>) -> SIMD4<Float> {
        var c = colour
        if linear {
            c.x = ColourTransfer.linear(c.x)
            c.y = ColourTransfer.linear(c.y)
            c.z = ColourTransfer.linear(c.z)
        }
        return SIMD4(c.x * c.w, c.y * c.w, c.z * c.w, c.w)
    }

    /// A premultiplied working-space pixel as stored: sRGB-encoded, straight alpha, each part in 0…1.
    func stored(_ pixel: SIMD4<Float>) -> SIMD4<Float> {
        let alpha = min(max(pixel.w, 0), 1)
        guard alpha > 0 else { return .zero }
        var c = SIMD4(pixel.x / pixel.w, pixel.y / pixel.w, pixel.z / pixel.w, alpha)
        if linear {
            c.x = ColourTransfer.encoded(c.x)
            c.y = ColourTransfer.encoded(c.y)
            c.z = ColourTransfer.encoded(c.z)
        }
        return SIMD4(min(max(c.x, 0), 1), min(max(c.y, 0), 1), min(max(c.z, 0), 1), alpha)
    }
}

/// sRGB's transfer function, extended to negative values and values above one as Core Image's is.
enum ColourTransfer {
    static func linear(_ v: Float) -> Float {
        let a = abs(v)
        let l = a <= 0.04045 ? a / 12.92 : powf((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -l : l
    }

    static func encoded(_ v: Float) -> Float {
        let a = abs(v)
        let e = a <= 0.0031308 ? a * 12.92 : 1.055 * powf(a, 1 / 2.4) - 0.055
        return v < 0 ? -e : e
    }
}
