import Foundation

extension UIView {
    // MARK: The animate family (SEMANTICS §10.3)

    /// Animates the changes `animations` makes to views: each changed property takes its new value at once,
    /// while what is drawn moves from the old value over `duration` after `delay` with the options' curve.
    /// `completion(true)` runs after the last frame; `completion(false)` when an animation is removed early.
    /// A duration of 0 or less applies the changes at once and calls completion on the next turn of the loop.
    ///
    /// - Precondition: `duration` and `delay` are not NaN or infinite (negative values count as 0).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimationBlock(
            duration: duration, delay: delay, options: options, spring: nil,
            method: "animate(withDuration:delay:options:)",
            animations: animations, completion: completion)
    }

    /// Animates with the default curve and no delay.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates with a damped spring that settles (within 0.001) over `duration`: `dampingRatio` 1 comes to
    /// rest without overshooting, smaller values oscillate; `velocity` is the initial speed in units of the
    /// whole distance per second. Damping outside (0, 1] is clamped into it.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        precondition(
            !dampingRatio.isNaN && velocity.isFinite,
            "UIView.animate(usingSpringWithDamping:initialSpringVelocity:): damping \(dampingRatio) and velocity \(velocity) must be numbers"
        )
        let ratio = min(max(Double(dampingRatio), 0.001), 1)
        let settle = max(duration.isFinite ? duration : 0, 0)
        let spring =
            settle > 0 ? SpringCurve(dampingRatio: ratio, settlingIn: settle, initialVelocity: Double(velocity)) : nil
        runAnimationBlock(
            duration: duration, delay: delay, options: options, spring: spring,
            method: "animate(withDuration:delay:usingSpringWithDamping:)", animations: animations,
            completion: completion)
    }

    /// Animates with a spring described by its perceptual duration and bounce (iOS 17's form).
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        precondition(duration.isFinite, "UIView.animate(springDuration:): duration must be finite, got \(duration)")
        let spring = CASpringAnimation(perceptualDuration: max(duration, 0.01), bounce: bounce)
        spring.initialVelocity = velocity
        let curve = spring.curve
        runAnimationBlock(
            duration: curve.settlingDuration(), delay: delay, options: options, spring: curve,
            method: "animate(springDuration:bounce:)", animations: animations, completion: completion)
    }

    private class func runAnimationBlock(
        duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, spring: SpringCurve?, method: String,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        precondition(
            !duration.isNaN && !duration.isInfinite, "UIView.\(method): duration must be finite, got \(duration)")
        precondition(!delay.isNaN && !delay.isInfinite, "UIView.\(method): delay must be finite, got \(delay)")
        var duration = max(duration, 0), delay = max(delay, 0)
        var options = options
        var spring = spring
        // A nested block inherits the enclosing one's duration and curve unless it overrides them.
        if case .timed(let outerDuration, let outerDelay, let outerOptions, let outerSpring)? = AnimationRecorder
            .current?.kind
        {
            if !options.contains(.overrideInheritedDuration) {
                duration = outerDuration
                delay = outerDelay
            }
            if !options.contains(.overrideInheritedCurve) {
                options = AnimationOptions(
                    rawValue: (options.rawValue & ~(0xF << 16)) | (outerOptions.rawValue & (0xF << 16)))
                spring = outerSpring
            }
        }
        let group = AnimationCompletionGroup(parent: CATransaction.enclosingGroup, completion: completion)
        let animated = duration > 0 && AnimationRecorder.animationsEnabled
        let context = ViewAnimationContext(
            kind: animated ? .timed(duration: duration, delay: delay, options: options, spring: spring) : .disabled,
            group: group)
        AnimationRecorder.push(context)
        animations()
        if options.contains(.layoutSubviews) {
            for view in context.touchedViews { view.layoutIfNeeded() }
        }
        AnimationRecorder.pop()
        group.seal()
    }

    /// Runs `animations` with every change taking effect at once, inside or outside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationRecorder.push(ViewAnimationContext(kind: .disabled, group: nil))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        actionsWithoutAnimation()
        CATransaction.commit()
        AnimationRecorder.pop()
    }

    /// Turns view animations on or off for the whole application.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        AnimationRecorder.animationsEnabled = enabled
    }

    /// Whether view animations are enabled.
    public class var areAnimationsEnabled: Bool { AnimationRecorder.animationsEnabled }

    /// The duration of the animation block being run, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval { AnimationRecorder.current?.duration ?? 0 }

    // MARK: Keyframes

    /// Animates through keyframes added inside `animations` with `addKeyframe(withRelativeStartTime:…)`;
    /// changes made outside a keyframe run over the whole duration.
    ///
    /// - Precondition: `duration` and `delay` are finite.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        precondition(duration.isFinite, "UIView.animateKeyframes: duration must be finite, got \(duration)")
        precondition(delay.isFinite, "UIView.animateKeyframes: delay must be finite, got \(delay)")
        let duration = max(duration, 0), delay = max(delay, 0)
        let group = AnimationCompletionGroup(parent: CATransaction.enclosingGroup, completion: completion)
        let animated = duration > 0 && AnimationRecorder.animationsEnabled
        let context = ViewAnimationContext(
            kind: animated ? .keyframes(duration: duration, delay: delay, options: options) : .disabled, group: group)
        AnimationRecorder.push(context)
        animations()
        AnimationRecorder.pop()
        AnimationRecorder.commitKeyframes(of: context)
        group.seal()
    }

    /// Inside `animateKeyframes`: the changes `animations` makes happen between `frameStartTime` and
    /// `frameStartTime + frameDuration` (fractions of the whole duration).
    ///
    /// - Precondition: Both values are finite and in [0, 1].
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        precondition(
            frameStartTime.isFinite && frameDuration.isFinite && (0...1).contains(frameStartTime)
                && (0...1).contains(frameDuration),
            "UIView.addKeyframe: relative start \(frameStartTime) and duration \(frameDuration) must lie in [0, 1]")
        guard let context = AnimationRecorder.current, case .keyframes = context.kind else {
            animations()
            return
        }
        let saved = context.keyframe
        context.keyframe = (frameStartTime, frameDuration)
        animations()
        context.keyframe = saved
    }

    // MARK: Transitions

    /// Changes a view's content with a transition: the old look cross-dissolves, flips (drawn in 2-D as a
    /// squeeze through the middle) or curls (drawn as sliding away) into the new one over `duration`.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        precondition(duration.isFinite, "UIView.transition(with:duration:): duration must be finite, got \(duration)")
        let group = AnimationCompletionGroup(parent: CATransaction.enclosingGroup, completion: completion)
        let kind = options.transitionKind
        let animated = duration > 0 && kind != 0 && AnimationRecorder.animationsEnabled && view.window != nil
        let snapshot = animated ? EngineServices.current.snapshot(of: view) : nil
        UIView.performWithoutAnimation { animations?() }
        if animated {
            let transition = TransitionAnimation()
            transition.kind = kind
            transition.snapshot = snapshot
            transition.timingFunction = options.timingFunction
            AnimationRecorder.configure(
                transition, duration: max(duration, 0), delay: 0, options: options, group: group)
            view.layer.add(transition, forKey: "transition")
        }
        group.seal()
    }

    /// Replaces `fromView` with `toView` in its superview with a transition (hides and shows them instead with
    /// `.showHideTransitionViews`).
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            completion?(true)
            return
        }
        transition(
            with: container, duration: duration, options: options,
            animations: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else {
                    container.insertSubview(toView, aboveSubview: fromView)
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }
}

