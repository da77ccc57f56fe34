import CCairo
import Foundation
import Tapestry

/// Which corners of a rectangle are rounded, and how: what a layer's `maskedCorners` and `cornerCurve` say.
struct CornerStyle: Equatable {
    var corners: CACornerMask
    var continuous: Bool
    /// Each corner's radius as a fraction of the radius the outline is traced with (a view's corner
    /// configuration gives corners different radii; the layer's `cornerRadius` is the largest). Nil: all 1.
    var fractions: CornerRadii? = nil

    /// Every corner, in quarter circles: the common case, drawn by the renderer's fast paths.
    static let allCircular = CornerStyle(corners: .all, continuous: false)

    init(corners: CACornerMask, continuous: Bool) {
        self.corners = corners
        self.continuous = continuous
    }

    @MainActor init(_ layer: CALayer) {
        corners = layer.maskedCorners
        continuous = layer.cornerCurve == .continuous
        if let radii = layer.cornerRadii, radii.largest > 0 {
            let l = radii.largest
            fractions = CornerRadii(
                topLeft: radii.topLeft / l, topRight: radii.topRight / l, bottomLeft: radii.bottomLeft / l,
                bottomRight: radii.bottomRight / l)
        }
    }
}

extension CACornerMask {
    static let all: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMaxXMaxYCorner, .layerMinXMaxYCorner,
    ]
}

/// The outline of a rectangle whose corners are rounded as a `CornerStyle` says, traced clockwise from the top
/// edge into a path sink (a Cairo context or a `CGMutablePath`).
///
/// A circular corner is a quarter circle of the radius. A continuous corner starts
/// `CALayer.cornerCurveExpansionFactor(.continuous)` × the radius from the corner and is one cubic whose control
/// points lie on the two edges, so its curvature grows from zero where it leaves an edge (no jump, unlike a
/// circle's); its control points are placed so that its middle is as far from the corner as a circular
/// corner's middle. Where a corner would not fit, it shrinks to half the shorter side.
enum CornerOutline {
    /// Where a path goes.
    protocol Sink {
        mutating func move(_ p: CGPoint)
        mutating func line(_ p: CGPoint)
        mutating func curve(_ c1: CGPoint, _ c2: CGPoint, _ to: CGPoint)
        mutating func arc(center: CGPoint, radius: CGFloat, from: CGFloat, to: CGFloat)
        mutating func close()
    }

    /// Where a continuous corner's control points sit, as a fraction of its extent from the corner: the middle of
    /// the cubic (its control points at e − k on each edge) is (4e − 3k)/8 from each edge, which equals a circular
    /// corner's r(1 − 1/√2) for k = (4e − 8r(1 − 1/√2))/3.
    static let controlFraction: CGFloat = {
        let e = CALayer.cornerCurveExpansionFactor(.continuous)
        let k = (4 * e - 8 * (1 - 1 / 2.0.squareRoot())) / 3
        return (e - k) / e
    }()

    static func trace<S: Sink>(_ rect: CGRect, radius: CGFloat, style: CornerStyle, into sink: inout S) {
        let half = min(rect.width, rect.height) / 2
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        // The four corners clockwise from the top right: the corner point, the directions into it and out of it.
        let corners: [(CACornerMask, CGPoint, CGVector, CGVector, CGFloat)] = [
            (.layerMaxXMinYCorner, CGPoint(x: x1, y: y0), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: 1), -.pi / 2),
            (.layerMaxXMaxYCorner, CGPoint(x: x1, y: y1), CGVector(dx: 0, dy: 1), CGVector(dx: -1, dy: 0), 0),
            (.layerMinXMaxYCorner, CGPoint(x: x0, y: y1), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: -1), .pi / 2),
            (.layerMinXMinYCorner, CGPoint(x: x0, y: y0), CGVector(dx: 0, dy: -1), CGVector(dx: 1, dy: 0), .pi),
        ]
        var first = true
        for (mask, corner, into, out, startAngle) in corners {
            let r = min(max(radius * (style.fractions?.radius(at: mask) ?? 1), 0), half)
            let rounded = r > 0 && style.corners.contains(mask)
            if !rounded {
                if first { sink.move(corner) } else { sink.line(corner) }
                first = false
                continue
            }
            if style.continuous {
                let e = min(r * CALayer.cornerCurveExpansionFactor(.continuous), half)
                let c = e * controlFraction
                let start = CGPoint(x: corner.x - into.dx * e, y: corner.y - into.dy * e)
                if first { sink.move(start) } else { sink.line(start) }
                sink.curve(
                    CGPoint(x: corner.x - into.dx * c, y: corner.y - into.dy * c),
                    CGPoint(x: corner.x + out.dx * c, y: corner.y + out.dy * c),
                    CGPoint(x: corner.x + out.dx * e, y: corner.y + out.dy * e))
            } else {
                let center = CGPoint(x: corner.x - into.dx * r + out.dx * r, y: corner.y - into.dy * r + out.dy * r)
                let start = CGPoint(x: corner.x - into.dx * r, y: corner.y - into.dy * r)
                if first { sink.move(start) } else { sink.line(start) }
                sink.arc(center: center, radius: r, from: startAngle, to: startAngle + .pi / 2)
            }
            first = false
        }
        sink.close()
    }

    /// A Cairo context's current path.
    struct CairoSink: Sink {
        let cr: OpaquePointer
        func move(_ p: CGPoint) { cairo_move_to(cr, Double(p.x), Double(p.y)) }
        func line(_ p: CGPoint) { cairo_line_to(cr, Double(p.x), Double(p.y)) }
        func curve(_ c1: CGPoint, _ c2: CGPoint, _ to: CGPoint) {
            cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(to.x), Double(to.y))
        }
        func arc(center: CGPoint, radius: CGFloat, from: CGFloat, to: CGFloat) {
            cairo_arc(cr, Double(center.x), Double(center.y), Double(radius), Double(from), Double(to))
        }
        func close() { cairo_close_path(cr) }
    }

    /// A Core Graphics path.
    struct PathSink: Sink {
        let path = CGMutablePath()
        func move(_ p: CGPoint) { path.move(to: p) }
        func line(_ p: CGPoint) { path.addLine(to: p) }
        func curve(_ c1: CGPoint, _ c2: CGPoint, _ to: CGPoint) { path.addCurve(to: to, control1: c1, control2: c2) }
        func arc(center: CGPoint, radius: CGFloat, from: CGFloat, to: CGFloat) {
            path.addArc(center: center, radius: radius, startAngle: from, endAngle: to, clockwise: false)
        }
        func close() { path.closeSubpath() }
    }
}
