import Foundation

/// An animation of view properties you control while it runs (SEMANTICS §10.5): start, pause, scrub with
/// `fractionComplete`, reverse, continue with new timing, stop, finish. The animated views stay touchable
/// (hit-testing uses the model values).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The length of the whole animation.
    public let duration: TimeInterval
    /// The delay before a `startAnimation(afterDelay:)`-started animation moves.
    public private(set) var delay: TimeInterval = 0
    /// The pacing.
    public let timingParameters: UITimingCurveProvider?
    /// Whether it can be paused and stopped; true by default.
    open var isInterruptible = true
    /// Whether the animated views receive touches; true by default.
    open var isUserInteractionEnabled = true
    /// Whether the app hit-tests the presentation itself (the engine always hit-tests the model values).
    open var isManualHitTestingEnabled = false
    /// Whether a paused animator's `fractionComplete` maps linearly to what is drawn; true by default.
    open var scrubsLinearly = true
    /// Whether it stays active and paused at the end instead of completing.
    open var pausesOnCompletion = false

    /// Inactive, active or stopped.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animation is moving (active and not paused).
    public private(set) var isRunning = false

    private var pendingAnimations: [(block: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private struct Track {
        weak var layer: CALayer?
        let key: String
        let from: AnimatableValue
        let to: AnimatableValue
    }
    private var tracks: [Track] = []
    /// The linear fraction (what `fractionComplete` reports).
    private var fraction = 0.0
    /// The progress drawn (the curve applied; a spring may pass 1).
    private(set) var presentedProgress = 0.0
    /// A re-timed stretch after a scrub or `continueAnimation`: from (fraction, progress) to the end.
    private struct Segment {
        var startFraction: Double
        var startProgress: Double
        var endFraction: Double
        var endProgress: Double
        var duration: Double
        var elapsed: Double
        var curve: TimingCurve
    }
    private var segment: Segment?
    private var lastFrameTime: Double?
    private var delayTimer: RunLoopClock.Timer?
    private var reversed = false

    /// An animator with the given duration and timing.
    ///
    /// - Precondition: `duration` is finite and not negative.
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        precondition(
            duration.isFinite && duration >= 0,
            "UIViewPropertyAnimator: duration must be finite and >= 0, got \(duration)")
        let implied = (parameters as? UISpringTimingParameters)?.impliedDuration
        self.duration = implied ?? duration
        timingParameters = parameters
    }

    /// An animator with a named curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a custom cubic curve.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of the given damping ratio over its duration.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator and starts it at once (UIKit's `runningPropertyAnimator`).
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF)) ?? .easeInOut
        let animator = Self(duration: duration, timing: UICubicTimingParameters(animationCurve: curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// An animator with the given duration and timing (the form `runningPropertyAnimator` uses).
    public required convenience init(duration: TimeInterval, timing: UITimingCurveProvider) {
        self.init(duration: duration, timingParameters: timing)
    }

    // MARK: Adding

    /// Adds animations: before the animator starts they run with the others; while it is active they start
    /// at once and run over the rest of it.
    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start `delayFactor` (0…1) of the remaining time later.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        precondition(
            delayFactor.isFinite && (0...1).contains(delayFactor),
            "UIViewPropertyAnimator.addAnimations: delayFactor must lie in [0, 1], got \(delayFactor)")
        precondition(
            state != .stopped, "UIViewPropertyAnimator.addAnimations: the animator is stopped; finish it first")
        if state == .inactive {
            pendingAnimations.append((animation, Double(delayFactor)))
        } else {
            let start = presentedProgress + (1 - presentedProgress) * Double(delayFactor)
            run(animation, startProgress: min(start, 0.999_999))
        }
    }

    /// Adds a block run when the animation ends, with where it ended.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    private func run(_ block: () -> Void, startProgress: Double) {
        let context = ViewAnimationContext(kind: .animator(self, startProgress: startProgress), group: nil)
        AnimationRecorder.push(context)
        block()
        AnimationRecorder.pop()
    }

    func record(
        _ layer: CALayer, key: String, from old: AnimatableValue, to new: AnimatableValue, startProgress: Double
    ) {
        let animation = DrivenAnimation(keyPath: key)
        animation.animator = self
        animation.delta = AnimatableValue.subtract(old, new)
        animation.startProgress = startProgress
        animation.isAdditive = true
        animation.duration = 1e9
        animation.blocksInteraction = !isUserInteractionEnabled
        tracks.append(Track(layer: layer, key: key, from: old, to: new))
        layer.add(animation, forKey: AnimationRecorder.uniqueKey(key, on: layer))
    }

    private func activate() {
        guard state == .inactive else { return }
        state = .active
        fraction = 0
        presentedProgress = 0
        segment = nil
        let blocks = pendingAnimations
        pendingAnimations = []
        for (block, delayFactor) in blocks { run(block, startProgress: delayFactor) }
    }

    // MARK: Control

    /// Starts (or resumes) the animation.
    public func startAnimation() {
        precondition(
            state != .stopped, "UIViewPropertyAnimator.startAnimation: the animator is stopped; finish it first")
        activate()
        guard !isRunning else { return }
        resumeFromScrub()
        isRunning = true
        lastFrameTime = nil
        UIApplication.shared.frameClock.addObserver(self, retains: true) { [unowned self] now in frame(at: now) }
    }

    /// Starts the animation after `delay` seconds.
    public func startAnimation(afterDelay delay: TimeInterval) {
        precondition(
            delay.isFinite && delay >= 0,
            "UIViewPropertyAnimator.startAnimation(afterDelay:): delay must be finite and >= 0, got \(delay)")
        self.delay = delay
        guard delay > 0 else { return startAnimation() }
        activate()
        delayTimer?.invalidate()
        delayTimer = UIApplication.shared.clock.schedule(after: delay) { [weak self] in
            guard let self, self.state == .active, !self.isRunning else { return }
            self.startAnimation()
        }
    }

    /// Pauses the animation where it is (it becomes active first if needed).
    public func pauseAnimation() {
        precondition(isInterruptible, "UIViewPropertyAnimator.pauseAnimation: the animator is not interruptible")
        precondition(
            state != .stopped, "UIViewPropertyAnimator.pauseAnimation: the animator is stopped; finish it first")
        activate()
        delayTimer?.invalidate()
        guard isRunning else { return }
        isRunning = false
        UIApplication.shared.frameClock.removeObserver(self)
    }

    /// The linear fraction of the animation done, 0…1; settable while the animator is not running (values
    /// outside [0, 1] are clamped). Setting it on an inactive animator makes it active and paused.
    public var fractionComplete: CGFloat {
        get { CGFloat(fraction) }
        set {
            precondition(!newValue.isNaN, "UIViewPropertyAnimator.fractionComplete must be a number, got \(newValue)")
            guard !isRunning, state != .stopped else { return }
            activate()
            fraction = min(max(Double(newValue), 0), 1)
            presentedProgress = scrubsLinearly ? fraction : curve.progress(fraction)
            segment = nil
            scrubbed = true
            presentationChanged()
        }
    }

    private var scrubbed = false

    /// Whether the animation runs backwards, towards the start. Changing it while running turns it round.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            if isRunning, segment != nil || scrubbed {
                retime(curve: curve, durationFactor: 1)
            }
        }
    }

    /// Continues a paused animation with new timing (nil keeps the current), taking `durationFactor` × the
    /// time left.
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        precondition(
            durationFactor.isFinite && durationFactor >= 0,
            "UIViewPropertyAnimator.continueAnimation: durationFactor must be finite and >= 0, got \(durationFactor)")
        precondition(state == .active, "UIViewPropertyAnimator.continueAnimation: the animator is not active")
        let timing = TimingCurve(
            provider: parameters ?? timingParameters ?? UICubicTimingParameters(), duration: duration)
        retime(curve: timing, durationFactor: durationFactor == 0 ? 1 : Double(durationFactor))
        scrubbed = false
        if !isRunning {
            isRunning = true
            lastFrameTime = nil
            UIApplication.shared.frameClock.addObserver(self, retains: true) { [unowned self] now in frame(at: now) }
        }
    }

    /// Stops: the animated properties keep what is drawn now. With `withoutFinishing` true the animator becomes
    /// inactive and no completion runs; with false it becomes `.stopped` and `finishAnimation(at:)` must follow.
    public func stopAnimation(_ withoutFinishing: Bool) {
        precondition(isInterruptible, "UIViewPropertyAnimator.stopAnimation: the animator is not interruptible")
        guard state == .active else { return }
        let now = CACurrentMediaTime()
        var values: [(CALayer, String, AnimatableValue)] = []
        for track in tracks {
            if let layer = track.layer, let value = layer.presentedValue(forKey: track.key, at: now) {
                values.append((layer, track.key, value))
            }
        }
        removeTracks()
        UIView.performWithoutAnimation {
            for (layer, key, value) in values { layer.setModelValue(value, forKey: key) }
        }
        halt()
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { tracks = [] }
    }

    /// Ends a stopped animator at `finalPosition` and runs the completions with it.
    ///
    /// - Precondition: The animator is `.stopped`.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        precondition(
            state == .stopped,
            "UIViewPropertyAnimator.finishAnimation(at:): the animator must be stopped first (state is \(state))")
        UIView.performWithoutAnimation {
            for track in tracks {
                guard let layer = track.layer else { continue }
                switch finalPosition {
                case .end: layer.setModelValue(track.to, forKey: track.key)
                case .start: layer.setModelValue(track.from, forKey: track.key)
                case .current: break
                }
            }
        }
        complete(at: finalPosition)
    }

    // MARK: Frames

    private var curve: TimingCurve {
        TimingCurve(provider: timingParameters ?? UICubicTimingParameters(), duration: duration)
    }

    /// After a scrub the drawn progress may be off the curve: continue along a re-timed stretch.
    private func resumeFromScrub() {
        guard scrubbed else { return }
        scrubbed = false
        if abs(presentedProgress - curve.progress(fraction)) > 1e-9 { retime(curve: curve, durationFactor: 1) }
    }

    private func retime(curve: TimingCurve, durationFactor: Double) {
        let endFraction = reversed ? 0.0 : 1.0
        let remaining = abs(endFraction - fraction) * duration * durationFactor
        segment = Segment(
            startFraction: fraction, startProgress: presentedProgress, endFraction: endFraction,
            endProgress: endFraction, duration: remaining, elapsed: 0, curve: curve)
    }

    private func frame(at now: Double) {
        let dt = lastFrameTime.map { now - $0 } ?? UIApplication.shared.frameClock.frameInterval
        lastFrameTime = now
        var done = false
        if var s = segment {
            s.elapsed += dt
            let t = s.duration > 0 ? min(s.elapsed / s.duration, 1) : 1
            fraction = s.startFraction + (s.endFraction - s.startFraction) * t
            let shaped = s.curve.progress(t)
            presentedProgress = s.startProgress + (s.endProgress - s.startProgress) * shaped
            segment = s
            done = t >= 1
        } else {
            let step = duration > 0 ? dt / duration : 1
            fraction = min(max(fraction + (reversed ? -step : step), 0), 1)
            presentedProgress = reversed && fraction <= 0 ? 0 : curve.progress(fraction)
            done = reversed ? fraction <= 0 : fraction >= 1
        }
        presentationChanged()
        if done { reachedEnd() }
    }

    private func reachedEnd() {
        if pausesOnCompletion {
            halt()
            return
        }
        let position: UIViewAnimatingPosition = reversed ? .start : .end
        let finals = tracks
        removeTracks()
        if reversed {
            UIView.performWithoutAnimation {
                for track in finals { track.layer?.setModelValue(track.from, forKey: track.key) }
            }
        }
        halt()
        complete(at: position)
    }

    private func complete(at position: UIViewAnimatingPosition) {
        removeTracks()
        tracks = []
        state = .inactive
        fraction = position == .start ? 0 : (position == .end ? 1 : fraction)
        let blocks = completions
        completions = []
        for block in blocks { block(position) }
    }

    private func halt() {
        isRunning = false
        delayTimer?.invalidate()
        UIApplication.shared.frameClock.removeObserver(self)
    }

    private func removeTracks() {
        var seen: [ObjectIdentifier] = []
        for track in tracks {
            guard let layer = track.layer, !seen.contains(ObjectIdentifier(layer)) else { continue }
            seen.append(ObjectIdentifier(layer))
            layer.removeDrivenAnimations(of: self)
        }
    }

    private func presentationChanged() {
        let now = CACurrentMediaTime()
        var seen: [ObjectIdentifier] = []
        for track in tracks {
            guard let layer = track.layer, !seen.contains(ObjectIdentifier(layer)) else { continue }
            seen.append(ObjectIdentifier(layer))
            layer.updatePresented(at: now)
            layer.damageAnimatedExtent()
        }
    }
}
