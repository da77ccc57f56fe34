import Foundation

/// A value Core Animation can interpolate, add and subtract: what an animation's `fromValue`/`toValue`
/// (`Any?` in UIKit's API) are converted to. Transforms interpolate by their decomposition (translation,
/// scale, rotation, shear), as Core Animation does, so a rotation turns rather than shrinking through zero.
enum AnimatableValue: Equatable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(RGBA)
    /// Boxed: a 3-D transform is 128 bytes, and without the box every value of every kind (a point, an
    /// opacity) would be that large and copied at that size on every frame of every animation.
    indirect case transform(CATransform3D)
    case colors([RGBA])
    case scalars([Double])
    /// A path's elements (a shape layer's `path`), interpolated point by point (`PathArithmetic`).
    case path([CGPathElement])

    struct RGBA: Equatable {
        var r, g, b, a: Double
        init(_ r: Double, _ g: Double, _ b: Double, _ a: Double) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
        init(_ c: CGColor) { self.init(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)) }
        var cgColor: CGColor {
            func clamp(_ v: Double) -> CGFloat { CGFloat(min(max(v, 0), 1)) }
            return CGColor(red: clamp(r), green: clamp(g), blue: clamp(b), alpha: clamp(a))
        }
    }

    /// The value of something an app passed as `fromValue`, `toValue`, `byValue` or a keyframe: numbers,
    /// points, sizes, rectangles, colours (CGColor or UIColor), transforms (CATransform3D or CGAffineTransform)
    /// and arrays of colours or numbers; nil for anything else.
    init?(any value: Any?) {
        switch value {
        case let v as AnimatableValue: self = v
        case let v as Bool: self = .scalar(v ? 1 : 0)
        case let v as Double: self = .scalar(v)
        case let v as CGFloat: self = .scalar(Double(v))
        case let v as Float: self = .scalar(Double(v))
        case let v as Int: self = .scalar(Double(v))
        case let v as NSNumber: self = .scalar(v.doubleValue)
        case let v as NSValue:
            guard let value = v.animatableValue else { return nil }
            self = value
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CGColor: self = .color(RGBA(v))
        case let v as UIColor: self = .color(RGBA(v.cgColor))
        case let v as CATransform3D: self = .transform(v)
        case let v as CGPath: self = .path(v.elements)
        case let v as CGAffineTransform: self = .transform(CATransform3D(v))
        case let v as [CGColor]: self = .colors(v.map(RGBA.init))
        case let v as [UIColor]: self = .colors(v.map { RGBA($0.cgColor) })
        case let v as [NSNumber]: self = .scalars(v.map(\.doubleValue))
        case let v as [Double]: self = .scalars(v)
        case let v as [CGFloat]: self = .scalars(v.map(Double.init))
        case let v as [Any]:
            if let colors = v as? [CGColor] { self = .colors(colors.map(RGBA.init)) } else { return nil }
        default: return nil
        }
    }

    /// The value as the type a property of that kind holds, for `presentation()` and `value(forKeyPath:)`.
    var anyValue: Any {
        switch self {
        case .scalar(let v): return CGFloat(v)
        case .point(let v): return v
        case .size(let v): return v
        case .rect(let v): return v
        case .color(let v): return v.cgColor
        case .transform(let v): return v
        case .colors(let v): return v.map(\.cgColor)
        case .scalars(let v): return v.map { NSNumber(value: $0) }
        case .path(let v): return CGPath(elements: v)
        }
    }

    var scalar: Double? { if case .scalar(let v) = self { return v } else { return nil } }

    /// The value as an `Any` of the same type as `example` (a number keeps its Swift type: `Double`,
    /// `Float`, `Int`, `CGFloat` or `NSNumber`).
    func anyValue(like example: Any) -> Any {
        guard case .scalar(let v) = self else { return anyValue }
        switch example {
        case is Double: return v
        case is Float: return Float(v)
        case is Int: return Int(v.rounded())
        case is NSNumber: return NSNumber(value: v)
        default: return CGFloat(v)
        }
    }

    // MARK: Arithmetic

    /// `a + (b − a)·t`. Values of different kinds do not mix: the result is `b` from t ≥ 0.5, else `a`.
    static func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, _ t: Double) -> AnimatableValue {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x + (y - x) * t)
        case (.point(let x), .point(let y)):
            return .point(CGPoint(x: lerp(x.x, y.x, t), y: lerp(x.y, y.y, t)))
        case (.size(let x), .size(let y)):
            return .size(CGSize(width: lerp(x.width, y.width, t), height: lerp(x.height, y.height, t)))
        case (.rect(let x), .rect(let y)):
            return .rect(
                CGRect(
                    x: lerp(x.origin.x, y.origin.x, t), y: lerp(x.origin.y, y.origin.y, t),
                    width: lerp(x.size.width, y.size.width, t), height: lerp(x.size.height, y.size.height, t)))
        case (.color(let x), .color(let y)):
            return .color(
                RGBA(x.r + (y.r - x.r) * t, x.g + (y.g - x.g) * t, x.b + (y.b - x.b) * t, x.a + (y.a - x.a) * t))
        case (.transform(let x), .transform(let y)):
            return .transform(TransformDecomposition.interpolate(x, y, t))
        case (.colors(let x), .colors(let y)) where x.count == y.count:
            return .colors(
                zip(x, y).map {
                    RGBA(
                        $0.r + ($1.r - $0.r) * t, $0.g + ($1.g - $0.g) * t, $0.b + ($1.b - $0.b) * t,
                        $0.a + ($1.a - $0.a) * t)
                })
        case (.scalars(let x), .scalars(let y)) where x.count == y.count:
            return .scalars(zip(x, y).map { $0 + ($1 - $0) * t })
        case (.path(let x), .path(let y)):
            return PathArithmetic.interpolate(x, y, t).map(AnimatableValue.path) ?? (t >= 0.5 ? b : a)
        default:
            return t >= 0.5 ? b : a
        }
    }

    /// `a + b`; for transforms, `b` applied after `a`'s decomposition is added to (what additive transform
    /// animations do).
    static func add(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue {
        combine(a, b, sign: 1)
    }

    /// `a − b`.
    static func subtract(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue {
        combine(a, b, sign: -1)
    }

    /// The zero of a value's kind (what an additive delta decays to).
    var zero: AnimatableValue {
        switch self {
        case .scalar: return .scalar(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .color: return .color(RGBA(0, 0, 0, 0))
        case .transform: return .transform(TransformDecomposition.zeroDelta)
        case .colors(let v): return .colors(v.map { _ in RGBA(0, 0, 0, 0) })
        case .scalars(let v): return .scalars(v.map { _ in 0 })
        case .path(let v): return .path(PathArithmetic.zero(v))
        }
    }

    private static func combine(_ a: AnimatableValue, _ b: AnimatableValue, sign s: Double) -> AnimatableValue {
        let c = CGFloat(s)
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x + s * y)
        case (.point(let x), .point(let y)): return .point(CGPoint(x: x.x + c * y.x, y: x.y + c * y.y))
        case (.size(let x), .size(let y)):
            return .size(CGSize(width: x.width + c * y.width, height: x.height + c * y.height))  // CGSize keeps signs
        case (.rect(let x), .rect(let y)):
            return .rect(
                CGRect(
                    x: x.origin.x + c * y.origin.x, y: x.origin.y + c * y.origin.y,
                    width: x.size.width + c * y.size.width, height: x.size.height + c * y.size.height))
        case (.color(let x), .color(let y)):
            return .color(RGBA(x.r + s * y.r, x.g + s * y.g, x.b + s * y.b, x.a + s * y.a))
        case (.transform(let x), .transform(let y)):
            return .transform(s > 0 ? TransformDecomposition.add(x, y) : TransformDecomposition.subtract(x, y))
        case (.colors(let x), .colors(let y)) where x.count == y.count:
            return .colors(zip(x, y).map { RGBA($0.r + s * $1.r, $0.g + s * $1.g, $0.b + s * $1.b, $0.a + s * $1.a) })
        case (.scalars(let x), .scalars(let y)) where x.count == y.count:
            return .scalars(zip(x, y).map { $0 + s * $1 })
        case (.path(let x), .path(let y)):
            return PathArithmetic.combine(x, y, sign: s).map(AnimatableValue.path) ?? (s > 0 ? b : a)
        default:
            return s > 0 ? b : a
        }
    }

    private static func lerp(_ a: CGFloat, _ b: CGFloat, _ t: Double) -> CGFloat { a + (b - a) * CGFloat(t) }

    // MARK: Key-path components

    /// The component `name` of this value ("x", "width", "size", "origin", "scale", "rotation", …), or nil.
    func component(_ name: String) -> AnimatableValue? {
        if case .transform = self {
        } else if let dot = name.firstIndex(of: ".") {
            // "size.width": one step at a time.
            return component(String(name[..<dot]))?.component(String(name[name.index(after: dot)...]))
        }
        switch (self, name) {
        case (.point(let p), "x"): return .scalar(Double(p.x))
        case (.point(let p), "y"): return .scalar(Double(p.y))
        case (.size(let s), "width"): return .scalar(Double(s.width))
        case (.size(let s), "height"): return .scalar(Double(s.height))
        case (.rect(let r), "origin"): return .point(r.origin)
        case (.rect(let r), "size"): return .size(r.size)
        case (.transform(let t), _):
            let d = TransformDecomposition(t)
            switch name {
            case "scale": return .scalar((d.scaleX + d.scaleY) / 2)
            case "scale.x": return .scalar(d.scaleX)
            case "scale.y": return .scalar(d.scaleY)
            case "rotation", "rotation.z": return .scalar(d.rotation)
            case "translation": return .size(CGSize(width: d.translateX, height: d.translateY))
            case "translation.x": return .scalar(d.translateX)
            case "translation.y": return .scalar(d.translateY)
            default: return nil
            }
        default: return nil
        }
    }

    /// This value with component `name` replaced by `value`; nil when the component does not exist.
    func replacing(_ name: String, with value: AnimatableValue) -> AnimatableValue? {
        if case .transform = self {
        } else if let dot = name.firstIndex(of: ".") {
            let head = String(name[..<dot]), rest = String(name[name.index(after: dot)...])
            guard let part = component(head), let replaced = part.replacing(rest, with: value) else { return nil }
            return replacing(head, with: replaced)
        }
        switch (self, name, value) {
        case (.point(var p), "x", .scalar(let v)): p.x = CGFloat(v); return .point(p)
        case (.point(var p), "y", .scalar(let v)): p.y = CGFloat(v); return .point(p)
        case (.size(var s), "width", .scalar(let v)): s.width = CGFloat(v); return .size(s)
        case (.size(var s), "height", .scalar(let v)): s.height = CGFloat(v); return .size(s)
        case (.rect(var r), "origin", .point(let p)): r.origin = p; return .rect(r)
        case (.rect(var r), "size", .size(let s)): r.size = s; return .rect(r)
        case (.transform(let t), _, _):
            var d = TransformDecomposition(t)
            switch (name, value) {
            case ("scale", .scalar(let v)): (d.scaleX, d.scaleY) = (v, v)
            case ("scale.x", .scalar(let v)): d.scaleX = v
            case ("scale.y", .scalar(let v)): d.scaleY = v
            case ("rotation", .scalar(let v)), ("rotation.z", .scalar(let v)): d.rotation = v
            case ("translation", .size(let s)): (d.translateX, d.translateY) = (Double(s.width), Double(s.height))
            // Core Animation reads the two numbers of a point as those of a size here too.
            case ("translation", .point(let p)): (d.translateX, d.translateY) = (Double(p.x), Double(p.y))
            case ("translation.x", .scalar(let v)): d.translateX = v
            case ("translation.y", .scalar(let v)): d.translateY = v
            default: return nil
            }
            return .transform(d.transform(keeping: t))
        default: return nil
        }
    }
}

