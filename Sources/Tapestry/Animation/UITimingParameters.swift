import Foundation

/// The kind of timing curve a provider describes.
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

/// Describes the pacing of a property animator.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// Which kind of curve this is.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic parameters, when it has them.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, when it has them.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The named curve this was made from (`.easeInOut` for custom control points).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint

    /// The default curve (ease in and out).
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// A named curve.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let function = curve.timingFunction
        controlPoint1 = function.c1
        controlPoint2 = function.c2
    }

    /// A curve with custom control points.
    ///
    /// - Precondition: The points are finite and their x coordinates lie in [0, 1].
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        precondition(
            point1.isFinite && point2.isFinite && (0...1).contains(point1.x) && (0...1).contains(point2.x),
            "UICubicTimingParameters: control points need finite values and x in [0, 1], got \(point1), \(point2)")
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    /// Which kind of curve this is.
    public var timingCurveType: UITimingCurveType { .cubic }
    /// The cubic parameters, or nil.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// The spring parameters, or nil.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    var function: CAMediaTimingFunction {
        CAMediaTimingFunction(
            controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x),
            Float(controlPoint2.y))
    }
}

/// A damped spring timing curve: by damping ratio (the animator's duration is kept) or by mass, stiffness and
/// damping (the spring's own settling time is the duration).
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The damping ratio, 0 < ratio ≤ 1 (1 for the mass-and-stiffness form).
    public let dampingRatio: CGFloat
    /// The initial velocity, in units of the distance to travel per second.
    public let initialVelocity: CGVector
    let physical: (mass: Double, stiffness: Double, damping: Double)?

    /// A critically damped spring.
    public override convenience init() { self.init(dampingRatio: 1, initialVelocity: .zero) }

    /// A spring with `ratio` damping.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// A spring with `ratio` damping and an initial velocity; a ratio outside (0, 1] is clamped into it.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        precondition(!ratio.isNaN, "UISpringTimingParameters: dampingRatio must be a number, got \(ratio)")
        precondition(
            velocity.dx.isFinite && velocity.dy.isFinite,
            "UISpringTimingParameters: initialVelocity must be finite, got \(velocity)")
        dampingRatio = min(max(ratio, 0.001), 1)
        initialVelocity = velocity
        physical = nil
    }

    /// A spring from physical values; the animation lasts as long as the spring takes to settle.
    ///
    /// - Precondition: `mass` and `stiffness` are finite and positive, `damping` finite and not negative.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        precondition(mass > 0 && mass.isFinite, "UISpringTimingParameters: mass must be finite and > 0, got \(mass)")
        precondition(
            stiffness > 0 && stiffness.isFinite,
            "UISpringTimingParameters: stiffness must be finite and > 0, got \(stiffness)")
        precondition(
            damping >= 0 && damping.isFinite,
            "UISpringTimingParameters: damping must be finite and >= 0, got \(damping)")
        physical = (Double(mass), Double(stiffness), Double(damping))
        dampingRatio = min(damping / (2 * (stiffness * mass).squareRoot()), 1)
        initialVelocity = velocity
    }

    /// A spring by perceptual duration and bounce (iOS 17's form).
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        let spring = CASpringAnimation(perceptualDuration: duration, bounce: bounce)
        self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: velocity)
    }

    /// Which kind of curve this is.
    public var timingCurveType: UITimingCurveType { .spring }
    /// The cubic parameters, or nil.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// The spring parameters, or nil.
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The curve over `duration` (physical springs keep their own timing).
    func curve(duration: Double) -> SpringCurve {
        let v =
            Double(hypot(initialVelocity.dx, initialVelocity.dy))
            * (initialVelocity.dx + initialVelocity.dy < 0 ? -1 : 1)
        if let physical {
            return SpringCurve(
                mass: physical.mass, stiffness: physical.stiffness, damping: physical.damping, initialVelocity: v)
        }
        return SpringCurve(dampingRatio: Double(dampingRatio), settlingIn: max(duration, 0.001), initialVelocity: v)
    }

    /// The duration a physical spring imposes, or nil.
    var impliedDuration: Double? {
        physical == nil ? nil : curve(duration: 1).settlingDuration()
    }
}

/// A timing curve as a function from elapsed fraction to progress.
@MainActor
struct TimingCurve {
    let provider: UITimingCurveProvider
    let duration: Double

    func progress(_ f: Double) -> Double {
        if let cubic = provider.cubicTimingParameters { return cubic.function.progress(at: f) }
        if let spring = provider.springTimingParameters {
            if f >= 1 { return 1 }
            return spring.curve(duration: duration).value(at: f * duration)
        }
        return f
    }
}
