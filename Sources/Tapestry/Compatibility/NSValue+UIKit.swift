import Foundation

// The NSValue boxes UIKit and Core Animation code puts geometry in: `NSValue(cgPoint:)`,
// `NSValue(caTransform3D:)` and the rest, with their `…Value` getters. Points, sizes and rectangles are
// Foundation's own boxes (`NSValue(point:)`…); transforms and insets are stored as arrays of doubles, the
// structs' fields in declaration order, under the type encoding their `objCType` reports.

extension NSValue {
    /// A value holding a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A value holding a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A value holding a vector.
    public convenience init(cgVector vector: CGVector) { self.init(doubles: [vector.dx, vector.dy], type: "[2d]") }
    /// A value holding a 3-D transform.
    public convenience init(caTransform3D transform: CATransform3D) {
        self.init(doubles: transform.fields, type: NSValue.transform3DType)
    }
    /// A value holding an affine transform.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(
            doubles: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty],
            type: NSValue.affineTransformType)
    }
    /// A value holding edge insets.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(doubles: [insets.top, insets.left, insets.bottom, insets.right], type: NSValue.edgeInsetsType)
    }
    /// A value holding an offset.
    public convenience init(uiOffset offset: UIOffset) {
        self.init(doubles: [offset.horizontal, offset.vertical], type: NSValue.offsetType)
    }

    /// The point the value holds (zero when it holds something else).
    public var cgPointValue: CGPoint { holds("{CGPoint") ? pointValue : .zero }
    /// The size the value holds (zero when it holds something else).
    public var cgSizeValue: CGSize { holds("{CGSize") ? sizeValue : .zero }
    /// The rectangle the value holds (zero when it holds something else).
    public var cgRectValue: CGRect { holds("{CGRect") ? rectValue : .zero }
    /// The vector the value holds (zero when it holds something else).
    public var cgVectorValue: CGVector {
        guard let d = doubles(ofType: "[2d]") else { return CGVector(dx: 0, dy: 0) }
        return CGVector(dx: d[0], dy: d[1])
    }
    /// The 3-D transform the value holds (the identity when it holds something else).
    public var caTransform3DValue: CATransform3D {
        guard let d = doubles(ofType: NSValue.transform3DType) else { return CATransform3DIdentity }
        return CATransform3D(fields: d)
    }
    /// The affine transform the value holds (the identity when it holds something else).
    public var cgAffineTransformValue: CGAffineTransform {
        guard let d = doubles(ofType: NSValue.affineTransformType) else { return .identity }
        return CGAffineTransform(a: d[0], b: d[1], c: d[2], d: d[3], tx: d[4], ty: d[5])
    }
    /// The edge insets the value holds (zero when it holds something else).
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard let d = doubles(ofType: NSValue.edgeInsetsType) else { return .zero }
        return UIEdgeInsets(top: d[0], left: d[1], bottom: d[2], right: d[3])
    }
    /// The offset the value holds (zero when it holds something else).
    public var uiOffsetValue: UIOffset {
        guard let d = doubles(ofType: NSValue.offsetType) else { return .zero }
        return UIOffset(horizontal: d[0], vertical: d[1])
    }

    // Distinct encodings for same-sized structs, so that a getter can tell what a value holds.
    static let transform3DType = "[16d]"
    static let affineTransformType = "[6d]"
    static let edgeInsetsType = "[4d]"
    static let offsetType = "[2d ]"

    private convenience init(doubles: [CGFloat], type: String) {
        let values = doubles.map(Double.init)
        self.init(bytes: values, objCType: type)
    }

    private func holds(_ prefix: String) -> Bool { String(cString: objCType).hasPrefix(prefix) }

    private func doubles(ofType type: String) -> [CGFloat]? {
        guard String(cString: objCType) == type else { return nil }
        let count = type == NSValue.offsetType ? 2 : Int(type.dropFirst().prefix { $0.isNumber })!
        var values = [Double](repeating: 0, count: count)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return values.map { CGFloat($0) }
    }

    /// What Core Animation can interpolate from this value, for `fromValue`, `toValue` and keyframes.
    var animatableValue: AnimatableValue? {
        let type = String(cString: objCType)
        if type.hasPrefix("{CGPoint") { return .point(pointValue) }
        if type.hasPrefix("{CGSize") { return .size(sizeValue) }
        if type.hasPrefix("{CGRect") { return .rect(rectValue) }
        if type == NSValue.transform3DType { return .transform(caTransform3DValue) }
        if type == NSValue.affineTransformType { return .transform(CATransform3D(cgAffineTransformValue)) }
        return nil
    }
}

extension CATransform3D {
    /// The sixteen entries, row by row.
    fileprivate var fields: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// A transform from sixteen entries, row by row.
    fileprivate init(fields f: [CGFloat]) {
        self.init(
            m11: f[0], m12: f[1], m13: f[2], m14: f[3], m21: f[4], m22: f[5], m23: f[6], m24: f[7], m31: f[8],
            m32: f[9], m33: f[10], m34: f[11], m41: f[12], m42: f[13], m43: f[14], m44: f[15])
    }
}

extension NSValue {
    /// The smallest range covering every range in `values` (UIKit 26's multi-range delegate methods fall back to
    /// their single-range forms with it); `NSNotFound` at length 0 for none.
    static func union(of values: [NSValue]) -> NSRange {
        let ranges = values.map(\.rangeValue).filter { $0.location != NSNotFound }
        guard let first = ranges.first else { return NSRange(location: NSNotFound, length: 0) }
        let start = ranges.map(\.location).min() ?? first.location
        let end = ranges.map { $0.location + $0.length }.max() ?? first.location + first.length
        return NSRange(location: start, length: end - start)
    }
}