/// A 2-D transform split into translation, scale, rotation and shear, for interpolating transforms.
struct TransformDecomposition: Equatable {
    var translateX = 0.0, translateY = 0.0
    var scaleX = 1.0, scaleY = 1.0
    var rotation = 0.0
    var shear = 0.0

    init(
        translateX: Double = 0, translateY: Double = 0, scaleX: Double = 1, scaleY: Double = 1, rotation: Double = 0,
        shear: Double = 0
    ) {
        (self.translateX, self.translateY, self.scaleX, self.scaleY, self.rotation, self.shear) =
            (translateX, translateY, scaleX, scaleY, rotation, shear)
    }

    /// Decomposes the affine part as translate · rotate · shear · scale (the QR form).
    init(_ t: CATransform3D) {
        let a = Double(t.m11), b = Double(t.m12), c = Double(t.m21), d = Double(t.m22)
        translateX = Double(t.m41)
        translateY = Double(t.m42)
        let det = a * d - b * c
        let sx = (a * a + b * b).squareRoot()
        if sx == 0 {
            scaleX = 0
            scaleY = (c * c + d * d).squareRoot()
            rotation = 0
            shear = 0
            return
        }
        scaleX = sx
        rotation = atan2(b, a)
        shear = (a * c + b * d) / (sx * sx)
        scaleY = det / sx
    }

