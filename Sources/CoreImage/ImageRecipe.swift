import Foundation

/// How an image's pixels come to be: a node of the recipe a `CIImage` is. Rendering asks a node for the pixels
/// of a rectangle, and a node asks its inputs for what it needs.
class ImageRecipe: @unchecked Sendable {
    func render(_ rect: PixelRect, _ settings: RenderSettings) -> Raster { Raster(rect) }
}

/// Pixels held in memory (sRGB-encoded premultiplied, as a bitmap gives them), the bottom row first.
final class PixelsRecipe: ImageRecipe, @unchecked Sendable {
    let stored: Raster
    /// Whether the values are colours to convert into the working space (false for a mask or data).
    let managed: Bool

    init(_ stored: Raster, managed: Bool = true) {
        self.stored = stored
        self.managed = managed
    }

    override func render(_ rect: PixelRect, _ settings: RenderSettings) -> Raster {
        var out = Raster(rect)
        let convert = managed && settings.linear
        for row in 0..<rect.height {
            let y = rect.y + row
            guard y >= stored.rect.y, y < stored.rect.maxY else { continue }
            for column in 0..<rect.width {
                let p = stored.pixel(rect.x + column, y)
                guard p.w > 0 else { continue }
                if convert {
                    let straight = SIMD4(p.x / p.w, p.y / p.w, p.z / p.w, p.w)
                    out.pixels[row * rect.width + column] = settings.working(straight)
                } else {
                    out.pixels[row * rect.width + column] = p
                }
            }
        }
        return out
    }
}

/// A colour at every point (straight alpha, sRGB-encoded).
final class ColourRecipe: ImageRecipe, @unchecked Sendable {
    let colour: SIMD4<Float>

    init(_ colour: SIMD4<Float>) { self.colour = colour }

    override func render(_ rect: PixelRect, _ settings: RenderSettings) -> Raster {
        var out = Raster(rect)
        let c = settings.working(colour)
        for i in out.pixels.indices { out.pixels[i] = c }
        return out
    }
}

/// A colour computed for each pixel's centre (straight alpha, sRGB-encoded), as the gradient generators make.
final class GeneratedRecipe: ImageRecipe, @unchecked Sendable {
    let colour: @Sendable (_ x: Float, _ y: Float) -> SIMD4<Float>

    init(_ colour: @escaping @Sendable (_ x: Float, _ y: Float) -> SIMD4<Float>) { self.colour = colour }

    override func render(_ rect: PixelRect, _ settings: RenderSettings) -> Raster {
        var out = Raster(rect)
        for row in 0..<rect.height {
            for column in 0..<rect.width {
                out.pixels[row * rect.width + column] = settings.working(
                    colour(Float(rect.x + column) + 0.5, Float(rect.y + row) + 0.5))
            }
        }
        return out
    }
}

/// Each pixel of an input changed on its own: the colour filters. The function sees and returns straight
/// (unpremultiplied) working-space colours.
final class PointwiseRecipe: ImageRecipe, @unchecked Sendable {
    let input: ImageRecipe
    let change: @Sendable (SIMD4<Float>) -> SIMD4<Float>
    /// Whether a transparent pixel stays transparent (false for filters that may make colour from nothing).
    let keepsClear: Bool

    init(_ input: ImageRecipe, keepsClear: Bool = true, _ change: @escaping @Sendable (SIMD4<Float>) -> SIMD4<Float>) {
        self.input = input
        self.change = change
        self.keepsClear = keepsClear
    }

    override func render(_ rect: PixelRect, _ settings: RenderSettings) -> Raster {
        var out = input.render(rect, settings)
        for i in out.pixels.indices {
            let p = out.pixels[i]
            if p.w <= 0 && keepsClear {
                out.pixels[i] = .zero
                continue
            }
            let straight = p.w > 0 ? SIMD4(p.x / p.w, p.y / p.w, p.z / p.w, p.w) : .zero
            let c = change(straight)
            let a = min(max(c.w, 0), 1)
            out.pixels[i] = SIMD4(c.x * a, c.y * a, c.z * a, a)
        }
        return out
    }
}

/// Two inputs put together pixel by pixel (premultiplied colours): the compositing and blend filters.
final class CombinedRecipe: ImageRecipe, @unchecked Sendable {
    let top: ImageRecipe
    let bottom: ImageRecipe
    let combine: @Sendable (_ top: SIMD4<Float>, _ bottom: SIMD4<Float>) -> SIMD4<Float>

    init(
        _ top: ImageRecipe, _ bottom: ImageRecipe,
        _ combine: @escaping @Sendable (_ top: SIMD4<Float>, _ bottom: SIMD4<Float>) -> SIMD4<Float>
    ) {
        self.top = top
        self.bottom = bottom
        self.combine = combine
    }

