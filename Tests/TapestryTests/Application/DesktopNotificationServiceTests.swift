import Foundation
import Testing

@_spi(Backend) @testable import Tapestry

/// What the engine hands a desktop's notification server: a plain description, and the app's name.
@Suite struct DesktopNotificationServiceTests {
    @Test func aNotificationIsANewNormalOneWithoutSoundUnlessTold() {
        let plain = DesktopNotification(summary: "Tea", body: "Ready")
        #expect(plain.urgency == .normal)
        #expect(plain.actions.isEmpty && plain.replacesID == 0)
        #expect(plain.soundName == nil && plain.soundFile == nil && plain.imagePath == nil)
        #expect(DesktopNotification.Urgency.critical.rawValue == 2, "the specification's byte")
    }

    @Test func theAppsNameIsTheBundlesOrTheProcesss() {
        #expect(!DesktopNotification.appName.isEmpty)
        if Bundle.main.object(forInfoDictionaryKey: "CFBundleName") == nil {
            #expect(DesktopNotification.appName == ProcessInfo.processInfo.processName)
        }
    }
}
