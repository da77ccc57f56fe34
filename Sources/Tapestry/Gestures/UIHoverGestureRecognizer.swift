import Foundation

/// A continuous recognizer for the pointer hovering over its view with no button held (SEMANTICS §6.4): it
/// begins when the pointer enters the view, changes as it moves, and ends when it leaves.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    var pointerLocation = CGPoint.zero
    weak var pointerWindow: UIWindow?
    /// How many hover recognizers were added to views and not removed (views that go away with theirs attached
    /// leave it too high, which only costs the shortcut below). While it is zero, pointer motion does no work.
    static var attachedCount = 0

    /// Creates a hover recognizer.
    public required init() { super.init() }

    /// The pointer's location in the coordinate space of `view` (the window when nil).
    open override func location(in view: UIView?) -> CGPoint {
        guard let view, let window = pointerWindow else { return pointerLocation }
        return window.convert(pointerLocation, to: view)
    }
}

extension InputRouter {
    /// The pointer moved with no button held, to `location` in `window`'s coordinates: hover recognizers on
    /// the view under it and its ancestors begin or change; those it left end.
    public func pointerMoved(to location: CGPoint, in window: UIWindow) {
        if UIHoverGestureRecognizer.attachedCount == 0 && hoverRecognizers.isEmpty { return }
        var hovering: [UIHoverGestureRecognizer] = []
        var current = window.hitTest(location, with: nil)
        while let view = current {
            for case let recognizer as UIHoverGestureRecognizer in view.storedGestureRecognizers
            where recognizer.isEnabled {
                hovering.append(recognizer)
            }
            current = view.storedSuperview
        }
        updateHover(hovering, location: location, window: window)
    }

    /// The pointer left `window`: every hover recognizer in it ends.
    public func pointerExited(_ window: UIWindow) {
        updateHover([], location: .zero, window: window)
    }

    private func updateHover(_ hovering: [UIHoverGestureRecognizer], location: CGPoint, window: UIWindow) {
        let previous = hoverRecognizers.compactMap(\.object)
        for recognizer in previous where !hovering.contains(where: { $0 === recognizer }) {
            if recognizer.pointerWindow === window { recognizer.pointerLocation = location }
            if recognizer.state == .began || recognizer.state == .changed { recognizer.state = .ended }
        }
        for recognizer in hovering {
            recognizer.pointerLocation = location
            recognizer.pointerWindow = window
            UIApplication.shared.gestureArena.participate(recognizer)
            if previous.contains(where: { $0 === recognizer }),
                recognizer.state == .began || recognizer.state == .changed
            {
                recognizer.state = .changed
            } else if recognizer.state == .possible {
                recognizer.state = .began
            }
        }
        hoverRecognizers = hovering.map { Weak($0) }
    }
}
