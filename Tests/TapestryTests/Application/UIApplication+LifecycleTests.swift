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

    final class Watchful: UIViewController {
        var warnings = 0
        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            warnings += 1
        }
    }

    final class MemoryDelegate: NSObject, UIApplicationDelegate {
        var warned = 0
        func applicationDidReceiveMemoryWarning(_ application: UIApplication) { warned += 1 }
    }

    /// A memory warning reaches the delegate, observers and every controller in the windows once.
    @Test func aMemoryWarningReachesTheDelegateObserversAndEveryController() {
        UIApplication.replaceShared()
        let application = UIApplication.shared
        let delegate = MemoryDelegate()
        application.delegate = delegate
        let root = Watchful(), child = Watchful(), presented = Watchful()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        root.present(presented, animated: false)
        let heard = Names()
        let observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: application, queue: nil
        ) { _ in heard.names.append("warning") }
        defer { NotificationCenter.default.removeObserver(observer) }
        application.performMemoryWarning()
        #expect(delegate.warned == 1)
        #expect(heard.names == ["warning"])
        #expect(root.warnings == 1 && child.warnings == 1 && presented.warnings == 1)
    }
}
