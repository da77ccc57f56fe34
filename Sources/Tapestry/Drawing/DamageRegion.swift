import Foundation

/// The parts of a window that must be redrawn, in window coordinates, as a short list of rectangles.
///
/// Rectangles that overlap or nearly touch are merged as they are added, and past `maximumRectangles` the
/// two whose union wastes least are merged, so a frame redraws a few tight areas rather than the window.
public struct DamageRegion: Equatable, Sendable {
    /// The rectangles to redraw; they do not overlap after merging.
    public private(set) var rects: [CGRect] = []
    /// The most rectangles kept before merging the closest two.
    public var maximumRectangles = 8

    /// Creates an empty region.
    public init() {}

    /// Whether nothing needs redrawing.
    public var isEmpty: Bool { rects.isEmpty }

    /// The smallest rectangle containing every damaged rectangle (`.null` when empty).
    public var boundingBox: CGRect { rects.reduce(CGRect.null) { $0.union($1) } }

    /// Adds a rectangle; empty or non-finite rectangles are ignored, and the result is rounded outwards to
    /// whole points.
    public mutating func add(_ rect: CGRect) {
        guard rect.isFiniteRect, !rect.isNull, rect.width > 0, rect.height > 0, !covers(rect) else { return }
        var new = rect.standardized.integral
        var index = 0
        while index < rects.count {
            if rects[index].intersects(new) || rects[index].contains(new) {
                new = new.union(rects.remove(at: index))
                index = 0
            } else {
                index += 1
            }
        }
        rects.append(new)
        while rects.count > maximumRectangles { mergeCheapestPair() }
    }

    /// Adds every rectangle of another region.
    public mutating func formUnion(_ other: DamageRegion) {
        for rect in other.rects { add(rect) }
    }

    /// Keeps only the parts inside `bounds`.
    public mutating func clip(to bounds: CGRect) {
        rects = rects.map { $0.intersection(bounds) }.filter { !$0.isNull && $0.width > 0 && $0.height > 0 }
    }

    /// Forgets every rectangle (after a frame was drawn).
    public mutating func removeAll() { rects.removeAll() }

    /// Whether any damaged rectangle overlaps `rect`.
    public func intersects(_ rect: CGRect) -> Bool { rects.contains { $0.intersects(rect) } }

    /// Whether one rectangle of the region already holds all of `rect`.
    public func covers(_ rect: CGRect) -> Bool {
        // Asked for every view that changes while a frame's damage is gathered, so compared by hand: the
        // region's rectangles are standardized.
        let x0 = min(rect.origin.x, rect.origin.x + rect.size.width)
        let x1 = max(rect.origin.x, rect.origin.x + rect.size.width)
        let y0 = min(rect.origin.y, rect.origin.y + rect.size.height)
        let y1 = max(rect.origin.y, rect.origin.y + rect.size.height)
        guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else { return false }
        for r in rects
        where r.origin.x <= x0 && r.origin.y <= y0 && r.origin.x + r.size.width >= x1
            && r.origin.y + r.size.height >= y1
        {
            return true
        }
        return false
    }

    private mutating func mergeCheapestPair() {
        var best = (0, 1)
        var bestWaste = CGFloat.infinity
        for i in 0..<rects.count {
            for j in (i + 1)..<rects.count {
                let union = rects[i].union(rects[j])
                let waste =
                    union.width * union.height - rects[i].width * rects[i].height
                    - rects[j].width * rects[j].height
                if waste < bestWaste {
                    bestWaste = waste
                    best = (i, j)
                }
            }
        }
        let merged = rects[best.0].union(rects[best.1])
        rects.remove(at: best.1)
        rects.remove(at: best.0)
        add(merged)
    }
}
