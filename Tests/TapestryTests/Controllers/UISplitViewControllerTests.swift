import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct UISplitViewControllerTests {
    final class Listener: UISplitViewControllerDelegate {
        var modes: [UISplitViewController.DisplayMode] = []
        var collapsed = 0
        func splitViewController(
            _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
        ) { modes.append(displayMode) }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { collapsed += 1 }
    }

    func stage(_ split: UISplitViewController, width: CGFloat = 1000) -> UIWindow {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func twoColumnsSideBySideEachInANavigationController() {
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = UIViewController(), content = UIViewController()
        split.setViewController(sidebar, for: .primary)
        split.setViewController(content, for: .secondary)
        _ = stage(split)
        #expect(split.viewController(for: .primary) === sidebar)
        #expect(sidebar.navigationController != nil && sidebar.splitViewController === split)
        #expect(sidebar.navigationController!.view.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
        #expect(content.navigationController!.view.frame == CGRect(x: 320, y: 0, width: 680, height: 600))
        #expect(split.displayMode == .oneBesideSecondary && !split.isCollapsed)
        #expect(split.viewControllers.count == 2)
    }

    @Test func hidingThePrimaryColumnGivesTheContentTheWholeWidthAndTheButtonBringsItBack() {
        let split = UISplitViewController(style: .doubleColumn)
        let listener = Listener()
        split.delegate = listener
        let sidebar = UIViewController(), content = UIViewController()
        split.setViewController(sidebar, for: .primary)
        split.setViewController(content, for: .secondary)
        let window = stage(split)
        split.hide(.primary)
        window.layoutIfNeeded()
        #expect(split.displayMode == .secondaryOnly)
        #expect(content.navigationController!.view.frame == CGRect(x: 0, y: 0, width: 1000, height: 600))
        #expect(sidebar.navigationController!.view.superview == nil)
        split.displayModeButtonItem.primaryAction?.performWithSender(nil, target: nil)
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(listener.modes == [.secondaryOnly, .oneBesideSecondary])
    }

    @Test func threeColumnsTakeTheirPreferredWidths() {
        let split = UISplitViewController(style: .tripleColumn)
        split.preferredPrimaryColumnWidthFraction = 0.2
        split.preferredSupplementaryColumnWidth = 300
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        split.setViewController(a, for: .primary)
        split.setViewController(b, for: .supplementary)
        split.setViewController(c, for: .secondary)
        _ = stage(split)
        #expect(a.navigationController!.view.frame.width == 200)
        #expect(b.navigationController!.view.frame == CGRect(x: 200, y: 0, width: 300, height: 600))
        #expect(c.navigationController!.view.frame == CGRect(x: 500, y: 0, width: 500, height: 600))
        #expect(split.displayMode == .twoBesideSecondary)
    }

    @Test func showDetailReplacesTheSecondaryAndShowPushesInANavigationController() {
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = UIViewController()
        split.setViewController(sidebar, for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let window = stage(split)
        let detail = UIViewController()
        sidebar.showDetailViewController(detail, sender: nil)
        window.layoutIfNeeded()
        #expect(split.viewController(for: .secondary) === detail)
        #expect(detail.navigationController!.view.frame.minX == 320)
        let next = UIViewController()
        detail.show(next, sender: nil)
        #expect(detail.navigationController!.viewControllers.count == 2)
    }

    @Test func compactTraitsCollapseToTheCompactColumn() {
        let split = UISplitViewController(style: .doubleColumn)
        let listener = Listener()
        split.delegate = listener
        let compact = UIViewController()
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        split.setViewController(compact, for: .compact)
        split.traitOverrides.horizontalSizeClass = .compact
        _ = stage(split, width: 400)
        #expect(split.isCollapsed && listener.collapsed == 1)
        #expect(compact.navigationController!.view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
    }

    @Test func aClassicSplitShowsItsTwoControllersAsGiven() {
        let split = UISplitViewController(nibName: nil, bundle: nil)
        let master = UIViewController(), detail = UIViewController()
        split.viewControllers = [master, detail]
        _ = stage(split)
        #expect(master.navigationController == nil)
        #expect(master.view.frame.width == 320 && detail.view.frame.minX == 320)
    }

    @Test func showWithoutAContainerPresents() {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let shown = UIViewController()
        root.show(shown, sender: nil)
        #expect(root.presentedViewController === shown)
    }
}