    override func render(_ rect: PixelRect, _ settings: RenderSettings) -> Raster {
        var out = bottom.render(rect, settings)
        let over = top.render(rect, settings)
        for i in out.pixels.indices { out.pixels[i] = combine(over.pixels[i], out.pixels[i]) }
        return out
    }
}

/// An input shown through a mask's luminance over a background (`CIBlendWithMask` and its alpha variant).
final class MaskedRecipe: ImageRecipe, @unchecked Sendable {
    let input: ImageRecipe
    let background: ImageRecipe
    let mask: ImageRecipe
    let usesAlpha: Bool

    init(_ input: ImageRecipe, over background: ImageRecipe, mask: ImageRecipe, usesAlpha: Bool) {
        self.input = input
        self.background = background
        self.mask = mask
        self.usesAlpha = usesAlpha
    }

    override func render(_ rect: PixelRect, _ settings: RenderSettings) -> Raster {
        var out = background.render(rect, settings)
        let top = input.render(rect, settings)
        let weights = mask.render(rect, RenderSettings(linear: false))
        for i in out.pixels.indices {
            let m = weights.pixels[i]
            let t = usesAlpha ? m.w : min(max(0.2126 * m.x + 0.7152 * m.y + 0.0722 * m.z, 0), 1)
            out.pixels[i] = top.pixels[i] * t + out.pixels[i] * (1 - t)
        }
        return out
    }
}

/// An input seen only inside a rectangle.
final class CropRecipe: ImageRecipe, @unchecked Sendable {
    let input: ImageRecipe
    let area: CGRect

    init(_ input: ImageRecipe, _ area: CGRect) {
        self.input = input
        self.area = area
    }

    override func render(_ rect: PixelRect, _ settings: RenderSettings) -> Raster {
        let inner = rect.cgRect.intersection(area)
        guard !inner.isNull, !inner.isEmpty, let needed = PixelRect(covering: inner) else { return Raster(rect) }
        let source = input.render(needed, settings)
        var out = Raster(rect)
        for row in 0..<rect.height {
            let y = rect.y + row
            for column in 0..<rect.width {
                let x = rect.x + column
                // The share of the pixel inside the rectangle: a crop to a fractional edge leaves a partly
                // covered pixel, as Core Image's does.
                let cover =
                    Float(max(0, min(CGFloat(x + 1), area.maxX) - max(CGFloat(x), area.minX)))
                    * Float(max(0, min(CGFloat(y + 1), area.maxY) - max(CGFloat(y), area.minY)))
                guard cover > 0 else { continue }
                out.pixels[row * rect.width + column] = source.pixel(x, y) * min(cover, 1)
            }
        }
        return out
    }
}

/// An input whose edge pixels go on for ever (`clampedToExtent()`, `clamped(to:)`).
final class ClampRecipe: ImageRecipe, @unchecked Sendable {
    let input: ImageRecipe
    let area: PixelRect

    init(_ input: ImageRecipe, _ area: PixelRect) {
        self.input = input
        self.area = area
    }

    override func render(_ rect: PixelRect, _ settings: RenderSettings) -> Raster {
        guard !area.isEmpty else { return Raster(rect) }
        // Only the part of the area the clamped rectangle reads from is rendered.
        let x0 = min(max(rect.x, area.x), area.maxX - 1), x1 = min(max(rect.maxX - 1, area.x), area.maxX - 1)
        let y0 = min(max(rect.y, area.y), area.maxY - 1), y1 = min(max(rect.maxY - 1, area.y), area.maxY - 1)
        let source = input.render(PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1), settings)
        var out = Raster(rect)
        for row in 0..<rect.height {
            let y = min(max(rect.y + row, y0), y1)
            for column in 0..<rect.width {
                out.pixels[row * rect.width + column] = source.pixel(min(max(rect.x + column, x0), x1), y)
            }
        }
        return out
    }
}

/// An input drawn through an affine transform, sampled bilinearly (and averaged over the footprint when the
/// transform shrinks it, so a scaled-down image does not alias).
final class TransformRecipe: ImageRecipe, @unchecked Sendable {
    let input: ImageRecipe
    let inputExtent: CGRect
    let transform: CGAffineTransform

    init(_ input: ImageRecipe, extent: CGRect, _ transform: CGAffineTransform) {
        self.input = input
        inputExtent = extent
        self.transform = transform
    }

