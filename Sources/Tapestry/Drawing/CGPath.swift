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
        flattenedSubpaths(transform: transform, segments: segments).map(\.points)
    }

    /// The subpaths as polylines, curves sampled into short lines, each saying whether it was closed.
    func flattenedSubpaths(transform: CGAffineTransform = .identity, segments: Int = 16) -> [(
        points: [CGPoint], closed: Bool
    )] {
        var polygons: [(points: [CGPoint], closed: Bool)] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        var subpathStart = CGPoint.zero
        func finish(closed: Bool = false) {
            if !current.isEmpty { polygons.append((current, closed)) }
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
                finish(closed: true)
            }
        }
        finish()
        return polygons
    }

    /// A mutable copy of the path (optional, as Core Graphics declares it; never nil here).
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }
}
