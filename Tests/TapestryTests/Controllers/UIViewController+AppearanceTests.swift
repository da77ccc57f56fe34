import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The appearance callbacks: by the window's visibility, or driven by a container.
@MainActor
@Suite struct UIViewControllerAppearanceTests {
    @Test func appearanceFollowsTheVisibleWindow() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let controller = LifecycleController("root", log: log)
        window.rootViewController = controller
        #expect(log.lines == ["root loadView", "root viewDidLoad"], "a hidden window shows nothing yet")
        log.clear()
        window.makeKeyAndVisible()
        #expect(log.lines == ["root viewWillAppear", "root viewDidAppear"])
        #expect(controller.view.frame == window.bounds)
        log.clear()
        window.isHidden = true
        #expect(log.lines == ["root viewWillDisappear", "root viewDidDisappear"])
    }

    @Test func aContainerDrivesTheCallbacksAndAReversedTransitionStillPairsThem() {
        UIApplication.replaceShared()
        let log = Log()
        let controller = LifecycleController("child", log: log)
        controller.beginAppearanceTransition(true, animated: true)
        controller.beginAppearanceTransition(true, animated: true)
        #expect(log.lines == ["child viewWillAppear"], "once")
        controller.beginAppearanceTransition(false, animated: true)  // an interactive transition turned back
        controller.endAppearanceTransition()
        #expect(log.lines == ["child viewWillAppear", "child viewWillDisappear", "child viewDidDisappear"])
        controller.endAppearanceTransition()
        #expect(log.lines.count == 3, "nothing more to end")
    }
}