    /// The transform this decomposition describes; entries outside the affine part come from `base`.
    func transform(keeping base: CATransform3D = CATransform3D()) -> CATransform3D {
        let cr = cos(rotation), sr = sin(rotation)
        // Columns of R · [[sx, shear·sy], [0, sy]]; in Core Graphics' row form (a b; c d).
        let a = cr * scaleX, b = sr * scaleX
        let c = cr * shear * scaleY - sr * scaleY
        let d = sr * shear * scaleY + cr * scaleY
        var t = base
        (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) =
            (CGFloat(a), CGFloat(b), CGFloat(c), CGFloat(d), CGFloat(translateX), CGFloat(translateY))
        return t
    }

    /// The delta that adds nothing.
    static let zeroDelta = DeltaDecomposition(
        translateX: 0, translateY: 0, scaleX: 0, scaleY: 0, rotation: 0, shear: 0
    ).encoded

    static func interpolate(_ x: CATransform3D, _ y: CATransform3D, _ t: Double) -> CATransform3D {
        if x.m44 == 0 || y.m44 == 0 {
            // Deltas of additive animations interpolate component by component.
            let a = DeltaDecomposition(x), b = DeltaDecomposition(y)
            func l(_ p: Double, _ q: Double) -> Double { p + (q - p) * t }
            return DeltaDecomposition(
                translateX: l(a.translateX, b.translateX), translateY: l(a.translateY, b.translateY),
                scaleX: l(a.scaleX, b.scaleX), scaleY: l(a.scaleY, b.scaleY), rotation: l(a.rotation, b.rotation),
                shear: l(a.shear, b.shear)
            ).encoded
        }
        let a = TransformDecomposition(x), b = TransformDecomposition(y)
        var rotationEnd = b.rotation
        // Turn the short way round, as Core Animation does for whole transforms.
        while rotationEnd - a.rotation > .pi { rotationEnd -= 2 * .pi }
        while rotationEnd - a.rotation < -.pi { rotationEnd += 2 * .pi }
        func l(_ p: Double, _ q: Double) -> Double { p + (q - p) * t }
        let r = TransformDecomposition(
            translateX: l(a.translateX, b.translateX), translateY: l(a.translateY, b.translateY),
            scaleX: l(a.scaleX, b.scaleX), scaleY: l(a.scaleY, b.scaleY), rotation: l(a.rotation, rotationEnd),
            shear: l(a.shear, b.shear))
        return r.transform(keeping: t < 0.5 ? x : y)
    }

