import Foundation
import Testing

@testable import Tapestry

/// The app delegate's launch, URL, background, remote-notification and time-change calls, in UIKit's order.
@MainActor
@Suite struct UIApplicationDelegateDefaultsTests {
    final class Delegate: NSObject, UIApplicationDelegate {
        var calls: [String] = []
        var opensURLs = true
        var launches = true
        func application(
            _ application: UIApplication, willFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            calls.append("will launch")
            return launches
        }
        func application(
            _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            calls.append("did launch")
            return true
        }
        func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
            calls.append("open \(url.absoluteString) from \(options[.sourceApplication] as? String ?? "-")")
            return opensURLs
        }
        func applicationDidEnterBackground(_ application: UIApplication) { calls.append("background") }
        func applicationWillTerminate(_ application: UIApplication) { calls.append("terminate") }
        func application(
            _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error
        ) { calls.append("no push: \((error as NSError).code)") }
        func applicationSignificantTimeChange(_ application: UIApplication) { calls.append("midnight") }
    }

    @Test func aURLLaunchedWithIsOpenedAfterLaunchingAndTheEndGoesThroughTheBackground() {
        let application = UIApplication.replaceShared()
        application.clock.useVirtualTime()
        let delegate = Delegate()
        application.delegate = delegate
        let url = URL(string: "example://inbox/3")!
        application.didFinishLaunching(options: [.url: url, .sourceApplication: "org.example.mail"])
        application.willTerminate()
        #expect(
            delegate.calls == [
                "will launch", "did launch", "open example://inbox/3 from org.example.mail", "background", "terminate",
            ])
    }

    @Test func aLaunchAnsweredFalseOpensNoURL() {
        let application = UIApplication.replaceShared()
        application.clock.useVirtualTime()
        let delegate = Delegate()
        delegate.launches = false
        application.delegate = delegate
        application.didFinishLaunching(options: [.url: URL(string: "example://x")!])
        #expect(delegate.calls == ["will launch", "did launch"])
    }

    /// A URL the app delegate does not open goes to the first scene's delegate.
    @Test func aURLTheAppDelegateDeclinesGoesToTheScene() throws {
        final class Scenes: UIResponder, UIApplicationDelegate {
            func application(
                _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                options: UIScene.ConnectionOptions
            ) -> UISceneConfiguration {
                let configuration = UISceneConfiguration(name: "Main", sessionRole: connectingSceneSession.role)
                configuration.delegateClass = Opener.self
                return configuration
            }
        }
        final class Opener: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var opened: [URL] = []
            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                opened += URLContexts.map(\.url)
            }
        }
        let application = UIApplication.replaceShared()
        let delegate = Scenes()
        application.delegate = delegate
        let scene = try #require(application.connectSceneIfConfigured())
        #expect(!application.openIncomingURL(URL(string: "example://note/1")!))
        #expect((scene.delegate as? Opener)?.opened == [URL(string: "example://note/1")!])
        withExtendedLifetime(delegate) {}
    }

    @Test func registeringForRemoteNotificationsFailsOnTheNextTurnAndMidnightIsTold() throws {
        let application = UIApplication.replaceShared()
        application.clock.useVirtualTime()
        let delegate = Delegate()
        application.delegate = delegate
        application.didFinishLaunching()
        delegate.calls.removeAll()
        application.registerForRemoteNotifications()
        #expect(delegate.calls.isEmpty, "told later, as UIKit tells it")
        application.clock.advance(by: 0)
        #expect(delegate.calls == ["no push: 3010"])
        #expect(!application.isRegisteredForRemoteNotifications)
        // The next local midnight is at most a day (and a daylight-saving hour) away.
        delegate.calls.removeAll()
        application.clock.advance(by: 25 * 3600)
        #expect(delegate.calls.first == "midnight")
    }

    @Test func theDayChangesAtTheMidnightTheCalendarNames() {
        // The C library's local midnight, which the application waits for, is the one Foundation's calendar gives,
        // through a year of instants (month and year ends, both sides of daylight-saving changes where the zone
        // has them).
        let calendar = Calendar.current
        let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z
        for hours in stride(from: 0, to: 24 * 366, by: 7) {
            let instant = start.addingTimeInterval(TimeInterval(hours) * 3600 + 1234)
            let expected = calendar.nextDate(
                after: instant, matching: DateComponents(hour: 0, minute: 0), matchingPolicy: .nextTime)!
            let seconds = UIApplication.secondsToNextLocalMidnight(after: instant.timeIntervalSince1970)
            #expect(abs(seconds - expected.timeIntervalSince(instant)) < 1, "at \(instant)")
            #expect(seconds > 0 && seconds <= 25 * 3600)
        }
    }
}
