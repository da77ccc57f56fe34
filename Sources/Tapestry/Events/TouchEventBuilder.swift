import Foundation

/// Turns raw touch changes from a backend into `UITouch` objects with their phases and one `UIEvent` per
/// hardware event: it owns the touches that are down, their tap counts and timestamps, and nothing else.
/// New touches are targeted by the `TouchDispatcher`; the event goes out through `UIApplication.sendEvent`.
@MainActor
final class TouchEventBuilder {
    private unowned let application: UIApplication
    private let dispatcher: TouchDispatcher
    /// The touches currently down, in the order they began.
    private(set) var activeTouches: [UITouch] = []
    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int, window: ObjectIdentifier)?

    init(application: UIApplication, dispatcher: TouchDispatcher) {
        self.application = application
        self.dispatcher = dispatcher
    }

    func touch(withIdentifier identifier: Int) -> UITouch? {
        activeTouches.first { $0.identifier == identifier }
    }

    /// One finger moved: the common case, built without a change list (no allocation per move).
    func move(_ touch: UITouch, to location: CGPoint, timestamp: TimeInterval) {
        for other in activeTouches { other.phase = .stationary }
        touch.update(phase: .moved, location: location, timestamp: timestamp)
        send(application.touchesEvent, timestamp: timestamp)
    }

    /// Applies the changes of one multi-touch hardware event in `window` and sends the event. A began for
    /// a touch that is still down cancels the old touch first; changes for unknown touches are ignored.
    /// Returns the touches that changed (a new touch even when its delivery already cancelled it).
    @discardableResult
    func apply(
        _ changes: [InputRouter.TouchChange], in window: UIWindow, timestamp: TimeInterval, type: UITouch.TouchType
    )
        -> [UITouch]
    {
        for change in changes where change.phase == .began {
            if let stale = touch(withIdentifier: change.identifier), let staleWindow = stale.window {
                apply(
                    [
                        InputRouter.TouchChange(
                            identifier: change.identifier, phase: .cancelled, location: stale.locationInWindow)
                    ],
                    in: staleWindow, timestamp: timestamp, type: stale.type)
            }
        }
        for touch in activeTouches { touch.phase = .stationary }
        var changed: [UITouch] = []
        for change in changes {
            switch change.phase {
            case .began:
                let touch = UITouch(
                    identifier: change.identifier, location: change.location, window: window, timestamp: timestamp,
                    tapCount: tapCount(at: change.location, time: timestamp, in: window), type: type)
                activeTouches.append(touch)
                changed.append(touch)
            case .moved, .stationary, .ended, .cancelled:
                guard let touch = touch(withIdentifier: change.identifier), touch.phase == .stationary else { continue }
                // A cancelled touch stays where it was last seen (a backend may not know where that is).
                let location =
                    change.phase == .cancelled || !change.location.isFinite ? touch.locationInWindow : change.location
                touch.update(phase: change.phase, location: location, timestamp: timestamp)
                changed.append(touch)
            default:
                continue
            }
        }
        guard !changed.isEmpty else { return [] }
        // Touches that end here leave the list of touches down before the event goes out, so input sent from
        // inside its delivery (cancelling every touch, say) never touches them again.
        let event = sendDepth == 0 ? application.touchesEvent : UIEvent(type: .touches, timestamp: timestamp)
        event.timestamp = timestamp
        event.stamp(from: application.input)
        event.touchList = activeTouches
        for touch in changed where touch.phase == .began {
            dispatcher.target(touch, in: window, event: event, others: activeTouches)
        }
        let finishing = changed.filter { $0.phase == .ended || $0.phase == .cancelled }
        activeTouches.removeAll { touch in finishing.contains { $0 === touch } }
        event.touchList = activeTouches + finishing
        sendDepth += 1
        application.sendEvent(event)
        sendDepth -= 1
        for touch in finishing {
            if touch.phase == .ended { rememberTap(touch) }
            finish(touch)
        }
        event.touchList = activeTouches
        return changed
    }

    /// The changes that cancel every touch down in `window` (every window when nil), grouped by window.
    func cancelAll(in window: UIWindow?, timestamp: TimeInterval) {
        var windows: [UIWindow] = []
        for touch in activeTouches {
            guard let touchWindow = touch.window, window == nil || touchWindow === window,
                !windows.contains(where: { $0 === touchWindow })
            else { continue }
            windows.append(touchWindow)
        }
        for touchWindow in windows {
            let changes = activeTouches.filter { $0.window === touchWindow }.map {
                InputRouter.TouchChange(identifier: $0.identifier, phase: .cancelled, location: $0.locationInWindow)
            }
            apply(changes, in: touchWindow, timestamp: timestamp, type: .direct)
        }
    }

    private func send(_ event: UIEvent, timestamp: TimeInterval) {
        let event = sendDepth == 0 ? event : UIEvent(type: .touches, timestamp: timestamp)
        event.timestamp = timestamp
        event.stamp(from: application.input)
        event.touchList = activeTouches
        sendDepth += 1
        application.sendEvent(event)
        sendDepth -= 1
        // Touches cancelled from inside the delivery have left the list; the reused event must not keep them.
        event.touchList = activeTouches
    }

    /// How many touch events are being delivered; one sent from inside another's delivery gets its own
    /// `UIEvent`, so the outer event's touches stay as they were.
    private var sendDepth = 0

    /// The touch is over: its one-element set is let go (it would keep the touch alive).
    private func finish(_ touch: UITouch) {
        touch.singleton = nil
    }

    // MARK: Tap counts

    private func tapCount(at location: CGPoint, time: TimeInterval, in window: UIWindow) -> Int {
        guard let last = lastTap, last.window == ObjectIdentifier(window),
            time - last.time <= GestureConstants.multiTapMaximumGap,
            hypot(location.x - last.location.x, location.y - last.location.y)
                <= GestureConstants.multiTapMaximumDistance
        else { return 1 }
        return last.count + 1
    }

    private func rememberTap(_ touch: UITouch) {
        guard let window = touch.window else { return }
        let start = touch.startLocationInWindow
        let moved = hypot(touch.locationInWindow.x - start.x, touch.locationInWindow.y - start.y)
        if moved <= GestureConstants.tapMovementAllowance {
            lastTap = (touch.locationInWindow, touch.timestamp, touch.tapCount, ObjectIdentifier(window))
        } else {
            lastTap = nil
        }
    }
}
