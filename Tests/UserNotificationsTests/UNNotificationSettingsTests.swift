import Foundation
import Testing

@_spi(Backend) @testable import Tapestry
@testable import UserNotifications

/// The settings an app reads after asking for authorization.
@MainActor
@Suite(.serialized) struct UNNotificationSettingsTests {
    @Test func settingsFollowWhatWasAskedFor() async {
        let (center, _) = makeNotificationCenter()
        var settings = await center.notificationSettings()
        #expect(settings.authorizationStatus == .notDetermined)
        #expect(settings.alertSetting == .disabled)
        center.requestAuthorization(options: [.alert, .sound]) { _, _ in }
        settings = await center.notificationSettings()
        #expect(settings.authorizationStatus == .authorized)
        #expect(settings.alertSetting == .enabled && settings.soundSetting == .enabled)
        #expect(settings.badgeSetting == .disabled)
        #expect(settings.lockScreenSetting == .notSupported)
        #expect(settings.alertStyle == .banner)
    }
}
