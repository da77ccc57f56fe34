import CX11
import Foundation
import Tapestry

/// Turns X pointer events into touches, hover and scrolling (SEMANTICS §6, §13.4): the left button is one
/// finger; with Alt held, a left drag is two fingers mirrored around `pivot` (where the pointer was when Alt
/// went down, or the window's centre), like the Simulator's Option key, so a drag away from the pivot pinches
/// and one around it rotates; with Shift held too, both fingers move together (the pivot follows the
/// pointer); motion without a button is hover; the wheel scrolls.
/// Locations are in points in the window. Pure state, unit-tested without X.
public struct X11PointerTranslation {
    /// What the backend should feed the engine.
    public enum Action: Equatable {
        /// Touches changed in one event.
        case touches([InputRouter.TouchChange])
        /// The pointer hovers at a location.
        case hover(CGPoint)
        /// The pointer left the window.
        case hoverExit
        /// The wheel scrolled by a delta (points; positive y moves content up, as a finger dragging up).
        case scroll(delta: CGPoint, at: CGPoint)
        /// The secondary (right) button was clicked: a context menu there.
        case secondaryClick(CGPoint)
        /// The middle button was clicked: the PRIMARY selection is pasted there (X's convention).
        case middleClick(CGPoint)
    }

    /// The touch identifier of the single finger.
    public static let fingerIdentifier = 1
    /// The touch identifiers of the two mirrored fingers.
    public static let mirroredIdentifiers = (2, 3)
    /// How far one wheel click scrolls, in points.
    public static let wheelStep: CGFloat = 40

    private enum Mode: Equatable {
        case idle
        case oneFinger
        case twoFingers(origin: CGPoint)
    }

    /// The point the two Alt fingers mirror around (the backend sets it when Alt goes down).
    public var pivot = CGPoint.zero
    /// Where the pointer was last seen in the window.
    public private(set) var pointerLocation: CGPoint?

    /// Where the two fingers are (or would be, with the button) while Alt is held: the pointer and its mirror.
    public func mirroredPoints(for location: CGPoint) -> [CGPoint] {
        let origin: CGPoint = if case .twoFingers(let origin) = mode { origin } else { pivot }
        return [location, Self.mirror(location, around: origin)]
    }

    private var mode = Mode.idle
    /// Where the pointer was last seen while a touch was in progress: a cancellation happens there.
    private var lastLocation = CGPoint.zero

    /// Creates a translator with no button held.
    public init() {}

    /// Whether a touch is in progress.
    public var isTouching: Bool { mode != .idle }

    /// A button went down at `location` with modifier `state`.
    public mutating func buttonPressed(_ button: UInt32, at location: CGPoint, state: UInt32) -> [Action] {
        switch button {
        case UInt32(Button1):
            guard mode == .idle else { return [] }
            lastLocation = location
            if state & UInt32(Mod1Mask) != 0 {
                mode = .twoFingers(origin: pivot)
                let (a, b) = Self.mirroredIdentifiers
                return [
                    .touches([
                        .init(identifier: a, phase: .began, location: location),
                        .init(identifier: b, phase: .began, location: Self.mirror(location, around: pivot)),
                    ])
                ]
            }
            mode = .oneFinger
            return [.touches([.init(identifier: Self.fingerIdentifier, phase: .began, location: location)])]
        case UInt32(Button2): return mode == .idle ? [.middleClick(location)] : []
        case UInt32(Button3): return mode == .idle ? [.secondaryClick(location)] : []
        case 4: return [.scroll(delta: CGPoint(x: 0, y: -Self.wheelStep), at: location)]
        case 5: return [.scroll(delta: CGPoint(x: 0, y: Self.wheelStep), at: location)]
        case 6: return [.scroll(delta: CGPoint(x: -Self.wheelStep, y: 0), at: location)]
        case 7: return [.scroll(delta: CGPoint(x: Self.wheelStep, y: 0), at: location)]
        default: return []
        }
    }

    /// The pointer moved to `location` (outside the window too while a button is held).
    public mutating func moved(to location: CGPoint, state: UInt32 = 0) -> [Action] {
        let previous = lastLocation
        if mode != .idle { lastLocation = location }
        pointerLocation = location
        // Alt+Shift: the pair moves together (the point they mirror around follows the pointer).
        if case .twoFingers(let origin) = mode, state & UInt32(ShiftMask) != 0 {
            mode = .twoFingers(
                origin: CGPoint(x: origin.x + location.x - previous.x, y: origin.y + location.y - previous.y))
        }
        switch mode {
        case .idle: return [.hover(location)]
        case .oneFinger:
            return [.touches([.init(identifier: Self.fingerIdentifier, phase: .moved, location: location)])]
        case .twoFingers(let origin):
            let (a, b) = Self.mirroredIdentifiers
            return [
                .touches([
                    .init(identifier: a, phase: .moved, location: location),
                    .init(identifier: b, phase: .moved, location: Self.mirror(location, around: origin)),
                ])
            ]
        }
    }

