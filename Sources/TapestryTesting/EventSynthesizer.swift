import Foundation
import Tapestry

/// Drives a window's input headless, through the same engine entry points (`InputRouter`) the X11 backend
/// uses, on the application's virtual clock.
///
/// Creating a synthesizer switches the application's clock to virtual time: nothing time-dependent happens
/// until `advance(by:)` (or a gesture method that takes time) moves it. Locations are in the window's
/// coordinates. As in UIKit, a window receives touches only once it is visible (`makeKeyAndVisible()`), and
/// presses, shake and remote control go to the key window.
@preconcurrency @MainActor
public final class EventSynthesizer {
    /// The window touches are sent to.
    public let window: UIWindow
    let application: UIApplication
    private var nextIdentifier = 1

    /// How long `tap(at:)` holds the touch down, in virtual seconds.
    public var tapDuration: TimeInterval = 0.05

    /// Creates a synthesizer for `window` and switches the application's clock to virtual time.
    public init(window: UIWindow) {
        self.window = window
        application = UIApplication.shared
        application.clock.useVirtualTime()
    }

    /// The virtual time now, in seconds.
    public var now: TimeInterval { application.clock.now }

    // MARK: Touches

    /// Puts a new finger down at `point` (window coordinates) and returns its touch. Calling it again before
    /// `touchUp` gives concurrent touches. When the window ignores new touches (a presentation is sliding) the
    /// touch returned belongs to nothing: moving or lifting it does nothing.
    @discardableResult
    public func touchDown(at point: CGPoint) -> UITouch {
        let identifier = nextIdentifier
        nextIdentifier += 1
        return application.input.touchBegan(identifier, at: point, in: window) ?? UITouch()
    }

    /// Moves a finger that is down to `point` (window coordinates).
    public func touchMove(_ touch: UITouch, to point: CGPoint) {
        guard let identifier = identifier(of: touch) else { return }
        application.input.touchMoved(identifier, to: point)
    }

    /// Moves several fingers at once, in one event (for pinch and rotation).
    public func touchesMove(_ moves: [(touch: UITouch, to: CGPoint)]) {
        let changes = moves.compactMap { move in
            identifier(of: move.touch).map { InputRouter.TouchChange(identifier: $0, phase: .moved, location: move.to) }
        }
        guard !changes.isEmpty else { return }
        application.input.touchesChanged(changes, in: window)
    }

    /// Lifts a finger.
    public func touchUp(_ touch: UITouch) {
        guard let identifier = identifier(of: touch) else { return }
        application.input.touchEnded(identifier)
    }

    /// Cancels a finger's touch, as the system does when it loses track of it.
    public func touchCancel(_ touch: UITouch) {
        guard let identifier = identifier(of: touch) else { return }
        application.input.touchCancelled(identifier)
    }

    /// A quick tap: down, `tapDuration` of virtual time, up.
    public func tap(at point: CGPoint) {
        let touch = touchDown(at: point)
        advance(by: tapDuration)
        touchUp(touch)
    }

    /// Drags one finger from `start` to `end` in `steps` moves spread over `duration` virtual seconds.
    ///
    /// - Precondition: `steps` is at least 1 and `duration` is finite and not negative.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, duration: TimeInterval = 0.2) {
        precondition(steps >= 1, "EventSynthesizer.drag: steps must be at least 1, got \(steps)")
        precondition(
            duration.isFinite && duration >= 0,
            "EventSynthesizer.drag: duration must be finite and >= 0, got \(duration)")
        let touch = touchDown(at: start)
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let f = CGFloat(step) / CGFloat(steps)
            touchMove(touch, to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        touchUp(touch)
    }

    /// Moves virtual time forward, running everything Tapestry schedules that falls due (long presses,
    /// multi-tap gaps, the caret's blink, display links, animation frames, scroll physics) at its own
    /// deadline, in time order, then pending layout. A half-second animation runs in microseconds.
    ///
    /// Blocks queued with `DispatchQueue.main.async` cannot run inside a synchronous call made from the main
    /// actor (they wait for it to return); use the `async` form, `await advance(by:)`, to run them too.
    public func advance(by seconds: TimeInterval) {
        advanceVirtualTime(by: seconds)
    }

    private func advanceVirtualTime(by seconds: TimeInterval) {
        application.clock.advance(by: seconds)
        application.frameStep.run()
    }

