import Foundation
import Testing

@_spi(Backend) @testable import Tapestry
@testable import UserNotifications

/// Requests, categories and actions.
@MainActor
@Suite(.serialized) struct UNNotificationRequestTests {
    @Test func categoriesAndActionsCompareByWhatTheySay() {
        let a = UNNotificationCategory(
            identifier: "c", actions: [UNNotificationAction(identifier: "x", title: "X")], intentIdentifiers: [])
        let b = UNNotificationCategory(
            identifier: "c", actions: [UNNotificationAction(identifier: "x", title: "X")], intentIdentifiers: [])
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        #expect(UNNotificationSound.default == UNNotificationSound.default)
        #expect(UNNotificationSound(named: UNNotificationSoundName("bell.caf")) != .default)
    }
}
