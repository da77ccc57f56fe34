import Foundation

/// How a path's interior is decided where subpaths overlap.
public enum CGPathFillRule: Int, Sendable {
    /// Nonzero winding: a point is inside when the path winds around it a nonzero number of times.
    case winding
    /// Even-odd: a point is inside when a ray from it crosses the path an odd number of times (cut-outs).
    case evenOdd
}

/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, Sendable {
    /// Squared off at the end point.
    case butt
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square
}

/// How stroked lines are joined at corners.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A cut-off corner.
    case bevel
}

/// One element of a path.
public enum CGPathElement: Equatable, Sendable {
    /// Starts a new subpath at a point.
    case moveTo(CGPoint)
    /// A straight line to a point.
    case lineTo(CGPoint)
    /// A quadratic Bézier curve: control point, end point.
    case quadCurveTo(CGPoint, CGPoint)
    /// A cubic Bézier curve: two control points, end point.
    case curveTo(CGPoint, CGPoint, CGPoint)
    /// Closes the current subpath with a line back to its start.
    case closeSubpath
}

/// An immutable graphics path: a list of subpaths made of lines and Bézier curves. Arcs and ellipses are
/// stored as cubic Béziers.
public class CGPath: @unchecked Sendable {
    /// The path's elements in order.
    public internal(set) var elements: [CGPathElement] = []

    init(elements: [CGPathElement]) { self.elements = elements }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path, or `.zero`.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .moveTo(let p):
                start = p
                current = p
            case .lineTo(let p), .quadCurveTo(_, let p), .curveTo(_, _, let p): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// The smallest rectangle containing every point and control point (`.null` for an empty path).
    public var boundingBox: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = Swift.min(minX, p.x)
            minY = Swift.min(minY, p.y)
            maxX = Swift.max(maxX, p.x)
            maxY = Swift.max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .moveTo(let p), .lineTo(let p): add(p)
            case .quadCurveTo(let c, let p):
                add(c)
                add(p)
            case .curveTo(let c1, let c2, let p):
                add(c1)
                add(c2)
                add(p)
            case .closeSubpath: break
            }
        }
        return minX.isFinite ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    /// The bounding box of the path itself, without control points (curves sampled).
    public var boundingBoxOfPath: CGRect {
        var box = CGRect.null
        for polygon in flattened() {
            for p in polygon { box = box.union(CGRect(origin: p, size: .zero)) }
        }
        return box
    }

    /// Whether `point` is inside the path under `rule` (after applying `transform` to the path).
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    )
        -> Bool
    {
        guard point.isFinite else { return false }
        var winding = 0
        var crossings = 0
        for polygon in flattened(transform: transform) where polygon.count > 1 {
            for index in polygon.indices {
                let a = polygon[index]
                let b = polygon[(index + 1) % polygon.count]
                if (a.y <= point.y) != (b.y <= point.y) {
                    let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > point.x {
                        crossings += 1
                        winding += b.y > a.y ? 1 : -1
                    }
                }
            }
        }
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }

    /// The subpaths as closed polygons, curves sampled into short lines.
    func flattened(transform: CGAffineTransform = .identity, segments: Int = 16) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        var subpathStart = CGPoint.zero
        func finish() {
            if !current.isEmpty { polygons.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .moveTo(let p):
                finish()
                current = [p.applying(transform)]
                last = p
                subpathStart = p
            case .lineTo(let p):
                if current.isEmpty { current = [last.applying(transform)] }
                current.append(p.applying(transform))
                last = p
            case .quadCurveTo(let c, let p):
                if current.isEmpty { current = [last.applying(transform)] }
                for i in 1...segments {
                    let t = CGFloat(i) / CGFloat(segments), u = 1 - t
                    let q = CGPoint(
                        x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                        y: u * u * last.y + 2 * u * t * c.y + t * t * p.y)
                    current.append(q.applying(transform))
                }
                last = p
            case .curveTo(let c1, let c2, let p):
                if current.isEmpty { current = [last.applying(transform)] }
                for i in 1...segments {
                    let t = CGFloat(i) / CGFloat(segments), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    let q = CGPoint(
                        x: a * last.x + b * c1.x + c * c2.x + d * p.x, y: a * last.y + b * c1.y + c * c2.y + d * p.y)
                    current.append(q.applying(transform))
                }
                last = p
            case .closeSubpath:
                last = subpathStart
                finish()
            }
        }
        finish()
        return polygons
    }

    /// A mutable copy of the path.
    public func mutableCopy() -> CGMutablePath { CGMutablePath(elements: elements) }
}

