import Foundation

/// A continuous recognizer for fingers dragging: it begins once their centroid has moved `panHysteresis`
/// (10 pt) from where it went down, changes on every move, and ends when the last finger lifts.
///
/// `translation(in:)` is measured from where the fingers went down (so it is already about 10 pt when the
/// gesture begins) and can be reset with `setTranslation(_:in:)`; fingers added or lifted mid-gesture do not
/// make it jump.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Creates a pan recognizer whose `handler` runs on began, changed, ended and cancelled.
    public convenience init(handler: @escaping @MainActor (UIPanGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addHandler(handler)
    }

    /// The fewest fingers that may pan; 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most fingers that may pan; unlimited by default.
    open var maximumNumberOfTouches = Int.max
    /// How far (points) the centroid must move before the gesture begins.
    open var hysteresis = GestureConstants.panHysteresis

    private var origin = CGPoint.zero  // window coordinates
    private var current = CGPoint.zero
    private var lastCount = 0
    private var tracker = VelocityTracker()
    private var releaseVelocity = CGPoint.zero

    /// The scrolling (a wheel's clicks, a trackpad's or a smooth wheel's continuous deltas) that drives this pan
    /// as if fingers dragged; none by default, as in UIKit (SEMANTICS §13.3).
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// Whether the current gesture comes from scrolling, and the timer that ends it when scrolling stops.
    private var scrolling = false
    private var scrollEnd: RunLoopClock.Timer?

    /// Scrolling over the view: begins the gesture (or continues it) with the translation moving as a finger
    /// would; it ends when no scrolling comes for a moment. Returns whether the pan took it.
    func scrollInput(_ delta: CGPoint, at location: CGPoint, type: UIScrollType, in window: UIWindow) -> Bool {
        guard isEnabled, view != nil, allowedScrollTypesMask.contains(type.mask) else { return false }
        let clock = UIApplication.shared.clock
        if !scrolling {
            guard state == .possible, numberOfTouches == 0 else { return false }
            scrolling = true
            scrollWindow = window
            origin = location
            current = location
            tracker.reset()
            tracker.add(current, at: clock.now)
        }
        // Content moves up for a positive delta, as under a finger dragging up: the translation goes that way.
        current = CGPoint(x: current.x - delta.x, y: current.y - delta.y)
        tracker.add(current, at: clock.now)
        state = state == .possible ? .began : .changed
        scrollEnd?.invalidate()
        scrollEnd = clock.schedule(after: type == .discrete ? 0.12 : 0.18) { [weak self] in
            guard let self, self.scrolling else { return }
            self.releaseVelocity = self.tracker.velocity
            self.scrolling = false
            if self.state == .began || self.state == .changed { self.state = .ended }
        }
        return true
    }

    private weak var scrollWindow: UIWindow?

    /// How far the fingers moved since they went down (or since `setTranslation`), in the coordinate space
    /// of `view` (the window when nil).
    open func translation(in view: UIView?) -> CGPoint {
        vectorFromOrigin(to: current, in: view)
    }

    /// Makes the current translation, in `view`'s coordinate space, read as `translation`.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let window = lastWindowForConversion
        if let view, let window {
            let currentInView = window.convert(current, to: view)
            let originInView = CGPoint(x: currentInView.x - translation.x, y: currentInView.y - translation.y)
            origin = view.convert(originInView, to: window)
        } else {
            origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
        }
    }

    /// The speed of the fingers in points per second, in the coordinate space of `view` (the window when nil).
    open func velocity(in view: UIView?) -> CGPoint {
        let v = state == .ended ? releaseVelocity : tracker.velocity
        guard let view, let window = lastWindowForConversion else { return v }
        let a = window.convert(CGPoint.zero, to: view)
        let b = window.convert(v, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    private var lastWindowForConversion: UIWindow? { lastWindow ?? scrollWindow ?? view?.window }

    private func vectorFromOrigin(to point: CGPoint, in view: UIView?) -> CGPoint {
        guard let view, let window = lastWindowForConversion else {
            return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
        }
        let a = window.convert(origin, to: view)
        let b = window.convert(point, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    private func centroid() -> CGPoint { scrolling ? current : location(in: nil) }

    /// Keeps translation continuous when the set of fingers changes.
    private func fingersChanged() {
        let now = centroid()
        if lastCount > 0 {
            let jump = CGPoint(x: now.x - current.x, y: now.y - current.y)
            origin = CGPoint(x: origin.x + jump.x, y: origin.y + jump.y)
            tracker.shift(by: jump)
        } else {
            origin = now
        }
        current = now
        lastCount = numberOfTouches
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > maximumNumberOfTouches {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        fingersChanged()
        tracker.add(current, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        current = centroid()
        tracker.add(current, at: event.timestamp)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches else { return }
            if hypot(current.x - origin.x, current.y - origin.y) >= hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        current = centroid()
        tracker.addLift(current, at: event.timestamp)
        if numberOfTouches == touches.count {
            releaseVelocity = tracker.velocity
            if state == .began || state == .changed {
                state = .ended
            } else if state == .possible {
                state = .failed
            }
        } else {
            // Some fingers stay: continue from the remaining ones once they are gone from the set.
            lastCount = numberOfTouches
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuousGesture()
    }

    open override func reset() {
        super.reset()
        scrolling = false
        scrollEnd?.invalidate()
        scrollEnd = nil
        lastCount = 0
        tracker.reset()
        releaseVelocity = .zero
    }
}

/// How scrolling input arrives.
public enum UIScrollType: Int, Sendable {
    /// In steps: a mouse wheel's clicks.
    case discrete = 0
    /// Continuously: a trackpad, or a smooth (high-resolution) wheel through XInput2.
    case continuous = 1

    /// The mask holding just this type.
    public var mask: UIScrollTypeMask { self == .discrete ? .discrete : .continuous }
}

/// A set of scroll types.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    /// The bit pattern.
    public var rawValue: Int
    /// Creates a mask from a bit pattern.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Wheel clicks.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Continuous scrolling.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

/// The edges of a rectangle.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The bit pattern.
    public var rawValue: UInt
    /// Creates edges from a bit pattern.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that must start within `edgeMargin` (20 pt) of one of `edges` of the window.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// Creates an edge pan whose `handler` runs on began, changed, ended and cancelled; set `edges`.
    public convenience init(handler: @escaping @MainActor (UIScreenEdgePanGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addHandler(handler)
    }

    /// The window edges the pan may start from; none by default (so it never begins until set).
    open var edges: UIRectEdge = []
    /// How close (points) to the edge the first finger must land.
    open var edgeMargin: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == touches.count, let touch = touches.first, let window = touch.window {
            let p = touch.location(in: nil)
            let b = window.bounds
            let near =
                (edges.contains(.left) && p.x - b.minX <= edgeMargin)
                || (edges.contains(.right) && b.maxX - p.x <= edgeMargin)
                || (edges.contains(.top) && p.y - b.minY <= edgeMargin)
                || (edges.contains(.bottom) && b.maxY - p.y <= edgeMargin)
            if !near {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }
}
