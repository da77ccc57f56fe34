import Foundation

/// One physical button or key being pressed, from `.began` to `.ended` or `.cancelled`.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// The phase of a press.
    public enum Phase: Int, Sendable, CustomStringConvertible {
        /// The button went down.
        case began
        /// The press changed (a key repeat while held).
        case changed
        /// The press is held and did not change in this event.
        case stationary
        /// The button was released.
        case ended
        /// The press was cancelled (focus lost while held).
        case cancelled

        /// The phase's name.
        public var description: String {
            switch self {
            case .began: "began"
            case .changed: "changed"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }
    }

    /// The kind of button behind a press (SEMANTICS §5.4).
    ///
    /// Keys that are none of UIKit's named types carry a type whose raw value is 2000 plus the key's HID usage.
    public struct PressType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The numeric value, matching UIKit's for the named types.
        public var rawValue: Int
        /// Creates a press type from its numeric value.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The up arrow.
        public static let upArrow = PressType(rawValue: 0)
        /// The down arrow.
        public static let downArrow = PressType(rawValue: 1)
        /// The left arrow.
        public static let leftArrow = PressType(rawValue: 2)
        /// The right arrow.
        public static let rightArrow = PressType(rawValue: 3)
        /// Select: Return or Enter on a keyboard.
        public static let select = PressType(rawValue: 4)
        /// Menu: Escape on a keyboard.
        public static let menu = PressType(rawValue: 5)
        /// The play/pause media key.
        public static let playPause = PressType(rawValue: 6)
        /// Page Up.
        public static let pageUp = PressType(rawValue: 30)
        /// Page Down.
        public static let pageDown = PressType(rawValue: 31)

        /// The press type of a keyboard key (SEMANTICS §5.4): arrows, Return/Enter → `.select`, Escape →
        /// `.menu`, Page Up/Down; any other key gets `key(_:)` of its usage.
        public init(keyCode: UIKeyboardHIDUsage) {
            switch keyCode {
            case .keyboardUpArrow: self = .upArrow
            case .keyboardDownArrow: self = .downArrow
            case .keyboardLeftArrow: self = .leftArrow
            case .keyboardRightArrow: self = .rightArrow
            case .keyboardReturnOrEnter, .keypadEnter: self = .select
            case .keyboardEscape: self = .menu
            case .keyboardPageUp: self = .pageUp
            case .keyboardPageDown: self = .pageDown
            default: self = .key(keyCode)
            }
        }

        /// The type of any other key, derived from its HID usage.
        public static func key(_ usage: UIKeyboardHIDUsage) -> PressType { PressType(rawValue: 2000 + usage.rawValue) }

        /// The type's UIKit name, or `key(usage)` for other keys.
        public var description: String {
            switch self {
            case .upArrow: "upArrow"
            case .downArrow: "downArrow"
            case .leftArrow: "leftArrow"
            case .rightArrow: "rightArrow"
            case .select: "select"
            case .menu: "menu"
            case .playPause: "playPause"
            case .pageUp: "pageUp"
            case .pageDown: "pageDown"
            default: rawValue >= 2000 ? "key(0x\(String(rawValue - 2000, radix: 16)))" : "PressType(\(rawValue))"
            }
        }
    }

    /// The press's current phase.
    public internal(set) var phase: Phase
    /// The kind of button.
    public let type: PressType
    /// The keyboard key behind the press, or nil for a non-keyboard button.
    public let key: UIKey?
    /// When the press last changed, in seconds of the application's monotonic clock.
    public internal(set) var timestamp: TimeInterval
    /// The window whose first responder receives the press.
    public internal(set) var window: UIWindow?
    /// The responder the press was delivered to first.
    public internal(set) var responder: UIResponder?
    /// The recognizers that receive this press, or nil.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// The force of the press: 1 while down, 0 when up (keys are not analogue).
    public var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }

    let identifier: Int
    var viewDeliveryIsOver = false

    init(identifier: Int, type: PressType, key: UIKey?, timestamp: TimeInterval) {
        self.identifier = identifier
        self.type = type
        self.key = key
        self.timestamp = timestamp
        self.phase = .began
    }

    /// Presses are equal only when they are the same object.

    /// Hashes the object's identity.
    nonisolated public override var hash: Int { serial }

    /// A number that orders presss by creation; it is what a set hashes, so that (with
    /// `SWIFT_DETERMINISTIC_HASHING=1`) the order of a set of presss is the same in every run, not the order of
    /// their addresses: the chaos fuzzer's replays depend on it.
    nonisolated let serial: Int = UIEvent.nextSerial()

    /// A textual form with phase, type and key.
    nonisolated public override var description: String {
        describedOnMainActor {
            "<UIPress: phase = \(phase); type = \(type); key = \(key.map { String(describing: $0) } ?? "nil")>"
        }
    }
}
