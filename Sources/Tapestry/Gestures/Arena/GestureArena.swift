import Foundation

/// The gesture arena (SEMANTICS §4): which recognizers see a touch or a press, and delivering their phases to
/// them before any view sees them. Transitions and arbitration are in `GestureArena+Transitions.swift`;
/// settling (deferred recognizers, handlers, resets) in `GestureArena+Settling.swift`.
///
/// One per application. The arena owns every fact about recognizers taking part in a touch sequence; the
/// touch dispatcher asks it, through `holdsBegan(_:)` and `holdsEnded(_:)`, whether a view's phases must wait,
/// and is told through `viewDeliveryNeedsUpdate` when they may go.
@MainActor
final class GestureArena {
    /// Recognizers that received input since their last reset, in the order they joined.
    var participants: [UIGestureRecognizer] = []
    /// Handlers to run once the event is delivered: the recognizer and the state each is run for.
    var pendingHandlers: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
    /// Recognizers that reached a terminal state and wait for their reset.
    var pendingResets: [UIGestureRecognizer] = []
    /// Recognizers being finished (`finishNow`): one that leaves again from its own handler is finished once.
    var finishing: [UIGestureRecognizer] = []
    /// Nonzero while an event is being delivered; consequences of state changes wait for its end.
    var deliveryDepth = 0
    var isRunningHandlers = false
    /// The arena's decisions for the touch dispatcher, which alone changes a touch's view delivery: touches a
    /// recognizer took from their views (they get `touchesCancelled` next). Handed over by
    /// `takeTouchesTakenFromViews()`.
    var touchesTakenFromViews: [UITouch] = []
    /// The hover recognizers the pointer is over (GestureArena+Hover.swift).
    var hovering: [Weak<UIHoverGestureRecognizer>] = []
    /// Called when recognizer changes may have released or cancelled views' touches.
    var viewDeliveryNeedsUpdate: () -> Void = {}
    private var orderPool: [[UIGestureRecognizer]] = []

    /// Hands the touches recognizers took from their views since the last call to the dispatcher.
    func takeTouchesTakenFromViews() -> [UITouch] {
        guard !touchesTakenFromViews.isEmpty else { return [] }
        defer { touchesTakenFromViews.removeAll(keepingCapacity: true) }
        return touchesTakenFromViews
    }

    // MARK: Choosing recognizers for a new touch or press

