import CCairo
import Foundation
import Tapestry

/// Soft shadows as Core Animation draws them: the shape's coverage rendered in device pixels through the
/// current transform (so the shadow turns and scales with its layer and keeps its corner radius), blurred
/// with three box passes (close to a Gaussian of σ = radius / 2, smooth, without the bands of stacked
/// translucent copies), then used as a mask for the shadow colour.
///
/// A blurred mask depends only on the path, the transform's linear part, where the shape falls within a
/// device pixel and the blur, so masks of up to 512 × 512 pixels are kept (the most recent 64) and reused:
/// scrolling or moving a shadowed view by whole pixels blurs nothing again, and draws the same pixels.
@MainActor
enum ShadowBlur {
    /// What a kept mask was made from.
    struct Key: Hashable {
        let elements: [CGPathElement]
        let xx: Double, yx: Double, xy: Double, yy: Double
        let fractionX: Double, fractionY: Double
        let sigma: Double

        func hash(into hasher: inout Hasher) {
            hasher.combine(elements.count)
            hasher.combine(xx)
            hasher.combine(yy)
            hasher.combine(fractionX)
            hasher.combine(fractionY)
            hasher.combine(sigma)
            if let first = elements.first, case .moveTo(let p) = first {
                hasher.combine(p.x)
                hasher.combine(p.y)
            }
        }
    }

    /// A blurred mask and where its top-left corner lies from the whole-pixel device origin of the shape.
    final class Mask {
        let surface: OpaquePointer
        let left: Double, top: Double
        var used: Int
        init(surface: OpaquePointer, left: Double, top: Double, used: Int) {
            self.surface = surface
            self.left = left
            self.top = top
            self.used = used
        }
        deinit { cairo_surface_destroy(surface) }
    }

    static var masks: [Key: Mask] = [:]
    static var clock = 0
    static let keptMasks = 64
    static let largestKeptMask = 512 * 512

