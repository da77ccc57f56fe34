import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Windows: key status, the root controller's view, and their place in the chain.
@MainActor
@Suite struct UIWindowTests {
    @Test func makeKeyAndVisibleShowsTheWindowAndMakesItKey() {
        UIApplication.replaceShared()  // a fresh application for each test
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        first.makeKeyAndVisible()
        #expect(first.isKeyWindow && UIApplication.shared.keyWindow === first)
        second.makeKeyAndVisible()
        #expect(!first.isKeyWindow && second.isKeyWindow)
        #expect(UIApplication.shared.visibleWindowList.count == 2)
        second.isHidden = true
        #expect(UIApplication.shared.keyWindow !== second && UIApplication.shared.visibleWindowList.count == 1)
    }

    @Test func theRootControllersViewFillsTheWindowAndTheWindowsNextIsTheApplication() {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.view.frame == window.bounds)
        #expect(controller.view.window === window)
        #expect(window.next === UIApplication.shared)
    }
}
