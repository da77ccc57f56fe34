import Foundation

/// Planning a delivery: which phase of each touch goes to its view now, which waits for a recognizer to
/// decide (held phases), and which becomes a cancellation. Nothing here calls view code.
extension TouchDispatcher {
    /// One call of a view's touches method: its first touch, and any others of the same event (kept apart so
    /// that the common single-touch step allocates nothing).
    struct Step {
        let view: UIView
        let phase: UITouch.Phase
        let first: UITouch
        var others: [UITouch] = []
        init(view: UIView, phase: UITouch.Phase, touch: UITouch) {
            self.view = view
            self.phase = phase
            first = touch
        }
        func contains(_ touch: UITouch) -> Bool { first === touch || others.contains { $0 === touch } }
    }

    /// Adds the phase of this event for `touch` to `plan`, unless it is held back or withheld.
    func addPhases(of touch: UITouch, to plan: inout [Step]) {
        guard let view = touch.view, !touch.viewDelivery.isWithheld, !touch.viewDelivery.isOver else { return }
        if touch.viewDelivery.mustCancel { return addCancellation(of: touch, view: view, to: &plan) }
        switch touch.phase {
        case .began, .moved:
            if !touch.viewDelivery.held.isEmpty || arena.holdsBegan(touch) {
                if !(touch.phase == .moved && touch.viewDelivery.held.last == .moved) {
                    touch.viewDelivery.held.append(touch.phase)
                }
                return
            }
            plan.append(Step(view: view, phase: touch.phase, touch: touch))
        case .ended:
            if !touch.viewDelivery.held.isEmpty || arena.holdsBegan(touch) || arena.holdsEnded(touch) {
                touch.viewDelivery.held.append(.ended)
                return
            }
            plan.append(Step(view: view, phase: .ended, touch: touch))
        case .cancelled:
            addCancellation(of: touch, view: view, to: &plan)
        default:
            return
        }
    }

    func addCancellation(of touch: UITouch, view: UIView, to plan: inout [Step]) {
        touch.viewDelivery.held.removeAll()
        plan.append(Step(view: view, phase: .cancelled, touch: touch))
    }

    /// Adds held phases that may now go to the view, and cancellations recognizers asked for, to `steps`.
    func addReleasedPhases(to steps: inout [Step]) {
        for touch in pendingTouches where !touch.viewDelivery.isOver && !touch.viewDelivery.isWithheld {
            guard let view = touch.view else { continue }
            if touch.viewDelivery.mustCancel {
                if !steps.contains(where: { $0.phase == .cancelled && $0.contains(touch) }) {
                    addCancellation(of: touch, view: view, to: &steps)
                }
                continue
            }
            guard !touch.viewDelivery.held.isEmpty else { continue }
            if touch.viewDelivery.held.first != .ended, arena.holdsBegan(touch) { continue }
            var released: [UITouch.Phase] = []
            while let phase = touch.viewDelivery.held.first, phase != .ended {
                touch.viewDelivery.held.removeFirst()
                if phase == .began {
                    released.append(.began)
                } else if released.last != .moved {
                    released.append(.moved)
                }
            }
            if touch.viewDelivery.held.first == .ended, !arena.holdsEnded(touch) {
                touch.viewDelivery.held.removeAll()
                released.append(.ended)
            }
            for phase in released { steps.append(Step(view: view, phase: phase, touch: touch)) }
        }
    }
}
