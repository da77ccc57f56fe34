import Foundation
import Testing

@_spi(Backend) @testable import Tapestry
@testable import UserNotifications

/// The notification centre as an app uses it: authorization, scheduling on the application's clock, showing
/// through the desktop's server, and the user's responses back to the delegate.
@MainActor
@Suite(.serialized) struct UNUserNotificationCenterTests {
    @Test func schedulingNeedsAuthorization() {
        let (center, server) = makeNotificationCenter()
        var error: (any Error)?
        center.add(makeRequest("early")) { error = $0 }
        #expect((error as? UNError)?.code == .notificationsNotAllowed)
        var granted = false
        center.requestAuthorization(options: [.alert, .sound]) { ok, _ in granted = ok }
        #expect(granted)
        center.add(makeRequest("later")) { error = $0 }
        #expect(error == nil)
        center.advance(by: 0)
        #expect(server.shown.map(\.notification.summary) == ["Tea"])
    }

    @Test func aTimeIntervalTriggerFiresOnTheApplicationsClock() {
        let (center, server) = makeNotificationCenter()
        center.requestAuthorization(options: [.alert]) { _, _ in }
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 300, repeats: false)
        center.add(makeRequest("tea", trigger: trigger))
        var pending: [String] = []
        center.getPendingNotificationRequests { pending = $0.map(\.identifier) }
        #expect(pending == ["tea"])
        center.advance(by: 299)
        #expect(server.shown.isEmpty)
        center.advance(by: 1)
        #expect(server.shown.count == 1)
        center.getPendingNotificationRequests { pending = $0.map(\.identifier) }
        #expect(pending.isEmpty, "a one-shot request leaves the pending list when it fires")
        var delivered: [String] = []
        center.getDeliveredNotifications { delivered = $0.map(\.request.identifier) }
        #expect(delivered == ["tea"])
    }

    @Test func aRepeatingTriggerFiresAgainAndAnIdentifierReplaces() {
        let (center, server) = makeNotificationCenter()
        center.requestAuthorization(options: [.alert]) { _, _ in }
        center.add(makeRequest("water", trigger: UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: true)))
        center.advance(by: 3600)
        center.advance(by: 3600)
        #expect(server.shown.count == 2)
        #expect(server.shown[1].notification.replacesID == server.shown[0].id, "the same identifier replaces")
        var delivered: [UNNotification] = []
        center.getDeliveredNotifications { delivered = $0 }
        #expect(delivered.count == 1)
        // A new request with the identifier replaces the pending one.
        center.add(
            makeRequest(
                "water", body: "Drink", trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)))
        var pending: [UNNotificationRequest] = []
        center.getPendingNotificationRequests { pending = $0 }
        #expect(pending.count == 1 && pending[0].trigger?.repeats == false)
        center.advance(by: 3600)
        #expect(server.shown.count == 3, "the replaced repeating request no longer fires")
        center.removeAllPendingNotificationRequests()
        center.getPendingNotificationRequests { pending = $0 }
        #expect(pending.isEmpty)
    }

    @Test func removingPendingRequestsStopsThem() {
        let (center, server) = makeNotificationCenter()
        center.requestAuthorization(options: [.alert]) { _, _ in }
        for name in ["a", "b", "c"] {
            center.add(makeRequest(name, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 10, repeats: false)))
        }
        center.removePendingNotificationRequests(withIdentifiers: ["a", "c"])
        center.advance(by: 10)
        #expect(server.shown.count == 1)
    }

    @Test func inFrontTheDelegateDecidesAndWithoutOneNothingShows() {
        let (center, server) = makeNotificationCenter(active: true)
        center.requestAuthorization(options: [.alert, .sound, .badge]) { _, _ in }
        center.add(makeRequest("quiet"))
        center.advance(by: 0)
        #expect(server.shown.isEmpty, "no delegate: not shown while the app is in front, as on iOS")
        let delegate = RecordingDelegate()
        delegate.options = [.banner, .sound]
        center.delegate = delegate
        center.add(makeRequest("loud") { $0.sound = .default })
        center.advance(by: 0)
        #expect(delegate.presented == ["loud"])
        #expect(server.shown.count == 1)
        #expect(server.shown.first?.notification.soundName == "message-new-instant")
        delegate.options = []
        center.add(makeRequest("hidden"))
        center.advance(by: 0)
        #expect(server.shown.count == 1, "an empty answer shows nothing")
    }

    @Test func theUsersClickAndActionsReachTheDelegate() {
        let (center, server) = makeNotificationCenter()
        center.requestAuthorization(options: [.alert]) { _, _ in }
        let delegate = RecordingDelegate()
        center.delegate = delegate
        let snooze = UNNotificationAction(identifier: "snooze", title: "Snooze")
        let reply = UNTextInputNotificationAction(
            identifier: "reply", title: "Reply", textInputButtonTitle: "Send", textInputPlaceholder: "Message")
        center.setNotificationCategories([
            UNNotificationCategory(
                identifier: "alarm", actions: [snooze, reply], intentIdentifiers: [], options: .customDismissAction)
        ])
        for name in ["one", "two", "three"] {
            center.add(makeRequest(name) { $0.categoryIdentifier = "alarm" })
        }
        center.advance(by: 0)
        #expect(server.shown.count == 3)
        #expect(
            server.shown[0].notification.actions.map(\.key) == ["default", "snooze"],
            "the notification itself and the category's buttons; no text field on the desktop")
        server.choose("default", on: server.shown[0].id)
        server.choose("snooze", on: server.shown[1].id)
        server.dismiss(server.shown[2].id)
        #expect(delegate.responses.map(\.identifier) == ["one", "two", "three"])
        #expect(
            delegate.responses.map(\.action) == [
                UNNotificationDefaultActionIdentifier, "snooze", UNNotificationDismissActionIdentifier,
            ])
        var delivered: [UNNotification] = [UNNotification(request: makeRequest("x"), date: Date())]
        center.getDeliveredNotifications { delivered = $0 }
        #expect(delivered.isEmpty, "closed notifications are no longer delivered")
    }

    @Test func removingDeliveredNotificationsClosesThemWithoutADismissal() {
        let (center, server) = makeNotificationCenter()
        center.requestAuthorization(options: [.alert]) { _, _ in }
        let delegate = RecordingDelegate()
        center.delegate = delegate
        center.setNotificationCategories([
            UNNotificationCategory(identifier: "c", actions: [], intentIdentifiers: [], options: .customDismissAction)
        ])
        center.add(makeRequest("a") { $0.categoryIdentifier = "c" })
        center.add(makeRequest("b"))
        center.advance(by: 0)
        center.removeDeliveredNotifications(withIdentifiers: ["a"])
        #expect(server.closed == [server.shown[0].id])
        center.removeAllDeliveredNotifications()
        #expect(server.closed.count == 2)
        #expect(delegate.responses.isEmpty)
    }

    @Test func theBadgeGoesToTheApplicationsIcon() async throws {
        let (center, server) = makeNotificationCenter()
        _ = try await center.requestAuthorization(options: [.alert, .badge])
        try await center.add(makeRequest("badge only", title: "", body: "") { $0.badge = 7 })
        center.advance(by: 0)
        #expect(center.application.applicationIconBadgeNumber == 7)
        #expect(server.shown.isEmpty, "nothing to read: only the badge changes")
        try await center.setBadgeCount(2)
        #expect(center.application.applicationIconBadgeNumber == 2)
        await #expect(throws: UNError(.badgeInputInvalid)) { try await center.setBadgeCount(-1) }
    }

    @Test func theAsyncFormsWork() async throws {
        let (center, server) = makeNotificationCenter()
        #expect(try await center.requestAuthorization(options: [.alert]))
        try await center.add(
            makeRequest("async", trigger: UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false)))
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["async"])
        center.advance(by: 5)
        #expect(await center.deliveredNotifications().map(\.request.identifier) == ["async"])
        #expect(server.shown.count == 1)
        let category = UNNotificationCategory(identifier: "k", actions: [], intentIdentifiers: [])
        center.setNotificationCategories([category])
        #expect(await center.notificationCategories() == [category])
    }

    @Test func callsFromAnotherThreadRunOnTheMainThread() async {
        let (center, _) = makeNotificationCenter()
        center.requestAuthorization(options: [.alert]) { _, _ in }
        let onMain = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                center.getNotificationSettings { _ in continuation.resume(returning: MainActorContext.isCurrent) }
            }
        }
        #expect(onMain)
    }

    @Test func headlessNotificationsAreDeliveredButShownNowhere() {
        let application = UIApplication()
        application.clock.useVirtualTime()
        let center = UNUserNotificationCenter(application: application, service: nil)
        center.requestAuthorization(options: [.alert]) { _, _ in }
        center.add(makeRequest("headless"))
        center.advance(by: 0)
        var delivered: [String] = []
        center.getDeliveredNotifications { delivered = $0.map(\.request.identifier) }
        #expect(delivered == ["headless"])
    }
}

