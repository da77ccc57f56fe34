import Foundation

extension CGPath {
    /// The outline of the path as `lineWidth` would stroke it, as Core Graphics'
    /// `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`: fill it (nonzero winding) to draw the
    /// stroke, clip to it, or ask it `contains(_:)` to hit-test a line. Curves are followed in short straight
    /// pieces; the outline is made of one piece per segment, join and cap, all turning the same way, so their
    /// overlaps fill as one (an even-odd fill of it would show the overlaps as holes).
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        let out = CGMutablePath()
        let h = abs(lineWidth) / 2
        guard h > 0 else { return out }
        let outline = StrokeOutline(halfWidth: h, cap: lineCap, join: lineJoin, miterLimit: miterLimit, into: out)
        for subpath in flattenedSubpaths(transform: transform) {
            outline.add(subpath.points, closed: subpath.closed)
        }
        return out
    }

    /// The outline of `path` stroked with `lineWidth`, as Core Graphics' C-style `CGPathCreateCopyByStrokingPath`
    /// imports (`copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)` is the Swift form); nil, as
    /// there, only for a width that is not finite.
    public convenience init?(
        __byStroking path: CGPath, transform: UnsafePointer<CGAffineTransform>?, lineWidth: CGFloat,
        lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat
    ) {
        guard lineWidth.isFinite else { return nil }
        let outline = path.copy(
            strokingWithWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
            transform: transform?.pointee ?? .identity)
        self.init(elements: outline.elements)
    }

    /// `path` cut into dashes, as Core Graphics' C-style `CGPathCreateCopyByDashingPath` imports
    /// (`copy(dashingWithPhase:lengths:transform:)` is the Swift form); `count` lengths are read from `lengths`.
    public convenience init?(
        __byDashing path: CGPath, transform: UnsafePointer<CGAffineTransform>?, phase: CGFloat,
        lengths: UnsafePointer<CGFloat>?, count: Int
    ) {
        let pattern = lengths.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
        let dashed = path.copy(dashingWithPhase: phase, lengths: pattern, transform: transform?.pointee ?? .identity)
        self.init(elements: dashed.elements)
    }

    /// The path cut into dashes, as Core Graphics' `copy(dashingWithPhase:lengths:transform:)`: `lengths`
    /// alternate painted and unpainted distances, starting `phase` into the pattern at every subpath. Curves
    /// are followed in short straight pieces. Lengths that are all zero (or none) leave the path whole.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity)
        -> CGPath
    {
        let pattern = lengths.map { max($0, 0) }
        let total = pattern.reduce(0, +)
        guard total > 0 else { return CGPath(elements: elements.map { $0.applying(transform) }) }
        let out = CGMutablePath()
        for subpath in flattenedSubpaths(transform: transform) {
            var points = subpath.points
            guard let first = points.first else { continue }
            if subpath.closed { points.append(first) }
            var index = 0
            var remaining = pattern[0]
            var on = true
            var skip = phase.truncatingRemainder(dividingBy: total)
            if skip < 0 { skip += total }
            while skip > 0 {
                if skip >= remaining {
                    skip -= remaining
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                    on.toggle()
                } else {
                    remaining -= skip
                    skip = 0
                }
            }
            if on { out.move(to: first) }
            for (a, b) in zip(points, points.dropFirst()) {
                let length = hypot(b.x - a.x, b.y - a.y)
                var position: CGFloat = 0
                while length - position > remaining {
                    position += remaining
                    let t = position / length
                    let point = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if on { out.addLine(to: point) } else { out.move(to: point) }
                    on.toggle()
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
                remaining -= length - position
                if on { out.addLine(to: b) }
            }
        }
        return out
    }
}

/// Builds a stroke's outline from polylines: a rectangle per segment, a wedge or disc per join, a square or
/// disc per cap, each added turning the same way.
private struct StrokeOutline {
    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    let out: CGMutablePath

    init(halfWidth: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat, into out: CGMutablePath) {
        (self.halfWidth, self.cap, self.join, self.miterLimit, self.out) = (halfWidth, cap, join, miterLimit, out)
    }

