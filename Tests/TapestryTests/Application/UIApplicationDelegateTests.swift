import Foundation
import Testing

@testable import Tapestry

/// The app delegate protocol's defaults (UIApplicationDelegate): a delegate that implements nothing launches, and
/// reads no `window` it does not declare; launch option keys carry UIKit's names.
@MainActor
@Suite struct UIApplicationDelegateTests {
    final class Bare: NSObject, UIApplicationDelegate {}
    final class Windowed: NSObject, UIApplicationDelegate {
        var window: UIWindow?
    }

    @Test func aBareDelegateLaunchesAndHasNoWindow() {
        let application = UIApplication.replaceShared()
        let bare = Bare()
        #expect(bare.application(application, didFinishLaunchingWithOptions: nil))
        #expect(bare.application(application, willFinishLaunchingWithOptions: nil))
        #expect(bare.window == nil, "no stored window: nil, as an unimplemented optional requirement")
        let windowed = Windowed()
        windowed.window = UIWindow(frame: .zero)
        #expect((windowed as UIApplicationDelegate).window??.frame == .zero)
        #expect(UIApplication.LaunchOptionsKey.url.rawValue == "UIApplicationLaunchOptionsURLKey")
    }
}
