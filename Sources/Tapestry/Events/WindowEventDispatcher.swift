import Foundation

/// Delivers an event inside one window (what `UIWindow.sendEvent(_:)` does): touches to the touch
/// dispatcher (recognizers, then views), presses to the press dispatcher (recognizers, then the responder
/// chain from the first responder), shake and remote control to the first responder (or the window) and along
/// the chain. The application gives it to each window it registers; events go one way, from the backend's
/// entry points through `UIApplication.sendEvent(_:)` and the window to here, and never back to the
/// application.
@MainActor
final class WindowEventDispatcher {
    let touches: TouchDispatcher
    let presses: PressDispatcher

    init(touches: TouchDispatcher, presses: PressDispatcher) {
        self.touches = touches
        self.presses = presses
    }

    func deliver(_ event: UIEvent, in window: UIWindow) {
        switch event.type {
        case .touches:
            touches.deliver(event, in: window)
        case .presses:
            if let pressesEvent = event as? UIPressesEvent { presses.deliver(pressesEvent, in: window) }
        case .motion:
            let responder: UIResponder = window.firstResponder ?? window
            trace("motion", responder)
            if event.isMotionBegin {
                responder.motionBegan(event.subtype, with: event)
            } else {
                responder.motionEnded(event.subtype, with: event)
            }
            if EventTrace.isEnabled { EventTrace.recordHandled("motion") }
        case .remoteControl:
            let responder: UIResponder = window.firstResponder ?? window
            trace("remoteControlReceived", responder)
            responder.remoteControlReceived(with: event)
            if EventTrace.isEnabled { EventTrace.recordHandled("remoteControlReceived") }
        default:
            break
        }
    }

    private func trace(_ method: String, _ responder: UIResponder) {
        if EventTrace.isEnabled {
            EventTrace.record(.responderReceived(method: method, responder: EventTrace.name(responder)))
        }
    }
}