    /// `advance(by:)`, then the main queue's pending `async` work (and what that work queues in turn, up to
    /// `passes` rounds), then layout again: the whole of one turn of the real loop, on virtual time.
    public func advance(by seconds: TimeInterval, passes: Int = 4) async {
        advanceVirtualTime(by: seconds)
        for _ in 0..<max(passes, 1) {
            // A block queued now runs after everything queued before it.
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { done.resume() }
            }
        }
        application.frameStep.run()
    }

    /// Waits in real time, at most `timeout` seconds, until `condition` holds, letting the main queue run
    /// meanwhile: for work on the system clock that virtual time cannot reach (`DispatchQueue.main.asyncAfter`,
    /// work finishing on other threads). Returns whether the condition held. (A Foundation `Timer` needs the
    /// main run loop to turn: it fires in a real window's loop, but under `swift test` the main thread belongs
    /// to the test runner; schedule with `UIApplication.shared.clock` to run on virtual time instead.)
    ///
    /// - Precondition: `timeout` is finite and not negative.
    @discardableResult
    public func waitForMainQueue(timeout: TimeInterval, until condition: () -> Bool) async -> Bool {
        precondition(
            timeout.isFinite && timeout >= 0,
            "EventSynthesizer.waitForMainQueue: timeout must be finite and >= 0, got \(timeout)")
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else { return false }
            try? await Task.sleep(nanoseconds: 2_000_000)
            application.frameStep.run()
        }
        return true
    }

    private func identifier(of touch: UITouch) -> Int? {
        application.input.identifier(of: touch)
    }

    // MARK: Keyboard, shake, remote control

    /// Presses and releases a button or key of the given type (an arrow, `.select` for Return, `.menu` for
    /// Escape, `.playPause`).
    public func press(_ type: UIPress.PressType) {
        let key = KeyboardLayout.key(for: type)
        let identifier = nextIdentifier
        nextIdentifier += 1
        application.input.pressBegan(identifier, type: type, key: key)
        application.input.pressEnded(identifier)
    }

    /// Types text on a hardware keyboard: each character is a key press and release sent to the key window's
    /// first responder and along the chain; unhandled, it is inserted into a `UIKeyInput` first responder.
    /// "\n" is Return and "\u{8}" is Backspace.
    public func type(_ text: String) {
        for character in text {
            let key = KeyboardLayout.key(for: character)
            let identifier = nextIdentifier
            nextIdentifier += 1
            application.input.pressBegan(identifier, type: UIPress.PressType(keyCode: key.keyCode), key: key)
            application.input.pressEnded(identifier)
        }
    }

    /// Presses and releases a key chord: `input` is a character or a `UIKeyCommand.input…` string (Ctrl+Z is
    /// `press("z", modifiers: .control)`, Shift+← is `press(UIKeyCommand.inputLeftArrow, modifiers: .shift)`).
    public func press(_ input: String, modifiers: UIKeyModifierFlags = []) {
        let key = KeyboardLayout.key(input, modifiers: modifiers)
        let identifier = nextIdentifier
        nextIdentifier += 1
        application.input.pressBegan(identifier, type: UIPress.PressType(keyCode: key.keyCode), key: key)
        application.input.pressEnded(identifier)
    }

    /// Holds a key down (a modifier such as `.keyboardLeftShift`) until `releaseKey` with the returned
    /// identifier: touches meanwhile see it in `UIEvent.modifierFlags`.
    public func holdKey(_ usage: UIKeyboardHIDUsage) -> Int {
        let identifier = nextIdentifier
        nextIdentifier += 1
        let key = UIKey(characters: "", charactersIgnoringModifiers: "", modifierFlags: [], keyCode: usage)
        application.input.pressBegan(identifier, type: UIPress.PressType(keyCode: usage), key: key)
        return identifier
    }

    /// Releases a key held with `holdKey`.
    public func releaseKey(_ identifier: Int) {
        application.input.pressEnded(identifier)
    }

    /// Shakes the device: `motionBegan` and `motionEnded` with `.motionShake`.
    public func shake() {
        application.input.shake()
    }

    /// Sends a media-key command; delivered once the application called `beginReceivingRemoteControlEvents()`.
    public func remoteControl(_ subtype: UIEvent.EventSubtype) {
        application.input.remoteControl(subtype)
    }
}
