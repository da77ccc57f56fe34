import Foundation

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

    /// Adds an arc of a circle from `startAngle` to `endAngle` (radians), joined to the current point by a
    /// line. `clockwise` counts as Core Graphics does, in a space whose y axis points up: true sweeps towards
    /// smaller angles, which in UIKit's flipped drawing (y down) turns counterclockwise on screen, as Apple's
    /// documentation warns; `UIBezierPath`'s flag counts on screen, the other way.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var sweep = endAngle - startAngle
        let full = 2 * CGFloat.pi
        if !clockwise {
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

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to the line
    /// from `tangent1End` to `tangent2End` (a rounded corner at `tangent1End`), joined to the current point by a
    /// line. With no current point, a zero radius or the three points in a line, it adds a line to
    /// `tangent1End` (a move when the path is empty), as Core Graphics does.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let current = untransformedCurrentPoint(transform) else {
            return move(to: tangent1End, transform: transform)
        }
        let u = CGPoint(x: current.x - tangent1End.x, y: current.y - tangent1End.y)
        let v = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let lu = hypot(u.x, u.y)
        let lv = hypot(v.x, v.y)
        let cross = u.x * v.y - u.y * v.x
        guard radius > 0, lu > 0, lv > 0, abs(cross) > 1e-9 * lu * lv else {
            return addLine(to: tangent1End, transform: transform)
        }
        let cosine = Swift.max(-1, Swift.min(1, (u.x * v.x + u.y * v.y) / (lu * lv)))
        let half = acos(cosine) / 2
        let reach = radius / tan(half)
        let start = CGPoint(x: tangent1End.x + u.x / lu * reach, y: tangent1End.y + u.y / lu * reach)
        let end = CGPoint(x: tangent1End.x + v.x / lv * reach, y: tangent1End.y + v.y / lv * reach)
        let bisector = CGPoint(x: u.x / lu + v.x / lv, y: u.y / lu + v.y / lv)
        let lb = hypot(bisector.x, bisector.y)
        let distance = radius / sin(half)
        let center = CGPoint(
            x: tangent1End.x + bisector.x / lb * distance, y: tangent1End.y + bisector.y / lb * distance)
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        var sweep = atan2(end.y - center.y, end.x - center.x) - startAngle
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep <= -.pi { sweep += 2 * .pi }
        addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + sweep,
            clockwise: sweep < 0, transform: transform)
    }

    /// The current point in the coordinates the caller's points are in (before `transform`), if any.
    private func untransformedCurrentPoint(_ transform: CGAffineTransform) -> CGPoint? {
        guard !elements.isEmpty, elements.last != .closeSubpath else { return nil }
        let point = currentPoint
        return transform.isIdentity ? point : point.applying(transform.inverted())
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
