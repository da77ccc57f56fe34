import Foundation

/// One finger (or the mouse's left button standing in for one) on the screen, for its whole life from
/// `.began` to `.ended` or `.cancelled`.
///
/// The hit-test view is fixed when the touch begins (SEMANTICS §3.1): `view` and `window` never change, and
/// moves, the end and a cancellation go to that view wherever the touch wanders.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phase of a touch.
    public enum Phase: Int, Sendable, CustomStringConvertible {
        /// The touch went down.
        case began
        /// The touch moved.
        case moved
        /// The touch is down but did not move in this event.
        case stationary
        /// The touch lifted.
        case ended
        /// The system stopped tracking the touch.
        case cancelled
        /// An indirect pointer (hover) entered or moved over the window.
        case regionEntered
        /// An indirect pointer moved within the window.
        case regionMoved
        /// An indirect pointer left the window.
        case regionExited

        /// The phase's name.
        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .regionEntered: "regionEntered"
            case .regionMoved: "regionMoved"
            case .regionExited: "regionExited"
            }
        }
    }

    /// The kind of input behind a touch.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen; the mouse's left button is delivered as this, as in the iOS Simulator.
        case direct
        /// A touch not on the screen, such as a remote's touch surface.
        case indirect
        /// A stylus.
        case pencil
        /// A pointer such as a mouse or trackpad, used for hover.
        case indirectPointer

        /// The stylus's first name: `.pencil`.
        public static var stylus: TouchType { .pencil }
    }

    /// The touch's current phase.
    open internal(set) var phase: Phase
    /// The view the touch was delivered to, fixed when it began; nil when the hit-test found nothing.
    open internal(set) var view: UIView?
    /// The window the touch began in.
    open internal(set) var window: UIWindow?
    /// When the touch last changed, in seconds of the application's monotonic clock.
    open internal(set) var timestamp: TimeInterval
    /// How many quick taps at the same place this touch is part of (1 for a single tap).
    open internal(set) var tapCount: Int
    /// The force of the touch; 0 where the device reports none (a mouse).
    open internal(set) var force: CGFloat = 0
    /// The largest force the device can report; 0 where it reports none.
    open internal(set) var maximumPossibleForce: CGFloat = 0
    /// The kind of input behind the touch.
    open internal(set) var type: TouchType
    /// The radius of the contact in points.
    open internal(set) var majorRadius: CGFloat = 20
    /// The recognizers that receive this touch (those on the hit-test view and its ancestors), or nil.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    /// Where the touch began, in window coordinates.
    let startLocationInWindow: CGPoint
    /// The backend's identifier for the finger or button behind this touch.
    let identifier: Int
    /// How the touch's delivery to its view stands; only the `TouchDispatcher` reads or writes it.
    var viewDelivery = TouchViewDelivery()
    /// The set holding just this touch, made once and reused for every delivery (cleared when the touch ends,
    /// so it does not keep the touch alive).
    var singleton: Set<UITouch>?
    /// The set holding just this touch.
    var asSet: Set<UITouch> { singleton ?? [self] }
    /// Positions and times of recent moves, in window coordinates, for velocity.
    var history: [(point: CGPoint, time: TimeInterval)] = []

    init(
        identifier: Int, location: CGPoint, window: UIWindow, timestamp: TimeInterval, tapCount: Int,
        type: TouchType
    ) {
        self.identifier = identifier
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.startLocationInWindow = location
        self.window = window
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.type = type
        self.phase = .began
        super.init()
        history.reserveCapacity(8)
        history.append((location, timestamp))
        singleton = [self]
    }

    /// A touch that belongs to no window and no event (UIKit's `init()`): what a harness hands back for a
    /// finger the application ignored.
    public override init() {
        identifier = 0
        locationInWindow = .zero
        previousLocationInWindow = .zero
        startLocationInWindow = .zero
        timestamp = 0
        tapCount = 0
        type = .direct
        phase = .cancelled
    }

    /// The touch's current location in the coordinate space of `view` (the touch's window when nil).
    open func location(in view: UIView?) -> CGPoint {
        convert(locationInWindow, to: view)
    }

    /// The touch's location before its latest move, in the coordinate space of `view` (window when nil).
    open func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousLocationInWindow, to: view)
    }

    /// The current location with sub-point precision; the same as `location(in:)` here.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window, view !== window else { return point }
        return window.convert(point, to: view)
    }

    func update(phase: Phase, location: CGPoint, timestamp: TimeInterval) {
        self.phase = phase
        if location != locationInWindow {
            previousLocationInWindow = locationInWindow
            locationInWindow = location
        }
        self.timestamp = timestamp
        if history.count >= 8 { history.removeFirst() }
        history.append((location, timestamp))
    }

    /// Touches are equal only when they are the same object.

    /// Hashes the object's identity.
    nonisolated public override var hash: Int { serial }

    /// A number that orders touchs by creation; it is what a set hashes, so that (with
    /// `SWIFT_DETERMINISTIC_HASHING=1`) the order of a set of touchs is the same in every run, not the order of
    /// their addresses: the chaos fuzzer's replays depend on it.
    nonisolated let serial: Int = UIEvent.nextSerial()

    /// A textual form with phase, location in the window, tap count and view.
    nonisolated public override var description: String {
        describedOnMainActor {
            "<UITouch: phase = \(phase); location = (\(EventTrace.number(locationInWindow.x)), "
                + "\(EventTrace.number(locationInWindow.y))); tapCount = \(tapCount); view = \(EventTrace.name(view))>"
        }
    }
}

extension UITouch {
    /// The stylus's angle above the surface, in radians: π/2 (perpendicular), as UIKit reports for a finger, the
    /// only kind of touch a desktop makes (a tablet's stylus comes as a pointer).
    public var altitudeAngle: CGFloat { .pi / 2 }

    /// The direction the stylus points in `view`, in radians: 0 for a touch without a stylus.
    public func azimuthAngle(in view: UIView?) -> CGFloat { 0 }

    /// The direction the stylus points in `view`, as a unit vector: along x for a touch without a stylus.
    public func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }

    /// The stylus's roll, in radians: 0 for a touch without a stylus.
    public var rollAngle: CGFloat { 0 }
}
