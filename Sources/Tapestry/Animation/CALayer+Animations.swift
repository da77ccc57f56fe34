import Foundation

/// An animation running on a layer: the layer's copy of it, its key and the clock time it began.
final class AnimationEntry {
    /// The engine of the application it was added in.
    weak var engine: AnimationEngine?
    let key: String?
    let animation: CAAnimation
    let begin: CFTimeInterval
    let serial: Int
    @exclusivity(unchecked) var started = false
    @exclusivity(unchecked) var stopped = false

    init(key: String?, animation: CAAnimation, begin: CFTimeInterval, serial: Int) {
        self.key = key
        self.animation = animation
        self.begin = begin
        self.serial = serial
        baseKeys = Self.baseKeys(of: animation)
        isTransition = animation is CATransition
        isDriven = animation is DrivenAnimation
        propertyAnimation = animation as? CAPropertyAnimation
    }

    /// Whether a property animator drives it (it has no timing of its own).
    let isDriven: Bool
    /// The animation as a property animation, cast once (nil for a group or a transition).
    let propertyAnimation: CAPropertyAnimation?

    /// Whether it is a view transition (asked for every layer drawn in every frame; a cast each time costs).
    let isTransition: Bool

    /// The base keys it animates.
    let baseKeys: [String]

    /// The clock time at which it ends.
    var end: CFTimeInterval { animation.endTime(begin: begin) }

    private static func baseKeys(of animation: CAAnimation) -> [String] {
        var keys: [String] = []
        var stack: [CAAnimation] = [animation]
        while let animation = stack.popLast() {
            if let property = animation as? CAPropertyAnimation, let split = property.splitKeyPath {
                if !keys.contains(split.base) { keys.append(split.base) }
                // A layer moved along a path that turns with it: its transform animates too.
                if (property as? CAKeyframeAnimation)?.rotatesAlongPath == true, !keys.contains("transform") {
                    keys.append("transform")
                }
            } else if let group = animation as? CAAnimationGroup {
                stack.append(contentsOf: group.animations ?? [])
            }
        }
        return keys
    }
}

extension CALayer {
    /// What `add(_:forKey:)` does (CALayer.swift holds the overridable method).
    func baseAdd(_ anim: CAAnimation, forKey key: String?) {
        precondition(
            anim.duration.isFinite && anim.duration >= 0,
            "CALayer.add(_:forKey:): duration must be finite and >= 0, got \(anim.duration)")
        precondition(
            anim.beginTime.isFinite && anim.timeOffset.isFinite && anim.speed.isFinite,
            "CALayer.add(_:forKey:): beginTime, timeOffset and speed must be finite")
        precondition(
            anim.repeatCount >= 0 && !anim.repeatCount.isNaN && anim.repeatDuration >= 0,
            "CALayer.add(_:forKey:): repeatCount and repeatDuration must not be negative, got \(anim.repeatCount), \(anim.repeatDuration)"
        )
        if let key { removeAnimation(forKey: key) }
        let copy = anim.copy() as! CAAnimation
        withMainActorState((self, copy, key)) { $0.0.addOnMainActor($0.1, forKey: $0.2) }
    }

    @MainActor private func addOnMainActor(_ copy: CAAnimation, forKey key: String?) {
        let now = CACurrentMediaTime()
        let begin = copy.beginTime == 0 ? localTime(atMediaTime: now) : copy.beginTime
        if let transition = copy as? CATransition, transition.snapshot == nil, let view, view.window != nil {
            // What the layer shows now is what gives way (add the transition, then change the content).
            transition.snapshot = EngineServices.current.snapshot(of: view)
        }
        let engine = UIApplication.shared.animationEngine
        let entry = AnimationEntry(key: key, animation: copy, begin: begin, serial: engine.nextSerial())
        entry.engine = engine
        animationEntries.append(entry)
        copy.completionGroup?.animationAdded(endTime: mediaTime(atLocalTime: entry.end))
        if copy.blocksInteraction, let view { view.interactionBlockingAnimations += 1 }
        engine.layerDidAddAnimation(self)
        updatePresented(at: now)
    }

