import Foundation

/// The arbitration between gesture recognizers (SEMANTICS §4): which recognizers receive a touch, state
/// transitions, failure requirements, exclusivity, simultaneous recognition, handler timing and resets.
///
/// One per application. State changes a recognizer asks for are applied at once (so its own code sees them);
/// their consequences for views (cancelled or released touches) are delivered by the `TouchDispatcher` only
/// when things settle — never in the middle of a transition — and handlers run after the event's delivery.
@MainActor
final class GestureEnvironment {
    /// Recognizers that received input since their last reset.
    private(set) var participants: [UIGestureRecognizer] = []
    private var pendingHandlers: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
    private var pendingResets: [UIGestureRecognizer] = []
    /// Nonzero while an event is being delivered; state changes then wait for the end of the delivery.
    var deliveryDepth = 0
    private var isRunningHandlers = false
    /// Called when recognizer changes may have released or cancelled views' touches.
    var viewDeliveryNeedsUpdate: () -> Void = {}

    // MARK: Choosing recognizers for a new touch

    /// The recognizers on `view` and its ancestors that take a new touch, deepest view first.
    func recognizers(for touch: UITouch, hitView view: UIView?) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var current = view
        while let v = current {
            for recognizer in v.storedGestureRecognizers where accepts(recognizer, touch) {
                result.append(recognizer)
            }
            current = v.storedSuperview
        }
        return result
    }

    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        guard recognizer.isEnabled, !recognizer.storedState.isTerminal else { return false }
        guard recognizer.allowsTouchType(touch.type) else { return false }
        if recognizer.requiresExclusiveTouchType, let other = recognizer.trackedTouches.first, other.type != touch.type {
            return false
        }
        return recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
    }

    // MARK: Delivering touches to recognizers

    private var orderPool: [[UIGestureRecognizer]] = []

    /// Gives each recognizer the touches of `touches` it holds, phase by phase, before any view sees them.
    func deliver(_ touches: [UITouch], event: UIEvent) {
        var order = orderPool.popLast() ?? []
        defer {
            order.removeAll(keepingCapacity: true)
            orderPool.append(order)
        }
        for touch in touches {
            for recognizer in touch.gestureRecognizers ?? [] where !order.contains(where: { $0 === recognizer }) {
                order.append(recognizer)
            }
        }
        for recognizer in order {
            // One touch in a phase (the common case) reuses the touch's own set: no allocation per move.
            func phaseSet(_ phase: UITouch.Phase) -> Set<UITouch>? {
                var single: UITouch?
                var many: Set<UITouch>?
                for touch in touches where touch.phase == phase && receives(recognizer, touch) {
                    if many != nil {
                        many!.insert(touch)
                    } else if let first = single {
                        many = [first, touch]
                    } else {
                        single = touch
                    }
                }
                return many ?? single?.asSet
            }
            if let began = phaseSet(.began) {
                for touch in touches where began.contains(touch) { startTracking(touch, by: recognizer) }
                if isLive(recognizer) { recognizer.touchesBegan(began, with: event) }
            }
            if let moved = phaseSet(.moved), isLive(recognizer) { recognizer.touchesMoved(moved, with: event) }
            if let ended = phaseSet(.ended) {
                if isLive(recognizer) { recognizer.touchesEnded(ended, with: event) }
                stopTracking(ended, by: recognizer)
            }
            if let cancelled = phaseSet(.cancelled) {
                if isLive(recognizer) { recognizer.touchesCancelled(cancelled, with: event) }
                stopTracking(cancelled, by: recognizer)
            }
        }
    }

    private func receives(_ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        guard !touch.ignoringRecognizers.contains(ObjectIdentifier(recognizer)) else { return false }
        if touch.phase == .began { return true }
        return recognizer.trackedTouches.contains { $0 === touch }
    }

    private func isLive(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.isEnabled && !recognizer.storedState.isTerminal
    }

    private func startTracking(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        recognizer.trackedTouches.append(touch)
        recognizer.sequenceTouches.insert(ObjectIdentifier(touch))
        recognizer.sequenceTouchList.append(touch)
        recognizer.lastWindow = touch.window
        participate(recognizer)
    }

    private func stopTracking(_ touches: Set<UITouch>, by recognizer: UIGestureRecognizer) {
        if let last = touches.first { recognizer.lastLocationInWindow = last.locationInWindow }
        if recognizer.trackedTouches.count == touches.count, let last = touches.first {
            recognizer.lastLocationInWindow = recognizer.trackedTouches.count > 1
                ? centroid(recognizer.trackedTouches) : last.locationInWindow
        }
        recognizer.trackedTouches.removeAll { touches.contains($0) }
    }

    private func centroid(_ touches: [UITouch]) -> CGPoint {
        let sum = touches.reduce(CGPoint.zero) {
            CGPoint(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y)
        }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    func participate(_ recognizer: UIGestureRecognizer) {
        if !recognizer.isParticipating {
            recognizer.isParticipating = true
            participants.append(recognizer)
        }
    }

    // MARK: Presses

    /// Gives recognizers whose `allowedPressTypes` include a press its phases, before the responder chain.
    func deliver(_ presses: [UIPress], event: UIPressesEvent) {
        var order: [UIGestureRecognizer] = []
        for press in presses {
            for recognizer in press.gestureRecognizers ?? [] where !order.contains(where: { $0 === recognizer }) {
                order.append(recognizer)
            }
        }
        for recognizer in order {
            func subset(_ phase: UIPress.Phase) -> Set<UIPress> {
                Set(
                    presses.filter { press in
                        press.phase == phase
                            && (phase == .began || recognizer.trackedPresses.contains { $0 === press })
                            && (press.gestureRecognizers ?? []).contains { $0 === recognizer }
                    })
            }
            let began = subset(.began)
            if !began.isEmpty {
                recognizer.trackedPresses.append(contentsOf: began)
                for press in began { recognizer.sequenceTouches.insert(ObjectIdentifier(press)) }
                participate(recognizer)
                if isLive(recognizer) { recognizer.pressesBegan(began, with: event) }
            }
            let changed = subset(.changed)
            if !changed.isEmpty, isLive(recognizer) { recognizer.pressesChanged(changed, with: event) }
            for phase in [UIPress.Phase.ended, .cancelled] {
                let finished = subset(phase)
                guard !finished.isEmpty else { continue }
                if isLive(recognizer) {
                    if phase == .ended {
                        recognizer.pressesEnded(finished, with: event)
                    } else {
                        recognizer.pressesCancelled(finished, with: event)
                    }
                }
                recognizer.trackedPresses.removeAll { finished.contains($0) }
            }
        }
    }

    /// The recognizers on the views from `responder` up that accept a new press.
    func recognizers(for press: UIPress, from responder: UIResponder?) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var current: UIView? = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
        while let view = current {
            for recognizer in view.storedGestureRecognizers
            where recognizer.isEnabled && !recognizer.storedState.isTerminal
                && recognizer.allowedPressTypes.contains(where: { $0.intValue == press.type.rawValue })
                && (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: press) ?? true)
            {
                result.append(recognizer)
            }
            current = view.storedSuperview
        }
        return result
    }

    // MARK: State transitions

    /// Applies a state a recognizer asks for, with arbitration; illegal transitions are ignored and traced.
    func recognizer(_ recognizer: UIGestureRecognizer, requests newState: UIGestureRecognizer.State) {
        let old = recognizer.storedState
        if recognizer.deferredState != nil {
            // Waiting on a failure requirement: only a failure or cancellation changes anything.
            if newState == .failed || newState == .cancelled { fail(recognizer) }
            settleIfIdle()
            return
        }
        switch (old, newState) {
        case (.possible, .began), (.possible, .ended):
            tryToRecognize(recognizer, as: newState)
        case (.possible, .failed), (.possible, .cancelled):
            fail(recognizer)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
            (.began, .cancelled), (.changed, .cancelled):
            apply(newState, to: recognizer)
        case (.began, .failed), (.changed, .failed):
            // Once begun a gesture cannot fail (SEMANTICS §4.3); it is cancelled instead.
            note("\(EventTrace.name(recognizer)): \(old) → failed is not allowed once begun; cancelled instead")
            apply(.cancelled, to: recognizer)
        default:
            note("\(EventTrace.name(recognizer)): ignored illegal transition \(old) → \(newState)")
        }
        settleIfIdle()
    }

    /// Cancels an active recognizer, or fails a possible one, when it is disabled (SEMANTICS §4.5).
    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        if recognizer.storedState.isActive {
            apply(.cancelled, to: recognizer)
        } else if recognizer.storedState == .possible, recognizer.isParticipating {
            fail(recognizer)
        }
        settleIfIdle()
    }

    /// Stops giving `touch` to `recognizer`.
    func recognizer(_ recognizer: UIGestureRecognizer, ignores touch: UITouch) {
        touch.ignoringRecognizers.append(ObjectIdentifier(recognizer))
        recognizer.trackedTouches.removeAll { $0 === touch }
        settleIfIdle()
    }

    /// Removes a recognizer from arbitration (it was removed from its view).
    func forget(_ recognizer: UIGestureRecognizer) {
        if recognizer.storedState.isActive { apply(.cancelled, to: recognizer) }
        participants.removeAll { $0 === recognizer }
        for touch in recognizer.trackedTouches { touch.ignoringRecognizers.append(ObjectIdentifier(recognizer)) }
        clear(recognizer)
        recognizer.storedState = .possible
        settleIfIdle()
    }

    private func tryToRecognize(_ recognizer: UIGestureRecognizer, as newState: UIGestureRecognizer.State) {
        guard recognizer.isEnabled else { return fail(recognizer) }
        guard shouldBegin(recognizer) else { return fail(recognizer) }
        switch failureRequirementStatus(of: recognizer) {
        case .blocked: return fail(recognizer)
        case .waiting:
            recognizer.deferredState = newState
            return
        case .clear: break
        }
        if participants.contains(where: { other in
            other !== recognizer && other.storedState.isActive && interact(other, recognizer)
                && !simultaneous(other, recognizer) && other.canPrevent(recognizer)
                && recognizer.canBePrevented(by: other)
        }) {
            return fail(recognizer)
        }
        apply(newState, to: recognizer)
    }

    private func apply(_ newState: UIGestureRecognizer.State, to recognizer: UIGestureRecognizer) {
        let old = recognizer.storedState
        recognizer.storedState = newState
        trace(recognizer, from: old, to: newState)
        if old == .possible {
            // The moment of recognition: take the touches from the views, then prevent the others.
            if recognizer.cancelsTouchesInView {
                for touch in recognizer.sequenceTouchList
                where !touch.ignoringRecognizers.contains(ObjectIdentifier(recognizer)) {
                    touch.isCancelledForView = true
                }
            }
            for other in participants where other !== recognizer && other.storedState == .possible {
                if requirements(of: other).contains(where: { $0 === recognizer }) {
                    fail(other)
                } else if interact(other, recognizer), !simultaneous(other, recognizer),
                    recognizer.canPrevent(other), other.canBePrevented(by: recognizer)
                {
                    fail(other)
                }
            }
        }
        if newState != .failed, newState != .possible {
            pendingHandlers.append((recognizer, newState))
        }
        if newState.isTerminal { pendingResets.append(recognizer) }
    }

    private func fail(_ recognizer: UIGestureRecognizer) {
        let old = recognizer.storedState
        recognizer.deferredState = nil
        guard old != .failed else { return }
        recognizer.storedState = .failed
        trace(recognizer, from: old, to: .failed)
        pendingResets.append(recognizer)
    }

    private enum RequirementStatus { case clear, waiting, blocked }

    private func failureRequirementStatus(of recognizer: UIGestureRecognizer) -> RequirementStatus {
        var status = RequirementStatus.clear
        for required in requirements(of: recognizer) {
            guard required.isParticipating else { continue }  // not involved in these touches: as good as failed
            if required.deferredState != nil {
                status = .waiting
                continue
            }
            switch required.storedState {
            case .failed, .cancelled: continue
            case .possible: status = .waiting
            case .began, .changed, .ended: return .blocked
            }
        }
        return status
    }

    /// The recognizers `recognizer` must wait for: explicit `require(toFail:)` plus the dynamic ones.
    private func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer.explicitFailureRequirements.compactMap(\.object)
        for other in participants where other !== recognizer && !result.contains(where: { $0 === other }) {
            if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
            {
                result.append(other)
            }
        }
        return result
    }

    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false { return false }
        if let view = recognizer.storedView, !view.gestureRecognizerShouldBegin(recognizer) { return false }
        var asked: [UIView] = []
        for touch in recognizer.sequenceTouchList {
            guard let hitView = touch.view, hitView !== recognizer.storedView,
                !asked.contains(where: { $0 === hitView })
            else { continue }
            asked.append(hitView)
            if !hitView.gestureRecognizerShouldBegin(recognizer) { return false }
        }
        return true
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    private func interact(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        !a.sequenceTouches.isDisjoint(with: b.sequenceTouches)
    }

    // MARK: Settling: deferred recognizers, handlers, resets

    /// Outside an event's delivery (a timer, a property change), settles at once.
    private func settleIfIdle() {
        if deliveryDepth == 0 && !isRunningHandlers { settle() }
    }

    /// Lets deferred recognizers proceed or fail now that requirements may be decided.
    func resolveDeferred() {
        var changed = true
        var rounds = 0
        while changed, rounds < 64 {
            changed = false
            rounds += 1
            for recognizer in participants {
                guard let deferred = recognizer.deferredState else { continue }
                switch failureRequirementStatus(of: recognizer) {
                case .waiting: continue
                case .blocked:
                    fail(recognizer)
                case .clear:
                    recognizer.deferredState = nil
                    tryToRecognize(recognizer, as: deferred)
                }
                changed = true
            }
        }
    }

    /// Resolves deferred recognizers, updates views' touches, runs handlers and resets finished recognizers,
    /// repeating while handlers cause more changes.
    func settle() {
        var rounds = 0
        repeat {
            rounds += 1
            resolveDeferred()
            viewDeliveryNeedsUpdate()
            runHandlers()
            resetFinished()
        } while (!pendingHandlers.isEmpty || !pendingResets.isEmpty) && rounds < 16
    }

    private func runHandlers() {
        guard !pendingHandlers.isEmpty else { return }
        isRunningHandlers = true
        defer { isRunningHandlers = false }
        while !pendingHandlers.isEmpty {
            let (recognizer, state) = pendingHandlers.removeFirst()
            let current = recognizer.storedState
            // A handler sees the state it is run for, even when later transitions already happened.
            recognizer.storedState = state
            if EventTrace.isEnabled {
                EventTrace.record(.recognizerHandlers(recognizer: EventTrace.name(recognizer), state: "\(state)"))
            }
            for handler in recognizer.handlers { handler(recognizer) }
            if recognizer.storedState == state { recognizer.storedState = current }
        }
    }

    private func resetFinished() {
        guard !pendingResets.isEmpty else { return }
        let finished = pendingResets
        pendingResets.removeAll()
        for recognizer in finished where recognizer.storedState.isTerminal {
            let old = recognizer.storedState
            // Touches of the finished sequence give it no more updates (SEMANTICS §4.4).
            for touch in recognizer.trackedTouches { touch.ignoringRecognizers.append(ObjectIdentifier(recognizer)) }
            clear(recognizer)
            recognizer.storedState = .possible
            trace(recognizer, from: old, to: .possible)
            recognizer.reset()
        }
    }

    private func clear(_ recognizer: UIGestureRecognizer) {
        recognizer.trackedTouches.removeAll()
        recognizer.trackedPresses.removeAll()
        recognizer.sequenceTouches.removeAll()
        recognizer.sequenceTouchList.removeAll()
        recognizer.deferredState = nil
        recognizer.isParticipating = false
        participants.removeAll { $0 === recognizer }
    }

    // MARK: Queries for view delivery

    /// Whether a recognizer still deciding about `touch` holds back the view's began and moved phases.
    func delaysBegan(_ touch: UITouch) -> Bool {
        holds(touch) { $0.delaysTouchesBegan }
    }

    /// Whether a recognizer still deciding about `touch` holds back the view's ended phase.
    func delaysEnded(_ touch: UITouch) -> Bool {
        holds(touch) { $0.delaysTouchesEnded }
    }

    private func holds(_ touch: UITouch, _ flag: (UIGestureRecognizer) -> Bool) -> Bool {
        guard let recognizers = touch.gestureRecognizers else { return false }
        let id = ObjectIdentifier(touch)
        for recognizer in recognizers
        where flag(recognizer) && recognizer.storedState == .possible && recognizer.isParticipating
            && recognizer.sequenceTouches.contains(id) && !touch.ignoringRecognizers.contains(ObjectIdentifier(recognizer))
        {
            return true
        }
        return false
    }

    // MARK: Tracing

    private func trace(_ recognizer: UIGestureRecognizer, from old: UIGestureRecognizer.State, to new: UIGestureRecognizer.State) {
        if EventTrace.isEnabled {
            EventTrace.record(
                .recognizerTransition(recognizer: EventTrace.name(recognizer), from: "\(old)", to: "\(new)"))
        }
    }

    private func note(_ text: String) {
        if EventTrace.isEnabled { EventTrace.record(.note(text)) }
    }
}
