import Foundation

/// A 4×4 transform as Core Animation keeps it for layers. Tapestry draws in 2-D: the renderer uses the
/// affine part (`m11 m12 m21 m22 m41 m42`), which is exact for every transform made of 2-D translations,
/// scales and rotations about z.
public struct CATransform3D: Equatable, Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates a transform from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
        m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The identity transform.
    public init() {
        self.init(
            m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The 3-D form of an affine transform.
    public init(_ t: CGAffineTransform) {
        self.init()
        (m11, m12, m21, m22, m41, m42) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
    }

    /// The affine part, which is what Tapestry draws.
    public var affineTransform: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// Whether the transform has no effect beyond what its affine part does (no z, no perspective).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0
            && m44 == 1
    }

    /// Whether every entry is a finite number.
    var isFinite: Bool {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].allSatisfy(\.isFinite)
    }

    /// `a` applied first, then `b`, as `CATransform3DConcat(a, b)`.
    static func concat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
        let x = a.rows, y = b.rows
        var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 {
                r[i][j] = x[i][0] * y[0][j] + x[i][1] * y[1][j] + x[i][2] * y[2][j] + x[i][3] * y[3][j]
            }
        }
        return CATransform3D(rows: r)
    }

    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
            m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1],
            m43: r[3][2], m44: r[3][3])
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// A translation by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3D() }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), k = 1 - c
    return CATransform3D(
        m11: c + ux * ux * k, m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
        m21: uy * ux * k - uz * s, m22: c + uy * uy * k, m23: uy * uz * k + ux * s, m24: 0,
        m31: uz * ux * k + uy * s, m32: uz * uy * k - ux * s, m33: c + uz * uz * k, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D.concat(a, b)
}

/// `t` with a translation applied first.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D.concat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` with a scale applied first.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D.concat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` with a rotation applied first.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3D.concat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The 3-D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { CATransform3D(m) }

/// Whether `t` can be expressed exactly as an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The affine part of `t`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affineTransform }

/// Whether two transforms are equal, entry by entry.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// The inverse of `t`, or `t` itself when it has none (as Core Animation returns it).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss–Jordan elimination with partial pivoting on [t | I].
    var a = t.rows
    var inverse: [[CGFloat]] = (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } }
    for column in 0..<4 {
        guard let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
            abs(a[pivot][column]) > 1e-12
        else { return t }
        a.swapAt(column, pivot)
        inverse.swapAt(column, pivot)
        let scale = a[column][column]
        for j in 0..<4 {
            a[column][j] /= scale
            inverse[column][j] /= scale
        }
        for row in 0..<4 where row != column {
            let factor = a[row][column]
            guard factor != 0 else { continue }
            for j in 0..<4 {
                a[row][j] -= factor * a[column][j]
                inverse[row][j] -= factor * inverse[column][j]
            }
        }
    }
    return CATransform3D(rows: inverse)
}