/// A path that can be built up.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty path.
    public init() { super.init(elements: []) }

    override init(elements: [CGPathElement]) { super.init(elements: elements) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.moveTo(point.applying(transform)))
    }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.lineTo(point.applying(transform)))
    }

    /// Adds a quadratic curve to `end` with control point `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.quadCurveTo(control.applying(transform), end.applying(transform)))
    }

    /// Adds a cubic curve to `end` with two control points.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        elements.append(.curveTo(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// Closes the current subpath.
    public func closeSubpath() { elements.append(.closeSubpath) }

    /// Adds a closed rectangle, clockwise on screen from its top-left corner.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let k: CGFloat = 0.5522847498
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
            control2: CGPoint(x: cx + k * rx, y: cy + ry), transform: transform)
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + k * ry), transform: transform)
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
            control2: CGPoint(x: cx - k * rx, y: cy - ry), transform: transform)
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - k * ry), transform: transform)
        closeSubpath()
    }

    /// Adds a rectangle with rounded corners of the given radii (clamped to half the sides).
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let rx = Swift.min(Swift.max(cornerWidth, 0), r.width / 2)
        let ry = Swift.min(Swift.max(cornerHeight, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY), transform: transform)
        addCurve(
            to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + k * rx, y: r.minY),
            control2: CGPoint(x: r.maxX, y: r.minY + ry - k * ry), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry), transform: transform)
        addCurve(
            to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + k * ry),
            control2: CGPoint(x: r.maxX - rx + k * rx, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY), transform: transform)
        addCurve(
            to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - k * rx, y: r.maxY),
            control2: CGPoint(x: r.minX, y: r.maxY - ry + k * ry), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry), transform: transform)
        addCurve(
            to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - k * ry),
            control2: CGPoint(x: r.minX + rx - k * rx, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// Adds an arc of a circle from `startAngle` to `endAngle` (radians, clockwise on screen when `clockwise`
    /// is true, as `UIBezierPath` counts), joined to the current point by a line.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var sweep = endAngle - startAngle
        let full = 2 * CGFloat.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            if sweep > full { sweep = full }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            if sweep < -full { sweep = -full }
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty || elements.last == .closeSubpath {
            move(to: start, transform: transform)
        } else {
            addLine(to: start, transform: transform)
        }
        let pieces = Swift.max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let k = 4 / 3 * tan(step / 4)
            let p0 = CGPoint(x: cos(angle), y: sin(angle))
            let p3 = CGPoint(x: cos(next), y: sin(next))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x)
            func place(_ p: CGPoint) -> CGPoint { CGPoint(x: center.x + radius * p.x, y: center.y + radius * p.y) }
            addCurve(to: place(p3), control1: place(c1), control2: place(c2), transform: transform)
            angle = next
        }
    }

    /// Appends every element of another path (transformed).
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        if transform.isIdentity {
            elements.append(contentsOf: path.elements)
            return
        }
        for element in path.elements {
            switch element {
            case .moveTo(let p): elements.append(.moveTo(p.applying(transform)))
            case .lineTo(let p): elements.append(.lineTo(p.applying(transform)))
            case .quadCurveTo(let c, let p): elements.append(.quadCurveTo(c.applying(transform), p.applying(transform)))
            case .curveTo(let c1, let c2, let p):
                elements.append(.curveTo(c1.applying(transform), c2.applying(transform), p.applying(transform)))
            case .closeSubpath: elements.append(.closeSubpath)
            }
        }
    }
}
