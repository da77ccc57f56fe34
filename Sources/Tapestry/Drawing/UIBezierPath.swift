import Foundation

/// A path made of lines, curves and arcs, with the attributes used to fill and stroke it in the current
/// graphics context (`UIGraphicsGetCurrentContext()`).
///
/// `contains(_:)` honours `usesEvenOddFillRule`, so a view can hit-test by its shape (a guide overlay's
/// cut-out holes, a round button).
open class UIBezierPath: NSObject, NSCopying, @unchecked Sendable {
    /// The underlying path.
    public private(set) var cgPath: CGMutablePath
    /// The width of stroked lines; 1 by default.
    open var lineWidth: CGFloat = 1
    /// How line ends are drawn; `.butt` by default.
    open var lineCapStyle: CGLineCap = .butt
    /// How corners are joined; `.miter` by default.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit for `.miter` joins; 10 by default.
    open var miterLimit: CGFloat = 10
    /// Whether filling and `contains(_:)` use the even-odd rule (for cut-outs); false (nonzero) by default.
    open var usesEvenOddFillRule = false
    private(set) var dashPattern: [CGFloat] = []
    private(set) var dashPhase: CGFloat = 0

    /// Creates an empty path.
    public override init() { cgPath = CGMutablePath() }

    /// An archived path: nil, as Tapestry reads no archives (here because UIKit's adopts `NSCoding`, so a
    /// subclass written for UIKit keeps its `required init?(coder:)` and may call this one).
    public required init?(coder: NSCoder) { return nil }

