import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A tab bar controller given `UITab`s (UITabBarController+Tabs): the bar shows the root tabs that are not
/// hidden, taps choose them through the delegate's tab calls, and `selectedTab` and `tab(forIdentifier:)`.
@MainActor
@Suite struct UITabBarControllerTabsTests {
    final class Delegate: UITabBarControllerDelegate {
        var log: [String] = []
        var refuse: String?
        func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
            log.append("should \(tab.identifier)")
            return tab.identifier != refuse
        }
        func tabBarController(
            _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?
        ) {
            log.append("did \(selectedTab.identifier) after \(previousTab?.identifier ?? "none")")
        }
    }

    private func stage() -> (UITabBarController, [UITab], Delegate, EventSynthesizer) {
        UIApplication.replaceShared()
        let tabs = [
            UITab(title: "Home", image: nil, identifier: "home") { _ in UIViewController() },
            UITab(title: "Library", image: nil, identifier: "library") { _ in UIViewController() },
            UISearchTab { _ in UIViewController() },
        ]
        let controller = UITabBarController(tabs: tabs)
        let delegate = Delegate()
        controller.delegate = delegate
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (controller, tabs, delegate, EventSynthesizer(window: window))
    }

    @Test func theBarShowsTheTabsAndATapChoosesOneThroughTheDelegate() throws {
        let (controller, tabs, delegate, synthesizer) = stage()
        #expect(controller.tabBar.tabButtons.map { $0.title(for: .normal) } == ["Home", "Library", "Search"])
        #expect(controller.selectedTab === tabs[0] && tabs[0].hasVisiblePlacement)
        #expect(controller.viewControllers?.first === tabs[0].viewController)
        synthesizer.tap(at: CGPoint(x: 150, y: 455))
        #expect(controller.selectedTab === tabs[1])
        #expect(delegate.log == ["should library", "did library after home"])
        delegate.refuse = "UISearchTab"
        synthesizer.tap(at: CGPoint(x: 250, y: 455))
        #expect(controller.selectedTab === tabs[1], "the delegate refused")
        tabs[0].isEnabled = false
        synthesizer.tap(at: CGPoint(x: 50, y: 455))
        #expect(controller.selectedTab === tabs[1], "a disabled tab cannot be chosen")
    }

    @Test func hiddenTabsLeaveTheBarAndTheChosenTabIsKept() {
        let (controller, tabs, _, _) = stage()
        controller.selectedTab = tabs[2]
        #expect(controller.selectedIndex == 2)
        tabs[1].isHidden = true
        #expect(controller.tabBar.tabButtons.map { $0.title(for: .normal) } == ["Home", "Search"])
        #expect(controller.selectedTab === tabs[2] && !tabs[1].hasVisiblePlacement)
        #expect(controller.tab(forIdentifier: "library") === tabs[1] && tabs[1].tabBarController === controller)
        let replacement = UITab(title: "Settings", image: nil, identifier: "settings")
        controller.tabs = [tabs[2], replacement]
        #expect(controller.selectedTab === tabs[2] && tabs[0].tabBarController == nil)
        #expect(controller.tab(forIdentifier: "settings") === replacement)
        #expect(UITabBarController().selectedTab == nil, "a controller given view controllers shows no tabs")
    }
}