    /// The decompositions added component by component; scales add as deltas from 1 are stored as the
    /// difference (a delta transform stores scale − 1 so that zero adds nothing).
    static func add(_ x: CATransform3D, _ delta: CATransform3D) -> CATransform3D {
        let a = TransformDecomposition(x), d = DeltaDecomposition(delta)
        return TransformDecomposition(
            translateX: a.translateX + d.translateX, translateY: a.translateY + d.translateY,
            scaleX: a.scaleX + d.scaleX, scaleY: a.scaleY + d.scaleY, rotation: a.rotation + d.rotation,
            shear: a.shear + d.shear
        ).transform(keeping: x)
    }

    /// The delta from `y` to `x` (so that `add(y, subtract(x, y)) == x`), stored as a delta transform.
    static func subtract(_ x: CATransform3D, _ y: CATransform3D) -> CATransform3D {
        let a = TransformDecomposition(x), b = TransformDecomposition(y)
        var rotation = a.rotation - b.rotation
        while rotation > .pi { rotation -= 2 * .pi }
        while rotation < -.pi { rotation += 2 * .pi }
        return DeltaDecomposition(
            translateX: a.translateX - b.translateX, translateY: a.translateY - b.translateY,
            scaleX: a.scaleX - b.scaleX, scaleY: a.scaleY - b.scaleY, rotation: rotation, shear: a.shear - b.shear
        ).encoded
    }
}

/// A transform delta for additive animation, stored in a CATransform3D's otherwise unused entries so the
/// value stays one type: m13 m14 m23 m24 m31 m32 hold the six components, m44 is 0 to mark it.
struct DeltaDecomposition {
    var translateX = 0.0, translateY = 0.0, scaleX = 0.0, scaleY = 0.0, rotation = 0.0, shear = 0.0

    init(translateX: Double, translateY: Double, scaleX: Double, scaleY: Double, rotation: Double, shear: Double) {
        (self.translateX, self.translateY, self.scaleX, self.scaleY, self.rotation, self.shear) =
            (translateX, translateY, scaleX, scaleY, rotation, shear)
    }

    init(_ t: CATransform3D) {
        if t.m44 == 0 {
            (translateX, translateY, scaleX, scaleY, rotation, shear) =
                (Double(t.m13), Double(t.m14), Double(t.m23), Double(t.m24), Double(t.m31), Double(t.m32))
        } else {
            // A plain transform used as a delta: its decomposition relative to the identity.
            let d = TransformDecomposition(t)
            (translateX, translateY, scaleX, scaleY, rotation, shear) =
                (d.translateX, d.translateY, d.scaleX - 1, d.scaleY - 1, d.rotation, d.shear)
        }
    }

    var encoded: CATransform3D {
        var t = CATransform3D()
        t.m44 = 0
        t.m11 = 0
        t.m22 = 0
        t.m33 = 0
        (t.m13, t.m14, t.m23, t.m24, t.m31, t.m32) =
            (
                CGFloat(translateX), CGFloat(translateY), CGFloat(scaleX), CGFloat(scaleY), CGFloat(rotation),
                CGFloat(shear)
            )
        return t
    }
}
