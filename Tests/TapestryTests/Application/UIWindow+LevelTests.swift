import Foundation
import Tapestry
import Testing

@MainActor
@Suite struct UIWindowLevelTests {
    @Test func levelsOrderWindowsFrontToBack() {
        UIApplication.replaceShared()
        let overlay = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        overlay.windowLevel = .statusBar + 1
        let app = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(app.windowLevel == .normal)
        #expect(UIWindow.Level.alert > .statusBar && (UIWindow.Level.alert - 1).rawValue == 1999)
        overlay.isHidden = false
        app.isHidden = false
        #expect(UIApplication.shared.windows.last === overlay, "the higher level is in front")
    }
}