    /// Draws the shadow of `path` (user space of `cr`), `offset` away and blurred by `radius` user-space
    /// points, in `color`.
    static func draw(_ path: CGPath, offset: CGSize, radius: CGFloat, color: CGColor, cr: OpaquePointer) {
        guard color.alpha > 0, !path.isEmpty else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let scale = (abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx)).squareRoot()
        let sigma = max(Double(radius), 0) * scale / 2
        if drawKept(path, offset: offset, sigma: sigma, matrix: matrix, color: color, cr: cr) { return }
        // The shape's device-space box, grown by three sigmas for the blur to fade out.
        cairo_save(cr)
        cairo_translate(cr, Double(offset.width), Double(offset.height))
        CairoBackend.addPath(path, to: cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        cairo_new_path(cr)
        guard x2 > x1, y2 > y1 else { return }
        let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)].map { corner -> (Double, Double) in
            var x = corner.0, y = corner.1
            cairo_save(cr)
            cairo_translate(cr, Double(offset.width), Double(offset.height))
            cairo_user_to_device(cr, &x, &y)
            cairo_restore(cr)
            return (x, y)
        }
        let pad = (sigma * 3).rounded(.up) + 1
        var clipX1 = 0.0, clipY1 = 0.0, clipX2 = 0.0, clipY2 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &clipX1, &clipY1, &clipX2, &clipY2)
        cairo_restore(cr)
        var left = (corners.map(\.0).min()! - pad).rounded(.down)
        var top = (corners.map(\.1).min()! - pad).rounded(.down)
        var right = (corners.map(\.0).max()! + pad).rounded(.up)
        var bottom = (corners.map(\.1).max()! + pad).rounded(.up)
        // Only what the clip can show (plus the blur's reach) is rendered.
        left = max(left, (clipX1 - pad).rounded(.down))
        top = max(top, (clipY1 - pad).rounded(.down))
        right = min(right, (clipX2 + pad).rounded(.up))
        bottom = min(bottom, (clipY2 + pad).rounded(.up))
        let width = Int(right - left), height = Int(bottom - top)
        guard width > 0, height > 0, width < 16_384, height < 16_384 else { return }
        let mask = makeMask(
            path, width: width, height: height, left: left, top: top, matrix: matrix, offset: offset, sigma: sigma)
        defer { cairo_surface_destroy(mask) }
        paint(mask, at: left, top, color: color, cr: cr)
    }

    /// Draws the shadow of what `content` covers (a group popped in device space), as Core Animation draws a
    /// layer's shadow without a `shadowPath`: its alpha, moved by the look's offset (through `m`), blurred by
    /// its radius, in its colour and opacity times `alpha`. Only the part within `extent` (device space, where
    /// the content can be) and the clip is rendered; the mask is made anew each frame, as the content may change.
    static func drawCoverage(
        of content: OpaquePointer, within extent: CGRect, transform m: CGAffineTransform, look: Look, alpha: CGFloat,
        cr: OpaquePointer
    ) {
        guard let shadowColor = look.shadowColor, extent.isFiniteRect else { return }
        let opacity = Double(shadowColor.alpha) * Double(look.shadowOpacity) * Double(alpha)
        guard opacity > 0 else { return }
        let scale = (abs(m.a * m.d - m.b * m.c)).squareRoot()
        let sigma = max(Double(look.shadowRadius), 0) * Double(scale) / 2
        let dx = Double(m.a * look.shadowOffset.width + m.c * look.shadowOffset.height)
        let dy = Double(m.b * look.shadowOffset.width + m.d * look.shadowOffset.height)
        let pad = (sigma * 3).rounded(.up) + 1
        var clipX1 = 0.0, clipY1 = 0.0, clipX2 = 0.0, clipY2 = 0.0
        cairo_clip_extents(cr, &clipX1, &clipY1, &clipX2, &clipY2)
        let left = max((Double(extent.minX) + dx - pad).rounded(.down), (clipX1 - pad).rounded(.down))
        let top = max((Double(extent.minY) + dy - pad).rounded(.down), (clipY1 - pad).rounded(.down))
        let right = min((Double(extent.maxX) + dx + pad).rounded(.up), (clipX2 + pad).rounded(.up))
        let bottom = min((Double(extent.maxY) + dy + pad).rounded(.up), (clipY2 + pad).rounded(.up))
        let width = Int(right - left), height = Int(bottom - top)
        guard width > 0, height > 0, width < 16_384, height < 16_384 else { return }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(mask) }
        let mc = cairo_create(mask)!
        cairo_translate(mc, dx - left, dy - top)
        cairo_set_source(mc, content)
        cairo_paint(mc)
        cairo_destroy(mc)
        blur(mask, sigma: sigma)
        cairo_set_source_rgba(
            cr, Double(shadowColor.red), Double(shadowColor.green), Double(shadowColor.blue), opacity)
        cairo_mask_surface(cr, mask, left, top)
    }

    /// Fills through `mask` (its top-left at device pixel (x, y)) with `color`.
    private static func paint(_ mask: OpaquePointer, at x: Double, _ y: Double, color: CGColor, cr: OpaquePointer) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        cairo_mask_surface(cr, mask, x, y)
        cairo_restore(cr)
    }

    /// The shape's coverage in an A8 surface of `width` × `height` whose top-left is device pixel (left, top),
    /// blurred.
    private static func makeMask(
        _ path: CGPath, width: Int, height: Int, left: Double, top: Double, matrix: cairo_matrix_t, offset: CGSize,
        sigma: Double
    ) -> OpaquePointer {
        var matrix = matrix
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        let mc = cairo_create(mask)!
        cairo_translate(mc, -left, -top)
        cairo_transform(mc, &matrix)
        cairo_translate(mc, Double(offset.width), Double(offset.height))
        CairoBackend.addPath(path, to: mc)
        cairo_set_source_rgba(mc, 0, 0, 0, 1)
        cairo_fill(mc)
        cairo_destroy(mc)
        blur(mask, sigma: sigma)
        return mask
    }

    /// Draws the shadow from a kept mask (making and keeping it first when needed); false when the whole
    /// shadow is too large to keep, and is drawn clipped instead.
    private static func drawKept(
        _ path: CGPath, offset: CGSize, sigma: Double, matrix: cairo_matrix_t, color: CGColor, cr: OpaquePointer
    ) -> Bool {
        // The device position of the shape's origin: its whole pixels move the mask, its fraction is in the key.
        let originX = matrix.xx * Double(offset.width) + matrix.xy * Double(offset.height) + matrix.x0
        let originY = matrix.yx * Double(offset.width) + matrix.yy * Double(offset.height) + matrix.y0
        let wholeX = originX.rounded(.down), wholeY = originY.rounded(.down)
        let key = Key(
            elements: path.elements, xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy,
            fractionX: originX - wholeX, fractionY: originY - wholeY, sigma: sigma)
        clock += 1
        let mask: Mask
        if let kept = masks[key] {
            kept.used = clock
            mask = kept
        } else {
            // The shape's device box relative to the whole-pixel origin, grown by the blur's reach.
            var local = matrix
            local.x0 = originX - wholeX
            local.y0 = originY - wholeY
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            let box = path.boundingBox
            for (x, y) in [(box.minX, box.minY), (box.maxX, box.minY), (box.minX, box.maxY), (box.maxX, box.maxY)] {
                let dx = local.xx * Double(x) + local.xy * Double(y) + local.x0
                let dy = local.yx * Double(x) + local.yy * Double(y) + local.y0
                minX = min(minX, dx)
                minY = min(minY, dy)
                maxX = max(maxX, dx)
                maxY = max(maxY, dy)
            }
            let pad = (sigma * 3).rounded(.up) + 1
            let left = (minX - pad).rounded(.down), top = (minY - pad).rounded(.down)
            let width = Int((maxX + pad).rounded(.up) - left), height = Int((maxY + pad).rounded(.up) - top)
            guard width > 0, height > 0, width * height <= largestKeptMask else { return false }
            let surface = makeMask(
                path, width: width, height: height, left: left, top: top, matrix: local, offset: .zero, sigma: sigma)
            mask = Mask(surface: surface, left: left, top: top, used: clock)
            if masks.count >= keptMasks, let oldest = masks.min(by: { $0.value.used < $1.value.used })?.key {
                masks[oldest] = nil
            }
            masks[key] = mask
        }
        paint(mask.surface, at: wholeX + mask.left, wholeY + mask.top, color: color, cr: cr)
        return true
    }

    /// Blurs an A8 mask in place by `sigma` device pixels (nothing below a third of a pixel).
    private static func blur(_ mask: OpaquePointer, sigma: Double) {
        cairo_surface_flush(mask)
        guard sigma > 0.3 else { return }
        blur(
            cairo_image_surface_get_data(mask), width: Int(cairo_image_surface_get_width(mask)),
            height: Int(cairo_image_surface_get_height(mask)), stride: Int(cairo_image_surface_get_stride(mask)),
            sigma: sigma)
        cairo_surface_mark_dirty(mask)
    }

    /// Three box blurs whose combined variance matches σ², horizontally then vertically.
    static func blur(_ data: UnsafeMutablePointer<UInt8>?, width: Int, height: Int, stride: Int, sigma: Double) {
        guard let data else { return }
        let boxes = boxSizes(sigma: sigma)
        var line = [UInt16](repeating: 0, count: max(width, height))
        for box in boxes {
            let r = (box - 1) / 2
            for y in 0..<height {
                let row = data + y * stride
                boxPass(row, step: 1, count: width, radius: r, scratch: &line)
            }
            for x in 0..<width {
                boxPass(data + x, step: stride, count: height, radius: r, scratch: &line)
            }
        }
    }

    /// The widths of three boxes approximating a Gaussian of `sigma` (odd widths).
    static func boxSizes(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let m = ((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4))
            .rounded()
        return (0..<3).map { $0 < Int(m) ? lower : upper }
    }

    /// A running-sum box filter of radius `radius` along one line (edges count as transparent).
    private static func boxPass(
        _ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int, scratch: inout [UInt16]
    ) {
        guard radius > 0 else { return }
        for i in 0..<count { scratch[i] = UInt16(start[i * step]) }
        let window = 2 * radius + 1
        var sum = 0
        for i in 0...min(radius, count - 1) { sum += Int(scratch[i]) }
        for i in 0..<count {
            start[i * step] = UInt8(min(255, (sum + window / 2) / window))
            let incoming = i + radius + 1, outgoing = i - radius
            if incoming < count { sum += Int(scratch[incoming]) }
            if outgoing >= 0 { sum -= Int(scratch[outgoing]) }
        }
    }
}
