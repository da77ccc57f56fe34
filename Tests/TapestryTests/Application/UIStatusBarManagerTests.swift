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
}
