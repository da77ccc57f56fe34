import Foundation

/// The app delegate's optional methods about launching, URLs, user activities, shortcut items and remote
/// notifications, with UIKit's answers when the delegate does not implement them.
extension UIApplicationDelegate {
    /// Returns true.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Returns false: the URL was not opened.
    public func application(
        _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
    ) -> Bool { false }
    /// Every orientation.
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    { .all }
    /// Returns false: the system shows the progress.
    public func application(
        _ application: UIApplication, willContinueUserActivityWithType userActivityType: String
    ) -> Bool { false }
    /// Returns false: the activity was not continued.
    public func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool { false }
    /// Does nothing.
    public func application(
        _ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
        error: any Error
    ) {}
    /// Does nothing.
    public func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {}
    /// Answers false: nothing was performed.
    public func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) { completionHandler(false) }
    /// Does nothing.
    public func application(
        _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {}
    /// Does nothing.
    public func application(
        _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error
    ) {}
    /// Answers that there was no new data.
    public func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) { completionHandler(.noData) }
    /// Does nothing.
    public func applicationSignificantTimeChange(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {}
    /// Returns true, as UIKit does.
    public func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool { true }
    /// Returns true: every kind of extension is allowed (the desktop has none to offer).
    public func application(
        _ application: UIApplication,
        shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier
    ) -> Bool { true }
}

extension UIApplication {
    /// A kind of app extension an app may refuse (`application(_:shouldAllowExtensionPointIdentifier:)`).
    public struct ExtensionPointIdentifier: RawRepresentable, Hashable, Sendable {
        /// The kind's name.
        public var rawValue: String
        /// Creates a kind from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Custom keyboards.
        public static let keyboard = ExtensionPointIdentifier(rawValue: "com.apple.keyboard-service")
    }
}

/// What a background fetch for a remote notification found.
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data was downloaded.
    case newData = 0
    /// There was nothing new.
    case noData = 1
    /// The fetch failed.
    case failed = 2
}

extension UIApplication {
    /// Options a URL was opened with (`application(_:open:options:)`).
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app that asked for the URL to be opened.
        public static let sourceApplication = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// A property list the opening app passed.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the file is to be opened in place (a `Bool`).
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
        /// The attribution of the tap that opened the URL (a `UIEventAttribution`; the desktop gives none).
        public static let eventAttribution = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsEventAttributionKey")
    }

    /// Asks for a device token for remote notifications. A Linux desktop has no push service: the delegate is
    /// told, on the next turn of the run loop, that registering failed.
    public func registerForRemoteNotifications() {
        clock.schedule(after: 0) { [weak self] in
            guard let self else { return }
            let error = NSError(
                domain: "UIKitRemoteNotificationsErrorDomain", code: 3010,
                userInfo: [NSLocalizedDescriptionKey: "remote notifications are not supported on this desktop"])
            self.delegate?.application(self, didFailToRegisterForRemoteNotificationsWithError: error)
        }
    }

    /// Stops receiving remote notifications (none are received here).
    public func unregisterForRemoteNotifications() { isRegisteredForRemoteNotifications = false }

    /// Opens `url` in the app the way a launch with it does: the delegate's `application(_:open:options:)`, or
    /// else the first scene's delegate with `scene(_:openURLContexts:)`. Returns whether the app delegate opened
    /// it (a scene's delegate does not answer).
    @discardableResult
    public func openIncomingURL(_ url: URL, options: [OpenURLOptionsKey: Any] = [:]) -> Bool {
        if let delegate, delegate.application(self, open: url, options: options) { return true }
        if let scene = connectedScenes.first, let sceneDelegate = scene.delegate {
            sceneDelegate.scene(scene, openURLContexts: [UIOpenURLContext(url: url)])
        }
        return false
    }

    /// Tells the delegate the day changed, at each local midnight from launch on.
    func scheduleSignificantTimeChanges() {
        let untilMidnight = Self.secondsToNextLocalMidnight(after: Date().timeIntervalSince1970)
        clock.schedule(after: max(untilMidnight, 1)) { [weak self] in
            guard let self else { return }
            self.delegate?.applicationSignificantTimeChange(self)
            NotificationCenter.default.post(name: Self.significantTimeChangeNotification, object: self)
            self.scheduleSignificantTimeChanges()
        }
    }

    /// Seconds from `time` (since 1970) to the next local midnight, by the C library's time zone rules (the
    /// TZ variable or /etc/localtime). Not through `Calendar`: at launch that would load ICU's calendar and time
    /// zone data, 4 MiB of pages an app that never formats a date does not need.
    nonisolated static func secondsToNextLocalMidnight(after time: TimeInterval) -> TimeInterval {
        var seconds = time_t(time.rounded(.down))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return 86_400 }
        parts.tm_mday += 1  // mktime carries it into the next month or year
        parts.tm_hour = 0
        parts.tm_min = 0
        parts.tm_sec = 0
        parts.tm_isdst = -1  // the rules of that day decide
        let midnight = mktime(&parts)
        guard midnight != -1 else { return 86_400 }
        return TimeInterval(midnight) - time
    }
}
