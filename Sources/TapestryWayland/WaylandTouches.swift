import Foundation
import Tapestry

/// A touch screen's points (`wl_touch`) as real concurrent touches: each point's changes are gathered until
/// the compositor's `frame`, then delivered together, window by window. Pure state, unit-tested without a
/// compositor.
public struct WaylandTouches {
    /// Touch identifiers start here, clear of the pointer's fingers.
    public static let firstIdentifier = 1000

    /// The window (by an opaque key) each point down is in, and where it was last.
    private var points: [Int32: (window: UInt, location: CGPoint)] = [:]
    private var pending: [(window: UInt, change: InputRouter.TouchChange)] = []

    /// Creates a translator with no point down.
    public init() {}

    /// Whether any point is down.
    public var isTouching: Bool { !points.isEmpty }

    /// A point went down in `window` at `location` (points in the window).
    public mutating func down(id: Int32, in window: UInt, at location: CGPoint) {
        points[id] = (window, location)
        pending.append((window, .init(identifier: Self.firstIdentifier + Int(id), phase: .began, location: location)))
    }

    /// A point moved.
    public mutating func motion(id: Int32, to location: CGPoint) {
        guard let point = points[id] else { return }
        points[id] = (point.window, location)
        pending.append(
            (point.window, .init(identifier: Self.firstIdentifier + Int(id), phase: .moved, location: location)))
    }

    /// A point lifted.
    public mutating func up(id: Int32) {
        guard let point = points.removeValue(forKey: id) else { return }
        pending.append(
            (point.window, .init(identifier: Self.firstIdentifier + Int(id), phase: .ended, location: point.location)))
    }

    /// The compositor ended the frame: the changes gathered, by window, in the order the windows were first
    /// touched in this frame.
    public mutating func frame() -> [(window: UInt, changes: [InputRouter.TouchChange])] {
        var result: [(window: UInt, changes: [InputRouter.TouchChange])] = []
        for (window, change) in pending {
            if let index = result.firstIndex(where: { $0.window == window }) {
                // A point that moved twice in one frame keeps only its last place.
                if let same = result[index].changes.lastIndex(where: {
                    $0.identifier == change.identifier && $0.phase == .moved && change.phase == .moved
                }) {
                    result[index].changes[same] = change
                } else {
                    result[index].changes.append(change)
                }
            } else {
                result.append((window, [change]))
            }
        }
        pending.removeAll()
        return result
    }

    /// The compositor took the touch sequence (a gesture of its own): every point is cancelled.
    public mutating func cancel() -> [(window: UInt, changes: [InputRouter.TouchChange])] {
        pending.removeAll()
        for (id, point) in points {
            pending.append(
                (
                    point.window,
                    .init(identifier: Self.firstIdentifier + Int(id), phase: .cancelled, location: point.location)
                ))
        }
        points.removeAll()
        return frame()
    }
}

/// A touchpad pinch or rotation (`zwp_pointer_gestures_v1`) as two fingers, as on an iPad with a trackpad
/// driving `UIPinchGestureRecognizer` and `UIRotationGestureRecognizer`: they start `radius` points either side
/// of the pointer, spread by the gesture's scale, turn by its rotation (degrees, clockwise), and follow its
/// motion. Pure state, unit-tested without a compositor.
public struct TouchpadPinch {
    /// The two fingers' touch identifiers.
    public static let identifiers = (900, 901)
    /// How far each finger starts from the centre, in points.
    public var radius: CGFloat = 50
    private var centre = CGPoint.zero
    private var last: (CGPoint, CGPoint)?

    /// Creates a translator with no gesture in progress.
    public init() {}

    /// Whether a pinch is in progress.
    public var isActive: Bool { last != nil }

    private func fingers(scale: CGFloat, degrees: CGFloat) -> (CGPoint, CGPoint) {
        let angle = degrees * .pi / 180
        let dx = radius * scale * cos(angle), dy = radius * scale * sin(angle)
        return (CGPoint(x: centre.x + dx, y: centre.y + dy), CGPoint(x: centre.x - dx, y: centre.y - dy))
    }

    /// The gesture began with the pointer at `location`.
    public mutating func begin(at location: CGPoint) -> [InputRouter.TouchChange] {
        centre = location
        let (a, b) = fingers(scale: 1, degrees: 0)
        last = (a, b)
        return [
            .init(identifier: Self.identifiers.0, phase: .began, location: a),
            .init(identifier: Self.identifiers.1, phase: .began, location: b),
        ]
    }

    /// The gesture moved by (`dx`, `dy`) and is now at `scale` times its first spread, turned `rotation` degrees.
    public mutating func update(dx: CGFloat, dy: CGFloat, scale: CGFloat, rotation: CGFloat)
        -> [InputRouter.TouchChange]
    {
        guard last != nil else { return [] }
        centre.x += dx
        centre.y += dy
        let (a, b) = fingers(scale: max(scale, 0.01), degrees: rotation)
        last = (a, b)
        return [
            .init(identifier: Self.identifiers.0, phase: .moved, location: a),
            .init(identifier: Self.identifiers.1, phase: .moved, location: b),
        ]
    }

    /// The gesture ended (or the compositor cancelled it).
    public mutating func end(cancelled: Bool) -> [InputRouter.TouchChange] {
        guard let (a, b) = last else { return [] }
        last = nil
        let phase: UITouch.Phase = cancelled ? .cancelled : .ended
        return [
            .init(identifier: Self.identifiers.0, phase: phase, location: a),
            .init(identifier: Self.identifiers.1, phase: phase, location: b),
        ]
    }
}
