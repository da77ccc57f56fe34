import Foundation

/// A continuous recognizer for the pointer hovering over its view with no button held (SEMANTICS §6.4): it
/// begins when the pointer enters the view, changes as it moves, and ends when it leaves. It is cancelled
/// when its view leaves the window (or the window hides) while the pointer is over it.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// How far above the screen an Apple Pencil hovers (iOS 16.1), 0...1; 0 for a pointer, which has no height.
    open var zOffset: CGFloat { 0 }
    /// The hovering pencil's altitude (iOS 16.4); a pointer's is straight up, π/2.
    open var altitudeAngle: CGFloat { .pi / 2 }
    /// The hovering pencil's azimuth in `view`'s coordinates (iOS 16.4); 0 for a pointer.
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
    /// The hovering pencil's azimuth as a unit vector (iOS 16.4); (1, 0) for a pointer.
    open func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }
    /// The hovering pencil's roll (iOS 17.5); 0 for a pointer.
    open var rollAngle: CGFloat { 0 }

    /// Creates a hover recognizer whose `handler` runs as the pointer enters, moves over and leaves the view.
    public convenience init(handler: @escaping @MainActor (UIHoverGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addHandler(handler)
    }

    var pointerLocation = CGPoint.zero
    weak var pointerWindow: UIWindow?
    /// How many hover recognizers were added to views and not removed (views that go away with theirs attached
    /// leave it too high, which only costs the shortcut below). While it is zero, pointer motion does no work.
    static var attachedCount = 0

    /// The pointer's location in the coordinate space of `view` (the window when nil).
    open override func location(in view: UIView?) -> CGPoint {
        guard let view, let window = pointerWindow else { return pointerLocation }
        return window.convert(pointerLocation, to: view)
    }

    // MARK: What the arena delivers (GestureArena+Hover.swift)

    /// The pointer is over the view, at `location` in `window`: the hover begins, or changes.
    func pointerMoved(to location: CGPoint, in window: UIWindow) {
        pointerLocation = location
        pointerWindow = window
        switch storedState {
        case .possible: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// The pointer left the view (at `location` in its window, when known): the hover ends.
    func pointerExited(at location: CGPoint?) {
        if let location { pointerLocation = location }
        if storedState == .began || storedState == .changed { state = .ended }
    }
}
