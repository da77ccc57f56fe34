import Foundation
import Testing

@testable import Tapestry

/// The app's life as UIKit reports it: state, the delegate and the notifications, each once.
@MainActor
@Suite struct UIApplicationLifecycleTests {
    final class Delegate: NSObject, UIApplicationDelegate {
        var calls: [String] = []
        func application(
            _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            calls.append("launched")
            return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) { calls.append("active") }
        func applicationWillResignActive(_ application: UIApplication) { calls.append("resign") }
        func applicationWillTerminate(_ application: UIApplication) { calls.append("terminate") }
    }

    final class Names: @unchecked Sendable { var names: [String] = [] }

    @Test func launchFocusAndEndAreToldOnceEachInUIKitsOrder() {
        UIApplication.replaceShared()
        let application = UIApplication.shared
        let delegate = Delegate()
        application.delegate = delegate
        let seen = Names()
        let names: [Notification.Name] = [
            UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willTerminateNotification,
        ]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: application, queue: nil) {
                seen.names.append($0.name.rawValue.replacingOccurrences(of: "UIApplication", with: ""))
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        #expect(application.applicationState == .inactive, "not active before a window has the focus")
        application.didFinishLaunching()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.makeKeyAndVisible()
        application.input.windowFocusChanged(window, focused: true)
        application.input.windowFocusChanged(other, focused: true)  // still active: told once
        #expect(application.applicationState == .active)
        application.input.windowFocusChanged(other, focused: false)
        #expect(application.applicationState == .inactive)
        application.input.windowFocusChanged(window, focused: true)
        application.willTerminate()
        application.willTerminate()  // a backend ending after terminate() tells nothing twice
        #expect(application.applicationState == .background)
        #expect(delegate.calls == ["launched", "active", "resign", "active", "resign", "terminate"])
        #expect(
            seen.names == [
                "DidFinishLaunchingNotification", "DidBecomeActiveNotification", "WillResignActiveNotification",
                "DidBecomeActiveNotification", "WillResignActiveNotification", "DidEnterBackgroundNotification",
                "WillTerminateNotification",
            ], "\(seen.names)")
    }
}
