import Foundation

/// The backdrop of an app's user interface and the object that dispatches events to its views.
///
/// A window starts hidden, as in UIKit: call `makeKeyAndVisible()` to show it (a backend then maps a real
/// window of `frame.size`) and make it the key window, which receives presses, shake and remote-control
/// events. Its frame is in screen coordinates.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The title of the desktop window; defaults to the program's name.
    open var title: String = ProcessInfo.processInfo.processName {
        didSet { UIApplication.shared.windowPropertiesDidChange(self) }
    }

    /// The screen the window is on.
    open var screen: UIScreen = .main

    /// The position of the window in the z-axis; windows of a higher level are in front (`.normal` by default).
    open var windowLevel: UIWindow.Level = .normal
    /// The scene the window belongs to (`UIWindow(windowScene:)`), if any.
    open weak var windowScene: UIWindowScene? {
        didSet {
            if windowScene != nil, title == ProcessInfo.processInfo.processName, let name = windowScene?.title {
                title = name
            }
        }
    }

    /// Whether the window is a popup (a menu): the X11 backend maps it without decorations
    /// (override-redirect) at its frame's screen position and gives it the pointer and the keyboard while it
    /// shows. A touch that begins in another window while popups show closes them.
    public internal(set) var presentsAsPopup = false

    /// How the window's backend moves and resizes it when the app asks (`requestGeometryUpdate`): true when the
    /// request went to the window system, whose answer resizes the window; false when it places and sizes the
    /// window itself. Without a backend (headless) the frame is set at once.
    @_spi(Backend) public var frameRequestHandler: ((CGRect) -> Bool)?

    /// The window's current first responder, which receives presses, shake and remote-control events first.
    public private(set) weak var firstResponder: UIResponder?

    /// The window's focus system, once made (see `focusSystem`).
    var storedFocusSystem: UIFocusSystem?

    /// The region of the window that must be redrawn, in window coordinates.
    public internal(set) var damage = DamageRegion()

    /// The last `minimumLayoutSize` and the layout engine's generation it was computed at.
    var minimumSizeCache: (generation: Int, size: CGSize)?

    /// Presentation transitions sliding in this window; new touches are ignored while any runs (§10.9).
    var transitionsInFlight = 0

    /// The views docked at the bottom while the first responder has an `inputView` or `inputAccessoryView`.
    let inputViewHost = InputViewHost()

    private lazy var windowUndoManager = UndoManager()
    /// The window's undo manager, shared by the text views and other responders in it.
    open override var undoManager: UndoManager? { windowUndoManager }

    /// Creates a window with a frame in screen coordinates; it starts hidden.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        startAsWindow()
    }

    /// A window in `windowScene`, as large as its screen (as `UIWindow(frame: UIScreen.main.bounds)` is); a
    /// designated initializer, as UIKit's, so a subclass's initializer may call either.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.coordinateSpace.bounds)
        startAsWindow()
        self.windowScene = windowScene
    }

    private func startAsWindow() {
        storedWindow = self
        super.isHidden = true
        UIApplication.shared.register(self)
        inputViewHost.window = self
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// Whether the window is hidden; showing a window registers it as visible with the application.
    open override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden else { return }
            if isHidden {
                UIApplication.shared.windowDidHide(self)
            } else {
                damage.add(bounds)
                UIApplication.shared.windowDidShow(self)
            }
            updateAppearanceOfControllers()
        }
    }

    /// The controller whose view fills the window; setting it installs that view as the window's content.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue, old.viewIfLoaded?.superview === self, old.view.owningViewController === old {
                old.view.removeFromSuperview()
            }
            if let controller = rootViewController {
                controller.containerBounds = bounds
                let view = controller.view!
                view.frame = bounds
                insertSubview(view, at: 0)
            }
            setNeedsLayout()
        }
    }

    /// Whether this is the application's key window.
    public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window the key window, the one that receives presses, shake and remote-control events.
    open func makeKey() {
        UIApplication.shared.setKeyWindow(self)
    }

    /// Posted after a window became the key window (the window is the object).
    nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted after a window stopped being the key window.
    nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
    /// Posted after a window was shown.
    nonisolated public static let didBecomeVisibleNotification = Notification.Name(
        "UIWindowDidBecomeVisibleNotification")
    /// Posted after a window was hidden.
    nonisolated public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")

    /// Called when the window became the key window.
    open func becomeKey() {}

    /// Called when the window stopped being the key window.
    open func resignKey() {}

    /// Dispatches an event to the window's views: touches to recognizers and then the touched views; presses,
    /// shake and remote control to the first responder (or the window) and along the chain.
    open func sendEvent(_ event: UIEvent) {
        eventDispatcher?.deliver(event, in: self)
    }

    /// The dispatcher of the application the window was made in, given when it registered.
    var eventDispatcher: WindowEventDispatcher?

    /// The window's `next` responder is the application.
    open override var next: UIResponder? { UIApplication.shared }

    /// Keeps the root controller's view and presentation containers filling the window.
    open override func layoutSubviews() {
        super.layoutSubviews()
        for subview in subviews {
            if subview.owningViewController === rootViewController, rootViewController != nil {
                // By bounds and centre, so a transform on it (a sheet pushing it back) stays.
                if subview.bounds.size != bounds.size { subview.bounds.size = bounds.size }
                let middle = CGPoint(x: bounds.midX, y: bounds.midY)
                if subview.center != middle { subview.center = middle }
            } else if let container = subview as? UITransitionView {
                container.frame = bounds
            }
        }
        inputViewHost.layout()
    }

    // MARK: First responder

    func setFirstResponder(_ responder: UIResponder?) {
        guard firstResponder !== responder else { return }
        firstResponder = responder
        if let responder {
            inputViewHost.show(for: responder)
        } else {
            inputViewHost.hide()
        }
    }

    // MARK: Hierarchy notifications

    /// A subtree is leaving this window: cancel its touches and make a first responder in it resign.
    func subtreeWillLeave(_ view: UIView) {
        damageExtent(of: view)
        // Animations end with the view leaving its window: their completions hear `false` (SEMANTICS §10.3).
        view.forEachLayerWithAnimations { $0.layerDidLeaveScreen() }
        eventDispatcher?.touches.cancelTouches(inside: view)
        UIApplication.shared.gestureArena.hoverWillLeave(view)
        if let responder = firstResponder {
            let responderView = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
            if let responderView, responderView.isDescendant(of: view) {
                if !responder.resignFirstResponder() { setFirstResponder(nil) }
            }
        }
    }

    /// Records damage for a view whose frame, bounds or transform changed.
    func viewGeometryDidChange(_ view: UIView, oldFrame: CGRect) {
        if view === self {
            damage.add(bounds)
            return
        }
        guard let superview = view.storedSuperview, !damage.covers(storedBounds) else { return }
        // What the view drew beyond its frame (a shadow, subviews sticking out) moved with it.
        let extent = view.visualExtent(), own = view.storedBounds
        let pad = max(own.minX - extent.minX, own.minY - extent.minY, extent.maxX - own.maxX, extent.maxY - own.maxY, 0)
        let t = view.storedTransform
        let scale = max(abs(t.a) + abs(t.c), abs(t.b) + abs(t.d), 1)
        damage.add(superview.convert(oldFrame.insetBy(dx: -pad * scale, dy: -pad * scale), to: self))
        if view.storedWindow === self, !damage.covers(bounds) { damage.add(view.convert(extent, to: self)) }
    }

    /// Records damage for a view whose look changed (colour, alpha, visibility, clipping).
    func viewAppearanceDidChange(_ view: UIView) {
        if view === self {
            damage.add(bounds)
            return
        }
        damageExtent(of: view)
    }

    /// Adds the area `view` and its visible subviews cover, in window coordinates, to the damage.
    func damageExtent(of view: UIView) {
        // Once the whole window is damaged (a first frame, a build), more damage changes nothing, and finding
        // a view's extent in window coordinates walks all its ancestors.
        guard view.storedWindow === self, !damage.covers(storedBounds) else { return }
        if view === self {
            damage.add(bounds)
            return
        }
        damage.add(view.convert(view.visualExtent(), to: self))
    }

    /// Adds a rectangle of `view` (in the view's coordinates) to the damage.
    func damageBounds(of view: UIView, rect: CGRect) {
        guard view.storedWindow === self, !view.isHidden, !damage.covers(storedBounds) else { return }
        damage.add(view === self ? rect : view.convert(rect, to: self))
    }

    /// Returns the damaged rectangles (window coordinates, inside the bounds) and clears the damage; a
    /// renderer calls it once per frame.
    public func takeDamage() -> [CGRect] {
        damage.clip(to: bounds)
        let rects = damage.rects
        damage.removeAll()
        return rects
    }

    /// Marks the whole window for redrawing.
    public func setNeedsDisplayOfWholeWindow() { damage.add(bounds) }

    /// Points drawn as translucent dots over the window, where simulated touches are or would be (the X11
    /// backend shows the two Alt fingers while Alt is held, SEMANTICS §13.4). Empty by default.
    public var simulatedTouchLocations: [CGPoint] = [] {
        didSet {
            guard simulatedTouchLocations != oldValue else { return }
            for point in oldValue + simulatedTouchLocations where point.isFinite {
                damage.add(UIWindow.touchIndicatorRect(at: point))
            }
        }
    }

    /// The square a simulated touch's dot covers.
    public static func touchIndicatorRect(at point: CGPoint) -> CGRect {
        CGRect(x: point.x - 16, y: point.y - 16, width: 32, height: 32)
    }

    private func updateAppearanceOfControllers() {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.owningViewController?.updateAppearance()
            stack.append(contentsOf: view.storedSubviews)
        }
    }
}

extension UIView {
    /// Calls `body` for the layer of every view in the subtree that has animations, and their standalone
    /// sublayers.
    func forEachLayerWithAnimations(_ body: (CALayer) -> Void) {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if let layer = view.storedLayer {
                if !layer.animationEntries.isEmpty { body(layer) }
                for sublayer in layer.ownSublayers + layer.sublayersBelowSubviews { body(sublayer) }
            }
            stack.append(contentsOf: view.storedSubviews)
        }
    }
}
