import Foundation
import Tapestry
import Testing

@MainActor
@Suite struct UIStatusBarManagerTests {
    @Test func aDesktopWindowHasNoStatusBar() {
        UIApplication.replaceShared()
        let manager = UIStatusBarManager()
        #expect(manager.statusBarFrame == .zero)
        #expect(manager.isStatusBarHidden == true)
        #expect(UIApplication.shared.statusBarFrame == .zero)
        #expect(
            UIApplication.willChangeStatusBarFrameNotification.rawValue
                == "UIApplicationWillChangeStatusBarFrameNotification")
        #expect(UIViewController().storyboard == nil)
    }

    @Test func orientationFollowsTheWindowsShapeAndTheDeprecatedSettersAreKept() {
        UIApplication.replaceShared()
        let app = UIApplication.shared
        app.isStatusBarHidden = false
        #expect(app.isStatusBarHidden, "a desktop has no status bar to show")
        app.statusBarStyle = .lightContent
        #expect(app.statusBarStyle == .lightContent)
        let expected: UIInterfaceOrientation =
            UIScreen.main.bounds.height >= UIScreen.main.bounds.width ? .portrait : .landscapeRight
        #expect(app.statusBarOrientation == expected)
        final class PortraitOnly: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = PortraitOnly()
        #expect(app.supportedInterfaceOrientations(for: window) == .portrait)
        #expect(app.supportedInterfaceOrientations(for: nil) == .all)
        app.statusBarStyle = .default
    }
}
