import Foundation

/// The states of an interruptible animation.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: the animations are not applied.
    case inactive = 0
    /// Started (running or paused).
    case active = 1
    /// Stopped with `stopAnimation(false)`; `finishAnimation(at:)` must follow.
    case stopped = 2
}

/// Where an animation ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}

/// An animation that can be started, paused, scrubbed, reversed and stopped.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An interruptible animation that accepts more animations and completions, and new timing mid-flight.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

/// An animation driven by a property animator: its value is the animator's progress between the old and new
/// values of one property, added on top of the model (so it blends with other animations).
final class DrivenAnimation: CAPropertyAnimation {
    weak var animator: UIViewPropertyAnimator?
    var delta: AnimatableValue = .scalar(0)
    var startProgress = 0.0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! DrivenAnimation
        copy.animator = animator
        copy.delta = delta
        copy.startProgress = startProgress
        return copy
    }

    @MainActor override func value(fraction: Double, seconds: Double, base: AnimatableValue) -> AnimatableValue? {
        guard let animator else { return nil }
        let p = animator.presentedProgress
        let local = startProgress >= 1 ? 1 : (p - startProgress) / (1 - startProgress)
        return .interpolate(delta, delta.zero, max(local, startProgress > 0 ? 0 : -.infinity))
    }
}
