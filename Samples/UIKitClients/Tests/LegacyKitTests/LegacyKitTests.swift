import LegacyKit
import Security
import TapestryTesting
import Testing
import UIKit
import UserNotifications

/// Swift Testing and `import UIKit` in one file (Swift Testing's UIKit cross-import overlay resolves).
@MainActor
@Suite struct LegacyKitTests {
    final class Listener: NSObject, BadgeViewDelegate {
        var taps = 0
        func badgeViewWasTapped(_ badgeView: BadgeView) { taps += 1 }
    }

    @Test func layersAreTaggedThroughTheirAccessibilityHintFromNonisolatedCode() {
        let container = CALayer()
        let ring = CAShapeLayer()
        LayerTags.tag(ring, "ring")
        container.addSublayer(CALayer())
        container.addSublayer(LayerTags.copy(ring))
        #expect(LayerTags.sublayer(of: container, taggedAs: "ring") === container.sublayers?.last)
        #expect(LayerTags.sublayer(of: container, taggedAs: "other") == nil)
    }

    @Test func aBadgeIsTappedThroughItsRecognizersTarget() {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let badge = BadgeView(count: 3)
        let listener = Listener()
        badge.delegate = listener
        window.rootViewController!.view.addSubview(badge)
        badge.leadingAnchor.constraint(equalTo: window.rootViewController!.view.leadingAnchor, constant: 10).isActive =
            true
        badge.topAnchor.constraint(equalTo: window.rootViewController!.view.topAnchor, constant: 10).isActive = true
        window.layoutIfNeeded()
        #expect(badge.frame.height == 20, "the fixed-size constraint with no second item")
        #expect(badge.layoutMargins.left == 6, "the overridden layout margins")
        EventSynthesizer(window: window).tap(at: CGPoint(x: badge.frame.midX, y: badge.frame.midY))
        #expect(listener.taps == 1)
    }

    @Test func aToastIsAnAssociatedObjectAndItsTimerHidesIt() {
        UIApplication.replaceShared()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.makeToast("Saved", duration: 1)
        let toast = view.activeToast
        #expect(toast?.text == "Saved")
        #expect(toast?.layer.animation(forKey: "pulse") != nil)
        view.hideToast(toast!)
        EventSynthesizer(window: UIWindow()).advance(by: 0.5)
        #expect(view.activeToast == nil)
    }

    @Test func theAppDelegateIsFoundByItsClassName() {
        #expect(NSClassFromString(SampleAppDelegate.delegateClassName) == SampleAppDelegate.self)
    }

    @Test func aReminderIsScheduledAndDeliveredOnTheApplicationsClock() {
        UIApplication.replaceShared()
        let synthesizer = EventSynthesizer(window: UIWindow())
        let scheduler = ReminderScheduler()
        var granted = false
        scheduler.start { granted = $0 }
        #expect(granted)
        scheduler.remind("Stretch", in: 60, identifier: "stretch")
        scheduler.remindDaily("Water", hour: 9, minute: 0)
        var pending: [String] = []
        UNUserNotificationCenter.current().getPendingNotificationRequests { pending = $0.map(\.identifier) }
        #expect(pending.contains("stretch") && pending.contains("daily-Water"))
        synthesizer.advance(by: 60)
        var delivered: [String] = []
        UNUserNotificationCenter.current().getDeliveredNotifications { delivered = $0.map(\.request.identifier) }
        #expect(delivered.contains("stretch"))
        // Only this test's own: the centre is the app's, shared with the other tests.
        UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: [
            "stretch", "daily-Water",
        ])
        UNUserNotificationCenter.current().removeDeliveredNotifications(withIdentifiers: ["stretch"])
    }

    @Test func aWordGameAcceptsRealWordsMadeOfItsLetters() {
        let game = WordGame(letters: "silkworm")
        #expect(game.submit("worm"))
        #expect(game.submit("milk"))
        #expect(!game.submit("worm"), "used before")
        #expect(!game.submit("wormy"), "not possible from the letters")
        #expect(!game.submit("mrow"), "not a word")
        #expect(game.used == ["milk", "worm"])
    }

    @Test func theNotesLockFallsBackToItsOwnPasswordWithoutBiometrics() {
        var outcome: NotesLock.Outcome?
        NotesLock().unlock { outcome = $0 }
        #expect(outcome == .useOwnPassword("Biometry is not available on this device."))
    }

    @Test func theLocksOwnPasswordIsKeptInTheKeychain() {
        TapestryKeychain.useMemoryStore()
        #expect(!NotesPassword.check("1234"))
        #expect(NotesPassword.save("1234"))
        #expect(NotesPassword.check("1234"))
        #expect(NotesPassword.save("5678"))
        #expect(!NotesPassword.check("1234") && NotesPassword.check("5678"))
        NotesPassword.forget()
        #expect(!NotesPassword.check("5678"))
    }

    @Test func anImageIsTintedAndAdjustedWithFiltersByName() throws {
        let white = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let tinted = ImageTint.tinted(white, with: UIColor.red.withAlphaComponent(0.5))
        #expect(tinted.size == white.size)
        #expect(tinted.pngData() != white.pngData())
        let covered = ImageTint.tinted(white, with: .red)
        #expect(covered.pngData() == ImageTint.tinted(white, with: .red).pngData())
        let darker = ImageTint.adjusted(white, brightness: 0, contrast: 1, saturation: 1, inputEV: -1)
        #expect(darker.pngData() != white.pngData())
    }

    @Test func theImageRequestIsBuiltWithFoundationsNetworkingThroughUIKit() throws {
        let url = try #require(URL(string: "https://example.com/a.png"))
        let request = ImageTint.request(for: url)
        #expect(request.value(forHTTPHeaderField: "Accept")?.hasPrefix("image/png") == true)
        #expect(!request.httpShouldHandleCookies && request.timeoutInterval == 15)
        let ok = try #require(
            HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: ["Content-Type": "image/png"]))
        let missing = try #require(
            HTTPURLResponse(url: url, statusCode: 404, httpVersion: nil, headerFields: ["Content-Type": "image/png"]))
        #expect(ImageTint.isImageResponse(ok) && !ImageTint.isImageResponse(missing))
    }
}
