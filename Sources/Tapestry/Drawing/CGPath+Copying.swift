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
    func applying(_ t: CGAffineTransform) -> CGPathElement {
        switch self {
        case .moveTo(let p): .moveTo(p.applying(t))
        case .lineTo(let p): .lineTo(p.applying(t))
        case .quadCurveTo(let c, let p): .quadCurveTo(c.applying(t), p.applying(t))
        case .curveTo(let c1, let c2, let p): .curveTo(c1.applying(t), c2.applying(t), p.applying(t))
        case .closeSubpath: .closeSubpath
        }
    }
}
