import Foundation
import Testing

@_spi(Backend) @testable import Tapestry
@testable import UserNotifications

/// How a notification looks on the desktop: what the centre's state hands the server.
@MainActor
@Suite(.serialized) struct NotificationStateTests {
    @Test func theDesktopShowsTitleSubtitleBodyAndTheImage() throws {
        let (center, server) = makeNotificationCenter()
        center.requestAuthorization(options: [.alert, .sound]) { _, _ in }
        let image = FileManager.default.temporaryDirectory.appendingPathComponent("un-test-\(UUID()).png")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: image)
        defer { try? FileManager.default.removeItem(at: image) }
        center.add(
            makeRequest("full", title: "Lunch", body: "At noon") {
                $0.subtitle = "Today"
                $0.interruptionLevel = .timeSensitive
                $0.attachments = [try! UNNotificationAttachment(identifier: "photo", url: image)]
            })
        center.add(makeRequest("untitled", title: "", body: "Just a body") { $0.interruptionLevel = .passive })
        center.advance(by: 0)
        let first = try #require(server.shown.first?.notification)
        #expect(first.summary == "Lunch")
        #expect(first.body == "Today\nAt noon")
        #expect(first.urgency == .critical)
        #expect(first.imagePath == image.path)
        #expect(first.soundName == nil, "no sound was set")
        let second = try #require(server.shown.last?.notification)
        #expect(second.summary == DesktopNotification.appName, "without a title, the app's name")
        #expect(second.urgency == .low)
    }

    @Test func provisionalNotificationsArriveQuietly() {
        let (center, server) = makeNotificationCenter()
        center.requestAuthorization(options: [.provisional]) { _, _ in }
        center.add(makeRequest("quiet") { $0.sound = .default })
        center.advance(by: 0)
        #expect(server.shown.first?.notification.urgency == .low)
        #expect(server.shown.first?.notification.soundName == nil)
    }
}
