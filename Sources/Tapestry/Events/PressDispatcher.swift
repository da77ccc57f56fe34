import Foundation

/// Delivers a window's presses: recognizers whose `allowedPressTypes` include them first, then key commands,
/// then the responder each press was first sent to, along the chain (SEMANTICS §5.2).
@MainActor
final class PressDispatcher {
    let arena: GestureArena

    init(arena: GestureArena) {
        self.arena = arena
    }

    func deliver(_ event: UIPressesEvent, in window: UIWindow) {
        let changed = event.pressList.filter { $0.phase != .stationary && $0.window === window }
        // As for touches: recognizers, then the responders, and the consequences of state changes (handlers,
        // resets) once the whole event is delivered.
        arena.deliveryDepth += 1
        arena.deliver(changed, event: event)
        arena.resolveDeferred()
        for press in changed where !press.viewDeliveryIsOver {
            let responder = press.responder ?? window
            let set: Set<UIPress> = [press]
            if EventTrace.isEnabled {
                EventTrace.record(
                    .responderReceived(method: Self.methodName(press.phase), responder: EventTrace.name(responder)))
            }
            switch press.phase {
            case .began:
                if !UIApplication.shared.keyCommandHandled(press, in: window) {
                    responder.pressesBegan(set, with: event)
                }
            case .changed: responder.pressesChanged(set, with: event)
            case .ended:
                press.viewDeliveryIsOver = true
                responder.pressesEnded(set, with: event)
            case .cancelled:
                press.viewDeliveryIsOver = true
                responder.pressesCancelled(set, with: event)
            case .stationary: break
            }
            if EventTrace.isEnabled { EventTrace.recordHandled("presses") }
        }
        arena.deliveryDepth -= 1
        if arena.deliveryDepth == 0 { arena.settle() }
    }

    private static func methodName(_ phase: UIPress.Phase) -> String {
        switch phase {
        case .began: "pressesBegan"
        case .changed: "pressesChanged"
        case .ended: "pressesEnded"
        default: "pressesCancelled"
        }
    }
}
