import Foundation

/// An object that manages a view hierarchy: it loads its view lazily, hears when the view appears and
/// disappears, holds child controllers, and presents other controllers modally.
///
/// In the responder chain a controller sits between its root view and that view's superview (SEMANTICS
/// §2.1–2.2): the root view's `next` is the controller, and the controller's `next` is the view's superview
/// (the window for a root controller, the presentation container for a presented one).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// Asks the window to read the status bar's style and visibility again. A desktop window has no status
    /// bar, so there is nothing to update; the preferences stay readable for code that reads them.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Updates the constraints of the controller's view: Auto Layout calls it in place of the view's
    /// `updateConstraints()` when the view asked for an update. Override it to change constraints in bulk and
    /// call `super` at the end (which updates the view's own).
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
    /// The controller's view's layout margins changed; does nothing.
    open func viewLayoutMarginsDidChange() {}
    /// Called once each time the view appears, after `viewWillAppear(_:)` and before `viewDidAppear(_:)`, with
    /// the view in its window; does nothing. Override it for work that needs the view's traits and window.
    open func viewIsAppearing(_ animated: Bool) {}

    /// Makes `scrollView` the one bars follow at `edge` (`.top`, `.bottom`, or `.all`; leading and trailing are
    /// ignored); nil goes back to finding it in the view hierarchy.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        setBaseContentScrollView(scrollView, for: edge)
    }
    /// The scroll view bars follow at `edge` (`.top` or `.bottom`): the one set for it, else the controller's
    /// view or its view's first subview when that is a scroll view. Override it and answer nil to keep a bar
    /// from following any.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { baseContentScrollView(for: edge) }
    /// The scroll views set with `setContentScrollView(_:for:)`, by edge.
    var contentScrollViews = ContentScrollViews()

    private var storedView: UIView?
    private var isLoadingView = false

    /// Creates a controller; the nib name and bundle are accepted for source compatibility and ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a controller from an Interface Builder archive. Tapestry reads no storyboards or nibs, so this
    /// fails (returns nil); it is here, and `required`, because UIKit subclasses implement it.
    public required init?(coder: NSCoder) { return nil }

    /// Creates a controller.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A title for the controller, shown by containers (the navigation item's title follows it).
    open var title: String? {
        didSet {
            // As in UIKit, the controller's title is its navigation item's and its tab's, whenever it is set.
            storedNavigationItem?.title = title
            storedTabBarItem?.title = title
        }
    }

    var storedTabBarItem: UITabBarItem?
    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { storedToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }
    private var storedToolbarItems: [UIBarButtonItem]?

    /// Sets the toolbar items (there is no animation); the navigation controller's toolbar shows them when this
    /// controller is on top.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        storedToolbarItems = toolbarItems
        if let navigation = navigationController, navigation.topViewController === self {
            navigation.updateToolbarItems()
        }
    }
    var storedLayoutSupportGuides: (top: UILayoutGuide, bottom: UILayoutGuide)?

    // MARK: Status bar

    /// The status bar style the controller prefers (a desktop window has no status bar; kept for UIKit's API
    /// and for code that reads it).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller prefers the status bar hidden.
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar animates when those change.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose status bar style is used instead, if any.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status bar visibility is used instead, if any.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether a presented controller that does not cover the screen takes over the status bar's look.
    open var modalPresentationCapturesStatusBarAppearance = false

    // MARK: Orientation (a desktop window is resized, never rotated; kept for code that answers them)

    /// The orientations the controller supports.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    /// Whether the controller rotates with the device.
    open var shouldAutorotate: Bool { true }
    /// The orientation it prefers when presented full screen.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    // MARK: System gestures and size classes (a desktop window has no home indicator, no system edge gestures,
    // and keeps regular size classes: kept for code that answers them)

    /// Whether the controller prefers the home indicator hidden.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose home-indicator preference is used instead, if any.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// The edges whose system gestures the controller wants to come second to its own.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose edge preference is used instead, if any.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Tells the system the home-indicator preference changed.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// Tells the system the edge preference changed.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// Called before the size classes change, with a coordinator to animate alongside; passed on to the
    /// children. A desktop window's size classes stay regular when it is resized, so Tapestry calls it only where
    /// an app does (`viewWillTransition(to:with:)` is what a resize calls).
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    /// Whether a tab bar controller's bar hides while this controller is on top of a navigation stack.
    open var hidesBottomBarWhenPushed = false

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

    /// Memory runs low (`UIApplication.performMemoryWarning()`): release what can be made again. Does nothing
    /// by default.
    open func didReceiveMemoryWarning() {}

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
            // An app's controller class gets its `updateProperties()` before its view's first layout.
            if PropertyUpdateTracking.isAppClass(type(of: self)) {
                newView.controllerNeedsUpdateProperties = true
                newView.schedulePropertyUpdate()
            }
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

    // MARK: Properties (UIKit 26; the pass is in UIView+PropertyUpdates.swift)

    /// Sets the content and style of the controller's views from your model (UIKit 26). It runs in the layout
    /// pass just before its view's own `updateProperties()` and layout — before the view's first layout, after
    /// `setNeedsUpdateProperties()`, and whenever an `@Observable` value it read changes. Call `super`.
    open func updateProperties() {}

    /// Asks for `updateProperties()` in the next layout pass.
    open func setNeedsUpdateProperties() {
        guard let view = storedView else { return }  // it runs before the view's first layout anyway
        view.controllerNeedsUpdateProperties = true
        view.schedulePropertyUpdate()
    }

    /// Runs pending `updateProperties()` of the controller and of its view's subtree now.
    open func updatePropertiesIfNeeded() { storedView?.updatePropertiesIfNeeded() }

    // MARK: Layout

    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// UIKit's four appearance states.
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }
    /// Where the controller is in appearing and disappearing (UIViewController+Appearance.swift).
    var appearanceState = AppearanceState.disappeared
    /// Whether `viewIsAppearing(_:)` is still due in the appearance under way (its view was not in a window yet).
    var isAppearingDue = false
    /// While a container drives the callbacks (`beginAppearanceTransition`), whether the transition animates;
    /// nil otherwise. Moving the view in or out of the window meanwhile sends nothing of its own.
    var managedTransitionAnimated: Bool?

    /// Whether the children hear the appearance callbacks when this controller's view appears or disappears
    /// (true); a container that returns false calls `beginAppearanceTransition`/`endAppearanceTransition` on
    /// them itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Editing

    /// Whether the controller is in editing mode; `editButtonItem` toggles it.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var storedEditing = false

    /// Enters or leaves editing mode; `editButtonItem` follows (Edit / Done). Override to update your views
    /// and call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedEditing = editing
        storedEditButtonItem?.updateForEditing(editing)
    }

    var storedEditButtonItem: UIBarButtonItem?

    /// A bar button titled Edit or Done that toggles `isEditing`.
    public var editButtonItem: UIBarButtonItem {
        if let item = storedEditButtonItem { return item }
        let item = UIBarButtonItem(
            title: "Edit", image: nil,
            primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.setEditing(!self.isEditing, animated: true)
            })
        item.updateForEditing(storedEditing)
        storedEditButtonItem = item
        return item
    }

    // MARK: Navigation

    private var storedNavigationItem: UINavigationItem?

    /// The item a navigation bar shows for this controller (title, bar button items, back button title); its
    /// title follows the controller's `title`.
    open var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        item.controller = self
        storedNavigationItem = item
        return item
    }

    /// The nearest navigation controller among the controller's ancestors (itself included), or nil.
    public var navigationController: UINavigationController? {
        var current: UIViewController? = self
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// Insets a container's bars add to the root view's safe area (set by navigation and tab bar controllers).
    var barSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if oldValue != barSafeAreaInsets { viewIfLoaded?.safeAreaDidChange() } }
    }

    func viewDidMove(fromWindow oldWindow: UIWindow?, toWindow newWindow: UIWindow?) {
        callViewIsAppearingIfInWindow(managedTransitionAnimated ?? false)  // a container added the view
        updateAppearance()
    }

    // MARK: Responder chain

    /// The root view's superview (SEMANTICS §2.2), or nil when the view is not loaded or not installed.
    open override var next: UIResponder? { storedView?.storedSuperview }

    override var responderWindow: UIWindow? { storedView?.window }

    /// The shortcuts added with `addKeyCommand(_:)`: the controller's `keyCommands` unless a subclass answers
    /// its own, and offered along the chain with those either way.
    var addedKeyCommands: [UIKeyCommand] = []

    /// The shortcuts added with `addKeyCommand(_:)`, or nil.
    open override var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }

    /// Offers a keyboard shortcut while the controller is in the responder chain (iOS 9).
    open func addKeyCommand(_ keyCommand: UIKeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        addedKeyCommands.append(keyCommand)
    }

    /// Stops offering a shortcut added with `addKeyCommand(_:)`.
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }

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
        childController.movingToParent = true
        childController.movingFromParent = false
    }

    /// Removes this controller from its parent; call `willMove(toParent: nil)` and remove the view first.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent. Call `super`: leaving a parent
    /// makes `isMovingFromParent` true until the controller has disappeared.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil && self.parent != nil { movingFromParent = true }
    }

    /// Called after the controller was added to or removed from a parent. Call `super`: it ends
    /// `isMovingToParent`.
    open func didMove(toParent parent: UIViewController?) {
        if parent != nil { movingToParent = false }
    }

    /// Whether the controller is being added to a parent (a push, or containment code between `addChild` and
    /// `didMove(toParent:)`): true in its `viewWillAppear` and `viewDidAppear` then.
    open var isMovingToParent: Bool { movingToParent }
    /// Whether the controller is being removed from its parent (a pop): true in its `viewWillDisappear` and
    /// `viewDidDisappear` then.
    open var isMovingFromParent: Bool { movingFromParent }
    var movingToParent = false
    var movingFromParent = false

    /// How a modal presentation of this controller animates: `.coverVertical` (the default) slides up,
    /// `.crossDissolve` fades in; `.flipHorizontal` and `.partialCurl` slide up here.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The edges along which the view extends under a navigation controller's bar and toolbar; all by default.
    /// Leave `.top` out and the view starts below the bar (and its safe area no longer includes it).
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view also extends under bars that are not translucent; false by default.
    open var extendedLayoutIncludesOpaqueBars = false
    /// Whether the controller adjusts its scroll views' insets for the bars (iOS 7's switch, deprecated since
    /// iOS 11 for `UIScrollView.contentInsetAdjustmentBehavior`, which decides here). Kept; default true.
    open var automaticallyAdjustsScrollViewInsets = true

    // MARK: Presentation (UIViewController+Presentation.swift)

    /// The style the controller's view and its subviews use instead of the inherited one.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            guard oldValue != overrideUserInterfaceStyle, let view = viewIfLoaded else { return }
            let inherited = view.superview?.traitCollection ?? view.baseTraitCollection
            let before = inherited.modifyingTraits { traits in
                if oldValue != .unspecified { traits.userInterfaceStyle = oldValue }
            }
            view.traitsDidChange(from: before)
        }
    }
    /// The controller's `traitOverrides`.
    var storedTraitOverrides = UITraitOverrides()
    /// The traits set for children with `setOverrideTraitCollection(_:forChild:)`.
    var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]

    /// The controller's traits changed; override to update (call `super`).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether a presentation fades the controller in and out instead of sliding it (alerts).
    var fadesWhenPresented: Bool { effectiveModalTransitionStyle == .crossDissolve || zoomTransition != nil }

    /// The controller this one presented, or nil. As in UIKit, a child of a container (a navigation or tab bar
    /// controller) reports what its container presented: a presentation from a child is made by the container.
    public var presentedViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presented = controller.storedPresentedViewController { return presented }
            current = controller.parent
        }
        return nil
    }
    /// The controller that presented this one (or the container it is in), or nil.
    public var presentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presenting = controller.storedPresentingViewController { return presenting }
            current = controller.parent
        }
        return nil
    }
    weak var storedPresentedViewController: UIViewController?
    weak var storedPresentingViewController: UIViewController?
    /// How the controller is shown when presented; `.automatic` by default, which is a page sheet, as in UIKit
    /// since iOS 13.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Whether a `.currentContext` or `.overCurrentContext` presentation from a controller inside this one is
    /// made by this one; false by default.
    open var definesPresentationContext = false
    /// The delegate that supplies a custom presentation controller for `.custom`.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    var storedPresentationController: UIPresentationController?
    /// The popover presentation controller made before the controller is presented.
    var pendingPopoverPresentationController: UIPopoverPresentationController?
    /// The sheet presentation controller made before the controller is presented.
    var pendingSheetPresentationController: UISheetPresentationController?
    /// Whether the user may not dismiss the controller by dragging its sheet down or tapping outside it; false
    /// by default.
    open var isModalInPresentation = false
    /// The size the controller would like its view to have (popovers and form sheets use it). A change is
    /// reported to the parent and, while presented, to the presentation controller
    /// (`preferredContentSizeDidChange(forChildContentContainer:)`).
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
            if presentingViewController != nil {
                presentationController?.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }
    /// A child's `preferredContentSize` changed; nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// A child's Auto Layout fitting size changed; nothing by default.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The size to give a child inside `parentSize`: `parentSize` by default.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }
    /// The custom transition this controller takes part in, while it runs.
    var activeTransition: TransitionContext?

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

    // MARK: Content unavailable (iOS 17)

    /// What the controller's view shows over its content when it has none (a
    /// `UIContentUnavailableConfiguration`); nil shows nothing.
    open var contentUnavailableConfiguration: UIContentConfiguration? {
        didSet { applyContentUnavailableConfiguration() }
    }

    /// The state the configuration is updated for: the traits and the search bar's text.
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        var state = UIContentUnavailableConfigurationState(traitCollection: traitCollection)
        state.searchText = navigationItem.searchController?.searchBar.text
        return state
    }

    /// Whether `updateContentUnavailableConfiguration(using:)` is due before the next layout.
    var needsContentUnavailableUpdate = true
    /// The view showing `contentUnavailableConfiguration`.
    var contentUnavailableView: (UIView & UIContentView)?

    /// Asks for `updateContentUnavailableConfiguration(using:)` before the view's next layout.
    open func setNeedsUpdateContentUnavailableConfiguration() {
        needsContentUnavailableUpdate = true
        viewIfLoaded?.setNeedsLayout()
    }

    /// Override to set `contentUnavailableConfiguration` for the state; called before the view is first laid
    /// out and after `setNeedsUpdateContentUnavailableConfiguration()`. Does nothing by default.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

    // MARK: Segues (storyboards are not read; kept for controllers written with them)

    /// Called before a segue from this controller runs: override to hand data to `segue.destination`.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the segue of `identifier` may run; true by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Runs a storyboard segue: segues come from storyboards, which Tapestry does not read, so this stops with
    /// UIKit's message for a segue the controller does not have. Make and present the controller in code.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        preconditionFailure("Receiver (\(self)) has no segue with identifier '\(identifier)'")
    }

    /// Shows a controller in the way of the container this one is in: pushed by a navigation controller (or a
    /// split view controller's column), presented modally when no container takes it. Containers override it.
    open func show(_ vc: UIViewController, sender: Any?) {
        var current = parent
        while let container = current {
            if container is UINavigationController || container is UISplitViewController {
                container.show(vc, sender: sender)
                return
            }
            current = container.parent
        }
        present(vc, animated: true)
    }

    // MARK: Focus (UIFocusEnvironment; the focus system asks controllers in UIViewController+Focus.swift)

    /// Where focus goes first in the controller: its view by default.
    open var preferredFocusEnvironments: [UIFocusEnvironment] { viewIfLoaded.map { [$0] } ?? [] }
    /// Asks for a focus update (updates run at once here).
    open func setNeedsFocusUpdate() { viewIfLoaded?.setNeedsFocusUpdate() }
    /// Runs a pending focus update.
    open func updateFocusIfNeeded() { viewIfLoaded?.updateFocusIfNeeded() }
    /// Whether focus may move as `context` describes, within or out of the controller's view; true by default.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// Focus moved within, into or out of the controller's view.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    // MARK: Questions UIKit asks a controller (answered by default as UIKit does; open for overrides)

    /// The controller along the chain that answers `action`: this one when it can perform it (its
    /// `canPerformAction(_:withSender:)`), else its container's answer, else nil. `show(_:sender:)` asks it for
    /// `show(_:sender:)`'s selector in UIKit; a container overrides it to take the action for its children.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        if canPerformAction(action, withSender: sender) { return self }
        return (parent ?? presentingViewController)?.targetViewController(forAction: action, sender: sender)
    }
    /// Whether this controller takes an unwind segue's action (storyboards are not read, so no unwind segue
    /// runs; kept for overrides): true when it can perform `action`.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?)
        -> Bool
    { canPerformAction(action, withSender: sender) }
    /// The children an unwind segue may search, from `source`: all of them but the one containing the source.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }
    /// The child that contains the unwind segue's source controller (it, or one of its ancestors), or nil.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var current: UIViewController? = source.sourceViewController
        while let controller = current {
            if controller.parent === self { return controller }
            current = controller.parent ?? controller.presentingViewController
        }
        return nil
    }
    /// Makes `subsequentVC` (a descendant) visible as an unwind segue arrives: a container overrides it to show
    /// the child on the way (a navigation controller pops to it). Does nothing by default.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}
    /// Folds a secondary controller into this one as a split view controller collapses; nothing by default.
    open func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {}
    /// Gives back a secondary controller as a split view controller expands; nil by default.
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }
    /// Whether a text field in a modal form sheet keeps the keyboard when it resigns; a desktop keyboard never
    /// hides, so it is read by nothing. False by default, as in UIKit (true for form sheets there).
    open var disablesAutomaticKeyboardDismissal: Bool { false }
    /// Whether the controller performs actions while it presents another modally (true).
    open var performsActionsWhilePresentingModally: Bool { true }
    /// Whether a presentation context it defines also provides the transition style (false).
    open var providesPresentationContextTransitionStyle = false
    /// Whether the focused item comes back after a transition (true; focus is the keyboard's here).
    open var restoresFocusAfterTransition = true
    /// Whether the root view's layout margins are held at least at `systemMinimumLayoutMargins` (true).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet {
            if oldValue != viewRespectsSystemMinimumLayoutMargins { viewIfLoaded?.layoutMarginsDidChangeValue() }
        }
    }
    /// The smallest margins the system keeps around the root view's content: 20 points leading and trailing
    /// in a regular-width window, 16 in a compact one, none above and below. The root view's margins are these
    /// until set, and at least these after (UIViewController+Margins.swift).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .compact ? 16 : 20
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
    /// The child whose `overrideUserInterfaceStyle` the window follows; nil by default.
    open var childViewControllerForUserInterfaceStyle: UIViewController? { nil }
    /// Whether the pointer is locked to the window (games); the desktop's pointer is never locked here.
    open var prefersPointerLocked: Bool { false }
    /// The child asked for `prefersPointerLocked`; nil by default.
    open var childViewControllerForPointerLock: UIViewController? { nil }
    /// Asks the scene to read `prefersPointerLocked` again (nothing to read: the pointer is not locked).
    open func setNeedsUpdateOfPrefersPointerLocked() {}

    /// Shows a controller as the detail: in a split view controller's secondary column, presented modally when
    /// the controller is in none. Split view controllers override it.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        var current = parent
        while let container = current {
            if let split = container as? UISplitViewController {
                split.showDetailViewController(vc, sender: sender)
                return
            }
            current = container.parent
        }
        present(vc, animated: true)
    }
}
