import Foundation

/// Paths as Core Animation animates them (a shape layer's `path`): point by point, when the two paths have the
/// same elements in the same order (a morph between two shapes drawn alike, a Lottie shape's keyframes).
/// Paths made differently have no points that correspond (Core Animation leaves the result undefined): they
/// change at the midpoint, as values of different kinds do.
enum PathArithmetic {
    /// `a + (b − a)·t` for every point, or nil when the paths' elements differ in kind or number.
    static func interpolate(_ a: [CGPathElement], _ b: [CGPathElement], _ t: Double) -> [CGPathElement]? {
        let s = CGFloat(t)
        return zipped(a, b) { p, q in CGPoint(x: p.x + (q.x - p.x) * s, y: p.y + (q.y - p.y) * s) }
    }

    /// `a ± b` for every point (additive and relative path animations), or nil as above.
    static func combine(_ a: [CGPathElement], _ b: [CGPathElement], sign: Double) -> [CGPathElement]? {
        let s = CGFloat(sign)
        return zipped(a, b) { p, q in CGPoint(x: p.x + s * q.x, y: p.y + s * q.y) }
    }

    /// The same elements with every point at the origin: the path that adds nothing.
    static func zero(_ a: [CGPathElement]) -> [CGPathElement] {
        a.map { $0.mapPoints { _ in .zero } }
    }

    private static func zipped(
        _ a: [CGPathElement], _ b: [CGPathElement], _ combine: (CGPoint, CGPoint) -> CGPoint
    ) -> [CGPathElement]? {
        guard a.count == b.count else { return nil }
        var result: [CGPathElement] = []
        result.reserveCapacity(a.count)
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case (.moveTo(let p), .moveTo(let q)): result.append(.moveTo(combine(p, q)))
            case (.lineTo(let p), .lineTo(let q)): result.append(.lineTo(combine(p, q)))
            case (.quadCurveTo(let c, let p), .quadCurveTo(let d, let q)):
                result.append(.quadCurveTo(combine(c, d), combine(p, q)))
            case (.curveTo(let c1, let c2, let p), .curveTo(let d1, let d2, let q)):
                result.append(.curveTo(combine(c1, d1), combine(c2, d2), combine(p, q)))
            case (.closeSubpath, .closeSubpath): result.append(.closeSubpath)
            default: return nil
            }
        }
        return result
    }
}
