import Foundation

/// How a touch's delivery to its view stands. Only the `TouchDispatcher` reads or writes it.
struct TouchViewDelivery {
    /// Withheld from its view by the multiple- and exclusive-touch rules (SEMANTICS §3.4).
    var isWithheld = false
    /// The view has had `touchesBegan` for it.
    var hasBegun = false
    /// The view has had `touchesEnded` or `touchesCancelled` for it, or will get nothing more.
    var isOver = false
    /// A recognizer took the touch or the view left its window: the view gets `touchesCancelled` next.
    var mustCancel = false
    /// Phases held back by `delaysTouchesBegan` / `delaysTouchesEnded`, oldest first.
    var held: [UITouch.Phase] = []
}

/// Delivers a window's touches: hit-tests each touch once when it begins, gives the gesture arena every phase
/// first, then calls the touches' views (SEMANTICS §3–4), honouring cancellation by recognizers, held
/// phases, multiple and exclusive touch.
///
/// Each delivery works from a plan made before any view code runs, and each call is checked again just
/// before it is made: a view that left its window by then gets `touchesCancelled` (if it had begun) and
/// nothing more, and a touch cancelled meanwhile gets nothing more (SEMANTICS §3.5, §14.1, §14.3). Views
/// that left the window are dropped here, in one place.
@MainActor
final class TouchDispatcher {
    let arena: GestureArena
    /// Touches whose view delivery is not over yet (held phases, or still down).
    var pendingTouches: [UITouch] = []
    private var isDelivering = false
    /// Reusable buffers, so steady-state delivery allocates nothing; nested deliveries borrow their own.
    private var touchPool: [[UITouch]] = []
    private var stepPool: [[Step]] = []
    /// Controls tracking a touch, each told if that touch finishes without its end reaching the control.
    private var trackingControls: [(touch: ObjectIdentifier, control: Weak<UIControl>)] = []

    init(arena: GestureArena) {
        self.arena = arena
        arena.viewDeliveryNeedsUpdate = { [unowned self] in
            if !self.isDelivering { self.deliverReleasedPhases(event: nil) }
        }
    }

    // MARK: Targets

    /// Hit-tests a new touch (SEMANTICS §3.1) and fixes what it is delivered to for its whole life: its view,
    /// the recognizers that take it, and whether the view may have it beside `others` (the touches down).
    func target(_ touch: UITouch, in window: UIWindow, event: UIEvent, others: [UITouch]) {
        let view = PointerTarget(at: touch.locationInWindow, in: window, event: event).hitView
        touch.view = view
        let recognizers = arena.recognizers(for: touch, hitView: view)
        touch.gestureRecognizers = recognizers.isEmpty ? nil : recognizers
        touch.viewDelivery.isWithheld = view.map { !mayReceive(touch, view: $0, others: others) } ?? true
    }

    /// Multiple-touch and exclusive-touch rules (SEMANTICS §3.4): whether `view` may get the new touch.
    private func mayReceive(_ touch: UITouch, view: UIView, others: [UITouch]) -> Bool {
        for other in others where other !== touch && !other.viewDelivery.isWithheld && !other.viewDelivery.isOver {
            guard let otherView = other.view, other.window === touch.window else { continue }
            if otherView === view {
                if !view.isMultipleTouchEnabled { return false }
            } else if view.isExclusiveTouch || otherView.isExclusiveTouch {
                return false
            }
        }
        return true
    }

    // MARK: Delivery

    private func borrowTouches() -> [UITouch] { touchPool.popLast() ?? [] }
    private func giveBack(_ touches: inout [UITouch]) {
        touches.removeAll(keepingCapacity: true)
        touchPool.append(touches)
    }
    func borrowSteps() -> [Step] { stepPool.popLast() ?? [] }
    private func giveBack(_ steps: inout [Step]) {
        steps.removeAll(keepingCapacity: true)
        stepPool.append(steps)
    }

