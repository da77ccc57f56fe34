import Foundation

/// An event: a set of touches, presses, a shake, or a remote-control command.
///
/// As in UIKit, the application reuses one touches event for every touch event, updating its touches and
/// timestamp; do not keep a reference to compare across deliveries.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kinds of event.
    public enum EventType: Int, Sendable {
        /// Touches on the screen (the mouse's left button).
        case touches
        /// Device motion; only the shake.
        case motion
        /// Remote-control commands from media keys.
        case remoteControl
        /// Physical buttons and keys.
        case presses
        /// Scrolling with a wheel or trackpad.
        case scroll
        /// Pointer movement without a button held.
        case hover
        /// Trackpad transforms.
        case transform
    }

    /// The subtypes of motion and remote-control events (SEMANTICS §5.5).
    public enum EventSubtype: Int, Sendable, CustomStringConvertible {
        /// No subtype (touches, presses).
        case none = 0
        /// A shake of the device; the X11 backend maps Ctrl+Super+Z to it.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Toggle between play and pause.
        case remoteControlTogglePlayPause = 103
        /// Skip to the next track.
        case remoteControlNextTrack = 104
        /// Go back to the previous track.
        case remoteControlPreviousTrack = 105
        /// Start seeking backward.
        case remoteControlBeginSeekingBackward = 106
        /// Stop seeking backward.
        case remoteControlEndSeekingBackward = 107
        /// Start seeking forward.
        case remoteControlBeginSeekingForward = 108
        /// Stop seeking forward.
        case remoteControlEndSeekingForward = 109

        /// The subtype's UIKit name.
        public var description: String {
            switch self {
            case .none: "none"
            case .motionShake: "motionShake"
            case .remoteControlPlay: "remoteControlPlay"
            case .remoteControlPause: "remoteControlPause"
            case .remoteControlStop: "remoteControlStop"
            case .remoteControlTogglePlayPause: "remoteControlTogglePlayPause"
            case .remoteControlNextTrack: "remoteControlNextTrack"
            case .remoteControlPreviousTrack: "remoteControlPreviousTrack"
            case .remoteControlBeginSeekingBackward: "remoteControlBeginSeekingBackward"
            case .remoteControlEndSeekingBackward: "remoteControlEndSeekingBackward"
            case .remoteControlBeginSeekingForward: "remoteControlBeginSeekingForward"
            case .remoteControlEndSeekingForward: "remoteControlEndSeekingForward"
            }
        }
    }

    /// The kind of event.
    public internal(set) var type: EventType
    /// The subtype of a motion or remote-control event; `.none` otherwise.
    public internal(set) var subtype: EventSubtype
    /// When the event happened, in seconds of the application's monotonic clock (never wall time).
    public internal(set) var timestamp: TimeInterval

    /// The modifier keys held when the event happened (Shift, Control, Alt and Super): a snapshot its builder
    /// took, so an event kept and read later still says what was held then.
    public var modifierFlags: UIKeyModifierFlags { modifierFlagsSnapshot }

    /// The mouse buttons held during a touches event (`.primary` for the left button); empty for real
    /// touches and other events. A snapshot its builder took from what the backend reported
    /// (`InputRouter.buttonMask`).
    public var buttonMask: ButtonMask { type == .touches ? buttonMaskSnapshot : [] }

    /// What the builder saw when it sent the event (`stamp(from:)`).
    var modifierFlagsSnapshot: UIKeyModifierFlags = []
    var buttonMaskSnapshot: ButtonMask = []

    /// Takes the event's snapshots of the modifier keys and buttons held now, as its builder sends it.
    func stamp(from input: InputRouter) {
        modifierFlagsSnapshot = input.modifierFlags
        buttonMaskSnapshot = input.buttonMask
    }

    /// Mouse buttons, as a set.
    public struct ButtonMask: OptionSet, Sendable, Hashable {
        /// The raw bits: bit n-1 for button n.
        public let rawValue: Int
        /// Creates a mask from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary (left) button.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary (right) button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// The mask of button number `buttonNumber` (1 is primary, 2 secondary, 3 the middle button).
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            precondition(
                (1...32).contains(buttonNumber),
                "UIEvent.ButtonMask.button(_:): button \(buttonNumber) is not in 1...32")
            return ButtonMask(rawValue: 1 << (buttonNumber - 1))
        }
    }

    /// The touches of this event in every window, including those that did not change; nil for other kinds.
    public var allTouches: Set<UITouch>? {
        type == .touches || type == .hover ? Set(touchList) : nil
    }

    var touchList: [UITouch] = []

    nonisolated(unsafe) static var serialCounter = 0
    /// The next creation number of a touch or press (main thread only, like the objects it numbers).
    nonisolated static func nextSerial() -> Int {
        serialCounter += 1
        return serialCounter
    }
    /// The window a press, motion or remote-control event is for (the key window when it was made).
    weak var targetWindow: UIWindow?
    /// For a motion event: whether it is the began half (`motionBegan`) or the ended half.
    var isMotionBegin = true

    init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
    }

    /// An empty touches event with no touches, as UIKit's `init()` makes (what tests hand to `hitTest`).
    public override convenience init() {
        self.init(type: .touches, timestamp: 0)
    }

    /// The touches of this event delivered to `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        let found = touchList.filter { $0.view === view }
        return found.isEmpty ? nil : Set(found)
    }

    /// The touches of this event that began in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        let found = touchList.filter { $0.window === window }
        return found.isEmpty ? nil : Set(found)
    }

    /// The touches of this event that `gesture` receives.
    public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        let found = touchList.filter { touch in touch.gestureRecognizers?.contains { $0 === gesture } ?? false }
        return found.isEmpty ? nil : Set(found)
    }

    /// The touches that were merged into `touch` since the last event (motion compression); here the
    /// touch itself, as the engine keeps no separate samples.
    public func coalescedTouches(for touch: UITouch) -> [UITouch]? { [touch] }

    /// A textual form with type, subtype and timestamp.
    nonisolated open override var description: String {
        describedOnMainActor {
            "<UIEvent: type = \(type); subtype = \(subtype); timestamp = \(timestamp)>"
        }
    }
}

/// An event carrying physical presses (keyboard keys, remote buttons).
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var pressList: [UIPress] = []

    init(timestamp: TimeInterval) {
        super.init(type: .presses, timestamp: timestamp)
    }

    /// Every press of this event, including held ones that did not change.
    public var allPresses: Set<UIPress> { Set(pressList) }

    /// The presses of this event that `gesture` receives.
    public func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        Set(pressList.filter { press in press.gestureRecognizers?.contains { $0 === gesture } ?? false })
    }
}
