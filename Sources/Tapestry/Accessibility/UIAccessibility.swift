import Foundation

/// UIKit's accessibility namespace: notifications posted to assistive technology and the state of the
/// user's settings (SEMANTICS §16.1).
///
/// Tapestry keeps the accessibility properties of every view and posts these notifications to whatever
/// listens (`UIAccessibility.observer`); a screen-reader bridge (AT-SPI) is what listens on a desktop. Until
/// one is connected, `isVoiceOverRunning` is false and posts reach no one, as on a device with VoiceOver off.
public enum UIAccessibility {
    /// A notification to assistive technology.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The notification's number, as UIKit's.
        public var rawValue: UInt32
        /// Creates a notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen changed a lot; the argument is the element to move to (or a string to speak).
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed; the argument is the element to move to.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// A message to speak: the argument is the string.
        public static let announcement = Notification(rawValue: 1008)
        /// A page scrolled; the argument is a string describing where.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// What hears posted notifications (a screen-reader bridge); nil when none is connected.
    @preconcurrency @MainActor
    public static var observer: (@MainActor (Notification, Any?) -> Void)?

    /// Posts `notification` with `argument` to assistive technology.
    @preconcurrency @MainActor
    public static func post(notification: Notification, argument: Any?) {
        observer?(notification, argument)
    }

    /// Whether a screen reader is running: on Linux, while the desktop reports one
    /// (`org.a11y.Status.ScreenReaderEnabled`, which Orca sets).
    @preconcurrency @MainActor
    public static var isVoiceOverRunning: Bool { screenReaderRunning }
    @MainActor static var screenReaderRunning = false

    /// Records whether a screen reader runs (the accessibility bridge calls this); posts
    /// `voiceOverStatusDidChangeNotification` when it changed.
    @_spi(Accessibility) @preconcurrency @MainActor
    public static func setScreenReaderRunning(_ running: Bool) {
        guard running != screenReaderRunning else { return }
        screenReaderRunning = running
        NotificationCenter.default.post(name: voiceOverStatusDidChangeNotification, object: nil)
    }

    /// Whether the user asked for reduced motion: on Linux, the desktop's "animations off" setting (GNOME's
    /// `enable-animations`, read through XSETTINGS' `Gtk/EnableAnimations`).
    @preconcurrency @MainActor
    public static var isReduceMotionEnabled: Bool { reduceMotion }
    @MainActor static var reduceMotion = false

