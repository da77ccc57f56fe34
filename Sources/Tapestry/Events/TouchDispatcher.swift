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

    init(environment: GestureEnvironment) {
        self.environment = environment
        environment.viewDeliveryNeedsUpdate = { [unowned self] in
            if !self.isDelivering { self.deliverReleasedPhases(event: nil) }
        }
    }

    /// Delivers the changed touches of `event` that belong to `window`.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        let touches = event.touchList.filter { $0.window === window && $0.phase != .stationary }
        guard !touches.isEmpty else { return }
        for touch in touches where touch.phase == .began && !pendingTouches.contains(where: { $0 === touch }) {
            pendingTouches.append(touch)
        }
        environment.deliveryDepth += 1
        isDelivering = true
        environment.deliver(touches, event: event)
        environment.resolveDeferred()
        // This event's phases join any held ones first, so a release delivers them once, coalesced.
        var plan: [Step] = []
        for touch in touches { plan.append(contentsOf: phasesToDeliver(touch)) }
        plan.append(contentsOf: releasedPhases())
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
        let plan = releasedPhases()
        run(plan, event: event ?? UIApplication.shared.touchesEvent)
        isDelivering = false
        pendingTouches.removeAll { $0.viewDeliveryIsOver }
    }

    private func isFinished(_ touch: UITouch) -> Bool { touch.phase == .ended || touch.phase == .cancelled }

    // MARK: Planning

    private struct Step {
        let view: UIView
        let phase: UITouch.Phase
        var touches: [UITouch]
    }

    /// The phase of this event for `touch`, or nothing when it is held back or withheld.
    private func phasesToDeliver(_ touch: UITouch) -> [Step] {
        guard let view = touch.view, touch.isDeliveredToView, !touch.viewDeliveryIsOver else { return [] }
        if touch.isCancelledForView { return cancellation(touch, view: view) }
        switch touch.phase {
        case .began, .moved:
            if !touch.heldPhases.isEmpty || environment.delaysBegan(touch) {
                if !(touch.phase == .moved && touch.heldPhases.last == .moved) { touch.heldPhases.append(touch.phase) }
                return []
            }
            if touch.phase == .began { touch.viewHasBegun = true }
            return touch.viewHasBegun ? [Step(view: view, phase: touch.phase, touches: [touch])] : []
        case .ended:
            if !touch.heldPhases.isEmpty || environment.delaysBegan(touch) || environment.delaysEnded(touch) {
                touch.heldPhases.append(.ended)
                return []
            }
            touch.viewDeliveryIsOver = true
            return touch.viewHasBegun ? [Step(view: view, phase: .ended, touches: [touch])] : []
        case .cancelled:
            return cancellation(touch, view: view)
        default:
            return []
        }
    }

    private func cancellation(_ touch: UITouch, view: UIView) -> [Step] {
        touch.viewDeliveryIsOver = true
        touch.heldPhases.removeAll()
        return touch.viewHasBegun ? [Step(view: view, phase: .cancelled, touches: [touch])] : []
    }

    /// Held phases that may now go to the view, and cancellations recognizers asked for.
    private func releasedPhases() -> [Step] {
        var steps: [Step] = []
        for touch in pendingTouches where !touch.viewDeliveryIsOver && touch.isDeliveredToView {
            guard let view = touch.view else { continue }
            if touch.isCancelledForView {
                steps.append(contentsOf: cancellation(touch, view: view))
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
            steps.append(contentsOf: released.map { Step(view: view, phase: $0, touches: [touch]) })
        }
        return steps
    }

    // MARK: Running the plan

    /// Merges steps of one view and phase (touches of one event arrive together) and calls the views.
    private func run(_ steps: [Step], event: UIEvent) {
        guard !steps.isEmpty else { return }
        var merged: [Step] = []
        for step in steps {
            if let index = merged.lastIndex(where: { $0.view === step.view && $0.phase == step.phase }),
                !merged[(index + 1)...].contains(where: { $0.view === step.view })
            {
                merged[index].touches.append(contentsOf: step.touches)
            } else {
                merged.append(step)
            }
        }
        for step in merged {
            let set = Set(step.touches)
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
