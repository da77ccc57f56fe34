import Foundation

extension CGPath {
    /// A copy of the path, every point taken through `transform` (nil: unchanged), as Core Graphics' `copy(using:)`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return CGPath(elements: elements) }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    /// A copy of the path.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A mutable copy of the path, every point taken through `transform` (nil: unchanged).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        let path = CGMutablePath()
        path.elements = transform.map { t in elements.map { $0.applying(t.pointee) } } ?? elements
        return path
    }
}

extension CGPathElement {
    /// The element with its points taken through `t`.
    func applying(_ t: CGAffineTransform) -> CGPathElement { mapPoints { $0.applying(t) } }

    /// The element with each of its points changed by `transform`.
    func mapPoints(_ transform: (CGPoint) -> CGPoint) -> CGPathElement {
        switch self {
        case .moveTo(let p): .moveTo(transform(p))
        case .lineTo(let p): .lineTo(transform(p))
        case .quadCurveTo(let c, let p): .quadCurveTo(transform(c), transform(p))
        case .curveTo(let c1, let c2, let p): .curveTo(transform(c1), transform(c2), transform(p))
        case .closeSubpath: .closeSubpath
        }
    }
}

extension CGPath {
    /// A path of one rectangle, its points taken through `transform` (nil: unchanged).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A path of the ellipse that fits `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A path of a rectangle with rounded corners of the given radii.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }
}

extension CGMutablePath {
    /// Adds lines through `points`: a move to the first, then a line to each of the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds an arc about `center` from `startAngle` turning by `delta` (radians; positive towards larger
    /// angles: counterclockwise in Core Graphics' y-up space, clockwise on screen in UIKit's flipped drawing),
    /// joined to the current point by a line.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
        addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
            clockwise: delta < 0, transform: transform)
    }
}
