import Foundation

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: Hashable, Sendable, RawRepresentable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Constant speed.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow at the start.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow at the end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve of implicit animations.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) mapping elapsed time to progress, as Core Animation
/// defines them (`linear` 0,0,1,1; `easeIn` 0.42,0,1,1; `easeOut` 0,0,0.58,1; `easeInEaseOut` 0.42,0,0.58,1;
/// `default` 0.25,0.1,0.25,1).
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    let c1: CGPoint
    let c2: CGPoint

    /// A curve with control points (c1x, c1y) and (c2x, c2y).
    ///
    /// - Precondition: The x coordinates lie in [0, 1] and every value is finite.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        precondition(
            [c1x, c1y, c2x, c2y].allSatisfy(\.isFinite) && (0...1).contains(c1x) && (0...1).contains(c2x),
            "CAMediaTimingFunction: control points need x in [0, 1] and finite values, got \(c1x), \(c1y), \(c2x), \(c2y)"
        )
        c1 = CGPoint(x: CGFloat(c1x), y: CGFloat(c1y))
        c2 = CGPoint(x: CGFloat(c2x), y: CGFloat(c2y))
        super.init()
    }

    /// An archived curve: nil, as Tapestry reads no archives (here because UIKit's adopts `NSSecureCoding`, so a
    /// subclass written for UIKit keeps its `required init?(coder:)` and may call this one).
    public required init?(coder: NSCoder) { return nil }

    /// One of the predefined curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// The control point at `index` (0 and 3 are the fixed ends) written into `ptr`.
    public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: CGPoint = [CGPoint.zero, c1, c2, CGPoint(x: 1, y: 1)][min(max(index, 0), 3)]
        ptr[0] = Float(point.x)
        ptr[1] = Float(point.y)
    }

    /// Whether two curves have the same control points (`isEqual(_:)`, which `==` uses).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return c1 == other.c1 && c2 == other.c2
    }

    /// Combines the control points `isEqual(_:)` compares.
    open override var hash: Int {
        var hasher = Hasher()
        for value in [c1.x, c1.y, c2.x, c2.y] { hasher.combine(value) }
        return hasher.finalize()
    }

    /// A textual form of the curve.
    open override var description: String { "CAMediaTimingFunction(\(c1.x), \(c1.y), \(c2.x), \(c2.y))" }

    var isLinear: Bool { c1.x == c1.y && c2.x == c2.y }

    /// The progress at elapsed fraction `x` (0…1).
    func progress(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if isLinear { return x }
        let t = parameter(forX: x)
        return Self.bezier(t, Double(c1.y), Double(c2.y))
    }

    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// Solves x(t) = x for t: Newton's method, with bisection when the slope is flat.
    private func parameter(forX x: Double) -> Double {
        let p1 = Double(c1.x), p2 = Double(c2.x)
        var t = x
        for _ in 0..<8 {
            let error = Self.bezier(t, p1, p2) - x
            if abs(error) < 1e-7 { return t }
            let d = Self.derivative(t, p1, p2)
            if abs(d) < 1e-6 { break }
            t -= error / d
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<60 {
            let value = Self.bezier(t, p1, p2)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
