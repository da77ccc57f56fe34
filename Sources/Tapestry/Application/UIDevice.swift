import Foundation

/// The kind of device an interface is laid out for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// The physical orientation of the device.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Whether the orientation is a landscape one.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the orientation is a portrait one.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// The device the app runs on: a Linux desktop, which Tapestry presents as an iPad with a keyboard and
/// pointer (as Mac Catalyst's iPad idiom does), since its windows are large and resizable.
@preconcurrency @MainActor
public final class UIDevice: NSObject {
    /// The device.
    public static let current = UIDevice()

    /// `.pad`: a desktop window is laid out as an iPad's is.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }
    /// The host's name.
    public var name: String { ProcessInfo.processInfo.hostName }
    /// "Linux".
    public var model: String { "Linux" }
    /// "Linux".
    public var localizedModel: String { "Linux" }
    /// "Linux".
    public var systemName: String { "Linux" }
    /// The kernel's version, as `ProcessInfo.operatingSystemVersionString` reads it.
    public var systemVersion: String {
        let v = ProcessInfo.processInfo.operatingSystemVersion
        return "\(v.majorVersion).\(v.minorVersion).\(v.patchVersion)"
    }
    /// `.unknown`: a desktop has no orientation sensor.
    public var orientation: UIDeviceOrientation { .unknown }
    /// Whether orientation notifications are generated; none are, there being no sensor.
    public var isGeneratingDeviceOrientationNotifications: Bool { false }
    /// Starts orientation notifications (none come on a desktop).
    public func beginGeneratingDeviceOrientationNotifications() {}
    /// Stops orientation notifications.
    public func endGeneratingDeviceOrientationNotifications() {}
    /// Whether the device is multitasking-capable: true.
    public var isMultitaskingSupported: Bool { true }
    /// The click of an on-screen keyboard key, which an input view conforming to `UIInputViewAudioFeedback`
    /// asks for; silent here, as a desktop's keyboard is physical and makes its own sound.
    public func playInputClick() {}
    /// A stable identifier for the vendor's apps; none on Linux.
    public var identifierForVendor: UUID? { nil }
    /// The battery level, from 0 to 1, or -1 when unknown (as here).
    public var batteryLevel: Float { -1 }
    /// Whether battery monitoring is on; kept for UIKit's API.
    public var isBatteryMonitoringEnabled = false

    private override init() { super.init() }

    /// Posted when the device turns (never on a desktop, whose orientation is `.unknown`).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery's state changes (never here).
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery's level changes (never here).
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the proximity sensor's state changes (never here).
    public static let proximityStateDidChangeNotification = Notification.Name(
        "UIDeviceProximityStateDidChangeNotification")
}
