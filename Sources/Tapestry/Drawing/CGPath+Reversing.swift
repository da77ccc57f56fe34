import Foundation

/// A path's elements in the opposite direction (`UIBezierPath.reversing()`): each subpath starts where it ended
/// and runs back through the same points, curves with their control points swapped; a closed subpath stays
/// closed and keeps its start, its closing line now run first.
extension CGPath {
    /// The elements of the path reversed, subpath by subpath (the subpaths keep their order).
    var reversedElements: [CGPathElement] {
        var result: [CGPathElement] = []
        var start: CGPoint?
        // The subpath being read: its segments with the point each starts from.
        var segments: [(from: CGPoint, element: CGPathElement)] = []
        var current = CGPoint.zero

        func flush(closed: Bool) {
            guard let first = start else { return }
            if closed {
                result.append(.moveTo(first))
                if current != first { result.append(.lineTo(current)) }
            } else {
                result.append(.moveTo(current))
            }
            for (from, element) in segments.reversed() {
                switch element {
                case .lineTo: result.append(.lineTo(from))
                case .quadCurveTo(let control, _): result.append(.quadCurveTo(control, from))
                case .curveTo(let control1, let control2, _): result.append(.curveTo(control2, control1, from))
                case .moveTo, .closeSubpath: break
                }
            }
            if closed { result.append(.closeSubpath) }
            segments = []
            start = nil
        }

        for element in elements {
            switch element {
            case .moveTo(let point):
                flush(closed: false)
                start = point
                current = point
            case .lineTo(let point), .quadCurveTo(_, let point), .curveTo(_, _, let point):
                if start == nil { start = current }
                segments.append((current, element))
                current = point
            case .closeSubpath:
                let first = start
                flush(closed: true)
                // A segment after a close starts a new subpath at the closed one's start.
                current = first ?? current
            }
        }
        flush(closed: false)
        return result
    }
}
