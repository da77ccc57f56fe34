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

    final class Posted: @unchecked Sendable { var names: [String] = [] }

    @Test func keyAndVisibilityChangesArePosted() {
        UIApplication.replaceShared()
        let posted = Posted()
        let names: [(Notification.Name, String)] = [
            (UIWindow.didBecomeKeyNotification, "key"), (UIWindow.didResignKeyNotification, "resign"),
            (UIWindow.didBecomeVisibleNotification, "visible"), (UIWindow.didBecomeHiddenNotification, "hidden"),
        ]
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let firstID = ObjectIdentifier(first)
        let observers = names.map { name, short in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let which = (note.object as? UIWindow).map(ObjectIdentifier.init) == firstID ? "first" : "second"
                posted.names.append("\(which) \(short)")
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        first.makeKeyAndVisible()
        second.makeKeyAndVisible()
        second.isHidden = true
        #expect(
            posted.names == [
                "first visible", "first key", "second visible", "first resign", "second key", "second resign",
                "second hidden",
            ])
    }
}
