import Foundation

/// What waits for a set of animations to end: a `UIView.animate` block's completion, a `CATransaction`'s
/// completion block. It runs once, after the last of its animations ended (or on the next turn of the loop
/// when the block made none), with `true` unless one of them was removed early.
@MainActor
final class AnimationCompletionGroup {
    let serial: Int
    private var pending = 0
    private var allFinished = true
    private var sealed = false
    private var done = false
    /// The latest end time of its animations (completions that fall due together run in end-time order).
    private(set) var endTime: CFTimeInterval = -.infinity
    private let completion: ((Bool) -> Void)?
    /// A group that waits for this one (an enclosing transaction).
    private let parent: AnimationCompletionGroup?

    init(parent: AnimationCompletionGroup? = nil, completion: ((Bool) -> Void)?) {
        serial = UIApplication.shared.animationEngine.nextSerial()
        self.completion = completion
        self.parent = parent
        parent?.animationAdded(endTime: -.infinity)
    }

    func animationAdded(endTime: CFTimeInterval) {
        pending += 1
        self.endTime = max(self.endTime, endTime)
        parent?.raiseEndTime(endTime)
    }

    private func raiseEndTime(_ time: CFTimeInterval) {
        endTime = max(endTime, time)
        parent?.raiseEndTime(time)
    }

    func animationEnded(finished: Bool) {
        pending -= 1
        allFinished = allFinished && finished
        if pending == 0 && sealed { complete() }
    }

    /// No more animations join: complete once the pending ones end (on the next turn when there are none).
    func seal() {
        sealed = true
        guard pending == 0 else { return }
        UIApplication.shared.clock.schedule(after: 0) { [self] in
            guard pending == 0 else { return }
            complete()
            UIApplication.shared.animationEngine.runDueGroups()
        }
    }

    private func complete() {
        guard !done else { return }
        done = true
        UIApplication.shared.animationEngine.groupCompleted(self)
    }

    func run() {
        completion?(allFinished)
        parent?.animationEnded(finished: allFinished)
    }
}

/// Advances every running layer animation once per frame: start and stop notifications, removal on
/// completion, presented values and damage. Owned by the application; driven by its `FrameClock`.
@MainActor
final class AnimationEngine {
    /// The clock of the application that owns the engine (removals report on it, never on another one's).
    private unowned let clock: RunLoopClock
    private var serial = 0

    init(clock: RunLoopClock) { self.clock = clock }
    /// Layers with animations that have not stopped, in the order they got their first one.
    @exclusivity(unchecked) private var layers: [CALayer] = []
    @exclusivity(unchecked) private var registered: Set<ObjectIdentifier> = []
    /// Completions due, run together in end-time order after the frame's bookkeeping.
    private var dueGroups: [AnimationCompletionGroup] = []
    private var runningGroups = false

    func nextSerial() -> Int {
        serial += 1
        return serial
    }

    /// Whether any animation still runs (so frames are needed).
    /// A layer whose time is paused (`speed` 0 on it or a superlayer) needs no frames.
    var isAnimating: Bool {
        guard CALayer.someLayerHasOwnTiming else { return !layers.isEmpty }
        return layers.contains { !$0.isTimePaused }
    }

    /// The number of layers with running animations.
    var animatedLayerCount: Int { layers.count }

    func layerDidAddAnimation(_ layer: CALayer) {
        if registered.insert(ObjectIdentifier(layer)).inserted { layers.append(layer) }
        layer.damageAnimatedExtent()
        UIApplication.shared.frameClock.setNeedsFrames()
    }

    /// One frame at clock time `now`.
    func advance(to now: CFTimeInterval) {
        var starts: [CAAnimation] = []
        var stops: [(AnimationEntry, CALayer)] = []
        var remaining: [CALayer] = []
        for layer in layers {
            var stopping: [AnimationEntry] = []
            let local = layer.localTime(atMediaTime: now)
            for entry in layer.animationEntries where !entry.stopped && !entry.isDriven {
                let phase = entry.animation.timing(at: local, begin: entry.begin).phase
                if !entry.started && phase != .before {
                    entry.started = true
                    starts.append(entry.animation)
                }
                if phase == .after { stopping.append(entry) }
            }
            if !stopping.isEmpty {
                layer.animationEntries.removeAll { entry in
                    entry.animation.isRemovedOnCompletion && stopping.contains { $0 === entry }
                }
                for entry in stopping { stops.append((entry, layer)) }
            }
            layer.updatePresented(at: now)
            layer.damageAnimatedExtent()
            let live = layer.animationEntries.contains { entry in
                !entry.stopped && !entry.isDriven && !stopping.contains { $0 === entry }
            }
            if live {
                remaining.append(layer)
            } else {
                registered.remove(ObjectIdentifier(layer))
                if layer.animationEntries.isEmpty { layer.lastAnimatedExtent = nil }
            }
        }
        layers = remaining
        batching = true
        for animation in starts { animation.delegate?.animationDidStart(animation) }
        for (entry, layer) in stops { layer.animationDidEnd(entry, finished: true) }
        batching = false
        runDueGroups()
    }

    /// While a frame reports its stops, completions wait so that they run in end-time order.
    private var batching = false

    /// The superviews of views whose layers animate.
    func superviewsOfAnimatedViews() -> Set<ObjectIdentifier> {
        var result: Set<ObjectIdentifier> = []
        for layer in layers {
            if let view = layer.view, let superview = view.superview { result.insert(ObjectIdentifier(superview)) }
        }
        return result
    }

    func notifyStop(_ animation: CAAnimation, finished: Bool) {
        animation.delegate?.animationDidStop(animation, finished: finished)
        animation.completionGroup?.animationEnded(finished: finished)
        if !batching && !runningGroups { runDueGroups() }
    }

    func notifyStopLater(_ animation: CAAnimation) {
        clock.schedule(after: 0) { [weak self] in self?.notifyStop(animation, finished: false) }
    }

    func groupCompleted(_ group: AnimationCompletionGroup) {
        dueGroups.append(group)
    }

    /// Runs the completions that fell due, earliest end first, then in the order the blocks ran.
    func runDueGroups() {
        guard !runningGroups else { return }
        runningGroups = true
        defer { runningGroups = false }
        while !dueGroups.isEmpty {
            let groups = dueGroups.sorted { ($0.endTime, $0.serial) < ($1.endTime, $1.serial) }
            dueGroups.removeAll()
            for group in groups { group.run() }
        }
    }

    /// Forgets every animation (the application is being replaced).
    func reset() {
        layers.removeAll()
        registered.removeAll()
        dueGroups.removeAll()
    }
}
