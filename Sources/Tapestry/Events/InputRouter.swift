import Foundation

/// A view that scrolls its content when the wheel turns over it.
@MainActor
protocol WheelScrollable: AnyObject {
    /// Scrolls by `delta` points; returns false when it cannot scroll that way (the next view up may).
    func scrollWheel(by delta: CGPoint) -> Bool
}

/// The push-style entry points through which a backend feeds raw input into the engine: touches (the mouse's
/// left button, XInput2 touches), presses (keys), text, shake, remote control and window focus.
///
/// The X11 backend and the headless `EventSynthesizer` call exactly these methods, so a test exercises the
/// same path as a real click. Each call is one hardware event: it becomes one `UIEvent`, is sent through
/// `UIApplication.sendEvent(_:)`, and is fully delivered (recognizers, views, handlers) before returning.
/// Malformed sequences are tolerated: a move or end for an unknown touch is ignored, and a second began for
/// a touch that is still down cancels the first.
@MainActor
public final class InputRouter {
    /// A change to one touch in a multi-touch event.
    public struct TouchChange: Sendable, Equatable {
        /// The backend's identifier of the finger or button.
        public var identifier: Int
        /// The new phase: `.began`, `.moved`, `.ended` or `.cancelled`.
        public var phase: UITouch.Phase
        /// The location in the coordinates of the touch's window.
        public var location: CGPoint
        /// Creates a change.
        public init(identifier: Int, phase: UITouch.Phase, location: CGPoint) {
            self.identifier = identifier
            self.phase = phase
            self.location = location
        }
    }

