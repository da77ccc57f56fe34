import Foundation

extension UITabBarController {
    /// The sidebar a tab bar controller shows in `.tabSidebar` mode on an iPad (iOS 18). A desktop window
    /// shows the tabs as a tab bar in every mode, so the sidebar's settings are kept for code that sets them
    /// and its delegate is never asked.
    @preconcurrency @MainActor
    public final class Sidebar {
        /// Whether the sidebar is hidden (kept).
        public var isHidden = false
        /// The content above the sidebar's tabs (kept).
        public var headerContentConfiguration: (any UIContentConfiguration)?
        /// The content below the sidebar's tabs (kept).
        public var footerContentConfiguration: (any UIContentConfiguration)?
        /// A view fixed at the sidebar's bottom (kept).
        public var bottomBarView: UIView?
        /// The sidebar's delegate (kept; never asked here).
        public weak var delegate: (any UITabBarControllerSidebarDelegate)?

        init() {}

        /// Asks the sidebar to update a tab's cell (nothing to update here).
        public func reconfigureItem(forTab tab: UITab) {}
    }
}

/// The delegate of a tab bar controller's sidebar (iOS 18). Every method is optional.
@preconcurrency @MainActor
public protocol UITabBarControllerSidebarDelegate: AnyObject {
    /// The sidebar will become visible or hidden.
    func tabBarController(
        _ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
        animator: any UITabBarController.Sidebar.Animating)
}

extension UITabBarControllerSidebarDelegate {
    /// Does nothing.
    public func tabBarController(
        _ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
        animator: any UITabBarController.Sidebar.Animating
    ) {}
}

extension UITabBarController.Sidebar {
    /// What a sidebar visibility change lets its delegate add animations to.
    @preconcurrency @MainActor
    public protocol Animating {
        /// Adds animations to run alongside the change.
        func addAnimations(_ animations: @escaping () -> Void)
        /// Adds a completion to run after the change.
        func addCompletion(_ completion: @escaping () -> Void)
    }
}
