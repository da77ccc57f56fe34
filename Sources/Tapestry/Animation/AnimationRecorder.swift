import Foundation

/// What a UIView animation block, a keyframe block or a property animator does with the property changes
/// made inside it.
@MainActor
final class ViewAnimationContext {
    enum Kind {
        /// `UIView.animate`: a curve or a spring over `duration` after `delay`.
        case timed(duration: Double, delay: Double, options: UIView.AnimationOptions, spring: SpringCurve?)
        /// `UIView.animateKeyframes`: changes are collected per keyframe and become keyframe animations.
        case keyframes(duration: Double, delay: Double, options: UIView.KeyframeAnimationOptions)
        /// `performWithoutAnimation`, animations disabled, or a transition's block: nothing animates.
        case disabled
        /// A property animator's block: changes become animations the animator drives.
        case animator(UIViewPropertyAnimator, startProgress: Double)
    }

    /// What the block does; a `beginAnimations` block's setters change it while it is open.
    var kind: Kind
    let group: AnimationCompletionGroup?
    /// A `beginAnimations` block's `setAnimationRepeatCount` (a count `AnimationOptions` cannot carry).
    var repeatCount: Float?
    /// The keyframe being recorded (relative start and duration), inside `addKeyframe`.
    var keyframe: (start: Double, duration: Double)?
    /// One property's keyframes, in the order they were recorded.
    struct Track {
        let layer: CALayer
        let key: String
        let initial: AnimatableValue
        var frames: [(start: Double, duration: Double, value: AnimatableValue)]
    }
    var tracks: [Track] = []
    /// The views that changed, for `.layoutSubviews`.
    var touchedViews: [UIView] = []

    init(kind: Kind, group: AnimationCompletionGroup?) {
        self.kind = kind
        self.group = group
    }

    var duration: Double {
        switch kind {
        case .timed(let d, _, _, _), .keyframes(let d, _, _): return d
        case .animator(let animator, _): return animator.duration
        case .disabled: return 0
        }
    }
}

/// Turns property changes into animations: a view's (and its layer's) changes inside a UIView animation
/// block or a property animator, and a standalone layer's changes as implicit animations of the current
/// `CATransaction`.
@MainActor
enum AnimationRecorder {
    private(set) static var contexts: [ViewAnimationContext] = []
    /// Whether a view's property setters must report changes (an animation block is open).
    private(set) static var isActive = false
    /// `UIView.setAnimationsEnabled(false)`.
    static var animationsEnabled = true

    static func push(_ context: ViewAnimationContext) {
        contexts.append(context)
        isActive = true
    }

    static func pop() {
        contexts.removeLast()
        isActive = !contexts.isEmpty
    }

    static var current: ViewAnimationContext? { contexts.last }

    /// A view property changed (called by UIView's setters only while `isActive`).
    static func view(_ view: UIView, didChange key: String, from old: AnimatableValue) {
        guard let context = contexts.last else { return }
        record(view.layer, key: key, from: old, in: context)
    }

    /// A layer property changed: the layer's action for it runs (SEMANTICS §10.7). A view's layer finds the
    /// view's answer: the block's animation inside an animation block, none outside one, unless a subclass
    /// of the view or the layer answers otherwise.
    static func layer(_ layer: CALayer, didChange key: String, from old: AnimatableValue) {
        if layer.view != nil {
            guard let action = layer.action(forKey: key) else { return }
            if action is ViewBlockAction {
                if let context = contexts.last { record(layer, key: key, from: old, in: context) }
            } else {
                run(action, on: layer, key: key, from: old)
            }
            return
        }
        guard animationsEnabled, !CATransaction.disableActions(), layer.superlayer != nil,
            layer.hostView?.window != nil, layer.hasBeenCommitted
        else { return }
        if case .disabled? = contexts.last?.kind { return }
        guard let action = layer.action(forKey: key), !(action is ViewBlockAction) else { return }
        run(action, on: layer, key: key, from: old)
    }

    /// Runs a layer's action for a change of `key` from `old`. An animation with neither `fromValue`,
    /// `toValue` nor `byValue` (the implicit one, or one from `actions`) animates from what was on screen
    /// to the new value, as in Core Animation.
    private static func run(_ action: any CAAction, on layer: CALayer, key: String, from old: AnimatableValue) {
        guard let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil,
            basic.byValue == nil
        else { return action.run(forKey: key, object: layer, arguments: nil) }
        guard let new = layer.modelValue(forKey: key), new != old else { return }
        let animation = basic.copy() as! CABasicAnimation
        if animation.keyPath == nil { animation.keyPath = key }
        animation.fromValue = layer.lastPresentedValue(forKey: key) ?? old
        if animation.completionGroup == nil { animation.completionGroup = CATransaction.enclosingGroup }
        animation.run(forKey: key, object: layer, arguments: nil)
    }

