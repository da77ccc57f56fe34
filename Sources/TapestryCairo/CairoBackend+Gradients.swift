import CCairo
import Foundation
import Tapestry

extension CairoBackend {
    /// Paints a Core Graphics gradient over the clip with a Cairo linear or radial pattern (the two circles
    /// of a radial one as Core Graphics has them); past the ends nothing is painted unless `options` say so,
    /// then the end colour fills the half-plane beyond a line's end, the start circle, or the space outside
    /// the end circle.
    public func drawGradient(
        _ gradient: CGGradient, _ geometry: CGGradient.Geometry, options: CGGradientDrawingOptions, alpha: CGFloat,
        blendMode: CGBlendMode
    ) {
        bitmapTarget?.begin()
        defer { bitmapTarget?.end() }
        guard let first = gradient.stops.first?.color, let last = gradient.stops.last?.color else { return }
        let pattern: OpaquePointer
        switch geometry {
        case .linear(let start, let end):
            guard start != end else { return }
            pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        case .radial(let c0, let r0, let c1, let r1):
            pattern = cairo_pattern_create_radial(
                Double(c0.x), Double(c0.y), Double(max(r0, 0)), Double(c1.x), Double(c1.y), Double(max(r1, 0)))
        }
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(
                pattern, Double(min(max(stop.location, 0), 1)), Double(c.red), Double(c.green), Double(c.blue),
                Double(c.alpha))
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
        cairo_save(cr)
        cairo_set_operator(cr, CairoBackend.operator(blendMode))
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, Double(alpha))
        cairo_pattern_destroy(pattern)
        let clip = clipBoundingBox
        switch geometry {
        case .linear(let start, let end):
            let reach =
                Double(hypot(clip.width, clip.height)) + Double(hypot(end.x - start.x, end.y - start.y))
                + Double(hypot(start.x - clip.midX, start.y - clip.midY)) + 1
            let length = Double(hypot(end.x - start.x, end.y - start.y))
            let ux = Double(end.x - start.x) / length, uy = Double(end.y - start.y) / length
            if options.contains(.drawsBeforeStartLocation) {
                halfPlane(from: start, ux: -ux, uy: -uy, reach: reach)
                paintSolid(first, alpha: alpha)
            }
            if options.contains(.drawsAfterEndLocation) {
                halfPlane(from: end, ux: ux, uy: uy, reach: reach)
                paintSolid(last, alpha: alpha)
            }
        case .radial(let c0, let r0, let c1, let r1):
            if options.contains(.drawsBeforeStartLocation), r0 > 0 {
                cairo_new_path(cr)
                cairo_arc(cr, Double(c0.x), Double(c0.y), Double(r0), 0, 2 * .pi)
                paintSolid(first, alpha: alpha)
            }
            if options.contains(.drawsAfterEndLocation) {
                cairo_new_path(cr)
                cairo_rectangle(cr, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
                cairo_new_sub_path(cr)
                cairo_arc(cr, Double(c1.x), Double(c1.y), Double(max(r1, 0)), 0, 2 * .pi)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                paintSolid(last, alpha: alpha)
            }
        }
        cairo_restore(cr)
    }

    /// Turns antialiasing of fills and strokes on (Cairo's default) or off.
    public func setAntialiasing(_ on: Bool) {
        cairo_set_antialias(cr, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// The half-plane beyond the line through `point` across the direction (`ux`, `uy`), as a large
    /// rectangle in the current path.
    private func halfPlane(from point: CGPoint, ux: Double, uy: Double, reach: Double) {
        let px = Double(point.x), py = Double(point.y)
        let nx = -uy * reach, ny = ux * reach
        cairo_new_path(cr)
        cairo_move_to(cr, px + nx, py + ny)
        cairo_line_to(cr, px - nx, py - ny)
        cairo_line_to(cr, px - nx + ux * reach, py - ny + uy * reach)
        cairo_line_to(cr, px + nx + ux * reach, py + ny + uy * reach)
        cairo_close_path(cr)
    }

    private func paintSolid(_ color: CGColor, alpha: CGFloat) {
        cairo_set_source_rgba(
            cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha * alpha))
        cairo_fill(cr)
    }
}