    /// The running animation with the given key, or nil.
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.first { $0.key == key }?.animation
    }

    /// The keys of the running animations that have one.
    public func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation with the given key; its delegate and completion hear `finished == false`.
    public func removeAnimation(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        let entry = animationEntries.remove(at: index)
        withMainActorState((self, entry)) { layer, entry in
            layer.animationDidEnd(entry, finished: false)
            layer.animationsDidChange()
        }
    }

    /// Removes every animation; delegates and completions hear `finished == false`.
    public func removeAllAnimations() {
        guard !animationEntries.isEmpty else { return }
        let entries = animationEntries
        animationEntries.removeAll()
        withMainActorState((self, entries)) { layer, entries in
            for entry in entries { layer.animationDidEnd(entry, finished: false) }
            layer.animationsDidChange()
        }
    }

    /// Removes the animations a property animator drives, without telling anyone (the animator does).
    @MainActor func removeDrivenAnimations(of animator: UIViewPropertyAnimator) {
        let before = animationEntries.count
        animationEntries.removeAll { ($0.animation as? DrivenAnimation)?.animator === animator }
        if animationEntries.count != before { animationsDidChange() }
    }

    @MainActor func animationDidEnd(_ entry: AnimationEntry, finished: Bool) {
        if entry.animation.blocksInteraction, let view { view.interactionBlockingAnimations -= 1 }
        guard !entry.stopped else { return }
        entry.stopped = true
        guard let engine = entry.engine else { return }
        if finished {
            engine.notifyStop(entry.animation, finished: true)
        } else {
            // Core Animation reports a removal after the current transaction, not inside the call.
            engine.notifyStopLater(entry.animation)
        }
    }

    @MainActor func animationsDidChange() {
        updatePresented(at: CACurrentMediaTime())
        damageAnimatedExtent()
        if animationEntries.isEmpty { lastAnimatedExtent = nil }
    }

    /// The base keys that have animations.
    func animatedKeys() -> [String] {
        if animationEntries.count == 1 { return animationEntries[0].baseKeys }
        var keys: [String] = []
        for entry in animationEntries {
            for key in entry.baseKeys where !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    /// The value of `key` with the running animations applied at clock time `now`.
    @MainActor func presentedValue(forKey key: String, at now: CFTimeInterval) -> AnimatableValue? {
        guard var value = modelValue(forKey: key) else { return nil }
        for entry in animationEntries {
            // A property animation of another key adds nothing: skipped before its timing is worked out (its
            // keys, found once, include the transform of a layer that turns along its path).
            if entry.propertyAnimation != nil, !entry.baseKeys.contains(key) { continue }
            apply(
                entry.animation, begin: entry.begin, at: now, key: key, to: &value, driven: entry.isDriven,
                property: entry.propertyAnimation)
        }
        return value
    }

    /// Applies `animation` to `value`; `driven` and `property` are what the entry found out once (a group's
    /// children are asked here).
    @MainActor private func apply(
        _ animation: CAAnimation, begin: CFTimeInterval, at now: CFTimeInterval, key: String,
        to value: inout AnimatableValue, driven: Bool? = nil, property: CAPropertyAnimation?? = nil
    ) {
        let (phase, fraction, seconds) = animation.timing(at: now, begin: begin)
        switch phase {
        case .before:
            guard animation.fillMode == .backwards || animation.fillMode == .both else { return }
        case .after:
            let driven = driven ?? (animation is DrivenAnimation)
            guard !animation.isRemovedOnCompletion || driven,
                animation.fillMode == .forwards || animation.fillMode == .both || driven
            else { return }
        case .active:
            break
        }
        let property = property ?? (animation as? CAPropertyAnimation)
        if property == nil, let group = animation as? CAAnimationGroup {
            // Children run on the group's local time.
            let local =
                phase == .before ? 0 : min((now - begin) * Double(group.speed) + group.timeOffset, group.activeDuration)
            for child in group.animations ?? [] {
                apply(child, begin: child.beginTime, at: local, key: key, to: &value)
            }
            return
        }
        if key == "transform", let keyframe = property as? CAKeyframeAnimation,
            let angle = keyframe.pathRotation(fraction: fraction), case .transform(let transform) = value
        {
            value = .transform(CATransform3DRotate(transform, angle, 0, 0, 1))
            return
        }
        guard let property, let (base, component) = property.splitKeyPath, base == key else { return }
        let current = component.flatMap { value.component($0) } ?? value
        guard let contribution = property.value(fraction: fraction, seconds: seconds, base: current) else { return }
        let result = property.isAdditive ? AnimatableValue.add(current, contribution) : contribution
        if let component {
            if let replaced = value.replacing(component, with: result) { value = replaced }
        } else {
            value = result
        }
    }

    /// Recomputes the presented values of the animated keys: the geometry and opacity in typed fields (read
    /// for every animated view of every frame), the rest by key.
    @MainActor func updatePresented(at mediaNow: CFTimeInterval) {
        if !presented.isEmpty { presented.removeAll(keepingCapacity: true) }
        presentedCommon = PresentedCommon()
        guard !animationEntries.isEmpty else { return }
        let now = localTime(atMediaTime: mediaNow)
        for key in animatedKeys() {
            guard let value = presentedValue(forKey: key, at: now) else { continue }
            switch (key, value) {
            case ("position", .point(let p)): presentedCommon.position = p
            case ("bounds", .rect(let r)): presentedCommon.bounds = r
            case ("transform", .transform(let t)): presentedCommon.transform = t.affineTransform
            case ("opacity", .scalar(let v)): presentedCommon.opacity = v
            default: presented[key] = value
            }
        }
    }

    /// The presented value of `key` at the last frame, or nil when it does not animate.
    func lastPresentedValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "position": return presentedCommon.position.map { .point($0) }
        case "bounds": return presentedCommon.bounds.map { .rect($0) }
        case "transform": return presentedCommon.transform.map { .transform(CATransform3D($0)) }
        case "opacity": return presentedCommon.opacity.map { .scalar($0) }
        default: return presented[key]
        }
    }

    // MARK: What the renderer reads

    /// The presented centre, bounds and transform of a view's layer (the model values when nothing animates).
    @_spi(Rendering) public var presentedGeometry: (center: CGPoint, bounds: CGRect, transform: CGAffineTransform) {
        let common = presentedCommon
        return (
            common.position ?? position, common.bounds ?? bounds, common.transform ?? transform.affineTransform
        )
    }

    /// The presented scalar value of `key`, or `model`.
    @_spi(Rendering) public func presentedScalar(_ key: String, _ model: CGFloat) -> CGFloat {
        if key == "opacity" { return presentedCommon.opacity.map { CGFloat($0) } ?? model }
        guard !presented.isEmpty, case .scalar(let v)? = presented[key] else { return model }
        return CGFloat(v)
    }

    /// The presented colour of `key`, or `model`.
    @_spi(Rendering) public func presentedColor(_ key: String, _ model: CGColor?) -> CGColor? {
        guard !presented.isEmpty, case .color(let c)? = presented[key] else { return model }
        return c.cgColor
    }

    /// The presented size of `key`, or `model`.
    @_spi(Rendering) public func presentedSize(_ key: String, _ model: CGSize) -> CGSize {
        guard !presented.isEmpty, case .size(let s)? = presented[key] else { return model }
        return s
    }

    /// The presented matrix from this layer's space to its superlayer's.
    @_spi(Rendering) public var presentedTransformToSuperlayer: CGAffineTransform {
        let g = presentedGeometry
        return transformToSuperlayer(bounds: g.bounds, position: g.center, transform: g.transform)
    }

    /// Whether anything animates on this layer (the renderer then reads the presented values).
    @_spi(Rendering) public var isPresentingAnimation: Bool {
        !presented.isEmpty || !presentedCommon.isEmpty || (!animationEntries.isEmpty && hasTransition)
    }

    /// Whether a view's layer has standalone sublayers.
    @_spi(Rendering) public var hasStandaloneSublayers: Bool {
        !ownSublayers.isEmpty || !sublayersBelowSubviews.isEmpty
    }

    /// The standalone sublayers drawn in front of the view's subviews (all of a standalone layer's).
    @_spi(Rendering) public var sublayersInFront: [CALayer] { ownSublayers }

    /// The standalone sublayers of a view's layer drawn behind its subviews.
    @_spi(Rendering) public var sublayersBehind: [CALayer] { sublayersBelowSubviews }

    /// Damages what the layer covered at the last frame and what it covers now (in its window).
    @MainActor func damageAnimatedExtent() {
        guard let host = hostView, let window = host.window else { return }
        let extent: CGRect
        if view != nil {
            guard let superview = host.superview else {
                window.setNeedsDisplayOfWholeWindow()
                return
            }
            let g = presentedGeometry
            let m = transformToSuperlayer(bounds: g.bounds, position: g.center, transform: g.transform)
            // The extent is in bounds coordinates, which the presented geometry maps like the model's.
            var local = host.visualExtent().union(g.bounds)
            if hasShadow { local = local.union(shadowExtent(of: g.bounds)) }
            extent = superview.convert(local.applying(m), to: window)
        } else {
            var area = host.visualExtent()
            let m = transformToHostView()
            area = area.union(bounds.applying(m))
            if let superlayer, superlayer.view == nil {
                area = area.union(
                    bounds.applying(presentedTransformToSuperlayer.concatenating(superlayer.transformToHostView())))
            } else {
                area = area.union(bounds.applying(presentedTransformToSuperlayer))
            }
            extent = host.convert(area, to: window)
        }
        if let last = lastAnimatedExtent { window.damage.add(last) }
        window.damage.add(extent)
        lastAnimatedExtent = extent
    }
}
