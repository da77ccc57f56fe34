import Foundation
import Testing

@_spi(Backend) @testable import Tapestry

/// The screen's modes, brightness, capture state and focus, as UIKit names them.
@MainActor
@Suite struct UIScreenModesTests {
    /// Notifications heard (posted on the main thread, where the tests run).
    final class Count: @unchecked Sendable { var value = 0 }

    @Test func theModeIsTheScreensPixelSizeAndAChangeIsPosted() {
        UIApplication.replaceShared()
        let screen = UIScreen.main
        let (bounds, scale) = (screen.bounds, screen.scale)
        defer {
            screen.displayBounds = bounds
            screen.displayScale = scale
        }
        screen.displayBounds = CGRect(x: 0, y: 0, width: 1280, height: 800)
        screen.displayScale = 2
        #expect(screen.currentMode?.size == CGSize(width: 2560, height: 1600))
        #expect(screen.currentMode?.pixelAspectRatio == 1)
        #expect(screen.availableModes == [screen.currentMode!] && screen.preferredMode == screen.currentMode)
        #expect(UIScreen.screens == [screen] && screen.mirrored == nil)
        let posted = Count()
        let observer = NotificationCenter.default.addObserver(
            forName: UIScreen.modeDidChangeNotification, object: screen, queue: nil
        ) { _ in posted.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        screen.displayBounds = CGRect(x: 0, y: 0, width: 1920, height: 1080)
        screen.displayBounds = CGRect(x: 0, y: 0, width: 1920, height: 1080)
        #expect(posted.value == 1, "posted once, when the size changed")
        #expect(screen.currentMode?.size == CGSize(width: 3840, height: 2160))
        screen.currentMode = screen.availableModes[0]
        #expect(screen.currentMode?.size == CGSize(width: 3840, height: 2160))
    }

    @Test func brightnessComesFromTheBacklightAndSettingItIsClampedAndPosted() throws {
        UIApplication.replaceShared()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("backlight-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let device = root.appendingPathComponent("intel_backlight")
        try FileManager.default.createDirectory(at: device, withIntermediateDirectories: true)
        try "300\n".write(to: device.appendingPathComponent("brightness"), atomically: true, encoding: .utf8)
        try "1200\n".write(to: device.appendingPathComponent("max_brightness"), atomically: true, encoding: .utf8)
        #expect(UIScreen.backlightLevel(root: root.path) == 0.25)
        #expect(UIScreen.backlightLevel(root: root.appendingPathComponent("none").path) == nil)

        let screen = UIScreen.main
        let (savedRoot, savedSetting) = (screen.backlightRoot, screen.brightnessSetting)
        defer {
            screen.backlightRoot = savedRoot
            screen.brightnessSetting = savedSetting
        }
        screen.backlightRoot = root.path
        screen.brightnessSetting = nil
        #expect(screen.brightness == 0.25)
        let posted = Count()
        let observer = NotificationCenter.default.addObserver(
            forName: UIScreen.brightnessDidChangeNotification, object: screen, queue: nil
        ) { _ in posted.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        screen.brightness = 1.7
        #expect(screen.brightness == 1 && posted.value == 1)
        screen.brightness = 1
        #expect(posted.value == 1, "no change, no notice")
        screen.brightness = -3
        #expect(screen.brightness == 0 && posted.value == 2)
    }

    @Test func captureOverscanAndFocus() {
        UIApplication.replaceShared()
        let screen = UIScreen.main
        defer { screen.isCaptured = false }
        let posted = Count()
        let observer = NotificationCenter.default.addObserver(
            forName: UIScreen.capturedDidChangeNotification, object: screen, queue: nil
        ) { _ in posted.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(!screen.isCaptured)
        screen.isCaptured = true
        screen.isCaptured = true
        #expect(screen.isCaptured && posted.value == 1)
        #expect(screen.overscanCompensation == .scale && screen.overscanCompensationInsets == .zero)
        #expect(screen.calibratedLatency == 1 / Double(screen.maximumFramesPerSecond))
        #expect(screen.currentEDRHeadroom == 1 && screen.potentialEDRHeadroom == 1 && screen.supportsFocus)

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        final class Focusable: UIView {
            override var canBecomeFocused: Bool { true }
        }
        let button = Focusable(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
        window.addSubview(button)
        window.makeKeyAndVisible()
        #expect(screen.focusedView == nil)
        window.focusSystem.requestFocusUpdate(to: button)
        #expect(screen.focusedView === button && screen.focusedItem === button)
    }
}
