import Foundation

/// Delivers a window's touches: first to gesture recognizers, then to the touches' views (SEMANTICS §3–4),
/// honouring cancellation by recognizers, held phases, multiple and exclusive touch.
///
/// Every view delivery works from a plan made before any view code runs, so handlers that change the
/// hierarchy are safe: the delivery in progress finishes on its snapshot (SEMANTICS §3.5).
@MainActor
final class TouchDispatcher {
    private let environment: GestureEnvironment
    /// Touches whose view delivery is not over yet (held phases, or still down).
    private var pendingTouches: [UITouch] = []
    private var isDelivering = false
    /// Reusable buffers, so steady-state delivery allocates nothing; nested deliveries borrow their own.
    private var touchPool: [[UITouch]] = []
    private var stepPool: [[Step]] = []

    init(environment: GestureEnvironment) {
        self.environment = environment
        environment.viewDeliveryNeedsUpdate = { [unowned self] in
            if !self.isDelivering { self.deliverReleasedPhases(event: nil) }
        }
    }

    private func borrowTouches() -> [UITouch] { touchPool.popLast() ?? [] }
    private func giveBack(_ touches: inout [UITouch]) {
        touches.removeAll(keepingCapacity: true)
        touchPool.append(touches)
    }
    private func borrowSteps() -> [Step] { stepPool.popLast() ?? [] }
    private func giveBack(_ steps: inout [Step]) {
        steps.removeAll(keepingCapacity: true)
        stepPool.append(steps)
    }

    /// Delivers the changed touches of `event` that belong to `window`.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        var touches = borrowTouches()
        defer { giveBack(&touches) }
        for touch in event.touchList where touch.window === window && touch.phase != .stationary { touches.append(touch) }
        guard !touches.isEmpty else { return }
        for touch in touches where touch.phase == .began && !pendingTouches.contains(where: { $0 === touch }) {
            pendingTouches.append(touch)
        }
        environment.deliveryDepth += 1
        isDelivering = true
        environment.deliver(touches, event: event)
        environment.resolveDeferred()
        // This event's phases join any held ones first, so a release delivers them once, coalesced.
        var plan = borrowSteps()
        defer { giveBack(&plan) }
        for touch in touches { addPhases(of: touch, to: &plan) }
        addReleasedPhases(to: &plan)
        run(plan, event: event)
        isDelivering = false
        environment.deliveryDepth -= 1
        environment.settle()
        pendingTouches.removeAll { $0.viewDeliveryIsOver || (($0.view == nil || !$0.isDeliveredToView) && isFinished($0)) }
    }

    /// Cancels the view delivery of every touch whose view is `view` or inside it (the view left its window).
    func cancelTouches(inside view: UIView) {
        for touch in pendingTouches where !touch.viewDeliveryIsOver {
            if let touchView = touch.view, touchView.isDescendant(of: view) { touch.isCancelledForView = true }
        }
        if !isDelivering { deliverReleasedPhases(event: nil) }
    }

    /// Delivers phases that recognizers have released or cancelled since the last delivery.
    func deliverReleasedPhases(event: UIEvent?) {
        guard !isDelivering else { return }
        isDelivering = true
        var plan = borrowSteps()
        defer { giveBack(&plan) }
        addReleasedPhases(to: &plan)
        run(plan, event: event ?? UIApplication.shared.touchesEvent)
        isDelivering = false
        pendingTouches.removeAll { $0.viewDeliveryIsOver }
    }

    private func isFinished(_ touch: UITouch) -> Bool { touch.phase == .ended || touch.phase == .cancelled }

    // MARK: Planning

    /// One call of a view's touches method: its first touch, and any others of the same event.
    private struct Step {
        let view: UIView
        let phase: UITouch.Phase
        let first: UITouch
        var others: [UITouch] = []
        init(view: UIView, phase: UITouch.Phase, touch: UITouch) {
            self.view = view
            self.phase = phase
            first = touch
        }
        @MainActor var set: Set<UITouch> { others.isEmpty ? first.asSet : Set([first] + others) }
    }

    /// Adds the phase of this event for `touch` to `plan`, unless it is held back or withheld.
    private func addPhases(of touch: UITouch, to plan: inout [Step]) {
        guard let view = touch.view, touch.isDeliveredToView, !touch.viewDeliveryIsOver else { return }
        if touch.isCancelledForView { return addCancellation(of: touch, view: view, to: &plan) }
        switch touch.phase {
        case .began, .moved:
            if !touch.heldPhases.isEmpty || environment.delaysBegan(touch) {
                if !(touch.phase == .moved && touch.heldPhases.last == .moved) { touch.heldPhases.append(touch.phase) }
                return
            }
            if touch.phase == .began { touch.viewHasBegun = true }
            if touch.viewHasBegun { plan.append(Step(view: view, phase: touch.phase, touch: touch)) }
        case .ended:
            if !touch.heldPhases.isEmpty || environment.delaysBegan(touch) || environment.delaysEnded(touch) {
                touch.heldPhases.append(.ended)
                return
            }
            touch.viewDeliveryIsOver = true
            if touch.viewHasBegun { plan.append(Step(view: view, phase: .ended, touch: touch)) }
        case .cancelled:
            addCancellation(of: touch, view: view, to: &plan)
        default:
            return
        }
    }

    private func addCancellation(of touch: UITouch, view: UIView, to plan: inout [Step]) {
        touch.viewDeliveryIsOver = true
        touch.heldPhases.removeAll()
        if touch.viewHasBegun { plan.append(Step(view: view, phase: .cancelled, touch: touch)) }
    }

    /// Adds held phases that may now go to the view, and cancellations recognizers asked for, to `steps`.
    private func addReleasedPhases(to steps: inout [Step]) {
        for touch in pendingTouches where !touch.viewDeliveryIsOver && touch.isDeliveredToView {
            guard let view = touch.view else { continue }
            if touch.isCancelledForView {
                addCancellation(of: touch, view: view, to: &steps)
                continue
            }
            guard !touch.heldPhases.isEmpty else { continue }
            if touch.heldPhases.first != .ended, environment.delaysBegan(touch) { continue }
            var released: [UITouch.Phase] = []
            while let phase = touch.heldPhases.first, phase != .ended {
                touch.heldPhases.removeFirst()
                if phase == .began {
                    touch.viewHasBegun = true
                    released.append(.began)
                } else if released.last != .moved {
                    released.append(.moved)
                }
            }
            if touch.heldPhases.first == .ended, !environment.delaysEnded(touch) {
                touch.heldPhases.removeAll()
                touch.viewDeliveryIsOver = true
                released.append(.ended)
            }
            if !touch.viewHasBegun { released.removeAll() }
            for phase in released { steps.append(Step(view: view, phase: phase, touch: touch)) }
        }
    }

    // MARK: Running the plan

    /// Merges steps of one view and phase (touches of one event arrive together) and calls the views.
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
        for step in merged {
            let set = step.set
            if EventTrace.isEnabled {
                EventTrace.record(.responderReceived(method: "touches\(methodName(step.phase))", responder: EventTrace.name(step.view)))
            }
            switch step.phase {
            case .began: step.view.touchesBegan(set, with: event)
            case .moved: step.view.touchesMoved(set, with: event)
            case .ended: step.view.touchesEnded(set, with: event)
            case .cancelled: step.view.touchesCancelled(set, with: event)
            default: break
            }
            if EventTrace.isEnabled { EventTrace.recordHandled("touches\(methodName(step.phase))") }
        }
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
