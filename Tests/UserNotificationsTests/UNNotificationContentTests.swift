import Foundation
import Testing

@_spi(Backend) @testable import Tapestry
@testable import UserNotifications

/// What a notification says: content copied into requests, attachments that must be files.
@MainActor
@Suite(.serialized) struct UNNotificationContentTests {
    @Test func aRequestKeepsACopyOfItsContent() {
        let content = UNMutableNotificationContent()
        content.title = "Before"
        content.userInfo = ["id": 4]
        let request = UNNotificationRequest(identifier: "r", content: content, trigger: nil)
        content.title = "After"
        #expect(request.content.title == "Before")
        #expect(request.content.userInfo["id"] as? Int == 4)
        let copy = request.content.mutableCopy() as! UNMutableNotificationContent
        copy.body = "Edited"
        #expect(copy.title == "Before" && copy.body == "Edited")
        #expect(!(request.content.copy() is UNMutableNotificationContent))
    }

    @Test func attachmentsMustBeFiles() {
        #expect(throws: UNError(.attachmentInvalidURL)) {
            try UNNotificationAttachment(identifier: "x", url: URL(fileURLWithPath: "/nonexistent/file.png"))
        }
        #expect(throws: UNError(.attachmentInvalidURL)) {
            try UNNotificationAttachment(identifier: "x", url: URL(string: "https://example.com/a.png")!)
        }
    }

}