    /// The recognizers on `view` and its ancestors that take a new touch, deepest view first. Asked once, when
    /// the touch begins; the answer is the touch's `gestureRecognizers` for its whole life.
    func recognizers(for touch: UITouch, hitView view: UIView?) -> [UIGestureRecognizer] {
        var candidates: [UIGestureRecognizer] = []
        var current = view
        while let v = current {
            for recognizer in v.storedGestureRecognizers where !(recognizer is UIHoverGestureRecognizer) {
                candidates.append(recognizer)
            }
            current = v.storedSuperview
        }
        // Delegates may change the hierarchy or the recognizers while asked: each is asked on the snapshot.
        return candidates.filter { accepts($0, touch) }
    }

    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        guard recognizer.isEnabled, !recognizer.storedState.isTerminal, recognizer.storedView != nil else {
            return false
        }
        guard recognizer.allowsTouchType(touch.type) else { return false }
        if recognizer.requiresExclusiveTouchType, let other = recognizer.trackedTouches.first, other.type != touch.type
        {
            return false
        }
        guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true else { return false }
        return recognizer.isEnabled && recognizer.storedView != nil
    }

    /// The recognizers on the views from `responder` up that accept a new press.
    func recognizers(for press: UIPress, from responder: UIResponder?) -> [UIGestureRecognizer] {
        var candidates: [UIGestureRecognizer] = []
        var current: UIView? = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
        while let view = current {
            for recognizer in view.storedGestureRecognizers
            where recognizer.allowedPressTypes.contains(where: { $0.intValue == press.type.rawValue }) {
                candidates.append(recognizer)
            }
            current = view.storedSuperview
        }
        return candidates.filter { recognizer in
            recognizer.isEnabled && !recognizer.storedState.isTerminal
                && (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: press) ?? true)
        }
    }

    // MARK: Delivering touches

    /// Gives each recognizer the touches of `touches` it receives, phase by phase, before any view sees them.
    /// A began touch goes only to the recognizers chosen for it; later phases only to those still holding it.
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
            // A recognizer disabled or removed since the touch was targeted takes nothing.
            if isLive(recognizer), let began = touchSet(touches, .began, for: recognizer) {
                for touch in began { startTracking(touch, by: recognizer) }
                recognizer.touchesBegan(began, with: event)
            }
            if let moved = touchSet(touches, .moved, for: recognizer), isLive(recognizer) {
                recognizer.touchesMoved(moved, with: event)
            }
            if let ended = touchSet(touches, .ended, for: recognizer) {
                if isLive(recognizer) { recognizer.touchesEnded(ended, with: event) }
                stopTracking(ended, by: recognizer)
            }
            if let cancelled = touchSet(touches, .cancelled, for: recognizer) {
                if isLive(recognizer) { recognizer.touchesCancelled(cancelled, with: event) }
                stopTracking(cancelled, by: recognizer)
            }
        }
    }

    /// The touches of `touches` in `phase` that `recognizer` receives, or nil; one touch (the common case)
    /// reuses the touch's own set, so a move allocates nothing.
    private func touchSet(_ touches: [UITouch], _ phase: UITouch.Phase, for recognizer: UIGestureRecognizer)
        -> Set<UITouch>?
    {
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

    /// Whether `recognizer` receives this phase of `touch`: a began only when it was chosen for the touch
    /// (SEMANTICS §14.1), any later phase only while it still holds the touch.
    private func receives(_ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        if touch.phase == .began {
            guard let chosen = touch.gestureRecognizers, chosen.contains(where: { $0 === recognizer }) else {
                return false
            }
            return recognizer.storedView != nil && !recognizer.ignores(touch)
        }
        return recognizer.trackedTouches.contains { $0 === touch }
    }

    func isLive(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.isEnabled && !recognizer.storedState.isTerminal && recognizer.storedView != nil
    }

    private func startTracking(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        recognizer.trackedTouches.append(touch)
        recognizer.sequenceTouches.append(touch)
        recognizer.lastWindow = touch.window
        participate(recognizer)
    }

    private func stopTracking(_ touches: Set<UITouch>, by recognizer: UIGestureRecognizer) {
        if let last = touches.first { recognizer.lastLocationInWindow = last.locationInWindow }
        if recognizer.trackedTouches.count == touches.count, let last = touches.first {
            recognizer.lastLocationInWindow =
                recognizer.trackedTouches.count > 1 ? centroid(recognizer.trackedTouches) : last.locationInWindow
        }
        recognizer.trackedTouches.removeAll { touches.contains($0) }
        if recognizer.trackedTouches.isEmpty, recognizer.storedState == .possible { watchUndecided(recognizer) }
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

    // MARK: Delivering presses

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
                        press.phase == phase && !recognizer.ignores(press)
                            && (phase == .began
                                ? (press.gestureRecognizers ?? []).contains { $0 === recognizer }
                                : recognizer.trackedPresses.contains { $0 === press })
                    })
            }
            let began = subset(.began)
            if !began.isEmpty {
                recognizer.trackedPresses.append(contentsOf: began)
                recognizer.sequencePresses.append(contentsOf: began)
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

    // MARK: Queries for view delivery

    /// Whether a recognizer still deciding about `touch` holds back the view's began and moved phases.
    func holdsBegan(_ touch: UITouch) -> Bool {
        holds(touch) { $0.delaysTouchesBegan }
    }

    /// Whether a recognizer still deciding about `touch` holds back the view's ended phase.
    func holdsEnded(_ touch: UITouch) -> Bool {
        holds(touch) { $0.delaysTouchesEnded }
    }

    private func holds(_ touch: UITouch, _ flag: (UIGestureRecognizer) -> Bool) -> Bool {
        guard let recognizers = touch.gestureRecognizers else { return false }
        for recognizer in recognizers
        where flag(recognizer) && recognizer.storedState == .possible && recognizer.isParticipating
            && recognizer.storedView != nil && recognizer.sequenceTouches.contains(where: { $0 === touch })
            && !recognizer.ignores(touch)
        {
            return true
        }
        return false
    }

    // MARK: Tracing

    func trace(
        _ recognizer: UIGestureRecognizer, from old: UIGestureRecognizer.State, to new: UIGestureRecognizer.State
    ) {
        if EventTrace.isEnabled {
            EventTrace.record(
                .recognizerTransition(recognizer: EventTrace.name(recognizer), from: "\(old)", to: "\(new)"))
        }
    }

    func note(_ text: String) {
        if EventTrace.isEnabled { EventTrace.record(.note(text)) }
    }
}
