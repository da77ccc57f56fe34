import Foundation

/// A path flattened into straight pieces with their lengths: points at a distance along the path (keyframe
/// animations along a path) and the part of a path between two fractions of its length (`CAShapeLayer`'s
/// `strokeStart`/`strokeEnd`).
struct PathMeasure {
    /// One flattened subpath: its points and the length from the subpath's start to each.
    struct Piece {
        var points: [CGPoint]
        var lengths: [CGFloat]
        var closed: Bool
    }

    private(set) var pieces: [Piece] = []
    private(set) var length: CGFloat = 0

    /// Curves are split into this many straight pieces.
    static let curveSteps = 24

    init(_ path: CGPath) {
        var current: Piece?
        var point = CGPoint.zero
        var start = CGPoint.zero
        func finish() {
            if let piece = current, piece.points.count > 1 { pieces.append(piece) }
            current = nil
        }
        func lineTo(_ p: CGPoint) {
            if current == nil { current = Piece(points: [point], lengths: [0], closed: false) }
            let last = current!.points.last!
            current!.points.append(p)
            current!.lengths.append(current!.lengths.last! + hypot(p.x - last.x, p.y - last.y))
            point = p
        }
        for element in path.elements {
            switch element {
            case .moveTo(let p):
                finish()
                point = p
                start = p
            case .lineTo(let p):
                lineTo(p)
            case .quadCurveTo(let c, let p):
                let p0 = point
                for i in 1...Self.curveSteps {
                    let t = CGFloat(i) / CGFloat(Self.curveSteps), u = 1 - t
                    lineTo(
                        CGPoint(
                            x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curveTo(let c1, let c2, let p):
                let p0 = point
                for i in 1...Self.curveSteps {
                    let t = CGFloat(i) / CGFloat(Self.curveSteps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    lineTo(
                        CGPoint(
                            x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                if current != nil {
                    lineTo(start)
                    current!.closed = true
                }
                finish()
                point = start
            }
        }
        finish()
        length = pieces.reduce(0) { $0 + ($1.lengths.last ?? 0) }
    }

    /// The point `distance` along the whole path (clamped to its ends).
    func point(atDistance distance: CGFloat) -> CGPoint {
        var remaining = min(max(distance, 0), length)
        for piece in pieces {
            let pieceLength = piece.lengths.last!
            if remaining <= pieceLength { return Self.point(in: piece, at: remaining) }
            remaining -= pieceLength
        }
        return pieces.last?.points.last ?? .zero
    }

    private static func point(in piece: Piece, at distance: CGFloat) -> CGPoint {
        let index = max(1, piece.lengths.firstIndex { $0 >= distance } ?? piece.lengths.count - 1)
        let a = piece.points[index - 1], b = piece.points[index]
        let span = piece.lengths[index] - piece.lengths[index - 1]
        let t = span > 0 ? (distance - piece.lengths[index - 1]) / span : 0
        return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// The part of the path from `start` to `end` (fractions of the total length), as straight pieces.
    func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
        let path = CGMutablePath()
        let from = min(max(start, 0), 1) * length, to = min(max(end, 0), 1) * length
        guard to > from else { return path }
        var offset: CGFloat = 0
        for piece in pieces {
            let pieceLength = piece.lengths.last!
            defer { offset += pieceLength }
            let a = from - offset, b = to - offset
            guard b > 0, a < pieceLength else { continue }
            let lower = max(a, 0), upper = min(b, pieceLength)
            if lower == 0 && upper == pieceLength && piece.closed {
                path.move(to: piece.points[0])
                for p in piece.points.dropFirst().dropLast() { path.addLine(to: p) }
                path.closeSubpath()
                continue
            }
            path.move(to: Self.point(in: piece, at: lower))
            for (index, p) in piece.points.enumerated()
            where piece.lengths[index] > lower && piece.lengths[index] < upper {
                path.addLine(to: p)
            }
            path.addLine(to: Self.point(in: piece, at: upper))
        }
        return path
    }
}
