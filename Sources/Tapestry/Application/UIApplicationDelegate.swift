import Foundation

/// Launch option keys passed to `application(_:didFinishLaunchingWithOptions:)`.
public struct UIApplicationLaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String
    /// Creates a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The URL the app was launched to open (its value a `URL`).
    public static let url = UIApplicationLaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The app that asked for the launch (a bundle identifier).
    public static let sourceApplication = UIApplicationLaunchOptionsKey(
        rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    /// A remote notification the app was launched for.
    nonisolated public static let remoteNotification = UIApplicationLaunchOptionsKey(
        rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    /// The shortcut item the app was launched for (a `UIApplicationShortcutItem`).
    public static let shortcutItem = UIApplicationLaunchOptionsKey(
        rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    /// The type of the user activity the app was launched to continue.
    public static let userActivityType = UIApplicationLaunchOptionsKey(
        rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
    /// The user activity the app was launched to continue.
    public static let userActivityDictionary = UIApplicationLaunchOptionsKey(
        rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
}

extension UIApplication {
    /// Launch option keys passed to `application(_:didFinishLaunchingWithOptions:)`.
    public typealias LaunchOptionsKey = UIApplicationLaunchOptionsKey
}

/// The methods an app's delegate implements to take part in the app's life. Every method is optional.
///
/// `UIApplicationMain` creates the delegate from its class, which is a `UIResponder` subclass as in UIKit
/// (`@main class AppDelegate: UIResponder, UIApplicationDelegate`); its `init()` runs.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// Called once the app is launched; create and show windows here.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Called when the app became active (a window got the focus).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Called when the app is about to become inactive (no window has the focus).
    func applicationWillResignActive(_ application: UIApplication)
    /// Called before the app ends.
    func applicationWillTerminate(_ application: UIApplication)
    /// Called when memory runs low (`UIApplication.performMemoryWarning()`): free what can be made again.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// Asked for the configuration of a scene about to connect.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// Told that the user discarded scene sessions.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// Called as the app starts launching, before `application(_:didFinishLaunchingWithOptions:)`.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Called when the app went to the background (on a desktop, as it ends).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Called before the app comes back from the background (never on a desktop: an app there ends instead).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// Asked to open a URL the app was launched with; returns whether it did.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// The orientations the app's windows support (read for code that asks; a desktop window does not rotate).
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    /// Told that an activity of this type is about to be continued; returns whether the app shows progress.
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool
    /// Asked to continue a user activity; returns whether it did.
    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool
    /// Told that an activity could not be continued.
    func application(
        _ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
        error: any Error)
    /// Told that an activity was updated.
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)
    /// Asked to perform a shortcut item's action; calls `completionHandler` with whether it did.
    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
    /// Told the device token for remote notifications (never on a desktop).
    func application(
        _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Told that registering for remote notifications failed (always on a desktop, which has no push service).
    func application(
        _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    /// Told a remote notification arrived (never on a desktop); calls `completionHandler` with what it fetched.
    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    /// Told the day changed or the clock was set (at midnight, as UIKit tells it).
    func applicationSignificantTimeChange(_ application: UIApplication)
    /// Told protected files are about to become unreadable (never on a desktop: see
    /// `UIApplication.isProtectedDataAvailable`).
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)
    /// Told protected files became readable again (never on a desktop).
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)
    /// Asked whether key commands' titles and inputs are localized and mirrored for the keyboard's layout.
    func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool
    /// Asked whether an app extension of a kind may be used in the app (custom keyboards, on iOS).
    func application(
        _ application: UIApplication,
        shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier
    ) -> Bool
}

extension UIApplicationDelegate {
    /// The delegate's window, read as Objective-C reads UIKit's optional `window` requirement: nil when the
    /// delegate declares no stored `window`, else its value, so `UIApplication.shared.delegate?.window??` and
    /// `delegate?.window ?? nil` read as on iOS. Inside the delegate's class, `window` is its own property.
    public var window: UIWindow?? { StoredWindow.of(self) }
    /// Returns true.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}
