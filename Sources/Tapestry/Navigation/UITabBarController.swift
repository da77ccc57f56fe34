import Foundation

/// A tab of a tab bar: a title, an image and a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// This item's look in place of its bar's (a copy of the appearance given); nil by default.
    open var standardAppearance: UITabBarAppearance? {
        didSet {
            if let standardAppearance, standardAppearance !== oldValue {
                self.standardAppearance = standardAppearance.copy()
            }
            bar?.rebuild()
        }
    }
    /// This item's look at the scroll edge (kept: the bar shows the standard look).
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// The standard tabs.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
            mostRecent, mostViewed

        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The image while selected.
    open var selectedImage: UIImage?
    /// A number or text shown in a red badge, or nil.
    open var badgeValue: String? {
        didSet { bar?.rebuild() }
    }
    /// The badge's colour (kept: the badge is shown in the tab's title, in its colour).
    open var badgeColor: UIColor?
    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Sets the badge text's attributes for a state (kept, as `badgeColor` is).
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
    }
    /// The badge text's attributes for a state.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state.rawValue]
    }
    /// How far the title is moved from its place (right and down); zero by default.
    open var titlePositionAdjustment = UIOffset.zero {
        didSet { bar?.rebuild() }
    }
    weak var bar: UITabBar?

    /// Creates an item with no title or image (the designated initializer, as in UIKit).
    public override init() { super.init() }

    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// Creates a tab.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates a tab with a selected image.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates a standard tab.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        title = systemItem.title
        self.tag = tag
    }

    override func barItemChanged() { bar?.rebuild() }
}

/// Hears about a tab bar controller's selection.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether a tab may be chosen; true by default.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// A tab was chosen by the user.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// Whether a `UITab` may be chosen (iOS 18); true by default.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool
    /// A `UITab` was chosen by the user (iOS 18), after `previousTab`.
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)
}

extension UITabBarControllerDelegate {
    /// Every tab may be chosen.
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    /// Every tab may be chosen.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool { true }
    /// Does nothing.
    public func tabBarController(
        _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?
    ) {}
}

