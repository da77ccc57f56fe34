import Foundation

/// An affine transformation matrix for use in drawing 2D graphics and in view geometry.
///
/// Foundation on Linux has no `CGAffineTransform`; this is the engine's own, with Core Graphics' layout and
/// semantics: a point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`, and `t1.concatenating(t2)` applies
/// `t1` first, then `t2`.
public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The entry at row 1, column 1 of the matrix.
    public var a: CGFloat
    /// The entry at row 1, column 2 of the matrix.
    public var b: CGFloat
    /// The entry at row 2, column 1 of the matrix.
    public var c: CGFloat
    /// The entry at row 2, column 2 of the matrix.
    public var d: CGFloat
    /// The horizontal translation (row 3, column 1).
    public var tx: CGFloat
    /// The vertical translation (row 3, column 2).
    public var ty: CGFloat

    /// All six values zero, as Core Graphics' C structure starts (not the identity: that is `.identity`).
    public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// Creates a transform from its six matrix entries, unlabelled, in the order `a, b, c, d, tx, ty`.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity transform, which leaves every point where it is.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Creates a transform that moves points by `tx` horizontally and `ty` vertically.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a transform that scales by `sx` horizontally and `sy` vertically about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a transform that rotates by `angle` radians about the origin.
    ///
    /// In the flipped (y-down) coordinate space of views a positive angle turns clockwise on screen, as on iOS.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform. (Compared field by field: no global to load in hot paths.)
    @inlinable
    public var isIdentity: Bool { a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 }

    /// Whether every entry is a finite number.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The transform that applies `self` first and `t2` second.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// The transform that first moves points by `(tx, ty)` and then applies `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// The transform that first scales points by `(sx, sy)` and then applies `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// The transform that first rotates points by `angle` radians and then applies `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant of the linear part; zero when the transform collapses space and has no inverse.
    public var determinant: CGFloat { a * d - b * c }

    /// The inverse transform, or `self` unchanged when the matrix is singular (as Core Graphics does).
    public func inverted() -> CGAffineTransform {
        let det = determinant
        guard det != 0, det.isFinite else { return self }
        let ia = d / det
        let ib = -b / det
        let ic = -c / det
        let id = a / det
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id))
    }

    /// A textual form listing the six entries.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGPoint {
    /// The point moved by an affine transform.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by the linear part of `t` (translation ignored), as Core Graphics does.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest axis-aligned rectangle that contains the transformed corners of this rectangle.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        if t.b == 0, t.c == 0 {
            let r = standardized
            let x0 = r.minX * t.a + t.tx
            let x1 = r.maxX * t.a + t.tx
            let y0 = r.minY * t.d + t.ty
            let y1 = r.maxY * t.d + t.ty
            return CGRect(x: Swift.min(x0, x1), y: Swift.min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        }
        let corners = [
            CGPoint(x: minX, y: minY).applying(t), CGPoint(x: maxX, y: minY).applying(t),
            CGPoint(x: minX, y: maxY).applying(t), CGPoint(x: maxX, y: maxY).applying(t),
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension CGAffineTransform {
    /// The bounds size that this transform turns into a frame of `size`: the frame setter of a transformed
    /// view divides by the scale, as UIKit does. Solves |a|w + |c|h = W, |b|w + |d|h = H; a singular
    /// transform leaves `size` as it is.
    func untransformedSize(_ size: CGSize) -> CGSize {
        let a = abs(self.a), b = abs(self.b), c = abs(self.c), d = abs(self.d)
        let determinant = a * d - b * c
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return size }
        let width = (d * size.width - c * size.height) / determinant
        let height = (a * size.height - b * size.width) / determinant
        return CGSize(width: max(0, width), height: max(0, height))
    }
}
