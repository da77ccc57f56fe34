import Foundation
import Testing

@testable import Tapestry

/// What a desktop answers when an app asks about iPhone system features.
@MainActor
@Suite struct UIApplicationSystemSettingsTests {
    @Test func alternateIconsAreRefusedWithAReasonAndThePrimaryOneAccepted() async throws {
        let app = UIApplication.shared
        #expect(!app.supportsAlternateIcons && app.alternateIconName == nil)
        var received: Error?
        var called = false
        app.setAlternateIconName("Dark") { error in
            received = error
            called = true
        }
        #expect(called)
        let error = try #require(received as NSError?)
        #expect(error.localizedDescription.contains("\"Dark\""))
        app.setAlternateIconName(nil) { error in #expect(error == nil) }
        await #expect(throws: NSError.self) { try await app.setAlternateIconName("Dark") }
        try await app.setAlternateIconName(nil)
    }

    @Test func settingsPagesCannotBeOpenedAndTheRestIsAvailable() {
        let app = UIApplication.shared
        let url = URL(string: UIApplication.openNotificationSettingsURLString)!
        #expect(!app.canOpenURL(url))
        #expect(app.backgroundRefreshStatus == .available && app.isProtectedDataAvailable)
    }
}