    override func render(_ rect: PixelRect, _ settings: RenderSettings) -> Raster {
        var out = Raster(rect)
        let inverse = transform.inverted()
        guard transform.a * transform.d - transform.b * transform.c != 0 else { return out }
        var needed = rect.cgRect.applying(inverse).insetBy(dx: -2, dy: -2)
        if !inputExtent.isInfinite { needed = needed.intersection(inputExtent.insetBy(dx: -1, dy: -1)) }
        guard !needed.isNull, !needed.isEmpty, let area = PixelRect(covering: needed) else { return out }
        let source = input.render(area, settings)
        // Samples per output pixel along each axis: enough to cover how far one output pixel reaches.
        let reachX = hypot(inverse.a, inverse.b), reachY = hypot(inverse.c, inverse.d)
        let samplesX = max(1, min(8, Int(reachX.rounded(.up)))), samplesY = max(1, min(8, Int(reachY.rounded(.up))))
        let weight = 1 / Float(samplesX * samplesY)
        for row in 0..<rect.height {
            for column in 0..<rect.width {
                var sum = SIMD4<Float>.zero
                for sy in 0..<samplesY {
                    for sx in 0..<samplesX {
                        let px = CGFloat(rect.x + column) + (CGFloat(sx) + 0.5) / CGFloat(samplesX)
                        let py = CGFloat(rect.y + row) + (CGFloat(sy) + 0.5) / CGFloat(samplesY)
                        let p = CGPoint(x: px, y: py).applying(inverse)
                        sum += Self.bilinear(source, Float(p.x) - 0.5, Float(p.y) - 0.5)
                    }
                }
                out.pixels[row * rect.width + column] = sum * weight
            }
        }
        return out
    }

    static func bilinear(_ source: Raster, _ x: Float, _ y: Float) -> SIMD4<Float> {
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = x - Float(x0), fy = y - Float(y0)
        let top = source.pixel(x0, y0 + 1) * (1 - fx) + source.pixel(x0 + 1, y0 + 1) * fx
        let bottom = source.pixel(x0, y0) * (1 - fx) + source.pixel(x0 + 1, y0) * fx
        return bottom * (1 - fy) + top * fy
    }
}

/// An input blurred by a separable kernel (Gaussian or box), spreading past its edges.
final class BlurRecipe: ImageRecipe, @unchecked Sendable {
    let input: ImageRecipe
    let kernel: [Float]

    init(_ input: ImageRecipe, kernel: [Float]) {
        self.input = input
        self.kernel = kernel
    }

    var reach: Int { kernel.count / 2 }

    /// A normalised Gaussian of standard deviation `sigma`, out to three deviations.
    static func gaussian(sigma: Double) -> [Float] {
        guard sigma > 0.01 else { return [1] }
        let reach = max(1, Int((sigma * 3).rounded(.up)))
        var weights = (-reach...reach).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
        let total = weights.reduce(Float(0)) { $0 + $1 }
        for i in weights.indices { weights[i] /= total }
        return weights
    }

    /// A box `2 * radius + 1` pixels wide (a fractional radius weighs the outermost pixels by its fraction).
    static func box(radius: Double) -> [Float] {
        guard radius > 0.01 else { return [1] }
        let whole = Int(radius.rounded(.down)), fraction = Float(radius - Double(whole))
        var weights = Array(repeating: Float(1), count: 2 * whole + 1)
        if fraction > 0.001 {
            weights.insert(fraction, at: 0)
            weights.append(fraction)
        }
        let total = weights.reduce(Float(0)) { $0 + $1 }
        for i in weights.indices { weights[i] /= total }
        return weights
    }

    override func render(_ rect: PixelRect, _ settings: RenderSettings) -> Raster {
        let r = reach
        let source = input.render(rect.insetBy(-r), settings)
        // Across, over the taller rectangle the second pass needs.
        let across = PixelRect(x: rect.x, y: rect.y - r, width: rect.width, height: rect.height + 2 * r)
        var middle = Raster(across)
        for row in 0..<across.height {
            let y = across.y + row
            for column in 0..<across.width {
                var sum = SIMD4<Float>.zero
                for k in 0..<kernel.count {
                    let p: SIMD4<Float> = source.pixel(across.x + column + k - r, y)
                    sum = sum + p * kernel[k]
                }
                middle.pixels[row * across.width + column] = sum
            }
        }
        var out = Raster(rect)
        for row in 0..<rect.height {
            for column in 0..<rect.width {
                var sum = SIMD4<Float>.zero
                for k in 0..<kernel.count {
                    let p: SIMD4<Float> = middle.pixel(rect.x + column, rect.y + row + k - r)
                    sum = sum + p * kernel[k]
                }
                out.pixels[row * rect.width + column] = sum
            }
        }
        return out
    }
}
