import Foundation

/// The push-style entry points through which a backend feeds raw input into the engine: touches (the mouse's
/// left button, XInput2 touches), presses (keys), text, shake, remote control and window focus.
///
/// The X11 backend and the headless `EventSynthesizer` call exactly these methods, so a test exercises the
/// same path as a real click. Each call is one hardware event: it becomes one `UIEvent`, is sent through
/// `UIApplication.sendEvent(_:)`, and is fully delivered (recognizers, views, handlers) before returning.
/// Malformed sequences are tolerated: a move or end for an unknown touch is ignored, and a second began for
/// a touch that is still down cancels the first.
@preconcurrency @MainActor
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

    unowned let application: UIApplication
    let touchBuilder: TouchEventBuilder
    let pressBuilder: PressEventBuilder
    let pointer: PointerDispatcher

    init(
        application: UIApplication, dispatcher: TouchDispatcher, pressDispatcher: PressDispatcher,
        pointerDispatcher: PointerDispatcher
    ) {
        self.application = application
        touchBuilder = TouchEventBuilder(application: application, dispatcher: dispatcher)
        pressBuilder = PressEventBuilder(application: application, dispatcher: pressDispatcher)
        pointer = pointerDispatcher
    }

    private func time(_ timestamp: TimeInterval?) -> TimeInterval { timestamp ?? application.clock.now }

    /// The touches currently down, in the order they began.
    public var touchesDown: [UITouch] { touchBuilder.activeTouches }

    /// The backend identifier of a touch that is down, or nil when it is not down.
    public func identifier(of touch: UITouch) -> Int? {
        touchBuilder.activeTouches.first { $0 === touch }?.identifier
    }

    // MARK: Touches

    /// A finger (or the left button) went down at `location` in `window`'s coordinates; returns its touch
    /// (already ended when its own delivery cancelled it), or nil for a non-finite location.
    @discardableResult
    public func touchBegan(
        _ identifier: Int, at location: CGPoint, in window: UIWindow, timestamp: TimeInterval? = nil,
        type: UITouch.TouchType = .direct
    ) -> UITouch? {
        guard location.isFinite, window.transitionsInFlight == 0, !application.isIgnoringInteractionEvents else {
            return nil
        }
        if UIMenuPresentation.touchBeganOutsideMenus(in: window) { return nil }
        application.frameStep.makeLayoutCurrent()
        let changed = touchBuilder.apply(
            [TouchChange(identifier: identifier, phase: .began, location: location)], in: window,
            timestamp: time(timestamp), type: type)
        return changed.last { $0.identifier == identifier }
    }

    /// A touch that is down moved to `location` in its window's coordinates.
    public func touchMoved(_ identifier: Int, to location: CGPoint, timestamp: TimeInterval? = nil) {
        guard let touch = touchBuilder.touch(withIdentifier: identifier), touch.window != nil, location.isFinite else {
            return
        }
        application.frameStep.makeLayoutCurrent()
        touchBuilder.move(touch, to: location, timestamp: time(timestamp))
    }

    /// A touch lifted, at `location` (its last location when nil).
    public func touchEnded(_ identifier: Int, at location: CGPoint? = nil, timestamp: TimeInterval? = nil) {
        finish(identifier, phase: .ended, location: location, timestamp: timestamp)
    }

    /// The system stopped tracking a touch (focus lost, pointer grab broken); it keeps its last location.
    public func touchCancelled(_ identifier: Int, timestamp: TimeInterval? = nil) {
        finish(identifier, phase: .cancelled, location: nil, timestamp: timestamp)
    }

    /// Cancels every touch that is down, in every window (the backend lost the pointer or the display).
    public func cancelAllTouches(timestamp: TimeInterval? = nil) {
        touchBuilder.cancelAll(in: nil, timestamp: time(timestamp))
    }

    /// Cancels the touches that are down in `window` (it lost the focus, or is going away).
    public func cancelTouches(in window: UIWindow, timestamp: TimeInterval? = nil) {
        touchBuilder.cancelAll(in: window, timestamp: time(timestamp))
    }

    private func finish(_ identifier: Int, phase: UITouch.Phase, location: CGPoint?, timestamp: TimeInterval?) {
        guard let touch = touchBuilder.touch(withIdentifier: identifier), let window = touch.window else { return }
        touchesChanged(
            [TouchChange(identifier: identifier, phase: phase, location: location ?? touch.locationInWindow)],
            in: window, timestamp: timestamp)
    }

    /// The mouse buttons held now (empty for a touch screen); the backend keeps it current, and each touches
    /// event takes a snapshot of it as `UIEvent.buttonMask` when it is sent.
    public var buttonMask: UIEvent.ButtonMask = []

    /// The modifier keys held now (Shift, Control, Alt and Super), from the presses down; each event takes a
    /// snapshot of it as `UIEvent.modifierFlags` when it is sent.
    public var modifierFlags: UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        for press in pressesDown {
            switch press.key?.keyCode {
            case .keyboardLeftShift?, .keyboardRightShift?: flags.insert(.shift)
            case .keyboardLeftControl?, .keyboardRightControl?: flags.insert(.control)
            case .keyboardLeftAlt?, .keyboardRightAlt?: flags.insert(.alternate)
            case .keyboardLeftGUI?, .keyboardRightGUI?: flags.insert(.command)
            default: break
            }
        }
        return flags
    }

    /// Several touches of one window changed at once (one multi-touch hardware event). Each touch is
    /// hit-tested once, when it begins. A non-finite location keeps a touch where it was.
    public func touchesChanged(
        _ changes: [TouchChange], in window: UIWindow, timestamp: TimeInterval? = nil, type: UITouch.TouchType = .direct
    ) {
        application.frameStep.makeLayoutCurrent()
        // A touch that begins outside the open menus closes them and goes no further.
        if changes.contains(where: { $0.phase == .began }), UIMenuPresentation.touchBeganOutsideMenus(in: window) {
            let rest = changes.filter { $0.phase != .began }
            if !rest.isEmpty { touchBuilder.apply(rest, in: window, timestamp: time(timestamp), type: type) }
            return
        }
        // New touches are ignored while a presentation slides in this window, or while the app ignores them.
        let accepting = window.transitionsInFlight == 0 && !application.isIgnoringInteractionEvents
        let valid = changes.filter { $0.phase != .began || ($0.location.isFinite && accepting) }
        touchBuilder.apply(valid, in: window, timestamp: time(timestamp), type: type)
    }

    /// A secondary click (the right button) at `location` in `window`: the nearest view under it with a
    /// `UIContextMenuInteraction` opens its menu there. Returns whether a menu opened.
    @discardableResult
    public func secondaryClick(at location: CGPoint, in window: UIWindow) -> Bool {
        guard location.isFinite else { return false }
        if UIMenuPresentation.touchBeganOutsideMenus(in: window) { return false }
        application.frameStep.makeLayoutCurrent()
        return pointer.secondaryClick(at: PointerTarget(at: location, in: window))
    }

    // MARK: Pointer motion

    /// The pointer moved with no button held, to `location` in `window`'s coordinates: hover recognizers on
    /// the views under it begin or change, those it left end, and `cursorName` follows.
    public func pointerMoved(to location: CGPoint, in window: UIWindow) {
        guard location.isFinite else { return }
        application.frameStep.makeLayoutCurrent()
        pointer.moved(PointerTarget(at: location, in: window), modifiers: modifierFlags)
    }

    /// The pointer left `window`: every hover recognizer in it ends.
    public func pointerExited(_ window: UIWindow) {
        pointer.exited(window)
    }

    /// The cursor for the pointer's last motion, by its Xcursor name (SEMANTICS §13.5): what a backend shows.
    public var cursorName: String { pointer.cursorName }

    /// The cursor for the pointer at `location` in `window`, by its Xcursor name (SEMANTICS §13.5): the first
    /// view under it, going up, with a pointer interaction that has a region there decides; else editable
    /// text shows "text" (the I-beam) and everything else "default" (the arrow).
    public func cursorName(at location: CGPoint, in window: UIWindow) -> String {
        guard location.isFinite else { return "default" }
        application.frameStep.makeLayoutCurrent()
        return pointer.cursor(for: PointerTarget(at: location, in: window), modifiers: modifierFlags)
    }

    // MARK: Presses

    /// A key or button went down; it goes to the key window's first responder (or the key window).
    @discardableResult
    public func pressBegan(
        _ identifier: Int, type: UIPress.PressType, key: UIKey?, timestamp: TimeInterval? = nil
    ) -> UIPress? {
        application.frameStep.makeLayoutCurrent()
        return pressBuilder.begin(identifier, type: type, key: key, timestamp: time(timestamp))
    }

    /// A held key repeated (auto-repeat), delivered as `pressesChanged`.
    public func pressChanged(_ identifier: Int, timestamp: TimeInterval? = nil) {
        pressBuilder.update(identifier, phase: .changed, timestamp: time(timestamp))
    }

    /// A key or button was released.
    public func pressEnded(_ identifier: Int, timestamp: TimeInterval? = nil) {
        pressBuilder.update(identifier, phase: .ended, timestamp: time(timestamp))
    }

    /// A held key was cancelled (the window lost the keyboard focus).
    public func pressCancelled(_ identifier: Int, timestamp: TimeInterval? = nil) {
        pressBuilder.update(identifier, phase: .cancelled, timestamp: time(timestamp))
    }

    /// Cancels every held press (focus out): no key stays stuck.
    public func cancelAllPresses(timestamp: TimeInterval? = nil) {
        for press in pressBuilder.activePresses { pressCancelled(press.identifier, timestamp: timestamp) }
    }

    /// The presses currently held.
    public var pressesDown: [UIPress] { pressBuilder.activePresses }

    // MARK: Text, shake, remote control

    /// Text committed by the keyboard or an input method; inserted into the key window's first responder when
    /// it adopts `UIKeyInput` (invalid UTF-8 never reaches here: backends replace it).
    public func insertText(_ text: String) {
        guard !text.isEmpty, let responder = application.keyWindow?.firstResponder as? UIKeyInput else { return }
        application.frameStep.makeLayoutCurrent()
        TextInputPath.apply(.insert(text), to: responder)
    }

    /// The input method's composing text changed (SEMANTICS §13.1): it becomes the marked text of the key window's
    /// first responder when it adopts `UITextInput`, with the caret `caret` Unicode scalars into it; an empty text
    /// ends composing (the commit that follows arrives through `insertText`).
    public func setMarkedText(_ text: String, caret: Int) {
        guard let responder = application.keyWindow?.firstResponder as? UITextInput else { return }
        if text.isEmpty && responder.markedTextRange == nil { return }
        application.frameStep.makeLayoutCurrent()
        let scalars = text.unicodeScalars
        let prefix = scalars.prefix(min(max(caret, 0), scalars.count))
        let location = prefix.reduce(0) { $0 + ($1.value > 0xFFFF ? 2 : 1) }
        responder.setMarkedText(text, selectedRange: NSRange(location: location, length: 0))
    }

    /// The middle button was clicked (X's convention): the PRIMARY selection (`UIPasteboard.primary`) is pasted at
    /// that point into the editable text view or field under it, which becomes first responder.
    public func middleClick(at location: CGPoint, in window: UIWindow) {
        guard location.isFinite else { return }
        application.frameStep.makeLayoutCurrent()
        pointer.middleClick(at: PointerTarget(at: location, in: window))
    }

    /// Where an input method's candidate window belongs: the start of the marked text, or the caret, of the key
    /// window's first responder (in that window's coordinates); nil when it does not take text.
    public var textInputCaretRect: CGRect? {
        guard let window = application.keyWindow, let responder = window.firstResponder as? UITextInput,
            let view = responder as? UIView, view.window === window
        else { return nil }
        let rect: CGRect
        if let marked = responder.markedTextRange {
            rect = responder.firstRect(for: marked)
        } else if let selection = responder.selectedTextRange {
            rect = responder.caretRect(for: selection.end)
        } else {
            return nil
        }
        return view.convert(rect, to: window)
    }

    /// Deletes backward in the key window's first responder when it adopts `UIKeyInput`.
    public func deleteBackward() {
        guard let responder = application.keyWindow?.firstResponder as? UIKeyInput else { return }
        application.frameStep.makeLayoutCurrent()
        TextInputPath.apply(.deleteBackward, to: responder)
    }

    /// A shake of the device (Ctrl+Super+Z on X11): `motionBegan` then `motionEnded` with `.motionShake` to the
    /// key window's first responder (or the window), along the chain.
    public func shake(timestamp: TimeInterval? = nil) {
        guard application.applicationSupportsShakeToEdit, let window = application.keyWindow else { return }
        application.frameStep.makeLayoutCurrent()
        let time = time(timestamp)
        for isBegin in [true, false] {
            let event = UIEvent(type: .motion, subtype: .motionShake, timestamp: time)
            event.targetWindow = window
            event.isMotionBegin = isBegin
            event.stamp(from: self)
            application.sendEvent(event)
        }
    }

    /// A media key: delivered as `remoteControlReceived(with:)` once the application called
    /// `beginReceivingRemoteControlEvents()`; dropped before that.
    public func remoteControl(_ subtype: UIEvent.EventSubtype, timestamp: TimeInterval? = nil) {
        precondition(
            subtype.rawValue >= 100, "InputRouter.remoteControl: \(subtype) is not a remote-control subtype")
        guard application.isReceivingRemoteControlEvents, let window = application.keyWindow else { return }
        application.frameStep.makeLayoutCurrent()
        let event = UIEvent(type: .remoteControl, subtype: subtype, timestamp: time(timestamp))
        event.targetWindow = window
        event.stamp(from: self)
        application.sendEvent(event)
    }

    // MARK: Scrolling

    /// The wheel (or a trackpad) scrolled by `delta` points over `location` in `window`: the nearest view
    /// under the pointer that scrolls (a `UIScrollView`) takes it.
    ///
    /// `type` tells wheel clicks (`.discrete`, which a scroll view eases through) from continuous deltas (a
    /// smooth wheel or trackpad, `.continuous`, which move the content at once). On the way up, a pan
    /// recognizer whose `allowedScrollTypesMask` admits the type takes the scrolling as a drag instead.
    public func scroll(by delta: CGPoint, at location: CGPoint, in window: UIWindow, type: UIScrollType = .discrete) {
        guard delta.isFinite, location.isFinite else { return }
        application.frameStep.makeLayoutCurrent()
        pointer.scroll(by: delta, type: type, at: PointerTarget(at: location, in: window))
    }

    /// A continuous scroll ended over `location` (the fingers left a trackpad: Wayland's `axis_stop`): the scroll
    /// view it moved carries on at its last speed and decelerates, as after a fling (kinetic scrolling).
    public func scrollEnded(at location: CGPoint, in window: UIWindow) {
        guard location.isFinite else { return }
        application.frameStep.makeLayoutCurrent()
        pointer.scrollEnded(at: PointerTarget(at: location, in: window))
    }

    // MARK: Windows

    /// The backend's window got or lost the keyboard focus. Losing it cancels held presses and the touches
    /// in that window (touches in other windows go on).
    public func windowFocusChanged(_ window: UIWindow, focused: Bool) {
        if focused {
            window.makeKey()
            application.becomeActive()
        } else {
            cancelAllPresses()
            cancelTouches(in: window)
            if application.keyWindow === window { application.resignActive() }
        }
    }

    /// The backend's window was resized to `size` points: the window's bounds follow and layout runs.
    public func windowResized(_ window: UIWindow, to size: CGSize) {
        guard size.isFinite, size.width >= 0, size.height >= 0, window.bounds.size != size else { return }
        // The root controller hears of it first (SEMANTICS §11.6), then the window lays out at the new size.
        let coordinator = StandardTransitionCoordinator(container: window)
        window.rootViewController?.viewWillTransition(to: size, with: coordinator)
        window.frame = CGRect(origin: window.frame.origin, size: size)
        coordinator.runAlongside()
        application.frameStep.makeLayoutCurrent()
        coordinator.complete()
    }

}
