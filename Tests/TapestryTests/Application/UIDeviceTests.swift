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

/// The battery as a laptop's kernel reports it, read only while monitoring is on.
@MainActor
@Suite(.serialized) struct UIDeviceBatteryTests {
    @Test func aBatteryIsReadFromThePowerSupplyClassWhileMonitored() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("power-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func supply(_ name: String, _ files: [String: String]) throws {
            let dir = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            for (file, text) in files {
                try (text + "\n").write(to: dir.appendingPathComponent(file), atomically: true, encoding: .utf8)
            }
        }
        try supply("AC", ["type": "Mains", "online": "1"])
        try supply("BAT0", ["type": "Battery", "capacity": "73", "status": "Discharging"])
        let saved = UIDevice.powerSupplyRoot
        UIDevice.powerSupplyRoot = root.path
        defer {
            UIDevice.powerSupplyRoot = saved
            UIDevice.current.isBatteryMonitoringEnabled = false
        }
        let device = UIDevice.current
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown, "off until monitoring is enabled")
        device.isBatteryMonitoringEnabled = true
        #expect(abs(device.batteryLevel - 0.73) < 0.0001)
        #expect(device.batteryState == .unplugged)
        try supply("BAT0", ["status": "Charging"])
        #expect(device.batteryState == .charging)
        try supply("BAT0", ["status": "Full", "capacity": "100"])
        #expect(device.batteryState == .full && device.batteryLevel == 1)
        UIDevice.powerSupplyRoot = root.appendingPathComponent("AC").path
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown, "no battery: unknown")
    }

    @Test func orientationsSayWhetherAnInterfaceCanTakeThem() {
        #expect(UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
        #expect(
            UIDeviceOrientation.landscapeLeft.isValidInterfaceOrientation
                && !UIDeviceOrientation.unknown.isValidInterfaceOrientation)
        UIDevice.current.isProximityMonitoringEnabled = true
        #expect(!UIDevice.current.isProximityMonitoringEnabled && !UIDevice.current.proximityState, "no sensor")
    }
}
