import Foundation
import Testing

@testable import Tapestry

/// Scene session requests: the one scene is brought forward; new scenes and destruction are refused with
/// UIKit's scene errors.
@MainActor
@Suite(.serialized) struct UIApplicationSceneRequestsTests {
    final class AppDelegate: UIResponder, UIApplicationDelegate {}

    @Test func theOneSceneIsBroughtForwardAndOthersAreRefused() throws {
        let application = UIApplication.replaceShared()
        let appDelegate = AppDelegate()
        application.delegate = appDelegate
        let scene = try #require(application.connectSceneIfConfigured() as? UIWindowScene)
        let window = try #require(scene.windows.first)
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.makeKeyAndVisible()
        #expect(!window.isKeyWindow)
        var errors: [UISceneError.Code] = []
        application.requestSceneSessionActivation(scene.session, userActivity: nil, options: nil) {
            errors.append(($0 as? UISceneError)!.code)
        }
        #expect(window.isKeyWindow && errors.isEmpty, "the scene's window is key again")
        application.requestSceneSessionActivation(nil, userActivity: NSUserActivity(activityType: "x"), options: nil) {
            errors.append(($0 as? UISceneError)!.code)
        }
        application.activateSceneSession(for: UISceneSessionActivationRequest(role: .windowApplication)) {
            errors.append(($0 as? UISceneError)!.code)
        }
        application.requestSceneSessionDestruction(scene.session, options: nil) {
            errors.append(($0 as? UISceneError)!.code)
        }
        #expect(errors == [.multipleScenesNotSupported, .multipleScenesNotSupported, .requestDenied])
        #expect(application.connectedScenes.count == 1 && !application.supportsMultipleScenes)
    }
}