    /// Delivers the changed touches of `event` that belong to `window`: recognizers first, then views.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        var touches = borrowTouches()
        defer { giveBack(&touches) }
        for touch in event.touchList where touch.window === window && touch.phase != .stationary {
            touches.append(touch)
        }
        guard !touches.isEmpty else { return }
        for touch in touches where touch.phase == .began && !pendingTouches.contains(where: { $0 === touch }) {
            pendingTouches.append(touch)
        }
        let wasDelivering = isDelivering
        arena.deliveryDepth += 1
        isDelivering = true
        arena.deliver(touches, event: event)
        arena.resolveDeferred()
        carryOutArenaDecisions()
        // This event's phases join any held ones first, so a release delivers them once, coalesced.
        var plan = borrowSteps()
        defer { giveBack(&plan) }
        for touch in touches { addPhases(of: touch, to: &plan) }
        addReleasedPhases(to: &plan)
        run(plan, event: event)
        isDelivering = wasDelivering
        arena.deliveryDepth -= 1
        if arena.deliveryDepth == 0 { arena.settle() }
        pendingTouches.removeAll {
            $0.viewDelivery.isOver || ($0.view == nil || $0.viewDelivery.isWithheld) && isFinished($0)
        }
    }

    /// Cancels the view delivery of every touch whose view is `view` or inside it (the view leaves its window).
    func cancelTouches(inside view: UIView) {
        var found = false
        for touch in pendingTouches where !touch.viewDelivery.isOver {
            if let touchView = touch.view, touchView.isDescendant(of: view) {
                touch.viewDelivery.mustCancel = true
                found = true
            }
        }
        if found && !isDelivering { deliverReleasedPhases(event: nil) }
    }

    /// Carries out what the arena decided: the touches a recognizer took get `touchesCancelled` next.
    func carryOutArenaDecisions() {
        for touch in arena.takeTouchesTakenFromViews() { touch.viewDelivery.mustCancel = true }
    }

    /// Delivers phases that recognizers have released or cancelled since the last delivery.
    func deliverReleasedPhases(event: UIEvent?) {
        carryOutArenaDecisions()
        guard !isDelivering, !pendingTouches.isEmpty else { return }
        isDelivering = true
        var plan = borrowSteps()
        defer { giveBack(&plan) }
        addReleasedPhases(to: &plan)
        run(plan, event: event ?? UIApplication.shared.touchesEvent)
        isDelivering = false
        pendingTouches.removeAll { $0.viewDelivery.isOver }
    }

    private func isFinished(_ touch: UITouch) -> Bool { touch.phase == .ended || touch.phase == .cancelled }

    // MARK: Running the plan

    /// Merges steps of one view and phase (touches of one event arrive together) and calls the views, each
    /// call checked against what happened since the plan was made.
    private func run(_ steps: [Step], event: UIEvent) {
        guard !steps.isEmpty else { return }
        var merged = borrowSteps()
        defer { giveBack(&merged) }
        for step in steps {
            if let index = merged.lastIndex(where: { $0.view === step.view && $0.phase == step.phase }),
                !merged[(index + 1)...].contains(where: { $0.view === step.view })
            {
                merged[index].others.append(step.first)
                merged[index].others.append(contentsOf: step.others)
            } else {
                merged.append(step)
            }
        }
        var deliverable = borrowTouches()
        var cancelled = borrowTouches()
        defer {
            giveBack(&deliverable)
            giveBack(&cancelled)
        }
        for step in merged {
            deliverable.removeAll(keepingCapacity: true)
            cancelled.removeAll(keepingCapacity: true)
            let viewLeftWindow = step.view.storedWindow == nil
            admit(
                step.first, phase: step.phase, viewLeftWindow: viewLeftWindow, into: &deliverable, cancelled: &cancelled
            )
            for touch in step.others {
                admit(
                    touch, phase: step.phase, viewLeftWindow: viewLeftWindow, into: &deliverable, cancelled: &cancelled)
            }
            if !cancelled.isEmpty {
                call(step.view, .cancelled, cancelled, event)
                releaseTrackingControls(of: cancelled)
            }
            if !deliverable.isEmpty {
                call(step.view, step.phase, deliverable, event)
                if step.phase == .ended { releaseTrackingControls(of: deliverable) }
            }
        }
    }

    /// Decides, just before the call, what `touch` gets: `phase` (into `deliverable`), a cancellation instead
    /// (the view left its window, or a recognizer took the touch meanwhile), or nothing (its delivery is over,
    /// or it never began for the view). Records the outcome.
    private func admit(
        _ touch: UITouch, phase: UITouch.Phase, viewLeftWindow: Bool, into deliverable: inout [UITouch],
        cancelled: inout [UITouch]
    ) {
        guard !touch.viewDelivery.isOver else { return }
        // A recognizer may have taken the touch since the plan was made.
        carryOutArenaDecisions()
        let mustCancel =
            phase == .cancelled || touch.viewDelivery.mustCancel || viewLeftWindow
            || touch.view?.storedWindow !== touch.window
        if mustCancel {
            touch.viewDelivery.isOver = true
            touch.viewDelivery.held.removeAll()
            if touch.viewDelivery.hasBegun { cancelled.append(touch) }
            return
        }
        switch phase {
        case .began:
            guard !touch.viewDelivery.hasBegun else { return }
            touch.viewDelivery.hasBegun = true
        case .moved:
            guard touch.viewDelivery.hasBegun else { return }
        case .ended:
            touch.viewDelivery.isOver = true
            guard touch.viewDelivery.hasBegun else { return }
        default:
            return
        }
        deliverable.append(touch)
    }

    /// `control` began tracking `touch` (SEMANTICS §4): if the touch's end goes another way (a subview that
    /// forwarded its touches to the control was moved elsewhere mid-touch), the control is told.
    func control(_ control: UIControl, beganTracking touch: UITouch) {
        trackingControls.removeAll { !($0.control.object?.isTracking ?? false) }
        trackingControls.append((ObjectIdentifier(touch), Weak(control)))
    }

    /// The view has had the end of these touches: a control still tracking one of them is told.
    private func releaseTrackingControls(of touches: [UITouch]) {
        guard !trackingControls.isEmpty else { return }
        for touch in touches {
            let id = ObjectIdentifier(touch)
            while let index = trackingControls.firstIndex(where: { $0.touch == id }) {
                let control = trackingControls.remove(at: index).control.object
                control?.touchFinishedWithoutReachingControl(touch)
            }
        }
    }

    private func call(_ view: UIView, _ phase: UITouch.Phase, _ touches: [UITouch], _ event: UIEvent) {
        let set = touches.count == 1 ? touches[0].asSet : Set(touches)
        if EventTrace.isEnabled {
            EventTrace.record(
                .responderReceived(method: "touches\(methodName(phase))", responder: EventTrace.name(view)))
        }
        switch phase {
        case .began: view.touchesBegan(set, with: event)
        case .moved: view.touchesMoved(set, with: event)
        case .ended: view.touchesEnded(set, with: event)
        case .cancelled: view.touchesCancelled(set, with: event)
        default: break
        }
        if EventTrace.isEnabled { EventTrace.recordHandled("touches\(methodName(phase))") }
    }

    private func methodName(_ phase: UITouch.Phase) -> String {
        switch phase {
        case .began: "Began"
        case .moved: "Moved"
        case .ended: "Ended"
        default: "Cancelled"
        }
    }
}