/// `UIView.transition(with:…)`'s animation: a `CATransition` whose look is one of the view options' kinds.
final class TransitionAnimation: CATransition {
    var kind = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TransitionAnimation
        copy.kind = kind
        return copy
    }
}

/// How a view in a transition is drawn at one instant: the old content (a snapshot) and the new.
public struct TransitionAppearance {
    /// The renderer's snapshot of the old content, or nil.
    public let snapshot: AnyObject?
    /// The opacity of the old content.
    public let snapshotAlpha: CGFloat
    /// A transform about the view's centre applied to the old content.
    public let snapshotTransform: CGAffineTransform
    /// The opacity multiplier of the new content.
    public let contentAlpha: CGFloat
    /// A transform about the view's centre applied to the new content.
    public let contentTransform: CGAffineTransform
    /// Whether the two are cross-faded (old × (1 − p) + new × p, opaque throughout) rather than stacked.
    public var crossFades = false
    /// Whether the old content is drawn over the new (a curl up) rather than under it.
    public var oldContentOnTop = false
}

extension CALayer {
    /// The transition in flight on this layer at the last frame, or nil.
    public var transitionAppearance: TransitionAppearance? {
        // Asked for every layer drawn in every frame: a plain loop (a key-path closure costs a call per entry).
        var found: AnimationEntry?
        for entry in animationEntries.reversed() where entry.isTransition {
            found = entry
            break
        }
        guard let entry = found,
            let transition = entry.animation as? CATransition
        else { return nil }
        let (phase, fraction, _) = transition.timing(
            at: localTime(atMediaTime: CACurrentMediaTime()), begin: entry.begin)
        guard phase != .after else { return nil }
        var p = CGFloat(transition.curved(phase == .before ? 0 : fraction))
        guard let viewTransition = transition as? TransitionAnimation else {
            let start = CGFloat(min(max(transition.startProgress, 0), 1))
            let end = CGFloat(min(max(transition.endProgress, 0), 1))
            p = start + (end - start) * p
            return transition.appearance(at: p, in: bounds.size)
        }
        let height = bounds.height
        switch viewTransition.kind {
        case 1, 2, 6, 7:
            // A flip drawn in 2-D: the old content narrows to nothing, then the new widens from nothing.
            let horizontal = viewTransition.kind <= 2
            let firstHalf = p < 0.5
            let s = max(abs(1 - 2 * p), 0.001)
            let squeeze = horizontal ? CGAffineTransform(scaleX: s, y: 1) : CGAffineTransform(scaleX: 1, y: s)
            return TransitionAppearance(
                snapshot: transition.snapshot, snapshotAlpha: firstHalf ? 1 : 0, snapshotTransform: squeeze,
                contentAlpha: firstHalf ? 0 : 1, contentTransform: squeeze)
        case 3:
            var look = TransitionAppearance(
                snapshot: transition.snapshot, snapshotAlpha: 1 - p,
                snapshotTransform: CGAffineTransform(translationX: 0, y: -height * p), contentAlpha: 1,
                contentTransform: .identity)
            look.oldContentOnTop = true
            return look
        case 4:
            return TransitionAppearance(
                snapshot: transition.snapshot, snapshotAlpha: 1, snapshotTransform: .identity, contentAlpha: p,
                contentTransform: CGAffineTransform(translationX: 0, y: -height * (1 - p)))
        default:
            var look = TransitionAppearance(
                snapshot: transition.snapshot, snapshotAlpha: 1 - p, snapshotTransform: .identity, contentAlpha: p,
                contentTransform: .identity)
            look.crossFades = true
            return look
        }
    }

    /// Whether a transition is in flight (the renderer then draws `transitionAppearance`).
    var hasTransition: Bool { animationEntries.contains { $0.isTransition } }
}
