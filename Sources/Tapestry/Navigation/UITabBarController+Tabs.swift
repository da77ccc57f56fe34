import Foundation

/// Tabs as `UITab`s (iOS 18): each root tab that is not hidden is a tab of the bar, showing the controller
/// its provider makes; choosing one asks and tells the delegate about tabs as well as controllers.
extension UITabBarController {
    /// How the tabs are shown.
    public enum Mode: Int, Sendable {
        /// The system's choice: a tab bar here.
        case automatic
        /// A tab bar.
        case tabBar
        /// A tab bar that can become a sidebar (shown as a tab bar here).
        case tabSidebar
    }

    /// A tab bar controller showing `tabs`.
    public convenience init(tabs: [UITab]) {
        self.init(nibName: nil, bundle: nil)
        setTabs(tabs, animated: false)
    }

    /// Replaces the tabs: their controllers become the bar's (made by their providers now if not before),
    /// the chosen tab kept when it is still shown.
    public func setTabs(_ tabs: [UITab], animated: Bool) {
        let chosen = selectedTab
        for tab in storedTabs where !tabs.contains(where: { $0 === tab }) { tab.detach() }
        storedTabs = tabs
        for tab in tabs { tab.attach(to: self) }
        usesTabs = true
        tabsChanged(keeping: chosen)
    }

    /// The tabs shown changed (one was hidden or shown, or the list replaced): the bar's controllers follow.
    func tabsChanged(keeping chosen: UITab? = nil) {
        let keep = chosen ?? selectedTab
        let shown = storedTabs.filter { !$0.isHidden }
        setViewControllers(shown.compactMap(\.viewController), animated: false)
        if let keep, let index = shown.firstIndex(where: { $0 === keep }) { selectedIndex = index }
    }

    /// The chosen tab, or nil when the controller shows no tabs.
    public var selectedTab: UITab? {
        get {
            guard usesTabs, let selected = selectedViewController else { return nil }
            return storedTabs.first { !$0.isHidden && $0.viewController === selected }
        }
        set {
            guard let newValue, let controller = newValue.viewController else { return }
            selectedViewController = controller
        }
    }

    /// The tab (a root tab or one in a group) with an identifier, or nil.
    public func tab(forIdentifier identifier: String) -> UITab? {
        for tab in storedTabs {
            if tab.identifier == identifier { return tab }
            if let found = (tab as? UITabGroup)?.tab(forIdentifier: identifier) { return found }
        }
        return nil
    }

    /// The tab showing `controller`, when the controller shows tabs.
    func tab(showing controller: UIViewController) -> UITab? {
        usesTabs ? storedTabs.first { !$0.isHidden && $0.viewController === controller } : nil
    }
}

extension UITab {
    func attach(to controller: UITabBarController) {
        tabBarController = controller
        for child in (self as? UITabGroup)?.children ?? [] { child.attach(to: controller) }
    }

    func detach() {
        tabBarController = nil
        for child in (self as? UITabGroup)?.children ?? [] { child.detach() }
    }
}
