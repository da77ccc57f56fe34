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

    @Test func viewIsAppearingComesBetweenWillAndDidWithTheViewInItsWindow() {
        UIApplication.replaceShared()
        final class Watcher: UIViewController {
            var lines: [String] = []
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                lines.append("will")
            }
            override func viewIsAppearing(_ animated: Bool) {
                super.viewIsAppearing(animated)
                lines.append("is \(animated) in window \(view.window != nil)")
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                lines.append("did")
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let first = Watcher()
        window.rootViewController = first
        window.makeKeyAndVisible()
        #expect(first.lines == ["will", "is false in window true", "did"])
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        let synthesizer = EventSynthesizer(window: window)
        let pushed = Watcher()
        navigation.pushViewController(pushed, animated: true)
        synthesizer.advance(by: 1)
        #expect(pushed.lines == ["will", "is true in window true", "did"])
    }
}
