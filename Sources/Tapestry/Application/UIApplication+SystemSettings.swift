import Foundation

// What UIKit apps ask the system about that an iPhone has and a Linux desktop answers plainly: background
// refresh, alternate icons, protected data, the Settings app's pages.

/// Whether the app may refresh in the background.
public enum UIBackgroundRefreshStatus: Int, Sendable {
    /// Refresh is restricted (parental controls and the like).
    case restricted = 0
    /// The person turned refresh off.
    case denied
    /// Refresh is available.
    case available
}

extension UIApplication {
    /// `.available`: a desktop app keeps running while its window is in the background.
    public var backgroundRefreshStatus: UIBackgroundRefreshStatus { .available }
    /// Posted when `backgroundRefreshStatus` changes (never on the desktop).
    nonisolated public static let backgroundRefreshStatusDidChangeNotification = Notification.Name(
        "UIApplicationBackgroundRefreshStatusDidChangeNotification")
    /// The shortest background-fetch interval.
    nonisolated public static let backgroundFetchIntervalMinimum: TimeInterval = 0
    /// No background fetches.
    nonisolated public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude

    /// Whether the app can change its icon while running: false, as a desktop entry's icon is installed
    /// with the app.
    public var supportsAlternateIcons: Bool { false }
    /// The name of the alternate icon shown, nil for the primary one (always here).
    public var alternateIconName: String? { nil }
    /// Asks for another icon; fails with an `NSError` saying the desktop does not offer it (naming the icon),
    /// and `nil` (the primary icon) is accepted, as it changes nothing.
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(alternateIconName.map(Self.alternateIconError))
    }
    /// The `async` form of `setAlternateIconName(_:completionHandler:)`.
    public func setAlternateIconName(_ alternateIconName: String?) async throws {
        if let alternateIconName { throw Self.alternateIconError(alternateIconName) }
    }

    private static func alternateIconError(_ name: String) -> NSError {
        NSError(
            domain: NSCocoaErrorDomain, code: NSFeatureUnsupportedError,
            userInfo: [
                NSLocalizedDescriptionKey:
                    "The alternate icon \"\(name)\" cannot be set: a Linux desktop takes an app's icon from its installed desktop entry."
            ])
    }

    /// Whether files protected with data protection can be read: true, as the desktop has no locked state
    /// that withholds them (the session's disk encryption is unlocked while the app runs).
    public var isProtectedDataAvailable: Bool { true }
    /// Posted when protected data becomes available (never here: it always is).
    nonisolated public static let protectedDataDidBecomeAvailableNotification = Notification.Name(
        "UIApplicationProtectedDataDidBecomeAvailable")
    /// Posted before protected data becomes unavailable (never here).
    nonisolated public static let protectedDataWillBecomeUnavailableNotification = Notification.Name(
        "UIApplicationProtectedDataWillBecomeUnavailable")

    /// The URL of the app's notification settings (`app-settings:notifications`); as with
    /// `openSettingsURLString`, a desktop has no such page and opening it reports false.
    nonisolated public static let openNotificationSettingsURLString = "app-settings:notifications"
    /// The URL of the Settings page for default apps (`app-settings:default-applications`); none here.
    nonisolated public static let openDefaultApplicationsSettingsURLString = "app-settings:default-applications"

    /// Asks the system not to use the snapshot of the app's window at the next launch; the desktop takes
    /// none, so there is nothing to skip.
    public func ignoreSnapshotOnNextApplicationLaunch() {}
}
