import Foundation

/// Seconds, as Core Animation counts them (`CACurrentMediaTime()`).
public typealias CFTimeInterval = Double

/// The current time of the application's one clock (SEMANTICS §10.1): monotonic seconds in a real window,
/// virtual seconds under the test harness. Animation `beginTime`s are on this clock. Not isolated, as in
/// Core Animation; the clock belongs to the main thread, where UIKit code reads it.
public func CACurrentMediaTime() -> CFTimeInterval { withMainActorState(()) { UIApplication.shared.clock.now } }

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: Hashable, Sendable, RawRepresentable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing: the model value shows before and after.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The last value stays after the end (with `isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows before the begin time.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The timing a layer and an animation share (Core Animation's `CAMediaTiming`): `CALayer` and `CAAnimation`
/// adopt it, so a function can take either.
public protocol CAMediaTiming {
    /// When its time starts, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// The length of one cycle.
    var duration: CFTimeInterval { get set }
    /// How fast its time runs against its parent's.
    var speed: Float { get set }
    /// Added to its time.
    var timeOffset: CFTimeInterval { get set }
    /// How many cycles.
    var repeatCount: Float { get set }
    /// How long to repeat, instead of a count.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle runs forwards then backwards.
    var autoreverses: Bool { get set }
    /// What shows outside the active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

extension CALayer: CAMediaTiming {}
extension CAAnimation: CAMediaTiming {}

/// Hears when an animation starts and stops. Core Animation keeps its delegate strongly.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation started (its begin time was reached).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran to its end, false when it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract animation: timing (`duration`, `beginTime`, `speed`, `timeOffset`, repeats, `autoreverses`,
/// `fillMode`), a timing curve, removal on completion and a delegate. Add a concrete subclass to a layer with
/// `CALayer.add(_:forKey:)`; the layer keeps a copy.
open class CAAnimation: NSObject, NSCopying {
    /// An archived object: nil, as Tapestry reads no archives (here because UIKit's adopts `NSSecureCoding`, so a
    /// subclass written for UIKit keeps its `required init?(coder:)` and may call this one).
    public required init?(coder: NSCoder) { return nil }

    // The timing below is read for every animation of every layer in every frame; like the view properties
    // marked the same way, it is never passed inout across a call, so it skips the dynamic exclusivity check.

    /// The length of one cycle in seconds; 0 means Core Animation's default of 0.25 s.
    @exclusivity(unchecked) open var duration: CFTimeInterval = 0
    /// When the animation starts, on `CACurrentMediaTime()`'s clock; 0 means when it is added.
    @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0
    /// Extra local time added at the start (starts part-way through).
    @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0
    /// How fast local time runs relative to the clock.
    @exclusivity(unchecked) open var speed: Float = 1
    /// How many cycles to run (fractions allowed; `.infinity` forever); 0 means 1.
    @exclusivity(unchecked) open var repeatCount: Float = 0
    /// How long to repeat, in seconds, instead of `repeatCount`.
    @exclusivity(unchecked) open var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle runs forwards then backwards.
    @exclusivity(unchecked) open var autoreverses = false
    /// What shows outside the active time.
    @exclusivity(unchecked) open var fillMode: CAMediaTimingFillMode = .removed
    /// The pacing of each cycle; nil is linear.
    @exclusivity(unchecked) open var timingFunction: CAMediaTimingFunction?
    /// Whether the layer drops the animation when it ends; true by default.
    @exclusivity(unchecked) open var isRemovedOnCompletion = true
    /// Told when the animation starts and stops (kept strongly, as Core Animation does).
    open var delegate: CAAnimationDelegate?

    /// Creates an animation with default timing.
    public override init() { super.init() }

    /// A new animation of the same class with the same settings (the layer adds a copy), made through the
    /// class's `init()` as `copyWithZone:` makes it.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = ClassValueInitializers.make(type(of: self))
        copyTiming(to: copy)
        return copy
    }

    func copyTiming(to copy: CAAnimation) {
        copy.duration = duration
        copy.beginTime = beginTime
        copy.timeOffset = timeOffset
        copy.speed = speed
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.timingFunction = timingFunction
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.delegate = delegate
        copy.completionGroup = completionGroup
        copy.blocksInteraction = blocksInteraction
        copy.keyedValues = keyedValues
    }

    /// Values the app keeps on the animation under keys of its own (Core Animation's key-value coding):
    /// copied with it, so a delegate finds them on the animation it is told about.
    var keyedValues: [String: Any] = [:]

    /// Keeps `value` under `key` (nil removes it).
    open func setValue(_ value: Any?, forKey key: String) { keyedValues[key] = value }

    /// The value kept under `key`, or nil.
    open func value(forKey key: String) -> Any? { keyedValues[key] }

    /// The default value of a key, as `CAAnimation.defaultValue(forKey:)`.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    open override var description: String { "<\(type(of: self)): duration = \(effectiveDuration)>" }

    // MARK: Engine state

    /// The UIView animation block (or transaction) whose completion waits for this animation.
    var completionGroup: AnimationCompletionGroup?
    /// Whether the animated view ignores touches while this runs (a UIView animation without
    /// `.allowUserInteraction`).
    var blocksInteraction = false

    var effectiveDuration: CFTimeInterval { duration > 0 ? duration : 0.25 }

    /// The length of one pass (forwards, and back again when autoreversing).
    var cycleDuration: CFTimeInterval { effectiveDuration * (autoreverses ? 2 : 1) }

    /// The local time from the start to the end, in the animation's own time (infinite when repeating forever).
    var activeDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? Double(repeatCount) : 1
        return count.isInfinite ? .infinity : cycleDuration * count
    }

    /// The clock time at which the animation ends (infinity when it repeats forever).
    func endTime(begin: CFTimeInterval) -> CFTimeInterval {
        let s = Double(speed)
        guard s > 0 else { return .infinity }
        return begin + max(0, activeDuration - timeOffset) / s
    }

    enum Phase: Equatable {
        /// Not started yet; `fraction` is the value to show when filling backwards.
        case before
        case active
        case after
    }

    /// Where in a cycle the animation is at clock time `now`: the phase and the linear fraction of one
    /// forward pass (0…1, already reversed on a backward pass), and the seconds into the pass.
    func timing(at now: CFTimeInterval, begin: CFTimeInterval) -> (phase: Phase, fraction: Double, seconds: Double) {
        let local = (now - begin) * Double(speed) + timeOffset
        let d = effectiveDuration
        if local < 0 { return (.before, 0, 0) }
        let active = activeDuration
        if local >= active - 1e-9 {
            return (.after, fractionInCycle(active, d), fractionInCycle(active, d) * d)
        }
        let f = fractionInCycle(local, d)
        return (.active, f, f * d)
    }

    private func fractionInCycle(_ time: Double, _ d: Double) -> Double {
        let cycle = cycleDuration
        guard cycle > 0, time.isFinite else { return 1 }
        var t = time.truncatingRemainder(dividingBy: cycle)
        // The end of a whole number of cycles is the end of the last cycle, not the start of the next.
        if t < 1e-9, time > 0 { t = cycle }
        if autoreverses, t > d { t = 2 * d - t }
        return min(max(t / d, 0), 1)
    }

    /// The timing curve applied to a linear fraction.
    func curved(_ fraction: Double) -> Double {
        timingFunction?.progress(at: fraction) ?? fraction
    }
}

/// An animation of one property of a layer, named by `keyPath` ("position", "opacity", "transform.scale",
/// "bounds.size.width", …).
open class CAPropertyAnimation: CAAnimation {
    /// The animated property.
    open var keyPath: String? { didSet { parsedKeyPath = nil } }

    /// `keyPath` split into its base key and component, computed once (animations are sampled every frame).
    var splitKeyPath: (base: String, component: String?)? {
        if let parsedKeyPath { return parsedKeyPath }
        guard let keyPath else { return nil }
        let split = CALayer.split(keyPath)
        parsedKeyPath = (split.0, split.1)
        return parsedKeyPath
    }
    private var parsedKeyPath: (base: String, component: String?)?
    /// Whether the value is added to the model value (and to other animations) instead of replacing it.
    @exclusivity(unchecked) open var isAdditive = false
    /// Whether repeated cycles build on the previous cycle's end value.
    @exclusivity(unchecked) open var isCumulative = false

    /// Creates an animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAPropertyAnimation
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
        return copy
    }

    open override var description: String {
        "<\(type(of: self)): keyPath = \(keyPath ?? "nil"); duration = \(effectiveDuration)>"
    }

    /// The value this animation contributes at the given timing, given the value composed so far (`base`):
    /// nil when it contributes nothing.
    @MainActor func value(fraction: Double, seconds: Double, base: AnimatableValue) -> AnimatableValue? { nil }
}

/// Interpolates one property between `fromValue` and `toValue` (or by `byValue`): whichever of them is nil is
/// the value the layer shows without this animation, as Core Animation defines.
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value.
    open var fromValue: Any? { didSet { converted = nil } }
    /// The end value.
    open var toValue: Any? { didSet { converted = nil } }
    /// The change from the start value.
    open var byValue: Any? { didSet { converted = nil } }

    /// The three values converted once.
    private var converted: (from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CABasicAnimation
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
        return copy
    }

    /// The two ends given the value composed so far.
    func endpoints(base: AnimatableValue) -> (AnimatableValue, AnimatableValue)? {
        if converted == nil {
            converted = (AnimatableValue(any: fromValue), AnimatableValue(any: toValue), AnimatableValue(any: byValue))
        }
        let (from, to, by) = converted!
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, .add(f, b))
        case (nil, let t?, let b?): return (.subtract(t, b), t)
        case (let f?, nil, nil): return (f, base)
        case (nil, let t?, nil): return (base, t)
        case (nil, nil, let b?): return (base, .add(base, b))
        default: return nil
        }
    }

    /// The progress (0 at the start, 1 at the end; a spring may pass 1) at the given timing.
    func progress(fraction: Double, seconds: Double) -> Double { curved(fraction) }

    @MainActor override func value(fraction: Double, seconds: Double, base: AnimatableValue) -> AnimatableValue? {
        guard let (from, to) = endpoints(base: isAdditive ? base.zero : base) else { return nil }
        return .interpolate(from, to, progress(fraction: fraction, seconds: seconds))
    }
}

/// A basic animation moved by a damped spring instead of a timing curve: it may overshoot `toValue`.
/// Set `duration` to `settlingDuration` to let it come to rest.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring; 1 by default.
    open var mass: CGFloat = 1 {
        didSet { precondition(mass > 0 && mass.isFinite, "CASpringAnimation.mass must be finite and > 0, got \(mass)") }
    }
    /// The spring's stiffness; 100 by default.
    open var stiffness: CGFloat = 100 {
        didSet {
            precondition(
                stiffness > 0 && stiffness.isFinite,
                "CASpringAnimation.stiffness must be finite and > 0, got \(stiffness)")
        }
    }
    /// The damping; 10 by default.
    open var damping: CGFloat = 10 {
        didSet {
            precondition(
                damping >= 0 && damping.isFinite, "CASpringAnimation.damping must be finite and >= 0, got \(damping)")
        }
    }
    /// The velocity at the start, in units of the distance to travel per second.
    open var initialVelocity: CGFloat = 0

    /// A spring that takes about `perceptualDuration` seconds and overshoots by `bounce` (0 none, up to 1).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let response = max(perceptualDuration, 0.01)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        stiffness = CGFloat(pow(2 * Double.pi / response, 2))
        damping = CGFloat(4 * Double.pi * min(max(Double(ratio), 0.01), 10) / response)
        duration = settlingDuration
    }

    /// How long the spring takes to come to rest within 0.001 of the target.
    open var settlingDuration: CFTimeInterval { curve.settlingDuration() }

    var curve: SpringCurve {
        SpringCurve(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity))
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CASpringAnimation
        (copy.mass, copy.stiffness, copy.damping, copy.initialVelocity) = (mass, stiffness, damping, initialVelocity)
        return copy
    }

    override func progress(fraction: Double, seconds: Double) -> Double {
        curve.value(at: seconds)
    }
}