    /// Records the desktop's reduced-motion setting (a backend calls this); posts
    /// `reduceMotionStatusDidChangeNotification` when it changed.
    @_spi(Accessibility) @preconcurrency @MainActor
    public static func setReduceMotionEnabled(_ enabled: Bool) {
        guard enabled != reduceMotion else { return }
        reduceMotion = enabled
        NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// Whether the user asked for less transparency. Linux desktops have no such setting, so it is false unless
    /// a backend records one.
    @preconcurrency @MainActor
    public static var isReduceTransparencyEnabled: Bool { reduceTransparency }
    @MainActor static var reduceTransparency = false

    /// Records a reduced-transparency setting; posts `reduceTransparencyStatusDidChangeNotification` when it
    /// changed.
    @_spi(Accessibility) @preconcurrency @MainActor
    public static func setReduceTransparencyEnabled(_ enabled: Bool) {
        guard enabled != reduceTransparency else { return }
        reduceTransparency = enabled
        NotificationCenter.default.post(name: reduceTransparencyStatusDidChangeNotification, object: nil)
    }

    /// Posted when `isReduceTransparencyEnabled` changes.
    nonisolated public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when `isVoiceOverRunning` changes.
    nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted on iOS when an assistive technology moves its focus to an element (kept for UIKit code that
    /// observes it; the desktop's screen readers do not report their cursor to the app, so it is not posted).
    nonisolated public static let elementFocusedNotification = Foundation.Notification.Name(
        "UIAccessibilityElementFocusedNotification")
    /// The `userInfo` key of the focused element in `elementFocusedNotification`.
    nonisolated public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
    /// The `userInfo` key of the element focused before, in `elementFocusedNotification`.
    nonisolated public static let unfocusedElementUserInfoKey = "UIAccessibilityUnfocusedElementKey"
    /// The `userInfo` key of the assistive technology, in `elementFocusedNotification`.
    nonisolated public static let assistiveTechnologyUserInfoKey = "UIAccessibilityAssistiveTechnologyKey"
    /// Posted when `isReduceMotionEnabled` changes.
    nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
}

/// What an element is and how it behaves, for assistive technology.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits, as UIKit's.
    public let rawValue: UInt64
    /// Creates traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// A button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays a sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A keyboard key.
    nonisolated public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// A summary of the app's state at launch.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Its value or label changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Starts a media session.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Adjustable with increment and decrement (a slider).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes direct touches.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns a page when scrolled to its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A heading.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10 | 1 << 17)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
}

/// What a custom action runs.
public typealias UIAccessibilityCustomActionHandler = (UIAccessibilityCustomAction) -> Bool

private enum CustomActionKey {
    nonisolated(unsafe) static var image: UInt8 = 0
    nonisolated(unsafe) static var category: UInt8 = 0
}

/// An action an element offers beyond activation (a swipe action's "Delete").
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The action's name, spoken to the user.
    open var name: String
    /// The object `selector` is sent to.
    open weak var target: AnyObject?
    /// What performing sends to `target`, with the action as sender (a method returning `Bool`).
    open var selector: Selector?
    /// What performing runs, instead of a target and selector.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    /// The action's name with attributes (its `name` as plain text).
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name) }
        set { name = newValue.string }
    }
    /// An image standing for the action (a screen reader's rotor and Full Keyboard Access show it).
    open var image: UIImage? {
        get { objc_getAssociatedObject(self, &CustomActionKey.image) as? UIImage }
        set { objc_setAssociatedObject(self, &CustomActionKey.image, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
    /// The group the action is listed under among an element's actions (UIKit 18; nil: the default group).
    open var category: String? {
        get { objc_getAssociatedObject(self, &CustomActionKey.category) as? String }
        set { objc_setAssociatedObject(self, &CustomActionKey.category, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// An action that sends `selector` to `target`.
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target.map { $0 as AnyObject }
        self.selector = selector
    }

    /// An action that runs `actionHandler`.
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// An action with an image that sends `selector` to `target`.
    public convenience init(name: String, image: UIImage?, target: Any?, selector: Selector) {
        self.init(name: name, target: target, selector: selector)
        self.image = image
    }

    /// An action with an image that runs `actionHandler`.
    public convenience init(
        name: String, image: UIImage?, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool
    ) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// An action named with attributes that sends `selector` to `target`.
    public convenience init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
        self.init(name: attributedName.string, target: target, selector: selector)
    }

    /// An action named with attributes that runs `actionHandler`.
    public convenience init(
        attributedName: NSAttributedString, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool
    ) {
        self.init(name: attributedName.string, actionHandler: actionHandler)
    }

    /// An action named with attributes, with an image, that sends `selector` to `target`.
    public convenience init(attributedName: NSAttributedString, image: UIImage?, target: Any?, selector: Selector) {
        self.init(name: attributedName.string, image: image, target: target, selector: selector)
    }

    /// An action named with attributes, with an image, that runs `actionHandler`.
    public convenience init(
        attributedName: NSAttributedString, image: UIImage?,
        actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool
    ) {
        self.init(name: attributedName.string, image: image, actionHandler: actionHandler)
    }

    /// Performs the action; returns whether it succeeded.
    @discardableResult
    public func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let target, let selector else { return false }
        return selector.perform(on: target, sender: self) as? Bool ?? true
    }
}

/// The accessibility properties a view was given (kept out of views that were given none).
final class AccessibilityProperties {
    var isElement: Bool?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var elements: [Any]?
    var customActions: [UIAccessibilityCustomAction]?
    var activationPoint: CGPoint?
    var language: String?
    var respondsToUserInteraction: Bool?
    var userInputLabels: [String]?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var containerType = UIAccessibilityContainerType.none
}

/// The direction of a screen reader's scroll gesture, for `accessibilityScroll(_:)`; UIKit's raw values.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    /// Towards the right.
    case right = 1
    /// Towards the left.
    case left = 2
    /// Up.
    case up = 3
    /// Down.
    case down = 4
    /// To the next page.
    case next = 5
    /// To the previous page.
    case previous = 6
}

/// What kind of container an element is to assistive technology; UIKit's raw values.
public enum UIAccessibilityContainerType: Int, Sendable {
    /// Not a container.
    case none = 0
    /// A table of rows and columns.
    case dataTable = 1
    /// A list.
    case list = 2
    /// A landmark of the page (a region a reader jumps to).
    case landmark = 3
    /// A group of related elements read together.
    case semanticGroup = 4
}

/// An object with an identifier for assistive technology and UI tests: views, bar items, images, alert
/// actions and accessibility elements.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: AnyObject {
    /// The identifier.
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}
extension UIBarItem: UIAccessibilityIdentification {}
extension UIAccessibilityElement: UIAccessibilityIdentification {}
extension UIAlertAction: UIAccessibilityIdentification {}
extension UIImage: UIAccessibilityIdentification {}
