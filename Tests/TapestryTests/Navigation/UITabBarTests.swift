import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A tab bar controller that takes the bar's choices over, as custom tab bar libraries do.
@MainActor
private final class LoggingTabs: UITabBarController {
    var log: [String] = []
    override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        log.append("select \(item.title ?? "")")
        super.tabBar(tabBar, didSelect: item)
    }
    override func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
        log.append("will begin \(items.count)")
    }
    override func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        log.append("did end \(changed)")
    }
}

/// The tab bar: its tabs' positioning, items set through `setItems`, customizing told to the delegate.
@MainActor
@Suite struct UITabBarTests {
    fileprivate func stage() -> (UIWindow, LoggingTabs) {
        let tabs = LoggingTabs()
        let first = UIViewController(), second = UIViewController()
        first.title = "One"
        second.title = "Two"
        tabs.viewControllers = [first, second]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 480))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, tabs)
    }

    @Test func tabsFillTheWidthOrSitCentredAtTheirWidthAndSpacing() {
        UIApplication.replaceShared()
        let (window, tabs) = stage()
        #expect(tabs.tabBar.tabButtons.map(\.frame.width) == [200, 200], "fill by default")
        tabs.tabBar.itemPositioning = .centered
        window.layoutIfNeeded()
        #expect(tabs.tabBar.tabButtons.map(\.frame.minX) == [107, 217], "76 wide, 34 apart, centred in 400")
        tabs.tabBar.itemWidth = 100
        tabs.tabBar.itemSpacing = 10
        window.layoutIfNeeded()
        #expect(
            tabs.tabBar.tabButtons.map(\.frame) == [
                CGRect(x: 95, y: 0, width: 100, height: 49), CGRect(x: 205, y: 0, width: 100, height: 49),
            ])
    }

    @Test func anOverriddenChoiceAndCustomizingReachTheSubclass() {
        UIApplication.replaceShared()
        let (window, tabs) = stage()
        EventSynthesizer(window: window).tap(at: CGPoint(x: 300, y: 455))
        #expect(tabs.log == ["select Two"])
        #expect(tabs.selectedIndex == 1)
        tabs.tabBar.beginCustomizingItems(tabs.tabBar.items ?? [])
        #expect(tabs.tabBar.isCustomizing)
        #expect(tabs.tabBar.endCustomizing(animated: true))
        #expect(!tabs.tabBar.endCustomizing(animated: true), "nothing to end")
        #expect(tabs.log == ["select Two", "will begin 2", "did end false"])
        #expect(tabs.moreNavigationController.viewControllers.count == 1)
        let items = [UITabBarItem(title: "A", image: nil, tag: 0)]
        tabs.tabBar.setItems(items, animated: true)
        #expect(tabs.tabBar.tabButtons.map { $0.title(for: .normal) } == ["A"])
    }
}
