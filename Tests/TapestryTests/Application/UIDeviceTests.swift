import Foundation
import Testing

@testable import Tapestry

/// The device as a desktop reports it: a pad-like idiom, no orientation, no battery, the notification names
/// code observes.
@MainActor
@Suite struct UIDeviceTests {
    @Test func aDesktopReportsWhatItIs() {
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .pad && device.systemName == "Linux" && !device.systemVersion.isEmpty)
        #expect(device.orientation == .unknown && !device.isGeneratingDeviceOrientationNotifications)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .unknown, "a desktop does not turn")
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.batteryLevel == -1, "no battery known, as UIKit reports it")
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
    }
}