    func add(_ polyline: [CGPoint], closed: Bool) {
        var points: [CGPoint] = []
        for p in polyline where points.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true {
            points.append(p)
        }
        if closed, points.count > 1, let first = points.first, let last = points.last,
            hypot(first.x - last.x, first.y - last.y) <= 1e-9
        {
            points.removeLast()
        }
        guard let first = points.first else { return }
        if points.count == 1 {
            // A zero-length subpath: only round and square caps draw it (a dot).
            if cap == .round { disc(at: first) }
            if cap == .square { polygon(square(at: first)) }
            return
        }
        let isClosed = closed && points.count > 2
        let count = points.count
        let segments = isClosed ? count : count - 1
        for i in 0..<segments {
            let a = points[i], b = points[(i + 1) % count]
            let d = unit(a, b)
            var start = a, end = b
            if !isClosed, cap == .square {
                if i == 0 { start = CGPoint(x: a.x - d.x * halfWidth, y: a.y - d.y * halfWidth) }
                if i == segments - 1 { end = CGPoint(x: b.x + d.x * halfWidth, y: b.y + d.y * halfWidth) }
            }
            let n = CGPoint(x: -d.y * halfWidth, y: d.x * halfWidth)
            polygon([
                CGPoint(x: start.x + n.x, y: start.y + n.y), CGPoint(x: end.x + n.x, y: end.y + n.y),
                CGPoint(x: end.x - n.x, y: end.y - n.y), CGPoint(x: start.x - n.x, y: start.y - n.y),
            ])
        }
        let joints = isClosed ? Array(0..<count) : Array(1..<(count - 1))
        for i in joints {
            let p = points[i]
            joinAt(p, incoming: unit(points[(i - 1 + count) % count], p), outgoing: unit(p, points[(i + 1) % count]))
        }
        if !isClosed, cap == .round, let last = points.last {
            disc(at: first)
            disc(at: last)
        }
    }

    private func unit(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let length = hypot(b.x - a.x, b.y - a.y)
        return CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
    }

    private func joinAt(_ p: CGPoint, incoming d1: CGPoint, outgoing d2: CGPoint) {
        let cross = d1.x * d2.y - d1.y * d2.x
        let dot = d1.x * d2.x + d1.y * d2.y
        if join == .round {
            disc(at: p)
            return
        }
        guard abs(cross) > 1e-9 else { return }  // straight on, or turning right back (covered by the segments)
        let side: CGFloat = cross > 0 ? -1 : 1  // the outer side of the turn
        let n1 = CGPoint(x: -d1.y * halfWidth * side, y: d1.x * halfWidth * side)
        let n2 = CGPoint(x: -d2.y * halfWidth * side, y: d2.x * halfWidth * side)
        let a = CGPoint(x: p.x + n1.x, y: p.y + n1.y), b = CGPoint(x: p.x + n2.x, y: p.y + n2.y)
        let cosHalf = sqrt(max((1 + dot) / 2, 0))
        if join == .miter, cosHalf > 0, 1 / cosHalf <= miterLimit {
            let bisector = CGPoint(x: n1.x + n2.x, y: n1.y + n2.y)
            let length = hypot(bisector.x, bisector.y)
            let reach = halfWidth / cosHalf
            let tip = CGPoint(x: p.x + bisector.x / length * reach, y: p.y + bisector.y / length * reach)
            polygon([p, a, tip, b])
        } else {
            polygon([p, a, b])
        }
    }

    private func square(at p: CGPoint) -> [CGPoint] {
        let h = halfWidth
        return [
            CGPoint(x: p.x - h, y: p.y - h), CGPoint(x: p.x + h, y: p.y - h), CGPoint(x: p.x + h, y: p.y + h),
            CGPoint(x: p.x - h, y: p.y + h),
        ]
    }

    private func disc(at p: CGPoint) {
        let steps = max(12, min(64, Int(halfWidth * 2)))
        polygon(
            (0..<steps).map { i in
                let angle = CGFloat(i) / CGFloat(steps) * 2 * .pi
                return CGPoint(x: p.x + cos(angle) * halfWidth, y: p.y + sin(angle) * halfWidth)
            })
    }

    /// Adds a polygon turning the same way as every other piece (so nonzero winding unites them).
    private func polygon(_ points: [CGPoint]) {
        var area: CGFloat = 0
        for (i, a) in points.enumerated() {
            let b = points[(i + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-12 else { return }
        let ordered = area > 0 ? points : points.reversed()
        out.move(to: ordered[0])
        for point in ordered.dropFirst() { out.addLine(to: point) }
        out.closeSubpath()
    }
}
