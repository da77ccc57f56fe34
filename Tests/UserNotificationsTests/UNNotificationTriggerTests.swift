import Foundation
import Testing

@_spi(Backend) @testable import Tapestry
@testable import UserNotifications

/// Triggers: when a notification is due.
@MainActor
@Suite(.serialized) struct UNNotificationTriggerTests {
    @Test func calendarTriggersFindTheirNextDate() throws {
        var components = DateComponents()
        components.hour = 8
        components.minute = 30
        let daily = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        let next = try #require(daily.nextTriggerDate())
        let parts = Calendar.current.dateComponents([.hour, .minute], from: next)
        #expect(parts.hour == 8 && parts.minute == 30)
        #expect(next > Date() && next.timeIntervalSinceNow <= 86_400)
        var past = DateComponents()
        past.year = 2001
        past.month = 1
        past.day = 1
        #expect(UNCalendarNotificationTrigger(dateMatching: past, repeats: false).nextTriggerDate() == nil)
    }

    @Test func aCalendarTriggerWithNoDateIsRefused() {
        let (center, _) = makeNotificationCenter()
        center.requestAuthorization(options: [.alert]) { _, _ in }
        var past = DateComponents()
        past.year = 2001
        past.month = 1
        past.day = 1
        var error: (any Error)?
        center.add(makeRequest("past", trigger: UNCalendarNotificationTrigger(dateMatching: past, repeats: false))) {
            error = $0
        }
        #expect((error as? UNError)?.code == .notificationInvalidNoDate)
    }

    @Test func aTimeIntervalTriggerSaysWhenItFires() throws {
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 90, repeats: false)
        let next = try #require(trigger.nextTriggerDate())
        #expect(abs(next.timeIntervalSinceNow - 90) < 5)
        #expect(trigger.timeInterval == 90 && !trigger.repeats)
    }
}
