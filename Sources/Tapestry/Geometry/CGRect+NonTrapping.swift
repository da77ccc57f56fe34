import Foundation

// Foundation's `CGRect.contains(_:)`, `intersects(_:)` and `intersection(_:)` trap on Linux when a rectangle
// has an infinite side. A view's geometry may be anything a user sets (SEMANTICS §1.6, §14.4), so the engine
// uses these instead: plain comparisons that answer false (or `.null`) for what is not a real area.

extension CGRect {
    /// Whether `point` lies in the rectangle (min edges inclusive, max edges exclusive, as Core Graphics);
    /// false for a null, empty or NaN rectangle. Never traps.
    public func nonTrappingContains(_ point: CGPoint) -> Bool {
        let (x0, x1, y0, y1) = edges
        return point.x >= x0 && point.x < x1 && point.y >= y0 && point.y < y1
    }

    /// Whether the two rectangles meet (sharing only an edge counts, as in Core Graphics). Never traps.
    public func nonTrappingIntersects(_ other: CGRect) -> Bool {
        !nonTrappingIntersection(other).isNull
    }

    /// The area the two rectangles share (zero wide where they only touch), or `.null`. Never traps.
    public func nonTrappingIntersection(_ other: CGRect) -> CGRect {
        let a = edges, b = other.edges
        let x0 = Swift.max(a.x0, b.x0), x1 = Swift.min(a.x1, b.x1)
        let y0 = Swift.max(a.y0, b.y0), y1 = Swift.min(a.y1, b.y1)
        guard x0 <= x1, y0 <= y1 else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The standardized edges; NaN compares false everywhere, so a NaN rectangle contains nothing.
    private var edges: (x0: CGFloat, x1: CGFloat, y0: CGFloat, y1: CGFloat) {
        if isNull { return (.nan, .nan, .nan, .nan) }
        let xEnd = origin.x + size.width, yEnd = origin.y + size.height
        return (
            Swift.min(origin.x, xEnd), Swift.max(origin.x, xEnd), Swift.min(origin.y, yEnd), Swift.max(origin.y, yEnd)
        )
    }

    // Inside the engine these shadow Foundation's trapping versions.
    func contains(_ point: CGPoint) -> Bool { nonTrappingContains(point) }
    func intersects(_ other: CGRect) -> Bool { nonTrappingIntersects(other) }
    func intersection(_ other: CGRect) -> CGRect { nonTrappingIntersection(other) }
}
