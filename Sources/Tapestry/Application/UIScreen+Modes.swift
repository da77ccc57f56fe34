import Foundation

/// A display mode of a screen: its size in pixels and the shape of its pixels.
@preconcurrency @MainActor
open class UIScreenMode: NSObject {
    /// The mode's size in pixels.
    public let size: CGSize
    /// The width of a pixel over its height (1: square pixels, as every desktop display has).
    public let pixelAspectRatio: CGFloat

    init(size: CGSize, pixelAspectRatio: CGFloat = 1) {
        self.size = size
        self.pixelAspectRatio = pixelAspectRatio
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIScreenMode else { return false }
        return other.size == size && other.pixelAspectRatio == pixelAspectRatio
    }

    open override var hash: Int { size.width.hashValue ^ size.height.hashValue &* 31 }

    open override var description: String {
        "<UIScreenMode: \(Unmanaged.passUnretained(self).toOpaque()); size = \(size.width) x \(size.height)>"
    }
}

extension UIScreen {
    /// How a screen fits an image to a display that overscans (a television's): desktop displays do not.
    public enum OverscanCompensation: Int, Sendable {
        /// The image is scaled to fit.
        case scale = 0
        /// The bounds are inset.
        case insetBounds = 1
        /// No compensation.
        case none = 2
    }

    /// Posted when a screen is connected (a desktop's screens are one here: never posted).
    nonisolated public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    /// Posted when a screen is disconnected (never posted here).
    nonisolated public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
    /// Posted, with the screen as object, when the screen's mode (its size in pixels) changed.
    nonisolated public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")
    /// Posted, with the screen as object, when `brightness` changed.
    nonisolated public static let brightnessDidChangeNotification = Notification.Name(
        "UIScreenBrightnessDidChangeNotification")
    /// Posted, with the screen as object, when `isCaptured` changed.
    nonisolated public static let capturedDidChangeNotification = Notification.Name(
        "UIScreenCapturedDidChangeNotification")
    /// Posted when the reference display mode's status changed (never posted here).
    nonisolated public static let referenceDisplayModeStatusDidChangeNotification = Notification.Name(
        "UIScreenReferenceDisplayModeStatusDidChangeNotification")

    /// The screens the app can show windows on: the main screen (the desktop's displays are one screen to the
    /// app, the one its windows are placed on).
    public static var screens: [UIScreen] { [main] }

    /// The modes the screen offers: its current one (the display server, not the app, changes a desktop
    /// display's resolution).
    public var availableModes: [UIScreenMode] { [modeNow] }

    /// The screen's preferred mode: its current one.
    public var preferredMode: UIScreenMode? { modeNow }

    /// The screen's mode: its size in pixels (`nativeBounds`). Setting one of `availableModes` keeps it; setting
    /// any other mode stops with UIKit's message.
    public var currentMode: UIScreenMode? {
        get { modeNow }
        set {
            guard let mode = newValue else { return }
            precondition(
                availableModes.contains(mode),
                "UIScreen.currentMode: mode \(mode) is not one of the screen's availableModes")
        }
    }

    private var modeNow: UIScreenMode { UIScreenMode(size: nativeBounds.size) }

    /// How the screen compensates for overscan; kept (desktop displays do not overscan).
    public var overscanCompensation: OverscanCompensation {
        get { overscanSetting }
        set { overscanSetting = newValue }
    }

    /// The insets overscan compensation applies: none.
    public var overscanCompensationInsets: UIEdgeInsets { .zero }

    /// The screen this one mirrors: none.
    public var mirrored: UIScreen? { nil }

    /// Whether the screen is being recorded, mirrored or cast; the app is told of a change with
    /// `capturedDidChangeNotification`. A backend (or a test) sets it when it learns of a screen cast.
    public var isCaptured: Bool {
        get { capturedSetting }
        set {
            guard newValue != capturedSetting else { return }
            capturedSetting = newValue
            NotificationCenter.default.post(name: Self.capturedDidChangeNotification, object: self)
        }
    }

    /// The screen's brightness from 0 to 1: the display backlight's level when the kernel reports one
    /// (`/sys/class/backlight`), else 1. Setting it keeps the app's value, clamped to 0…1, and posts
    /// `brightnessDidChangeNotification`; the desktop's own brightness control changes the backlight (an app
    /// may not).
    public var brightness: CGFloat {
        get { brightnessSetting ?? Self.backlightLevel(root: backlightRoot) ?? 1 }
        set {
            let clamped = min(max(newValue.isNaN ? 0 : newValue, 0), 1)
            guard clamped != brightnessSetting else { return }
            brightnessSetting = clamped
            NotificationCenter.default.post(name: Self.brightnessDidChangeNotification, object: self)
        }
    }

    /// Whether the screen may be dimmed below the backlight's lowest level by drawing darker; kept.
    public var wantsSoftwareDimming: Bool {
        get { softwareDimmingSetting }
        set { softwareDimmingSetting = newValue }
    }

    /// The time from a frame's presentation to its light leaving the display, in seconds: one refresh.
    public var calibratedLatency: TimeInterval { 1 / Double(maximumFramesPerSecond) }

    /// The headroom above standard white the display shows now: 1 (standard dynamic range).
    public var currentEDRHeadroom: CGFloat { 1 }

    /// The most headroom the display could show: 1 (standard dynamic range).
    public var potentialEDRHeadroom: CGFloat { 1 }

    /// The focused item of the key window, if it has one.
    public var focusedItem: UIFocusItem? {
        UIApplication.shared.keyWindow.flatMap { $0.screen === self ? $0.focusSystem.focusedItem : nil }
    }

    /// The focused view of the key window, if focus is on a view.
    public var focusedView: UIView? { focusedItem as? UIView }

    /// Whether the screen's windows take keyboard focus: true (Tab moves it, SEMANTICS §16.3).
    public var supportsFocus: Bool { true }

    /// The level, 0…1, of the first backlight under `root` that reports `brightness` and `max_brightness`.
    nonisolated static func backlightLevel(root: String) -> CGFloat? {
        let devices = (try? FileManager.default.contentsOfDirectory(atPath: root))?.sorted() ?? []
        for device in devices {
            let directory = (root as NSString).appendingPathComponent(device)
            func number(_ name: String) -> Double? {
                let path = (directory as NSString).appendingPathComponent(name)
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
                return Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            guard let level = number("brightness"), let maximum = number("max_brightness"), maximum > 0 else {
                continue
            }
            return CGFloat(min(max(level / maximum, 0), 1))
        }
        return nil
    }
}
