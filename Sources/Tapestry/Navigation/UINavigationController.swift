import Foundation

/// A stack of controllers with a bar on top (SEMANTICS §12.3): `pushViewController` slides the new one in from
/// the trailing edge, the back button or a drag from the leading edge pops, and the appearance callbacks come in
/// UIKit's order — the old controller's `viewWillDisappear`, the new one's `viewWillAppear`, then the two
/// `did…` — balanced even when an interactive pop is cancelled. The bar adds its height to the children's safe
/// area; their views fill the controller's view under it.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// How long a push or pop slides, as on iOS.
    public static let transitionDuration: TimeInterval = 0.35

    /// The bar on top.
    public let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    /// The bar's delegate: it asks this controller when the app's code made it a `UINavigationBarDelegate`.
    private let barDelegate = NavigationBarDelegateForwarder()
    /// The delegate.
    open weak var delegate: UINavigationControllerDelegate?
    /// The recognizer of the drag from the leading edge that pops interactively.
    public private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?

    var stack: [UIViewController] = []
    var transition: Transition?
    /// The coordinator of the push or pop under way (`transitionCoordinator` during it, from the appearance
    /// callbacks on): alongside blocks slide with the screens, completions run when they are done.
    var slideCoordinator: StandardTransitionCoordinator?
    /// What the bar and the toolbar cover at the container's top and bottom, from the last layout.
    var barCover: (top: CGFloat, bottom: CGFloat) = (0, 0)
    /// Changes asked for while a transition runs, done when it ends.
    private var queued: [() -> Void] = []

    /// A transition in flight.
    struct Transition {
        let from: UIViewController?
        let to: UIViewController
        let isPush: Bool
        let interactive: Bool
    }

    /// Creates a navigation controller with a root controller (a designated initializer, as in UIKit).
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        connectBar()
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        connectBar()
    }

    private func connectBar() {
        barDelegate.controller = self
        navigationBar.delegate = barDelegate
        navigationBar.backAction = { [weak self] in
            guard let self, let top = self.navigationBar.topItem else { return }
            guard barDelegate.navigationBar(self.navigationBar, shouldPop: top) else { return }
            self.popViewController(animated: true)
        }
        navigationBar.heightDidChange = { [weak self] in self?.viewIfLoaded?.setNeedsLayout() }
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    // MARK: The stack

    /// The controllers, root first.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The controller on top.
    public var topViewController: UIViewController? { stack.last }
    /// The controller shown: the top one, or what it presents.
    public var visibleViewController: UIViewController? {
        var visible = topViewController
        while let presented = visible?.presentedViewController { visible = presented }
        return visible
    }

    /// Pushes the controller (what `show(_:sender:)` does in a navigation controller).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// Pushes a controller: it slides in from the trailing edge over 0.35 s when `animated`.
    ///
    /// - Precondition: `viewController` is not on the stack already and is not a navigation controller.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        precondition(
            !stack.contains { $0 === viewController },
            "UINavigationController: Pushing the same view controller instance more than once is not supported "
                + "(\(viewController))")
        precondition(
            !(viewController is UINavigationController),
            "UINavigationController: Pushing a navigation controller is not supported (\(viewController))")
        guard transition == nil else {
            queued.append { [weak self] in self?.pushViewController(viewController, animated: animated) }
            return
        }
        let from = stack.last
        addChild(viewController)
        stack.append(viewController)
        show(
            from: from, to: viewController, push: true, animated: animated,
            then: { viewController.didMove(toParent: self) },
            undo: { [weak self] in
                self?.stack.removeAll { $0 === viewController }
                viewController.willMove(toParent: nil)
                viewController.removeFromParent()
            })
    }

    /// Pops the top controller (never the root), sliding it out to the trailing edge when `animated`; returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard transition == nil else {
            queued.append { [weak self] in self?.popViewController(animated: animated) }
            return nil
        }
        guard stack.count > 1 else { return nil }
        return pop(to: stack[stack.count - 2], animated: animated)?.first
    }

    /// Pops down to the root; returns the controllers popped.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops down to `viewController`; returns the controllers popped.
    ///
    /// - Precondition: `viewController` is on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        precondition(
            stack.contains { $0 === viewController },
            "UINavigationController.popToViewController: \(viewController) is not on the stack")
        guard transition == nil else {
            queued.append { [weak self] in _ = self?.popToViewController(viewController, animated: animated) }
            return nil
        }
        return pop(to: viewController, animated: animated)
    }

    private func pop(to target: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === target }), index < stack.count - 1 else { return [] }
        let popped = Array(stack[(index + 1)...])
        let from = stack.last!
        for controller in popped { controller.willMove(toParent: nil) }
        stack.removeSubrange((index + 1)...)
        show(
            from: from, to: target, push: false, animated: animated,
            then: {
                for controller in popped {
                    controller.viewIfLoaded?.removeFromSuperview()
                    controller.removeFromParent()
                }
            },
            undo: { [weak self] in
                // A cancelled pop (an interactive one let go early): the controllers stay, as in UIKit, which
                // then tells them `didMove(toParent:)` with the navigation controller.
                guard let self else { return }
                self.stack.append(contentsOf: popped)
                for controller in popped { controller.didMove(toParent: self) }
            })
        return popped
    }

    /// Replaces the stack; the new top slides in (as a push, or a pop when it was already on the stack) when
    /// `animated`.
    ///
    /// - Precondition: no controller appears twice.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        precondition(
            Set(viewControllers.map(ObjectIdentifier.init)).count == viewControllers.count,
            "UINavigationController.setViewControllers: a controller appears more than once")
        guard transition == nil else {
            queued.append { [weak self] in self?.setViewControllers(viewControllers, animated: animated) }
            return
        }
        let from = stack.last
        let removed = stack.filter { old in !viewControllers.contains { $0 === old } }
        let added = viewControllers.filter { new in !stack.contains { $0 === new } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        let wasOnStack = viewControllers.last.map { top in stack.contains { $0 === top } } ?? false
        let oldStack = stack
        stack = viewControllers
        let finish = { [weak self] in
            guard let self else { return }
            for controller in removed {
                if controller !== from { controller.viewIfLoaded?.removeFromSuperview() }
                controller.removeFromParent()
            }
            for controller in added { controller.didMove(toParent: self) }
        }
        guard let to = stack.last, to !== from else {
            updateBar()
            finish()
            return
        }
        show(
            from: from, to: to, push: !wasOnStack, animated: animated, then: finish,
            undo: { [weak self] in
                guard let self else { return }
                self.stack = oldStack
                for controller in added {
                    controller.willMove(toParent: nil)
                    controller.removeFromParent()
                }
                for controller in removed { controller.didMove(toParent: self) }
            })
    }

    // MARK: Showing

    private var isShown: Bool { viewIfLoaded?.window != nil }

    /// Moves from `from` to `to`: appearance callbacks in UIKit's order, the bar's items, the slide.
    private func show(
        from: UIViewController?, to: UIViewController, push: Bool, animated: Bool, then finish: @escaping () -> Void,
        undo: @escaping () -> Void = {}
    ) {
        delegate?.navigationController(self, willShow: to, animated: animated)
        // A tab bar controller above hides or shows its bar for `hidesBottomBarWhenPushed`.
        tabBarController?.viewIfLoaded?.setNeedsLayout()
        guard isViewLoaded else {
            updateBar()
            finish()
            return
        }
        let shown = isShown && !(viewIfLoaded?.window?.isHidden ?? true)
        let slides = animated && shown && UIView.areAnimationsEnabled && from?.viewIfLoaded != nil
        let coordinator = StandardTransitionCoordinator(
            animated: slides, duration: slides ? Self.transitionDuration : 0, container: view, from: from, to: to)
        slideCoordinator = coordinator
        if shown {
            from?.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
        }
        let container = view!
        let toView = to.view!
        toView.frame = childFrame(for: to)
        if push || from == nil {
            container.insertSubview(toView, belowSubview: navigationBar)
        } else if let fromView = from?.viewIfLoaded {
            container.insertSubview(toView, belowSubview: fromView)
        } else {
            container.insertSubview(toView, belowSubview: navigationBar)
        }
        updateBar()
        layoutChildren()
        let complete = { [weak self] in
            coordinator.runAlongside()  // those of a transition that did not animate them
            coordinator.complete()
            guard let self else { return }
            if self.slideCoordinator === coordinator { self.slideCoordinator = nil }
            if let from, from !== to { from.viewIfLoaded?.removeFromSuperview() }
            if shown {
                from?.endAppearanceTransition()
                to.endAppearanceTransition()
            }
            finish()
            self.delegate?.navigationController(self, didShow: to, animated: animated)
        }
        guard animated, shown, UIView.areAnimationsEnabled, let fromView = from?.viewIfLoaded,
            let window = container.window
        else {
            complete()
            return
        }
        if let from,
            runCustomTransition(
                from: from, to: to, push: push, window: window, complete: complete,
                undo: { [weak self] in
                    if shown { self?.reverseAppearance(from: from, to: to) }
                    undo()
                })
        {
            return
        }
        let width = container.bounds.width
        transition = Transition(from: from, to: to, isPush: push, interactive: false)
        window.transitionsInFlight += 1
        if !UIAccessibility.isReduceMotionEnabled, let from,
            zoom(from: from, to: to, push: push, window: window, alongside: coordinator.runAlongside, then: complete)
        {
            return
        }
        if UIAccessibility.isReduceMotionEnabled {
            // Reduce Motion: the screens cross-fade in place instead of sliding, as UIKit does.
            crossFade(
                from: fromView, to: toView, over: navigationBar, in: container, window: window,
                alongside: coordinator.runAlongside, then: complete)
            return
        }
        toView.frame.origin.x = push ? width : -width * 0.3
        fromView.frame.origin.x = 0
        if !push { container.bringSubviewToFront(fromView) }
        container.bringSubviewToFront(navigationBar)
        UIView.animate(
            withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseInOut],
            animations: {
                toView.frame.origin.x = 0
                fromView.frame.origin.x = push ? -width * 0.3 : width
                coordinator.runAlongside()
            },
            completion: { [weak self] _ in
                window.transitionsInFlight -= 1
                fromView.frame.origin.x = 0
                self?.transition = nil
                complete()
                self?.runQueued()
            })
    }

    private func crossFade(
        from fromView: UIView, to toView: UIView, over bar: UIView, in container: UIView, window: UIWindow,
        alongside: @escaping () -> Void, then complete: @escaping () -> Void
    ) {
        toView.alpha = 0
        container.bringSubviewToFront(toView)
        container.bringSubviewToFront(bar)
        UIView.animate(
            withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseInOut],
            animations: {
                toView.alpha = 1
                fromView.alpha = 0
                alongside()
            },
            completion: { [weak self] _ in
                window.transitionsInFlight -= 1
                fromView.alpha = 1
                self?.transition = nil
                complete()
                self?.runQueued()
            })
    }

    func runQueued() {
        guard transition == nil, !queued.isEmpty else { return }
        let next = queued.removeFirst()
        next()
        runQueued()
    }

    /// Whether a push or pop is sliding.
    public var isTransitioning: Bool { transition != nil }

    func updateBar() {
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        updateToolbarItems()
    }

    /// The toolbar at the bottom, shown while `isToolbarHidden` is false.
    let toolbarView = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: UIToolbar.standardHeight))
    /// Whether the toolbar is hidden; true by default.
    open var isToolbarHidden = true {
        didSet { if oldValue != isToolbarHidden { viewIfLoaded?.setNeedsLayout() } }
    }
    /// Hides or shows the toolbar (animated over `hideShowBarDuration`); the children's safe area follows.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
        animateBarChange(animated)
    }

    /// Lays the container out again, animated over `hideShowBarDuration` when asked and on screen.
    private func animateBarChange(_ animated: Bool) {
        guard let container = viewIfLoaded else { return }
        container.setNeedsLayout()
        if animated && container.window != nil {
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration)) { container.layoutIfNeeded() }
        }
    }

    // MARK: The bar

    /// Whether the bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Whether swiping the content up hides the bar and swiping it down shows it again (through
    /// `barHideOnSwipeGestureRecognizer`, which recognizes together with the content's own scrolling); false by
    /// default.
    open var hidesBarsOnSwipe = false {
        didSet { updateBarHidingOnSwipe() }
    }
    /// The pan that hides and shows the bar when `hidesBarsOnSwipe` is on.
    public private(set) lazy var barHideOnSwipeGestureRecognizer = makeBarHidingRecognizer()
    let barHidingDelegate = BarHidingDelegate()

    /// How long `setNavigationBarHidden(_:animated:)` and `setToolbarHidden(_:animated:)` animate (UIKit's 0.2 s).
    public class var hideShowBarDuration: CGFloat { 0.2 }

    /// Hides or shows the bar; the children's safe area follows (animated over `hideShowBarDuration`).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
        animateBarChange(animated)
    }

    // MARK: View

    /// The container: the children's views under the bar, and the edge pan that pops.
    open override func loadView() {
        let container = NavigationContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.backgroundColor = .systemBackground
        container.addSubview(navigationBar)
        view = container
        let edge = UIScreenEdgePanGestureRecognizer { [weak self] pan in self?.handleEdgePan(pan) }
        edge.edges = .left
        edge.name = "interactive pop"
        container.addGestureRecognizer(edge)
        interactivePopGestureRecognizer = edge
        if hidesBarsOnSwipe { container.addGestureRecognizer(barHideOnSwipeGestureRecognizer) }
        if hidesBarsOnTap { container.addGestureRecognizer(barHideOnTapGestureRecognizer) }
        if let top = stack.last {
            let topView = top.view!
            topView.frame = childFrame(for: top)
            container.insertSubview(topView, belowSubview: navigationBar)
        }
        updateBar()
    }

    /// Lays out the bar at the top and the children under it, adding the bar to their safe area.
    func layoutChildren() {
        guard let container = viewIfLoaded else { return }
        // UIKit 26: on an iPhone the bar sits at the top safe-area inset, 44 pt tall; in a desktop window (no top
        // inset) 10 pt below the top, 50 pt tall (measured); a large title adds 52 pt. Its background reaches up to
        // the window's top.
        // A compact-height bar (an iPhone in landscape) is 32 pt at the top inset.
        let safeTop = container.safeAreaInsets.top
        let compact = navigationBar.isCompactHeight
        let desktop = safeTop == 0 && !compact
        let barY = desktop ? UINavigationBar.desktopTop : safeTop
        let rowHeight =
            compact
            ? UINavigationBar.compactHeight : desktop ? UINavigationBar.desktopHeight : UINavigationBar.standardHeight
        let fullHeight = rowHeight + (navigationBar.showsLargeTitle ? navigationBar.largeAreaHeight : 0)
        navigationBar.frame = CGRect(x: 0, y: barY, width: container.bounds.width, height: fullHeight)
        navigationBar.setNeedsLayout()
        let barHeight = navigationBar.isHidden ? 0 : fullHeight + barY - safeTop
        // The top item's search bar sits under the navigation bar; other items' search bars leave.
        let searchBar = stack.last?.navigationItem.searchController?.searchBar
        for case let other as UISearchBar in container.subviews where other !== searchBar {
            other.removeFromSuperview()
        }
        var searchHeight: CGFloat = 0
        if let searchBar {
            searchHeight = searchBar.sizeThatFits(CGSize(width: container.bounds.width, height: 0)).height
            if searchBar.superview !== container { container.addSubview(searchBar) }
            searchBar.frame = CGRect(x: 0, y: safeTop + barHeight, width: container.bounds.width, height: searchHeight)
            stack.last?.navigationItem.searchController?.placeResults()
        }
        let toolbarHeight = layOutToolbar(in: container)
        barCover = (navigationBar.isHidden ? 0 : safeTop + barHeight, toolbarHeight)
        for child in stack {
            let covered = barHeight + (child === stack.last ? searchHeight : 0)
            let extends = extendedEdges(of: child)
            child.barSafeAreaInsets = UIEdgeInsets(
                top: extends.top ? covered : (child === stack.last ? searchHeight : 0), left: 0,
                bottom: extends.bottom ? toolbarHeight : 0, right: 0)
            guard let childView = child.viewIfLoaded, childView.superview === container else { continue }
            let frame = childFrame(for: child)
            if transition == nil && interactivePop == nil {
                childView.frame = frame
            } else {
                childView.frame = CGRect(origin: CGPoint(x: childView.frame.minX, y: frame.minY), size: frame.size)
            }
        }
        container.bringSubviewToFront(navigationBar)
        if let searchBar, searchBar.superview === container { container.bringSubviewToFront(searchBar) }
        updateScrollEdge()
    }

    /// Whether `child`'s view reaches under the bar (top) and the toolbar (bottom): its
    /// `edgesForExtendedLayout`, for opaque bars only with `extendedLayoutIncludesOpaqueBars`.
    func extendedEdges(of child: UIViewController) -> (top: Bool, bottom: Bool) {
        let opaqueOK = child.extendedLayoutIncludesOpaqueBars
        return (
            child.edgesForExtendedLayout.contains(.top) && (navigationBar.isTranslucent || opaqueOK),
            child.edgesForExtendedLayout.contains(.bottom) && (toolbarView.isTranslucent || opaqueOK)
        )
    }

    /// Where `child`'s view goes in the container: all of it, less the bar's and the toolbar's cover on the
    /// edges it does not extend under.
    func childFrame(for child: UIViewController) -> CGRect {
        guard let container = viewIfLoaded else { return .zero }
        var frame = container.bounds
        let extends = extendedEdges(of: child)
        if !extends.top {
            frame.origin.y += barCover.top
            frame.size.height -= barCover.top
        }
        if !extends.bottom {
            frame.size.height -= barCover.bottom + (barCover.bottom > 0 ? container.safeAreaInsets.bottom : 0)
        }
        frame.size.height = max(frame.size.height, 0)
        return frame
    }

    /// The title follows the top controller's.
    open override var title: String? {
        get { super.title ?? topViewController?.title }
        set { super.title = newValue }
    }

    // MARK: Interactive pop

    private var interactivePop: (from: UIViewController, to: UIViewController)?

    private func handleEdgePan(_ pan: UIPanGestureRecognizer) {
        guard let container = viewIfLoaded else { return }
        let width = max(container.bounds.width, 1)
        switch pan.state {
        case .began:
            guard transition == nil, stack.count > 1 else {
                pan.state = .failed
                return
            }
            let from = stack[stack.count - 1], to = stack[stack.count - 2]
            interactivePop = (from, to)
            transition = Transition(from: from, to: to, isPush: false, interactive: true)
            from.beginAppearanceTransition(false, animated: true)
            to.beginAppearanceTransition(true, animated: true)
            let toView = to.view!
            toView.frame = childFrame(for: to).offsetBy(dx: -width * 0.3, dy: 0)
            container.insertSubview(toView, belowSubview: from.view)
            container.bringSubviewToFront(navigationBar)
            trackEdgePan(pan, width: width)
        case .changed:
            trackEdgePan(pan, width: width)
        case .ended, .cancelled, .failed:
            guard let pop = interactivePop else { return }
            let progress = min(max(pan.translation(in: container).x / width, 0), 1)
            let velocity = pan.velocity(in: container).x
            // Released past half the width, or flung towards the trailing edge: finish; otherwise cancel.
            let finishes = pan.state == .ended && (progress > 0.5 || velocity > 500) && velocity > -500
            let remaining = finishes ? 1 - progress : progress
            let fromView = pop.from.view!, toView = pop.to.view!
            container.window?.transitionsInFlight += 1
            let window = container.window
            UIView.animate(
                withDuration: max(Self.transitionDuration * Double(remaining), 0.05), delay: 0,
                options: [.curveEaseOut],
                animations: {
                    fromView.frame.origin.x = finishes ? width : 0
                    toView.frame.origin.x = finishes ? 0 : -width * 0.3
                },
                completion: { [weak self] _ in
                    window?.transitionsInFlight -= 1
                    self?.endInteractivePop(finished: finishes)
                })
        default: break
        }
    }

    private func trackEdgePan(_ pan: UIPanGestureRecognizer, width: CGFloat) {
        guard let pop = interactivePop, let container = viewIfLoaded else { return }
        let progress = min(max(pan.translation(in: container).x / width, 0), 1)
        pop.from.view.frame.origin.x = width * progress
        pop.to.view.frame.origin.x = -width * 0.3 * (1 - progress)
    }

    private func endInteractivePop(finished: Bool) {
        guard let pop = interactivePop else { return }
        interactivePop = nil
        transition = nil
        if finished {
            pop.from.willMove(toParent: nil)
            stack.removeLast()
            pop.from.viewIfLoaded?.removeFromSuperview()
            pop.from.endAppearanceTransition()
            pop.to.endAppearanceTransition()
            pop.from.removeFromParent()
            updateBar()
            delegate?.navigationController(self, didShow: pop.to, animated: true)
        } else {
            // Cancelled: the callbacks run back the other way, so each will… has its did….
            pop.from.beginAppearanceTransition(true, animated: true)
            pop.to.beginAppearanceTransition(false, animated: true)
            pop.to.viewIfLoaded?.removeFromSuperview()
            pop.from.viewIfLoaded?.frame.origin.x = 0
            pop.from.endAppearanceTransition()
            pop.to.endAppearanceTransition()
        }
        layoutChildren()
        runQueued()
    }
}

/// The navigation controller's view: it lays the bar and the children out.
@MainActor
final class NavigationContainerView: UIView {
    weak var controller: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutChildren()
    }
}
