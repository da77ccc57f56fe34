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
