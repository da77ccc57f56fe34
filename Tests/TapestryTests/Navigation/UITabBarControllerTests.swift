import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Tabs: selection, the bar, the safe area and the appearance callbacks (SEMANTICS §12.3).
@MainActor
@Suite struct UITabBarControllerTests {
    @Test func tappingATabSwitchesControllersWithBalancedCallbacks() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = UINavigationControllerTests.Log()
        let first = UINavigationControllerTests.Logged("first", log)
        let second = UINavigationControllerTests.Logged("second", log)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(log.take() == ["first willAppear", "first didAppear"])
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
        #expect(first.view.safeAreaInsets.bottom == 49)
        #expect(tabs.tabBar.tabButtons.map { $0.title(for: .normal) } == ["first", "second"])
        EventSynthesizer(window: window).tap(at: CGPoint(x: 240, y: 455))
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === second)
        #expect(
            log.take() == ["first willDisappear", "second willAppear", "first didDisappear", "second didAppear"])
        #expect(first.view.superview == nil)
        #expect(second.tabBarController === tabs)
    }

    @Test func anItemsTitleAdjustmentAndImageInsetsMoveItsTitleAndImage() throws {
        UIApplication.replaceShared()
        let tabs = UITabBarController()
        let first = UIViewController()
        first.title = "First"
        tabs.viewControllers = [first, UIViewController()]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let before = try #require(tabs.tabBar.tabButtons.first?.titleLabel?.frame)
        let item = try #require(tabs.tabBar.items?.first)
        item.titlePositionAdjustment = UIOffset(horizontal: 6, vertical: -4)
        item.imageInsets = UIEdgeInsets(top: 2, left: 0, bottom: -2, right: 0)
        window.layoutIfNeeded()
        let button = try #require(tabs.tabBar.tabButtons.first)
        button.layoutIfNeeded()
        let after = try #require(button.titleLabel?.frame)
        #expect(after.minX - before.minX == 6 && after.minY - before.minY == -4, "\(before) → \(after)")
        #expect(button.imageEdgeInsets == item.imageInsets)
    }
}
