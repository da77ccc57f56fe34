import Foundation

/// The app's life as UIKit reports it: `applicationState`, the delegate's calls and the notifications that go
/// with them. A desktop app is active while one of its windows has the keyboard focus and inactive otherwise;
/// it does not go to the background while it runs (its windows stay on screen), so the background
/// notifications are here for code that observes them and are posted only when the app ends.
extension UIApplication {
    /// Whether an app is active, inactive or in the background.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events (no window has the focus).
        case inactive
        /// Not on screen.
        case background
    }

    /// Posted once the app finished launching (after the delegate's `application(_:didFinishLaunchingWithOptions:)`).
    nonisolated public static let didFinishLaunchingNotification = Notification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app became active.
    nonisolated public static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive.
    nonisolated public static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    /// Posted when the app went to the background (here: as it ends).
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back from the background (not on a desktop).
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted before the app ends.
    nonisolated public static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")
    /// Posted when memory runs low (by `performMemoryWarning()`).
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted at each local midnight after launch, after the delegate heard `applicationSignificantTimeChange(_:)`.
    nonisolated public static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")
    /// Posted after the user took a screenshot (not on a desktop).
    nonisolated public static let userDidTakeScreenshotNotification = Notification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")
    /// Posted before the status bar's orientation changes (deprecated since iOS 13; a desktop window has no
    /// status bar orientation, so it is never posted: windows resize through `viewWillTransition(to:with:)`).
    nonisolated public static let willChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarOrientationNotification")
    /// Posted after the status bar's orientation changed (never posted here; see the will-change one).
    nonisolated public static let didChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarOrientationNotification")

    /// Tells the app that memory runs low, as iOS does: the delegate's
    /// `applicationDidReceiveMemoryWarning(_:)`, the notification, then `didReceiveMemoryWarning()` of every
    /// view controller in the windows (children and presented ones included). A desktop has no such signal
    /// of its own; call it from a memory-pressure monitor, or in a test of a controller's handling.
    public func performMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
        var controllers = windows.compactMap(\.rootViewController)
        var seen = Set<ObjectIdentifier>()
        while let controller = controllers.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            controller.didReceiveMemoryWarning()
            controllers.append(contentsOf: controller.children.reversed())
            if let presented = controller.presentedViewController { controllers.append(presented) }
        }
    }

    /// The app finished launching: the delegate hears `willFinishLaunching` then `didFinishLaunching`, the
    /// notification follows, and a URL launched with (`options[.url]`) is opened when both answered true. The
    /// day's changes are told from then on (`applicationSignificantTimeChange(_:)`).
    public func didFinishLaunching(options: [LaunchOptionsKey: Any]? = nil) {
        let willOpen = delegate?.application(self, willFinishLaunchingWithOptions: options) ?? true
        let didOpen = delegate?.application(self, didFinishLaunchingWithOptions: options) ?? true
        NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)
        if willOpen, didOpen, let url = options?[.url] as? URL {
            var urlOptions: [OpenURLOptionsKey: Any] = [:]
            if let source = options?[.sourceApplication] { urlOptions[.sourceApplication] = source }
            openIncomingURL(url, options: urlOptions)
        }
        scheduleSignificantTimeChanges()
    }

    /// One of the app's windows got the focus: the app becomes active (told once, not for every window).
    func becomeActive() {
        guard applicationState != .active else { return }
        applicationState = .active
        delegate?.applicationDidBecomeActive(self)
        NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
    }

    /// The focused window lost the focus: the app resigns active.
    func resignActive() {
        guard applicationState == .active else { return }
        delegate?.applicationWillResignActive(self)
        NotificationCenter.default.post(name: Self.willResignActiveNotification, object: self)
        applicationState = .inactive
    }

    /// The app is ending: it resigns active, goes to the background and terminates, each told once, as in
    /// UIKit (a desktop app is in the background only once it ends).
    public func willTerminate() {
        guard applicationState != .background else { return }
        resignActive()
        applicationState = .background
        delegate?.applicationDidEnterBackground(self)
        NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
        // The time of tasks begun for the background runs out with the app.
        expireBackgroundTasks()
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: Self.willTerminateNotification, object: self)
    }
}
