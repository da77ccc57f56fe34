import Foundation

/// Turns raw key and button changes into `UIPress` objects and one `UIPressesEvent` per change: it owns the
/// presses that are held, and targets a new press at the key window's first responder (or the key window).
@MainActor
final class PressEventBuilder {
    private unowned let application: UIApplication
    private let dispatcher: PressDispatcher
    /// The presses currently held, in the order they began.
    private(set) var activePresses: [UIPress] = []

    init(application: UIApplication, dispatcher: PressDispatcher) {
        self.application = application
        self.dispatcher = dispatcher
    }

    /// A key went down; a second began for a key already held is an auto-repeat (`pressesChanged`).
    func begin(_ identifier: Int, type: UIPress.PressType, key: UIKey?, timestamp: TimeInterval) -> UIPress? {
        if let held = activePresses.first(where: { $0.identifier == identifier }) {
            update(identifier, phase: .changed, timestamp: timestamp)
            return held
        }
        guard let window = application.keyWindow else { return nil }
        let press = UIPress(identifier: identifier, type: type, key: key, timestamp: timestamp)
        press.window = window
        press.responder = window.firstResponder ?? window
        let recognizers = dispatcher.arena.recognizers(for: press, from: press.responder)
        press.gestureRecognizers = recognizers.isEmpty ? nil : recognizers
        activePresses.append(press)
        send(press, in: window, timestamp: timestamp)
        return press
    }

    /// A held press changed phase; ended and cancelled presses are let go after their delivery.
    func update(_ identifier: Int, phase: UIPress.Phase, timestamp: TimeInterval) {
        guard let press = activePresses.first(where: { $0.identifier == identifier }), let window = press.window else {
            return
        }
        press.phase = phase
        press.timestamp = timestamp
        send(press, in: window, timestamp: timestamp)
        if phase == .ended || phase == .cancelled { activePresses.removeAll { $0 === press } }
    }

    private func send(_ press: UIPress, in window: UIWindow, timestamp: TimeInterval) {
        for other in activePresses where other !== press { other.phase = .stationary }
        let event = UIPressesEvent(timestamp: timestamp)
        event.pressList = activePresses
        event.targetWindow = window
        event.stamp(from: application.input)
        application.sendEvent(event)
    }
}
