import CCairo
import Foundation
import Tapestry
import TapestryCairo

/// An image's pixels as straight (unpremultiplied) RGBA bytes, read without the main actor so that the
/// comparison runs wherever the snapshot library calls it.
struct ComparablePixels {
    let width: Int
    let height: Int
    /// Row-major RGBA, 4 bytes a pixel.
    let bytes: [UInt8]

    /// The pixels of `image`: its own bitmap when it has one, decoded from its PNG otherwise; nil when the
    /// PNG cannot be read.
    init?(_ image: UIImage) {
        guard let surface = try? image.makeCairoSurface() else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        self.init(
            base: UnsafeMutableRawPointer(data), width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)),
            opaque: cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24)
    }

    private init(base: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, opaque: Bool = false) {
        self.width = width
        self.height = height
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let v = base.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                let a = opaque ? 255 : Int(v >> 24)
                func straight(_ shift: UInt32) -> UInt8 {
                    let c = Int((v >> shift) & 0xff)
                    guard a > 0 else { return 0 }
                    return a == 255 ? UInt8(c) : UInt8(min(255, (c * 255 + a / 2) / a))
                }
                let i = (y * width + x) * 4
                bytes[i] = straight(16)
                bytes[i + 1] = straight(8)
                bytes[i + 2] = straight(0)
                bytes[i + 3] = UInt8(a)
            }
        }
        self.bytes = bytes
    }
}

/// Compares two images as swift-snapshot-testing does on iOS: nil when they match, otherwise its message.
///
/// `precision` is the share of pixels that must match; `perceptualPrecision` how close (in CIE ΔE 1994, the
/// measure Core Image's `CILabDeltaE` filter gives) a pixel must be to count as matching: 1 asks for equal
/// bytes, 0.98 allows a ΔE of 2, about what the eye tells apart.
func compareImages(_ old: UIImage, _ new: UIImage, precision: Float, perceptualPrecision: Float) -> String? {
    guard let oldPixels = ComparablePixels(old) else { return "Reference image could not be loaded." }
    guard let newPixels = ComparablePixels(new) else { return "Newly-taken snapshot could not be loaded." }
    guard newPixels.width != 0, newPixels.height != 0 else { return "Newly-taken snapshot is empty." }
    guard oldPixels.width == newPixels.width, oldPixels.height == newPixels.height else {
        return "Newly-taken snapshot@\(new.size) does not match reference@\(old.size)."
    }
    if oldPixels.bytes == newPixels.bytes { return nil }
    if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
    let pixelCount = newPixels.width * newPixels.height
    if perceptualPrecision < 1 {
        let threshold = (1 - perceptualPrecision) * 100
        var failing = 0
        var maximum: Float = 0
        var index = 0
        while index < pixelCount {
            let deltaE = labDeltaE94(oldPixels.bytes, newPixels.bytes, at: index * 4)
            if deltaE > threshold {
                failing += 1
                maximum = max(maximum, deltaE)
            }
            index += 1
        }
        let actual = 1 - Float(failing) / Float(pixelCount)
        guard actual < precision else { return nil }
        let lowest = 1 - min(maximum / 100, 1)
        return """
            The percentage of pixels that match \(actual) is less than required \(precision)
            The lowest perceptual color precision \(lowest) is less than required \(perceptualPrecision)
            """
    }
    let byteCount = pixelCount * 4
    var different = 0
    var index = 0
    while index < byteCount {
        if oldPixels.bytes[index] != newPixels.bytes[index] { different += 1 }
        index += 1
    }
    if different > Int((1 - precision) * Float(byteCount)) {
        return "Actual image precision \(1 - Float(different) / Float(byteCount)) is less than required \(precision)"
    }
    return nil
}

/// CIE ΔE 1994 (graphic arts weights) between the pixels at byte `offset` of two RGBA buffers, each
/// composited over white first so that transparency counts.
func labDeltaE94(_ a: [UInt8], _ b: [UInt8], at offset: Int) -> Float {
    let (l1, a1, b1) = lab(a, offset)
    let (l2, a2, b2) = lab(b, offset)
    let dL = l1 - l2
    let c1 = (a1 * a1 + b1 * b1).squareRoot(), c2 = (a2 * a2 + b2 * b2).squareRoot()
    let dC = c1 - c2
    let da = a1 - a2, db = b1 - b2
    let dH2 = max(0, da * da + db * db - dC * dC)
    let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
    return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
}

/// CIE L*a*b* (D65) of an sRGB pixel composited over white.
private func lab(_ bytes: [UInt8], _ offset: Int) -> (Float, Float, Float) {
    let alpha = Float(bytes[offset + 3]) / 255
    func linear(_ i: Int) -> Float {
        let c = (Float(bytes[offset + i]) / 255) * alpha + (1 - alpha)
        return c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
    }
    let r = linear(0), g = linear(1), b = linear(2)
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    func f(_ t: Float) -> Float { t > 0.008856 ? cbrtf(t) : 7.787 * t + 16 / 116 }
    let fx = f(x), fy = f(y), fz = f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
}
