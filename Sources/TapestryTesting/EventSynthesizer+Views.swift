import Foundation
import Tapestry

/// Finding views and touching them by what they are, as XCUITest does: by `accessibilityIdentifier` or
/// `accessibilityLabel`, then tapping, dragging, long-pressing, pinching or typing into them on the virtual
/// clock, and waiting for animations to settle.
extension EventSynthesizer {
    // MARK: Finding views

    /// The views of the window, front to back in drawing order, that are shown (not hidden, not transparent,
    /// inside no hidden or transparent ancestor).
    public var visibleViews: [UIView] {
        window.layoutIfNeeded()  // what is on screen: pending layout runs first, as before a frame
        var result: [UIView] = []
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha > 0.01 else { continue }
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// The first shown view whose `accessibilityIdentifier` is `identifier`, or nil.
    public func view(withIdentifier identifier: String) -> UIView? {
        visibleViews.first { $0.accessibilityIdentifier == identifier }
    }

    /// The first shown view whose `accessibilityLabel` is `label`, or nil.
    public func view(withLabel label: String) -> UIView? {
        visibleViews.first { $0.accessibilityLabel == label }
    }

    /// The point at the middle of a view, in window coordinates, after pending layout has run (as it would
    /// before the frame a user sees); stops with a message when the view is not in this synthesizer's window.
    public func center(of view: UIView) -> CGPoint {
        precondition(
            view.window === window,
            "EventSynthesizer: \(view) is not in the synthesizer's window (add it to the window's hierarchy first)")
        window.layoutIfNeeded()
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    // MARK: Touching views

    /// Taps the middle of a view.
    public func tap(on view: UIView) {
        tap(at: center(of: view))
    }

    /// Taps the view with this accessibility identifier (or label); stops with a message when there is none.
    public func tap(_ identifierOrLabel: String) {
        guard let view = view(withIdentifier: identifierOrLabel) ?? view(withLabel: identifierOrLabel) else {
            preconditionFailure(
                "EventSynthesizer.tap(_:): no shown view has the identifier or label \"\(identifierOrLabel)\"")
        }
        tap(on: view)
    }

    /// Drags from the middle of a view by `offset` points.
    public func drag(_ view: UIView, by offset: CGPoint, steps: Int = 10, duration: TimeInterval = 0.2) {
        let start = center(of: view)
        drag(from: start, to: CGPoint(x: start.x + offset.x, y: start.y + offset.y), steps: steps, duration: duration)
    }

    /// Presses the middle of a view for `duration` seconds (longer than a long press needs), then lifts.
    public func longPress(on view: UIView, duration: TimeInterval = 0.6) {
        let touch = touchDown(at: center(of: view))
        advance(by: duration)
        touchUp(touch)
    }

    /// Two fingers around the middle of a view, `distance` points apart, moving until they are `scale` times as
    /// far apart (a pinch out above 1, in below 1).
    public func pinch(on view: UIView, scale: CGFloat, distance: CGFloat = 100, steps: Int = 10) {
        precondition(scale > 0 && scale.isFinite, "EventSynthesizer.pinch: the scale must be positive, got \(scale)")
        let middle = center(of: view)
        func points(_ spread: CGFloat) -> (CGPoint, CGPoint) {
            (CGPoint(x: middle.x - spread / 2, y: middle.y), CGPoint(x: middle.x + spread / 2, y: middle.y))
        }
        let (a0, b0) = points(distance)
        let a = touchDown(at: a0), b = touchDown(at: b0)
        for step in 1...max(steps, 1) {
            advance(by: 0.016)
            let spread = distance * (1 + (scale - 1) * CGFloat(step) / CGFloat(max(steps, 1)))
            let (pa, pb) = points(spread)
            touchesMove([(a, pa), (b, pb)])
        }
        touchUp(a)
        touchUp(b)
    }

    /// Taps a view (a text field or view becomes first responder) and types `text` into it.
    public func type(_ text: String, into view: UIView) {
        tap(on: view)
        advance(by: 0.4)  // past a double tap's wait
        type(text)
    }

    /// Taps the view with this accessibility identifier (or label) and types `text` into it; stops with a
    /// message when there is none.
    public func type(_ text: String, into identifierOrLabel: String) {
        guard let view = view(withIdentifier: identifierOrLabel) ?? view(withLabel: identifierOrLabel) else {
            preconditionFailure(
                "EventSynthesizer.type(_:into:): no shown view has the identifier or label \"\(identifierOrLabel)\"")
        }
        type(text, into: view)
    }

    // MARK: Waiting

    /// Advances the virtual clock a frame at a time until nothing needs another frame (animations, springs,
    /// scroll deceleration), at most `timeout` seconds; returns whether everything settled.
    @discardableResult
    public func waitForAnimations(timeout: TimeInterval = 10) -> Bool {
        let frame = application.frameClock.frameInterval
        var waited: TimeInterval = 0
        while application.frameClock.needsFrames && waited < timeout {
            advance(by: frame)
            waited += frame
        }
        return !application.frameClock.needsFrames
    }
}
