import Foundation

/// An object that manages a view hierarchy: it loads its view lazily, hears when the view appears and
/// disappears, holds child controllers, and presents other controllers modally.
///
/// In the responder chain a controller sits between its root view and that view's superview (SEMANTICS
/// §2.1–2.2): the root view's `next` is the controller, and the controller's `next` is the view's superview
/// (the window for a root controller, the presentation container for a presented one).
@MainActor
open class UIViewController: UIResponder {
    private var storedView: UIView?
    private var isLoadingView = false

    /// Creates a controller; the nib name and bundle are accepted for source compatibility and ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a controller.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A title for the controller, shown by containers.
    open var title: String?

    /// The controller's root view, loaded with `loadView()` and `viewDidLoad()` on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { install(newValue) }
    }

    /// The root view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { storedView }

    /// Whether the root view is loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Loads the root view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if storedView == nil { install(UIView(frame: UIScreen.main.bounds)) }
        // A window's root controller's view has the window's bounds from viewDidLoad on (SEMANTICS §11.6).
        if let containerBounds { storedView?.frame = containerBounds }
        isLoadingView = false
        viewDidLoad()
    }

    /// Creates the root view; the default makes a plain view the size of the screen. Override to assign
    /// `view` yourself, without calling `super`.
    open func loadView() {
        install(UIView(frame: UIScreen.main.bounds))
    }

    /// Called after the root view was loaded.
    open func viewDidLoad() {}

    /// Insets added to the root view's safe area (a container's bars, or your own).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if oldValue != additionalSafeAreaInsets { viewIfLoaded?.safeAreaDidChange() } }
    }

    /// Called when the root view's safe area changed.
    open func viewSafeAreaInsetsDidChange() {}

    /// The bounds the root view will fill (a window's), applied when the view loads.
    var containerBounds: CGRect?

    /// Called before the view's container (the window) changes size; `coordinator` runs work alongside and
    /// after. The default forwards to the children.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        presentedViewController?.viewWillTransition(to: size, with: coordinator)
    }

    private func install(_ newView: UIView?) {
        if let old = storedView, old.owningViewController === self { old.owningViewController = nil }
        storedView = newView
        if let newView {
            precondition(
                newView.owningViewController == nil || newView.owningViewController === self,
                "UIViewController.view: \(newView) is already the view of \(newView.owningViewController!)")
            newView.owningViewController = self
        }
    }

    // MARK: Appearance

    /// Called before the root view appears in a visible window.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the root view appeared in a visible window.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the root view leaves a visible window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the root view left a visible window.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    private var isAppeared = false

    /// Sends the appearance callbacks when the root view's visibility (in a shown window) changed.
    func updateAppearance() {
        let visible = storedView?.window.map { !$0.isHidden } ?? false
        guard visible != isAppeared else { return }
        isAppeared = visible
        if visible {
            viewWillAppear(false)
            viewDidAppear(false)
        } else {
            viewWillDisappear(false)
            viewDidDisappear(false)
        }
    }

    func viewDidMove(fromWindow oldWindow: UIWindow?, toWindow newWindow: UIWindow?) {
        updateAppearance()
    }

    // MARK: Responder chain

    /// The root view's superview (SEMANTICS §2.2), or nil when the view is not loaded or not installed.
    open override var next: UIResponder? { storedView?.storedSuperview }

    override var responderWindow: UIWindow? { storedView?.window }

    // MARK: Children

    /// The child controllers, in the order they were added.
    public private(set) var children: [UIViewController] = []

    /// The parent controller, or nil.
    public private(set) weak var parent: UIViewController?

    /// Adds a child controller; add its view to your hierarchy and call `didMove(toParent:)` afterwards.
    ///
    /// - Precondition: `childController` is not this controller.
    open func addChild(_ childController: UIViewController) {
        precondition(childController !== self, "UIViewController.addChild: \(self) cannot be its own child")
        if childController.parent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes this controller from its parent; call `willMove(toParent: nil)` and remove the view first.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation (UIViewController+Presentation.swift)

    /// The controller this one presented, or nil.
    public internal(set) weak var presentedViewController: UIViewController?
    /// The controller that presented this one, or nil.
    public internal(set) weak var presentingViewController: UIViewController?
    /// How the controller is shown when presented; `.fullScreen` by default.
    open var modalPresentationStyle: UIModalPresentationStyle = .fullScreen
    /// The delegate that supplies a custom presentation controller for `.custom`.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    var storedPresentationController: UIPresentationController?

    /// Presents a controller modally over this one: its view goes into a container view in front of the
    /// window's content, sliding up from the bottom over 0.5 s when `flag` is true (SEMANTICS §10.9).
    /// `completion` runs once it is in place; touches to the window are ignored while it slides.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented (or, if none, this controller from its presenter), with
    /// everything presented above it; the top one slides down when `flag` is true.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }
}