    private unowned let application: UIApplication
    private var activeTouches: [UITouch] = []
    private var activePresses: [UIPress] = []
    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int, window: ObjectIdentifier)?
    /// The window presses, shake and remote control go to while one is delivered.
    private(set) var targetWindow: UIWindow?
    /// Whether the motion event being delivered is the began half.
    private(set) var motionPhaseIsBegin = true
    /// Hover recognizers the pointer is over.
    var hoverRecognizers: [Weak<UIHoverGestureRecognizer>] = []

    init(application: UIApplication) {
        self.application = application
    }

    /// The touches currently down, in the order they began.
    public var touchesDown: [UITouch] { activeTouches }

    /// The backend identifier of a touch that is down, or nil when it is not down.
    public func identifier(of touch: UITouch) -> Int? {
        activeTouches.first { $0 === touch }?.identifier
    }

    // MARK: Touches

    /// A finger (or the left button) went down at `location` in `window`'s coordinates; returns its touch.
    @discardableResult
    public func touchBegan(
        _ identifier: Int, at location: CGPoint, in window: UIWindow, timestamp: TimeInterval? = nil,
        type: UITouch.TouchType = .direct
    ) -> UITouch? {
        touchesChanged([TouchChange(identifier: identifier, phase: .began, location: location)], in: window,
            timestamp: timestamp, type: type)
        return activeTouches.last { $0.identifier == identifier }
    }

    /// A touch that is down moved to `location` in its window's coordinates.
    public func touchMoved(_ identifier: Int, to location: CGPoint, timestamp: TimeInterval? = nil) {
        guard let touch = activeTouches.first(where: { $0.identifier == identifier }), touch.window != nil else {
            return
        }
        // The common case, one finger moving, without building a change list (no allocation per move).
        let time = timestamp ?? application.clock.now
        prepareForInput()
        for other in activeTouches { other.phase = .stationary }
        touch.update(phase: .moved, location: location, timestamp: time)
        let event = application.touchesEvent
        event.timestamp = time
        event.touchList = activeTouches
        application.sendEvent(event)
    }

    /// A touch lifted, at `location` (its last location when nil).
    public func touchEnded(_ identifier: Int, at location: CGPoint? = nil, timestamp: TimeInterval? = nil) {
        finish(identifier, phase: .ended, location: location, timestamp: timestamp)
    }

    /// The system stopped tracking a touch (focus lost, pointer grab broken).
    public func touchCancelled(_ identifier: Int, timestamp: TimeInterval? = nil) {
        finish(identifier, phase: .cancelled, location: nil, timestamp: timestamp)
    }

    /// Cancels every touch that is down (the backend lost the pointer or the focus).
    public func cancelAllTouches(timestamp: TimeInterval? = nil) {
        let byWindow = Dictionary(grouping: activeTouches) { ObjectIdentifier($0.window!) }
        for touches in byWindow.values {
            guard let window = touches.first?.window else { continue }
            touchesChanged(
                touches.map { TouchChange(identifier: $0.identifier, phase: .cancelled, location: $0.locationInWindow) },
                in: window, timestamp: timestamp)
        }
    }

    private func finish(_ identifier: Int, phase: UITouch.Phase, location: CGPoint?, timestamp: TimeInterval?) {
        guard let touch = activeTouches.first(where: { $0.identifier == identifier }), let window = touch.window else {
            return
        }
        touchesChanged([TouchChange(identifier: identifier, phase: phase, location: location ?? touch.locationInWindow)],
            in: window, timestamp: timestamp)
    }

    /// Several touches of one window changed at once (one multi-touch hardware event). Each touch is
    /// hit-tested once, when it begins.
    public func touchesChanged(
        _ changes: [TouchChange], in window: UIWindow, timestamp: TimeInterval? = nil, type: UITouch.TouchType = .direct
    ) {
        let time = timestamp ?? application.clock.now
        prepareForInput()
        // A began for a touch that is still down: the old one is cancelled first (tolerated malformed input).
        for change in changes where change.phase == .began && activeTouches.contains(where: { $0.identifier == change.identifier }) {
            touchCancelled(change.identifier, timestamp: time)
        }
        for touch in activeTouches { touch.phase = .stationary }
        var changed: [UITouch] = []
        for change in changes {
            switch change.phase {
            case .began:
                let touch = UITouch(
                    identifier: change.identifier, location: change.location, window: window, timestamp: time,
                    tapCount: tapCount(at: change.location, time: time, in: window), type: type)
                activeTouches.append(touch)
                changed.append(touch)
            case .moved, .stationary, .ended, .cancelled:
                guard let touch = activeTouches.first(where: { $0.identifier == change.identifier }) else { continue }
                touch.update(phase: change.phase, location: change.location, timestamp: time)
                changed.append(touch)
            default:
                continue
            }
        }
        guard !changed.isEmpty else { return }
        let event = application.touchesEvent
        event.timestamp = time
        event.touchList = activeTouches
        for touch in changed where touch.phase == .began { hitTest(touch, in: window, event: event) }
        application.sendEvent(event)
        for touch in changed where touch.phase == .ended || touch.phase == .cancelled {
            if touch.phase == .ended { rememberTap(touch) }
            activeTouches.removeAll { $0 === touch }
            touch.singleton = nil
        }
        event.touchList = activeTouches
    }

    private func hitTest(_ touch: UITouch, in window: UIWindow, event: UIEvent) {
        if EventTrace.isEnabled {
            EventTrace.resetHitTestDepth()
            EventTrace.record(.hitTestBegan(window: EventTrace.name(window), point: touch.locationInWindow))
        }
        let view = window.hitTest(touch.locationInWindow, with: event)
        if EventTrace.isEnabled { EventTrace.recordHitTestResult(view) }
        touch.view = view
        let recognizers = application.gestureEnvironment.recognizers(for: touch, hitView: view)
        touch.gestureRecognizers = recognizers.isEmpty ? nil : recognizers
        touch.isDeliveredToView = view.map { mayReceive(touch, view: $0) } ?? false
    }

    /// Multiple-touch and exclusive-touch rules (SEMANTICS §3.4): whether `view` may get the new touch.
    private func mayReceive(_ touch: UITouch, view: UIView) -> Bool {
        for other in activeTouches where other !== touch && other.isDeliveredToView && !other.viewDeliveryIsOver {
            guard let otherView = other.view, other.window === touch.window else { continue }
            if otherView === view {
                if !view.isMultipleTouchEnabled { return false }
            } else if view.isExclusiveTouch || otherView.isExclusiveTouch {
                return false
            }
        }
        return true
    }

    private func tapCount(at location: CGPoint, time: TimeInterval, in window: UIWindow) -> Int {
        guard let last = lastTap, last.window == ObjectIdentifier(window),
            time - last.time <= GestureConstants.multiTapMaximumGap,
            hypot(location.x - last.location.x, location.y - last.location.y) <= GestureConstants.tapMovementAllowance
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

    // MARK: Presses

    /// A key or button went down; it goes to the key window's first responder (or the key window).
    @discardableResult
    public func pressBegan(
        _ identifier: Int, type: UIPress.PressType, key: UIKey?, timestamp: TimeInterval? = nil
    ) -> UIPress? {
        if activePresses.contains(where: { $0.identifier == identifier }) {
            pressChanged(identifier, timestamp: timestamp)
            return activePresses.first { $0.identifier == identifier }
        }
        guard let window = application.keyWindow else { return nil }
        prepareForInput()
        let time = timestamp ?? application.clock.now
        let press = UIPress(identifier: identifier, type: type, key: key, timestamp: time)
        press.window = window
        press.responder = window.firstResponder ?? window
        let recognizers = application.gestureEnvironment.recognizers(for: press, from: press.responder)
        press.gestureRecognizers = recognizers.isEmpty ? nil : recognizers
        activePresses.append(press)
        sendPresses([press], in: window, time: time)
        return press
    }

    /// A held key repeated (auto-repeat), delivered as `pressesChanged`.
    public func pressChanged(_ identifier: Int, timestamp: TimeInterval? = nil) {
        updatePress(identifier, phase: .changed, timestamp: timestamp)
    }

    /// A key or button was released.
    public func pressEnded(_ identifier: Int, timestamp: TimeInterval? = nil) {
        updatePress(identifier, phase: .ended, timestamp: timestamp)
    }

    /// A held key was cancelled (the window lost the keyboard focus).
    public func pressCancelled(_ identifier: Int, timestamp: TimeInterval? = nil) {
        updatePress(identifier, phase: .cancelled, timestamp: timestamp)
    }

    /// Cancels every held press (focus out): no key stays stuck.
    public func cancelAllPresses(timestamp: TimeInterval? = nil) {
        for press in activePresses { pressCancelled(press.identifier, timestamp: timestamp) }
    }

    /// The presses currently held.
    public var pressesDown: [UIPress] { activePresses }

    private func updatePress(_ identifier: Int, phase: UIPress.Phase, timestamp: TimeInterval?) {
        guard let press = activePresses.first(where: { $0.identifier == identifier }), let window = press.window else {
            return
        }
        prepareForInput()
        let time = timestamp ?? application.clock.now
        press.phase = phase
        press.timestamp = time
        sendPresses([press], in: window, time: time)
        if phase == .ended || phase == .cancelled { activePresses.removeAll { $0 === press } }
    }

    private func sendPresses(_ presses: [UIPress], in window: UIWindow, time: TimeInterval) {
        for other in activePresses where !presses.contains(where: { $0 === other }) { other.phase = .stationary }
        let event = UIPressesEvent(timestamp: time)
        event.pressList = activePresses
        targetWindow = window
        application.sendEvent(event)
        targetWindow = nil
    }

    /// Delivers presses to recognizers, then to the responders they were first sent to, along the chain.
    func deliverPresses(_ event: UIPressesEvent, in window: UIWindow) {
        let changed = event.pressList.filter { $0.phase != .stationary && $0.window === window }
        let environment = application.gestureEnvironment
        environment.deliveryDepth += 1
        environment.deliver(changed, event: event)
        environment.resolveDeferred()
        environment.deliveryDepth -= 1
        for press in changed where !press.viewDeliveryIsOver {
            let responder = press.responder ?? window
            let set: Set<UIPress> = [press]
            if EventTrace.isEnabled {
                let method = ["began": "pressesBegan", "changed": "pressesChanged", "ended": "pressesEnded"][
                    "\(press.phase)"] ?? "pressesCancelled"
                EventTrace.record(.responderReceived(method: method, responder: EventTrace.name(responder)))
            }
            switch press.phase {
            case .began:
                if !application.keyCommandHandled(press, in: window) {
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
        environment.settle()
    }

    // MARK: Text, shake, remote control

    /// Text committed by the keyboard or an input method; inserted into the key window's first responder when
    /// it adopts `UIKeyInput` (invalid UTF-8 never reaches here: backends replace it).
    public func insertText(_ text: String) {
        guard !text.isEmpty, let responder = application.keyWindow?.firstResponder as? UIKeyInput else { return }
        prepareForInput()
        responder.insertText(text)
    }

    /// Deletes backward in the key window's first responder when it adopts `UIKeyInput`.
    public func deleteBackward() {
        guard let responder = application.keyWindow?.firstResponder as? UIKeyInput else { return }
        prepareForInput()
        responder.deleteBackward()
    }

    /// A shake of the device (Ctrl+Super+Z on X11): `motionBegan` then `motionEnded` with `.motionShake` to the
    /// key window's first responder (or the window), along the chain.
    public func shake(timestamp: TimeInterval? = nil) {
        guard application.applicationSupportsShakeToEdit, let window = application.keyWindow else { return }
        prepareForInput()
        let time = timestamp ?? application.clock.now
        let event = UIEvent(type: .motion, subtype: .motionShake, timestamp: time)
        targetWindow = window
        motionPhaseIsBegin = true
        application.sendEvent(event)
        motionPhaseIsBegin = false
        application.sendEvent(event)
        motionPhaseIsBegin = true
        targetWindow = nil
    }

    /// A media key: delivered as `remoteControlReceived(with:)` once the application called
    /// `beginReceivingRemoteControlEvents()`; dropped before that.
    public func remoteControl(_ subtype: UIEvent.EventSubtype, timestamp: TimeInterval? = nil) {
        precondition(
            subtype.rawValue >= 100, "InputRouter.remoteControl: \(subtype) is not a remote-control subtype")
        guard application.isReceivingRemoteControlEvents, let window = application.keyWindow else { return }
        prepareForInput()
        let event = UIEvent(type: .remoteControl, subtype: subtype, timestamp: timestamp ?? application.clock.now)
        targetWindow = window
        application.sendEvent(event)
        targetWindow = nil
    }

    // MARK: Scrolling

    /// The wheel (or a trackpad) scrolled by `delta` points over `location` in `window`: the nearest view
    /// under the pointer that scrolls (a `UIScrollView`) takes it.
    public func scroll(by delta: CGPoint, at location: CGPoint, in window: UIWindow) {
        prepareForInput()
        var view = window.hitTest(location, with: nil)
        while let current = view {
            if let scrollable = current as? WheelScrollable, scrollable.scrollWheel(by: delta) { return }
            view = current.superview
        }
    }

    // MARK: Windows

    /// The backend's window got or lost the keyboard focus. Losing it cancels held presses and touches.
    public func windowFocusChanged(_ window: UIWindow, focused: Bool) {
        if focused {
            window.makeKey()
            application.delegate?.applicationDidBecomeActive(application)
        } else {
            cancelAllPresses()
            if activeTouches.contains(where: { $0.window === window }) { cancelAllTouches() }
            if application.keyWindow === window { application.delegate?.applicationWillResignActive(application) }
        }
    }

    /// The backend's window was resized to `size` points: the window's bounds follow and layout runs.
    public func windowResized(_ window: UIWindow, to size: CGSize) {
        guard size.isFinite, size.width >= 0, size.height >= 0, window.bounds.size != size else { return }
        window.frame = CGRect(origin: window.frame.origin, size: size)
        window.layoutIfNeeded()
    }

    /// Runs what the run loop does between events: due timers, then pending layout of visible windows.
    public func runLoopTurn() {
        application.clock.fireDueTimers()
        layoutVisibleWindows()
    }

    private func prepareForInput() {
        layoutVisibleWindows()
    }

    private func layoutVisibleWindows() {
        for window in application.visibleWindowsInShowingOrder where window.hasPendingLayout { window.layoutIfNeeded() }
    }
}
