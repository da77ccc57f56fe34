import Foundation

/// A notification as the desktop's notification server shows it (freedesktop.org's notification specification,
/// `org.freedesktop.Notifications.Notify`): what `UNUserNotificationCenter` hands the backend's service.
@_spi(Backend) public struct DesktopNotification: Equatable, Sendable {
    /// A button on the notification: the key the server reports when it is chosen, and its label.
    public struct Action: Equatable, Sendable {
        /// The key the server reports when the action is chosen.
        public var key: String
        /// The button's text.
        public var label: String

        /// Creates one with these values.
        public init(key: String, label: String) {
            self.key = key
            self.label = label
        }
    }

    /// How urgent the server should treat it (the specification's `urgency` hint).
    public enum Urgency: UInt8, Sendable {
        case low = 0
        case normal = 1
        case critical = 2
    }

    /// The title line.
    public var summary: String
    /// The text under it.
    public var body: String
    /// Buttons, in order; the key `default` is the notification itself being clicked.
    public var actions: [Action]
    /// How urgent the server should treat it.
    public var urgency: Urgency
    /// A sound from the desktop's sound theme (`sound-name`), or nil for none.
    public var soundName: String?
    /// A sound file to play instead of the theme's (`sound-file`).
    public var soundFile: String?
    /// An image shown with the notification (`image-path`), a file path.
    public var imagePath: String?
    /// The id of a notification this one replaces (0: a new one).
    public var replacesID: UInt32

    /// Creates one with these values.
    public init(
        summary: String, body: String, actions: [Action] = [], urgency: Urgency = .normal, soundName: String? = nil,
        soundFile: String? = nil, imagePath: String? = nil, replacesID: UInt32 = 0
    ) {
        self.summary = summary
        self.body = body
        self.actions = actions
        self.urgency = urgency
        self.soundName = soundName
        self.soundFile = soundFile
        self.imagePath = imagePath
        self.replacesID = replacesID
    }
}

extension DesktopNotification {
    /// The app's name as its notifications show it: the bundle's display name or name, else the process's.
    public static var appName: String {
        (Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String)
            ?? (Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String)
            ?? ProcessInfo.processInfo.processName
    }
}

/// The desktop's notification server as a backend reaches it (on the session bus); `UNUserNotificationCenter`
/// shows and closes notifications through it and hears what the user did with them.
@_spi(Backend) @preconcurrency @MainActor
public protocol DesktopNotificationService: AnyObject {
    /// Shows `notification`; `shown` hears the id the server gave it, or nil when none could be shown.
    func show(_ notification: DesktopNotification, shown: @escaping @MainActor (UInt32?) -> Void)
    /// Takes a shown notification off the screen.
    func close(_ id: UInt32)
    /// Called with a notification's id and the key of the action the user chose (`default`: the notification).
    var actionHandler: (@MainActor (_ id: UInt32, _ action: String) -> Void)? { get set }
    /// Called when a notification closes, with the specification's reason: 1 expired, 2 dismissed by the user,
    /// 3 closed by a call, 4 otherwise.
    var closeHandler: (@MainActor (_ id: UInt32, _ reason: UInt32) -> Void)? { get set }
}

extension UIApplication {
    /// The desktop's notification server, installed by the backend (nil headless: notifications are then
    /// scheduled and delivered to the app's delegate but shown nowhere).
    @_spi(Backend) public static var desktopNotifications: (any DesktopNotificationService)?
}