/// Tabs of controllers with a bar at the bottom: the chosen controller's view fills the view above the bar,
/// which adds its height to the children's safe area. Changing tabs sends the appearance callbacks in UIKit's
/// order.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The bar at the bottom.
    public let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
    /// Whether the bar is hidden because a pushed controller asked for it.
    var tabBarHiddenByPush = false
    /// The delegate.
    open weak var delegate: UITabBarControllerDelegate?
    private var controllers: [UIViewController] = []
    private var storedSelectedIndex = 0
    /// The tabs given as `UITab`s (UITabBarController+Tabs.swift), and whether they were.
    var storedTabs: [UITab] = []
    var usesTabs = false
    /// How the tabs are shown (a tab bar here, whatever the mode).
    open var mode: Mode = .automatic
    /// The sidebar of `.tabSidebar` mode (iOS 18): its settings are kept; the tabs show as a bar here.
    public let sidebar = Sidebar()
    /// When the bar minimizes as content scrolls (UIKit 26). `.automatic` resolves to never here: as on iPad,
    /// a desktop window's tab bar keeps its size.
    open var tabBarMinimizeBehavior: MinimizeBehavior = .automatic
    /// A view above the tab bar for every tab (UIKit 26): a player's controls, say. Its height joins the
    /// children's bottom safe area.
    open var bottomAccessory: UITabAccessory? {
        get { storedBottomAccessory }
        set { setBottomAccessory(newValue, animated: false) }
    }
    var storedBottomAccessory: UITabAccessory?

    /// Creates a tab bar controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.delegate = self
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// The tabs (iOS 18), in place of `viewControllers`.
    open var tabs: [UITab] {
        get { storedTabs }
        set { setTabs(newValue, animated: false) }
    }

    /// The controllers, one a tab.
    open var viewControllers: [UIViewController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = selectedViewController
        for controller in controllers where !(viewControllers ?? []).contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        controllers = viewControllers ?? []
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        storedSelectedIndex = min(storedSelectedIndex, max(controllers.count - 1, 0))
        tabBar.items = controllers.map(\.tabBarItem)
        tabBar.selectedItem = selectedViewController?.tabBarItem
        if isViewLoaded { switchTab(from: old === selectedViewController ? nil : old) }
    }

    /// The index of the chosen tab.
    open var selectedIndex: Int {
        get { storedSelectedIndex }
        set {
            guard controllers.indices.contains(newValue), newValue != storedSelectedIndex else { return }
            let old = selectedViewController
            storedSelectedIndex = newValue
            tabBar.selectedItem = selectedViewController?.tabBarItem
            if isViewLoaded { switchTab(from: old) }
        }
    }

    /// The chosen controller.
    open var selectedViewController: UIViewController? {
        get { controllers.indices.contains(storedSelectedIndex) ? controllers[storedSelectedIndex] : nil }
        set {
            if let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
        }
    }

    private func switchTab(from old: UIViewController?) {
        guard let container = viewIfLoaded, let new = selectedViewController else { return }
        let shown = container.window.map { !$0.isHidden } ?? false
        if shown {
            old?.beginAppearanceTransition(false, animated: false)
            new.beginAppearanceTransition(true, animated: false)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        let newView = new.view!
        newView.frame = container.bounds
        container.insertSubview(newView, belowSubview: tabBar)
        layoutTabs()
        if shown {
            old?.endAppearanceTransition()
            new.endAppearanceTransition()
        }
    }

    /// The bar's choice: asks the delegate, then shows the tab (open, as UIKit's: a subclass may take the choice
    /// over).
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let index = controllers.firstIndex(where: { $0.tabBarItem === item }), item.isEnabled else { return }
        let controller = controllers[index]
        let tab = tab(showing: controller), previousTab = selectedTab
        if let tab, !(delegate?.tabBarController(self, shouldSelectTab: tab) ?? true) { return }
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        if index == selectedIndex, let navigation = controller as? UINavigationController {
            // A tap on the chosen tab pops its navigation stack to the root, as on iOS.
            navigation.popToRootViewController(animated: true)
        }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controller)
        if let tab { delegate?.tabBarController(self, didSelectTab: tab, previousTab: previousTab) }
    }

    /// Customizing of the bar is about to start (overridable, as the bar's delegate's other calls are).
    open func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    /// Customizing started.
    open func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    /// Customizing is about to end.
    open func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    /// Customizing ended.
    open func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}

    /// The navigation controller of UIKit's "More" tab, which a compact iPhone bar shows for tabs past the fifth.
    /// The bar here shows every tab, so it is never shown; it is there for code that compares with it.
    public private(set) lazy var moreNavigationController = UINavigationController(
        rootViewController: UIViewController())
    /// The controllers the user may rearrange when customizing (kept: no customizing sheet here).
    open var customizableViewControllers: [UIViewController]?

    /// The container: the chosen child's view above the bar.
    open override func loadView() {
        let container = TabContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.backgroundColor = .systemBackground
        container.addSubview(tabBar)
        view = container
        if let selected = selectedViewController {
            let selectedView = selected.view!
            container.insertSubview(selectedView, belowSubview: tabBar)
        }
    }

    func layoutTabs() {
        guard let container = viewIfLoaded else { return }
        // A controller pushed with `hidesBottomBarWhenPushed` (and everything above it) hides the bar.
        let pushedHides =
            (selectedViewController as? UINavigationController)?.viewControllers.dropFirst()
            .contains { $0.hidesBottomBarWhenPushed } ?? false
        if pushedHides != tabBarHiddenByPush {
            tabBarHiddenByPush = pushedHides
            tabBar.isHidden = pushedHides
        }
        let bottom = container.safeAreaInsets.bottom
        let height = UITabBar.standardHeight + bottom
        tabBar.frame = CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
        let accessoryHeight = layOutBottomAccessory(in: container, above: tabBar.isHidden ? nil : tabBar.frame.minY)
        for controller in controllers {
            controller.barSafeAreaInsets = UIEdgeInsets(
                top: 0, left: 0, bottom: (tabBar.isHidden ? 0 : UITabBar.standardHeight) + accessoryHeight, right: 0)
        }
        selectedViewController?.viewIfLoaded?.frame = container.bounds
        container.bringSubviewToFront(tabBar)
        if let accessory = storedBottomAccessory?.contentView.superview { container.bringSubviewToFront(accessory) }
    }
}

/// The tab bar controller's view.
@MainActor
final class TabContainerView: UIView {
    weak var controller: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutTabs()
    }
}

extension UIViewController {
    /// The tab a tab bar controller shows for this controller; setting the controller's `title` sets its title.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// The nearest tab bar controller among the controller's ancestors, or nil.
    public var tabBarController: UITabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }
}