    /// A button was released at `location`.
    public mutating func buttonReleased(_ button: UInt32, at location: CGPoint) -> [Action] {
        guard button == UInt32(Button1) else { return [] }
        defer { mode = .idle }
        switch mode {
        case .idle: return []
        case .oneFinger:
            return [.touches([.init(identifier: Self.fingerIdentifier, phase: .ended, location: location)])]
        case .twoFingers(let origin):
            let (a, b) = Self.mirroredIdentifiers
            return [
                .touches([
                    .init(identifier: a, phase: .ended, location: location),
                    .init(identifier: b, phase: .ended, location: Self.mirror(location, around: origin)),
                ])
            ]
        }
    }

    /// The grab was broken or the window lost the focus with a button held: the touch is cancelled.
    public mutating func cancel() -> [Action] {
        defer { mode = .idle }
        switch mode {
        case .idle: return []
        case .oneFinger:
            return [.touches([.init(identifier: Self.fingerIdentifier, phase: .cancelled, location: lastLocation)])]
        case .twoFingers(let origin):
            let (a, b) = Self.mirroredIdentifiers
            return [
                .touches([
                    .init(identifier: a, phase: .cancelled, location: lastLocation),
                    .init(identifier: b, phase: .cancelled, location: Self.mirror(lastLocation, around: origin)),
                ])
            ]
        }
    }

    /// The pointer left the window (no button held).
    public mutating func left() -> [Action] {
        pointerLocation = nil
        return mode == .idle ? [.hoverExit] : []
    }

    /// The touch change for an XInput2 touch event (`XI_TouchBegin`/`Update`/`End`) of touch `detail` at
    /// `x`, `y` pixels, or nil for other event types. Real touches get identifiers from 1000, apart from the mouse's.
    public static func touchChange(xiType: Int32, detail: Int32, x: Double, y: Double, scale: CGFloat) -> InputRouter
        .TouchChange?
    {
        let phase: UITouch.Phase
        switch xiType {
        case XI_TouchBegin: phase = .began
        case XI_TouchUpdate: phase = .moved
        case XI_TouchEnd: phase = .ended
        default: return nil
        }
        return .init(
            identifier: 1000 + Int(detail), phase: phase,
            location: CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale))
    }

    static func mirror(_ p: CGPoint, around origin: CGPoint) -> CGPoint {
        CGPoint(x: 2 * origin.x - p.x, y: 2 * origin.y - p.y)
    }
}

/// XInput 2.1 smooth scrolling (SEMANTICS §13.3): the scroll valuators' changes as continuous scroll deltas in
/// points (one increment is one wheel click, `X11PointerTranslation.wheelStep`). Pure state, unit-tested.
public struct X11SmoothScroll {
    /// A scroll valuator of a device.
    public struct Axis: Equatable, Sendable {
        /// The device's id.
        public var device: Int
        /// The valuator's number.
        public var valuator: Int
        /// Whether it scrolls vertically.
        public var vertical: Bool
        /// The valuator's change for one wheel click.
        public var increment: Double
        /// Creates an axis.
        public init(device: Int, valuator: Int, vertical: Bool, increment: Double) {
            self.device = device
            self.valuator = valuator
            self.vertical = vertical
            self.increment = increment
        }
    }

    /// The devices' scroll valuators.
    public var axes: [Axis]
    private var last: [Int: Double] = [:]

    /// Creates a translator for these axes.
    public init(axes: [Axis]) { self.axes = axes }

    /// The scroll delta of a motion event of `device` with these valuator values (by number), or nil when none
    /// of them scrolls. The first value of an axis (after `reset`) only sets where it starts.
    public mutating func delta(device: Int, values: [Int: Double]) -> CGPoint? {
        var delta = CGPoint.zero
        var scrolled = false
        for axis in axes where axis.device == device {
            guard let value = values[axis.valuator], value.isFinite else { continue }
            let key = axis.device << 16 | axis.valuator
            defer { last[key] = value }
            guard let previous = last[key], axis.increment != 0 else { continue }
            let points = CGFloat((value - previous) / abs(axis.increment)) * X11PointerTranslation.wheelStep
            guard points != 0 else { continue }
            scrolled = true
            if axis.vertical { delta.y += points } else { delta.x += points }
        }
        return scrolled ? delta : nil
    }

    /// Forgets where the axes were (the pointer left, or a device changed).
    public mutating func reset() { last.removeAll() }
}
