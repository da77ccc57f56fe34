import Foundation

/// The centralized point of control for an app: it owns the run loop's clock, the input entry points that
/// backends feed, the windows, and sends every event to the right window.
///
/// `UIApplication.shared` is created on first use; `UIApplicationMain` (from `TapestryX11`) creates it from the
/// class you name instead.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// Sends `action` to `target`, or, when `target` is nil, to the first responder of the key window (or to
    /// `sender` when there is none) and up the responder chain to the first object whose class has the method.
    /// Returns whether some object received it. Controls' and bar button items' actions go through it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        baseSendAction(action, to: target, from: sender, for: event)
    }

    /// The app's icon, which the X11 backend gives the window manager for every window (a Linux addition;
    /// iOS takes it from the bundle); Tapestry's own when nil. Set it before windows show.
    public var applicationIconImage: UIImage?

    /// The drag in progress, if any.
    lazy var dragController = DragController()

    /// Whether the app is active (one of its windows has the keyboard focus), inactive, or in the background.
    public internal(set) var applicationState: State = .inactive {
        didSet { if oldValue != applicationState { scenesFollowApplicationState() } }
    }
    /// The connected scenes, in the order they connected.
    var scenes: [UIScene] = []

    private static var sharedInstance: UIApplication?

    /// The app's single application object.
    public static var shared: UIApplication {
        if let sharedInstance { return sharedInstance }
        let application = UIApplication()
        sharedInstance = application
        return application
    }

    /// Creates the shared application from a subclass; call at most once, before anything uses `shared`.
    ///
    /// - Precondition: No application object exists yet.
    @discardableResult
    public static func makeShared(_ applicationClass: UIApplication.Type) -> UIApplication {
        precondition(
            sharedInstance == nil,
            "UIApplication.makeShared: an application object already exists (\(type(of: sharedInstance!))); "
                + "create it before any window or view uses UIApplication.shared")
        let application = applicationClass.init()
        sharedInstance = application
        return application
    }

    /// Replaces the shared application with a new instance of `applicationClass`, for test harnesses: each
    /// test gets an application of its own, so no window, touch, press, first responder or timer of an
    /// earlier test reaches it. The touches and presses of the old application are cancelled first.
    @discardableResult
    public static func replaceShared(with applicationClass: UIApplication.Type = UIApplication.self) -> UIApplication {
        // The old application is released after the new one is in place (its views' teardown may read `shared`).
        let previous = sharedInstance
        defer { withExtendedLifetime(previous) {} }
        if let old = previous {
            old.input.cancelAllTouches()
            old.input.cancelAllPresses()
            old.clock.cancelAllTimers()
            old.frameClock.reset()
            old.animationEngine.reset()
        }
        BackgroundTasks.open.removeAll()
        CATransaction.reset()
        AnimationRecorder.reset()
        AppearanceRules.reset()
        BarItemAppearance.reset()
        // Touches and presses are numbered from 1 again, so a test's sets iterate in the same order however
        // many tests ran before it (the chaos fuzzer replays a seed alone exactly as in a longer run).
        UIEvent.serialCounter = 0
        let application = applicationClass.init()
        sharedInstance = application
        return application
    }

    /// Creates an application object; use `shared` instead.
    public required override init() {
        gestureArena = GestureArena()
        touchDispatcher = TouchDispatcher(arena: gestureArena)
        pressDispatcher = PressDispatcher(arena: gestureArena)
        pointerDispatcher = PointerDispatcher(arena: gestureArena)
        windowDispatcher = WindowEventDispatcher(touches: touchDispatcher, presses: pressDispatcher)
        touchesEvent = UIEvent(type: .touches, timestamp: 0)
        super.init()
        EventTrace.configureFromEnvironment()
    }

    /// The app's delegate; held strongly so a headless program need not keep it alive itself.
    open var delegate: UIApplicationDelegate?

    /// The quick actions the app offers from its icon (kept; a desktop's launcher reads them from the app's
    /// `.desktop` file instead).
    open var shortcutItems: [UIApplicationShortcutItem]?
    /// Whether the app registered for remote notifications (never: a desktop has no push service).
    public internal(set) var isRegisteredForRemoteNotifications = false

    /// The run loop's clock: monotonic in production, virtual once a test harness switches it.
    public let clock = RunLoopClock()

    /// The frame clock (SEMANTICS §10.2): ticks at the display's rate while anything animates.
    public private(set) lazy var frameClock = FrameClock(application: self)

    /// Advances the layer animations once per frame.
    private(set) lazy var animationEngine = AnimationEngine(clock: clock)

    /// Whether any layer animation runs (renderers then cannot trust model frames for culling).
    @_spi(Rendering) public var hasRunningAnimations: Bool { animationEngine.isAnimating }

    /// The views some of whose subviews draw at presented (animated) places.
    @_spi(Rendering) public func viewsWithAnimatedSubviews() -> Set<ObjectIdentifier> {
        animationEngine.superviewsOfAnimatedViews()
    }

    /// The entry points a backend (the X11 loop, the headless harness) feeds with raw input.
    public private(set) lazy var input = InputRouter(
        application: self, dispatcher: touchDispatcher, pressDispatcher: pressDispatcher,
        pointerDispatcher: pointerDispatcher)

    let gestureArena: GestureArena
    let touchDispatcher: TouchDispatcher
    let pressDispatcher: PressDispatcher
    let pointerDispatcher: PointerDispatcher
    /// What a window's `sendEvent(_:)` hands its events to.
    let windowDispatcher: WindowEventDispatcher
    /// The touches event, reused for every touch event as in UIKit.
    let touchesEvent: UIEvent

    private var allWindows: [Weak<UIWindow>] = []
    private var visibleWindows: [UIWindow] = []
    private weak var storedKeyWindow: UIWindow?

    /// The app's windows that exist, visible or hidden, back to front by level.
    public var windows: [UIWindow] {
        allWindows.removeAll { $0.object == nil }
        return allWindows.compactMap(\.object).sorted { $0.windowLevel < $1.windowLevel }
    }

    /// The window that receives presses, shake and remote-control events.
    public var keyWindow: UIWindow? { storedKeyWindow }

    /// Whether remote-control events are delivered; see `beginReceivingRemoteControlEvents()`.
    public private(set) var isReceivingRemoteControlEvents = false

    /// Whether shaking (Ctrl+Super+Z on X11) sends `motionShake` events; true by default.
    open var applicationSupportsShakeToEdit = true

    /// Starts delivering media keys as `remoteControlReceived(with:)` events (SEMANTICS §5.5).
    open func beginReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = true }

    /// Stops delivering remote-control events.
    open func endReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = false }

    /// The application's `next` is its delegate when that is a responder other than a view, a controller or
    /// the application itself (SEMANTICS §2.3).
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder else { return nil }
        if responder is UIView || responder is UIViewController || responder is UIApplication { return nil }
        return responder
    }

    /// Dispatches an event to the windows it belongs to: each window with changed touches, or the key window
    /// for presses, shake and remote control. Override to observe every event.
    open func sendEvent(_ event: UIEvent) {
        UndoManager.endEventGroups()  // what the previous event registered is one step of undo
        switch event.type {
        case .touches, .hover:
            // Each window with changed touches once; usually there is one, and no list is built for it.
            var first: UIWindow?
            var others: [UIWindow] = []
            for touch in event.touchList where touch.phase != .stationary {
                guard let window = touch.window else { continue }
                if first == nil {
                    first = window
                } else if window !== first, !others.contains(where: { $0 === window }) {
                    others.append(window)
                } else {
                    continue
                }
                window.sendEvent(event)
            }
        default:
            (event.targetWindow ?? keyWindow)?.sendEvent(event)
        }
    }

    /// Asks the backend to end the program after the current event (closing every window).
    open func terminate() {
        willTerminate()
        terminationHandler?()
    }

    /// Set by a backend: what `terminate()` does after telling the delegate.
    public var terminationHandler: (() -> Void)?

    /// Whether the app asks the display not to blank while it runs. Kept: Tapestry does not inhibit the
    /// desktop's screen saver.
    public var isIdleTimerDisabled = false
    /// How many `beginIgnoringInteractionEvents()` calls are not yet balanced.
    var ignoringInteractionDepth = 0
    /// Whether new touches are ignored (between `beginIgnoringInteractionEvents()` and its matching end).
    public var isIgnoringInteractionEvents: Bool { ignoringInteractionDepth > 0 }
    /// Ignores new touches in every window until the matching `endIgnoringInteractionEvents()` (calls nest).
    /// Touches already down carry on.
    public func beginIgnoringInteractionEvents() { ignoringInteractionDepth += 1 }
    /// Ends one `beginIgnoringInteractionEvents()`.
    public func endIgnoringInteractionEvents() { ignoringInteractionDepth = max(ignoringInteractionDepth - 1, 0) }

    /// Set by a backend: called when a window is shown, hidden or retitled, to map or update its surface.
    public var windowObserver: ((UIWindow) -> Void)?

    // MARK: Window bookkeeping

    func register(_ window: UIWindow) {
        window.eventDispatcher = windowDispatcher
        allWindows.removeAll { $0.object == nil }
        allWindows.append(Weak(window))
    }

    func windowDidShow(_ window: UIWindow) {
        if !visibleWindows.contains(where: { $0 === window }) { visibleWindows.append(window) }
        windowObserver?(window)
        NotificationCenter.default.post(name: UIWindow.didBecomeVisibleNotification, object: window)
    }

    func windowDidHide(_ window: UIWindow) {
        // Its touches end first, while the window and its views are still in place (SEMANTICS §14.1).
        input.cancelTouches(in: window)
        gestureArena.hoverWillLeave(window)
        visibleWindows.removeAll { $0 === window }
        if storedKeyWindow === window {
            storedKeyWindow = nil
            window.resignKey()
            NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: window)
        }
        windowObserver?(window)
        NotificationCenter.default.post(name: UIWindow.didBecomeHiddenNotification, object: window)
    }

    func windowPropertiesDidChange(_ window: UIWindow) {
        if !window.isHidden { windowObserver?(window) }
    }

    /// The windows being shown, in the order they were shown (no sorting, for the per-event layout check).
    var visibleWindowsInShowingOrder: [UIWindow] { visibleWindows }

    /// The frame step: timers, display links and animations, then constraints and layout (the only caller
    /// of the layout pass), then the implicit transaction.
    public private(set) lazy var frameStep = FrameStep(application: self)

    /// The windows being shown, back to front.
    public var visibleWindowList: [UIWindow] { visibleWindows.sorted { $0.windowLevel < $1.windowLevel } }

    func setKeyWindow(_ window: UIWindow?) {
        guard storedKeyWindow !== window else { return }
        let old = storedKeyWindow
        storedKeyWindow = window
        old?.resignKey()
        if let old { NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: old) }
        window?.becomeKey()
        if let window { NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: window) }
    }

}

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
    public static let remoteNotification = UIApplicationLaunchOptionsKey(
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

/// The screen: its bounds in points and its scale factor. A backend sets them from the display.
@preconcurrency @MainActor
public final class UIScreen: NSObject {
    /// The main screen.
    public static let main = UIScreen()

    /// The screen's coordinate space (UICoordinateSpace.swift).
    lazy var screenCoordinateSpace = ScreenCoordinateSpace(screen: self)

    /// The screen's bounds in points; 1280×800 until a backend reports the real display.
    public var bounds = CGRect(x: 0, y: 0, width: 1280, height: 800)

    /// Pixels per point (2 on a HiDPI display).
    public var scale: CGFloat = 1

    /// The display's refresh rate in frames per second (XRandR's rate in a real window; 60 when unknown). The
    /// frame clock ticks at this rate.
    public var maximumFramesPerSecond: Int = 60 {
        didSet {
            precondition(
                maximumFramesPerSecond > 0, "UIScreen.maximumFramesPerSecond must be > 0, got \(maximumFramesPerSecond)"
            )
        }
    }

    /// The screen's scale in pixels per point (the same as `scale`: the display's scale is the one drawn at).
    public var nativeScale: CGFloat { scale }
    /// The screen's bounds in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }

    /// The desktop's light or dark preference (a backend sets it from the desktop's settings); views and
    /// controllers without an override follow it, and changing it tells every visible window's views and
    /// controllers through `traitCollectionDidChange`.
    public var systemUserInterfaceStyle: UIUserInterfaceStyle = .light {
        didSet {
            guard oldValue != systemUserInterfaceStyle else { return }
            let before = UITraitCollection(
                userInterfaceStyle: oldValue, displayScale: scale, horizontalSizeClass: .regular,
                verticalSizeClass: .regular, preferredContentSizeCategory: .large)
            for window in UIApplication.shared.visibleWindowList { window.traitsDidChange(from: before) }
        }
    }

    /// The screen's traits.
    public var traitCollection: UITraitCollection {
        UITraitCollection(
            userInterfaceStyle: systemUserInterfaceStyle, displayScale: scale, horizontalSizeClass: .regular,
            verticalSizeClass: .regular, preferredContentSizeCategory: .large)
    }
}
