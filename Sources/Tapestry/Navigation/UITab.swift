import Foundation

/// A tab of a tab bar controller (iOS 18): a title, an image and a badge, and the view controller it shows,
/// made by its provider. Give a tab bar controller its `tabs` in place of `viewControllers`.
@preconcurrency @MainActor
open class UITab: NSObject {
    /// Where a tab may go in a customizable tab bar or sidebar (kept: the bar here shows every root tab that
    /// is not hidden, in order).
    public enum Placement: Int, Sendable {
        /// `.default` at the root, `.optional` below.
        case automatic
        /// Shown, and may be removed or moved.
        case `default`
        /// May be added; not shown at first.
        case optional
        /// May be moved, not removed.
        case movable
        /// Always shown, at the trailing end.
        case pinned
        /// Always shown, where it is.
        case fixed
        /// Only in the sidebar.
        case sidebarOnly
    }

    /// Unique among the tab bar controller's tabs.
    public let identifier: String
    /// The title.
    open var title: String {
        didSet { refreshItem() }
    }
    /// The image.
    open var image: UIImage? {
        didSet { refreshItem() }
    }
    /// A second line, in a sidebar (kept).
    open var subtitle: String?
    /// A badge on the tab, or nil.
    open var badgeValue: String? {
        didSet { refreshItem() }
    }
    /// Whether the tab can be chosen (iOS 18.4); a disabled tab is dimmed and taps on it do nothing.
    open var isEnabled = true {
        didSet { refreshItem() }
    }
    /// Whether the tab is left out of the bar.
    open var isHidden = false {
        didSet {
            if isHidden != oldValue { tabBarController?.tabsChanged() }
        }
    }
    /// Whether the user may hide the tab (kept).
    open var allowsHiding = false
    /// Whether the tab starts hidden when the user may hide it (kept).
    open var isHiddenByDefault = false
    /// Where the tab may go.
    open var preferredPlacement: Placement = .automatic
    /// Whatever the app keeps with the tab.
    open var userInfo: Any?
    /// An identifier for accessibility and tests.
    open var accessibilityIdentifier: String?
    /// The group holding the tab, or nil for a root tab.
    public internal(set) weak var parent: UITabGroup?
    /// The tab bar controller showing the tab.
    public internal(set) weak var tabBarController: UITabBarController?
    /// Whether the tab is shown in the bar: a root tab that is not hidden, in a tab bar controller.
    open var hasVisiblePlacement: Bool { tabBarController != nil && parent == nil && !isHidden }

    private let provider: ((UITab) -> UIViewController)?
    private var madeViewController: UIViewController?

    /// A tab with a title, an image and an identifier; `viewControllerProvider` makes the controller it shows,
    /// the first time it is needed (a plain controller when there is none).
    public init(
        title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier
        provider = viewControllerProvider
        super.init()
    }

    /// The controller the tab shows, made by the provider when first asked for.
    open var viewController: UIViewController? {
        if let madeViewController { return madeViewController }
        let made = provider?(self) ?? defaultViewController()
        madeViewController = made
        refreshItem()
        return made
    }

    /// The controller of a tab without a provider.
    func defaultViewController() -> UIViewController { UIViewController() }

    /// The tab bar item the controller shows for the tab: the tab's title, image, badge and enabled state.
    func refreshItem() {
        guard let controller = madeViewController else { return }
        let item = controller.tabBarItem!
        if item.title != title { item.title = title }
        if item.image !== image { item.image = image }
        if item.badgeValue != badgeValue { item.badgeValue = badgeValue }
        if item.isEnabled != isEnabled { item.isEnabled = isEnabled }
        if let accessibilityIdentifier { item.accessibilityIdentifier = accessibilityIdentifier }
    }
}

/// A tab holding other tabs (iOS 18), shown in a sidebar as a section; in the bar it is one tab showing its
/// own controller (or its `managingNavigationController` with the chosen child's controller at the root).
@preconcurrency @MainActor
open class UITabGroup: UITab {
    /// The tabs in the group.
    open var children: [UITab] {
        didSet { adoptChildren() }
    }
    /// The child chosen in the group (the first by default).
    open var selectedChild: UITab?
    /// The identifier of the child chosen at first.
    open var defaultChildIdentifier: String?
    /// Whether the user may reorder the children (kept).
    open var allowsReordering = false
    /// A navigation controller that shows the chosen child's controller as the group's.
    open var managingNavigationController: UINavigationController?
    /// The children in the order shown.
    open var displayOrder: [UITab] { children }
    /// The identifiers of `displayOrder`.
    open var displayOrderIdentifiers: [String] { displayOrder.map(\.identifier) }

    /// A group with a title, an image, an identifier and its children.
    public init(
        title: String, image: UIImage?, identifier: String, children: [UITab],
        viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) {
        self.children = children
        super.init(title: title, image: image, identifier: identifier, viewControllerProvider: viewControllerProvider)
        adoptChildren()
    }

    /// The child (or grandchild) with an identifier, or nil.
    open func tab(forIdentifier identifier: String) -> UITab? {
        for child in children {
            if child.identifier == identifier { return child }
            if let found = (child as? UITabGroup)?.tab(forIdentifier: identifier) { return found }
        }
        return nil
    }

    private func adoptChildren() {
        for child in children { child.parent = self }
    }

    /// Without a provider: the managing navigation controller showing the chosen (or default, or first)
    /// child's controller, or a plain controller.
    override func defaultViewController() -> UIViewController {
        guard let navigation = managingNavigationController else { return UIViewController() }
        let chosen =
            selectedChild ?? defaultChildIdentifier.flatMap { tab(forIdentifier: $0) } ?? children.first
        if let root = chosen?.viewController { navigation.setViewControllers([root], animated: false) }
        return navigation
    }
}

/// The search tab (iOS 18): titled "Search" with a magnifying glass.
@preconcurrency @MainActor
open class UISearchTab: UITab {
    /// Whether choosing the tab starts a search in its controller's search controller (kept).
    open var automaticallyActivatesSearch = false

    /// A search tab showing the controller `viewControllerProvider` makes.
    public init(viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        super.init(
            title: "Search", image: UIImage(systemName: "magnifyingglass"), identifier: "UISearchTab",
            viewControllerProvider: viewControllerProvider)
    }
}