/// The app's own centre follows a replaced shared application (as a test replaces it) and keeps what it had.
@MainActor
@Suite(.serialized) struct UNUserNotificationCenterCurrentTests {
    @Test func aReplacedApplicationKeepsThePendingRequestsOnItsClock() {
        UIApplication.replaceShared()
        UIApplication.shared.clock.useVirtualTime()
        let center = UNUserNotificationCenter()  // as `current()` is: following the shared application
        center.requestAuthorization(options: [.alert]) { _, _ in }
        center.add(makeRequest("kept", trigger: UNTimeIntervalNotificationTrigger(timeInterval: 100, repeats: false)))
        UIApplication.shared.clock.advance(by: 40)
        UIApplication.replaceShared()
        UIApplication.shared.clock.useVirtualTime()
        var settings: UNNotificationSettings?
        center.getNotificationSettings { settings = $0 }
        #expect(settings?.authorizationStatus == .authorized, "the app's authorization, not one object's")
        UIApplication.shared.clock.advance(by: 59)
        var delivered: [UNNotification] = []
        center.getDeliveredNotifications { delivered = $0 }
        #expect(delivered.isEmpty, "sixty seconds were left")
        UIApplication.shared.clock.advance(by: 1)
        center.getDeliveredNotifications { delivered = $0 }
        #expect(delivered.map(\.request.identifier) == ["kept"], "on the new application's clock")
    }
}
