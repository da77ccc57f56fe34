import Foundation
import Tapestry
import TapestryTesting
import Testing

/// UIKit 26's bottom accessory and minimize behaviour on a tab bar controller.
@MainActor
@Suite struct UITabAccessoryTests {
    @Test func theAccessorySitsAboveTheBarTakesClicksAndJoinsTheSafeArea() {
        UIApplication.replaceShared()
        let first = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, UIViewController()]
        #expect(tabs.tabBarMinimizeBehavior == .automatic && tabs.bottomAccessory == nil)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(first.view.safeAreaInsets.bottom == 49)

        let button = UIButton(type: .system)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
        let accessory = UITabAccessory(contentView: button)
        tabs.bottomAccessory = accessory
        window.layoutIfNeeded()
        let host = try! #require(button.superview)
        // 48 points tall, 12 from the sides, 6 above the bar (at y 431).
        #expect(host.frame == CGRect(x: 12, y: 431 - 6 - 48, width: 296, height: 48))
        #expect(button.frame == host.bounds && host.effectiveRadius(corner: .allCorners) == 24)
        #expect(abs(first.view.safeAreaInsets.bottom - (49 + 54)) < 0.001)
        EventSynthesizer(window: window).tap(at: CGPoint(x: 160, y: 400))
        #expect(taps == 1)

        // Removing it gives the children their space back.
        tabs.setBottomAccessory(nil, animated: false)
        window.layoutIfNeeded()
        #expect(host.superview == nil && first.view.safeAreaInsets.bottom == 49)
    }

    @Test func minimizeBehavioursKeepTheirRawValues() {
        #expect(UITabBarController.MinimizeBehavior.automatic.rawValue == 0)
        #expect(UITabBarController.MinimizeBehavior.onScrollUp.rawValue == 3)
        let tabs = UITabBarController()
        tabs.tabBarMinimizeBehavior = .onScrollDown
        #expect(tabs.tabBarMinimizeBehavior == .onScrollDown)
    }
}