    private static func record(
        _ layer: CALayer, key: String, from old: AnimatableValue, in context: ViewAnimationContext
    ) {
        guard let new = layer.modelValue(forKey: key), new != old else { return }
        if let view = layer.view, !context.touchedViews.contains(where: { $0 === view }) {
            context.touchedViews.append(view)
        }
        switch context.kind {
        case .disabled:
            return
        case .timed(let duration, let delay, let options, let spring):
            // A view outside a window takes the change at once (its completion still runs).
            guard layer.hostView?.window != nil else { return }
            let animation: CABasicAnimation
            if let spring {
                let s = CASpringAnimation()
                s.mass = CGFloat(spring.mass)
                s.stiffness = CGFloat(spring.stiffness)
                s.damping = CGFloat(spring.damping)
                s.initialVelocity = CGFloat(spring.initialVelocity)
                animation = s
            } else {
                animation = CABasicAnimation()
                animation.timingFunction = options.timingFunction
            }
            animation.keyPath = key
            let delta = AnimatableValue.subtract(old, new)
            animation.fromValue = delta
            animation.toValue = delta.zero
            animation.isAdditive = true
            configure(animation, duration: duration, delay: delay, options: options, group: context.group)
            if let repeatCount = context.repeatCount { animation.repeatCount = repeatCount }
            layer.add(animation, forKey: uniqueKey(key, on: layer))
        case .keyframes:
            guard layer.hostView?.window != nil else { return }
            let window = context.keyframe ?? (0, 1)
            if let index = context.tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
                context.tracks[index].frames.append((window.start, window.duration, new))
            } else {
                context.tracks.append(
                    ViewAnimationContext.Track(
                        layer: layer, key: key, initial: old, frames: [(window.start, window.duration, new)]))
            }
        case .animator(let animator, let startProgress):
            animator.record(layer, key: key, from: old, to: new, startProgress: startProgress)
        }
    }

    static func configure(
        _ animation: CAAnimation, duration: Double, delay: Double, options: UIView.AnimationOptions,
        group: AnimationCompletionGroup?
    ) {
        animation.duration = duration
        if delay > 0 {
            animation.beginTime = CACurrentMediaTime() + delay
            animation.fillMode = .backwards
        }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
        animation.completionGroup = group
        animation.blocksInteraction = !options.contains(.allowUserInteraction)
    }

    /// The key itself, or the key with a number when an animation of it already runs (additive animations
    /// of one property run side by side).
    static func uniqueKey(_ key: String, on layer: CALayer) -> String {
        guard layer.animation(forKey: key) != nil else { return key }
        var n = 2
        while layer.animation(forKey: "\(key)-\(n)") != nil { n += 1 }
        return "\(key)-\(n)"
    }

    /// Builds the keyframe animations of a finished `animateKeyframes` block.
    static func commitKeyframes(of context: ViewAnimationContext) {
        guard case .keyframes(let duration, let delay, let options) = context.kind else { return }
        for track in context.tracks {
            guard let final = track.layer.modelValue(forKey: track.key) else { continue }
            // Points in time: the start, then each keyframe's start (holding the value so far) and end.
            var points: [(time: Double, value: AnimatableValue)] = [(0, track.initial)]
            var value = track.initial
            for frame in track.frames.sorted(by: { $0.start < $1.start }) {
                let start = min(max(frame.start, 0), 1), end = min(max(frame.start + frame.duration, 0), 1)
                if start > points.last!.time { points.append((start, value)) }
                value = frame.value
                points.append((max(end, points.last!.time), value))
            }
            if points.last!.time < 1 { points.append((1, value)) }
            let animation = CAKeyframeAnimation(keyPath: track.key)
            animation.values = points.map { AnimatableValue.subtract($0.value, final) }
            animation.keyTimes = points.map { NSNumber(value: $0.time) }
            animation.calculationMode = options.calculationMode
            animation.isAdditive = true
            configure(animation, duration: duration, delay: delay, options: options.shared, group: context.group)
            track.layer.add(animation, forKey: uniqueKey(track.key, on: track.layer))
        }
    }

    /// Forgets open blocks (the application is being replaced).
    static func reset() {
        contexts.removeAll()
        isActive = false
        animationsEnabled = true
    }
}