    /// Creates a path with the elements of a Core Graphics path.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath.addPath(cgPath)
    }

    /// Creates a closed rectangular path.
    public convenience init(rect: CGRect) {
        self.init()
        cgPath.addRect(rect)
    }

    /// Creates a closed oval path inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        cgPath.addEllipse(in: rect)
    }

    /// Creates a rectangle with every corner rounded by `cornerRadius` (clamped to half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        cgPath.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// Creates a rectangle with the given corners rounded by `cornerRadii` (each radius clamped to half the
    /// side it lies along, as UIKit clamps them).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = min(max(cornerRadii.width, 0), r.width / 2)
        let ry = min(max(cornerRadii.height, 0), r.height / 2)
        let k: CGFloat = 0.5522847498
        func radii(_ corner: UIRectCorner) -> (CGFloat, CGFloat) { corners.contains(corner) ? (rx, ry) : (0, 0) }
        let (tlx, tly) = radii(.topLeft), (trx, try_) = radii(.topRight)
        let (brx, bry) = radii(.bottomRight), (blx, bly) = radii(.bottomLeft)
        cgPath.move(to: CGPoint(x: r.minX + tlx, y: r.minY))
        cgPath.addLine(to: CGPoint(x: r.maxX - trx, y: r.minY))
        if trx > 0 && try_ > 0 {
            cgPath.addCurve(
                to: CGPoint(x: r.maxX, y: r.minY + try_), control1: CGPoint(x: r.maxX - trx + k * trx, y: r.minY),
                control2: CGPoint(x: r.maxX, y: r.minY + try_ - k * try_))
        }
        cgPath.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bry))
        if brx > 0 && bry > 0 {
            cgPath.addCurve(
                to: CGPoint(x: r.maxX - brx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - bry + k * bry),
                control2: CGPoint(x: r.maxX - brx + k * brx, y: r.maxY))
        }
        cgPath.addLine(to: CGPoint(x: r.minX + blx, y: r.maxY))
        if blx > 0 && bly > 0 {
            cgPath.addCurve(
                to: CGPoint(x: r.minX, y: r.maxY - bly), control1: CGPoint(x: r.minX + blx - k * blx, y: r.maxY),
                control2: CGPoint(x: r.minX, y: r.maxY - bly + k * bly))
        }
        cgPath.addLine(to: CGPoint(x: r.minX, y: r.minY + tly))
        if tlx > 0 && tly > 0 {
            cgPath.addCurve(
                to: CGPoint(x: r.minX + tlx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tly - k * tly),
                control2: CGPoint(x: r.minX + tlx - k * tlx, y: r.minY))
        }
        cgPath.closeSubpath()
    }

    /// Creates an arc of a circle; angles in radians, clockwise on screen when `clockwise` is true.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        // UIKit counts `clockwise` on screen (y down); Core Graphics in its y-up space.
        cgPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { cgPath.move(to: point) }
    /// Adds a straight line to `point`.
    open func addLine(to point: CGPoint) { cgPath.addLine(to: point) }
    /// Adds a cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        cgPath.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Adds an arc, joined to the current point by a line.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        // UIKit counts `clockwise` on screen (y down); Core Graphics in its y-up space.
        cgPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath.
    open func close() { cgPath.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { cgPath = CGMutablePath() }
    /// Appends the subpaths of another path.
    open func append(_ bezierPath: UIBezierPath) { cgPath.addPath(bezierPath.cgPath) }
    /// A new path of the same shape run the other way: each subpath from its end back to its start (a closed one
    /// from its start around the other way), with this path's line attributes.
    open func reversing() -> UIBezierPath {
        let reversed = CGMutablePath()
        reversed.elements = cgPath.reversedElements
        let path = copy() as! UIBezierPath
        path.cgPath = reversed
        return path
    }
    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        let transformed = CGMutablePath()
        transformed.addPath(cgPath, transform: transform)
        cgPath = transformed
    }

    /// A copy of the path and its attributes (`copy()` returns it, as NSCopying does).
    open func copy(with zone: NSZone? = nil) -> Any {
        let path = UIBezierPath(cgPath: cgPath)
        path.lineWidth = lineWidth
        path.lineCapStyle = lineCapStyle
        path.lineJoinStyle = lineJoinStyle
        path.miterLimit = miterLimit
        path.usesEvenOddFillRule = usesEvenOddFillRule
        path.dashPattern = dashPattern
        path.dashPhase = dashPhase
        return path
    }

    // MARK: Attributes and queries

    /// Sets the dash pattern: `count` lengths from `pattern` (on, off, …) starting `phase` points in.
    ///
    /// - Precondition: `count` is not negative and not more than `pattern` holds; lengths are not negative.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        precondition(count >= 0, "UIBezierPath.setLineDash: count must not be negative, got \(count)")
        guard let pattern, count > 0 else {
            dashPattern = []
            dashPhase = 0
            return
        }
        let lengths = Array(UnsafeBufferPointer(start: pattern, count: count))
        precondition(
            lengths.allSatisfy { $0 >= 0 && $0.isFinite },
            "UIBezierPath.setLineDash: lengths must be finite and >= 0, got \(lengths)")
        dashPattern = lengths
        dashPhase = phase
    }

    /// Sets the dash pattern from an array (on, off, …) starting `phase` points in; empty for solid lines.
    open func setLineDash(_ pattern: [CGFloat], phase: CGFloat) {
        pattern.withUnsafeBufferPointer { setLineDash($0.baseAddress, count: pattern.count, phase: phase) }
    }

    /// The current dash pattern and phase.
    open var lineDash: (pattern: [CGFloat], phase: CGFloat) { (dashPattern, dashPhase) }

    /// The rectangle enclosing every point and control point.
    open var bounds: CGRect { cgPath.boundingBox }
    /// The last point added.
    open var currentPoint: CGPoint { cgPath.currentPoint }
    /// Whether the path has no elements.
    open var isEmpty: Bool { cgPath.isEmpty }

    /// Whether `point` is inside the path, under the even-odd rule when `usesEvenOddFillRule` is set.
    open func contains(_ point: CGPoint) -> Bool {
        cgPath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Drawing in the current context

    /// Fills the path with the context's fill colour, using the path's fill rule.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path with the context's stroke colour and this path's line attributes.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        applyLineAttributes(to: context)
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Fills the path with a blend mode and opacity.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        context.setBlendMode(blendMode)
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Intersects the context's clip with the path's interior (using its fill rule).
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func applyLineAttributes(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
    }
}

/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt
    /// Creates a set of corners from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
