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
    /// Whether the device lies face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take (portrait or landscape, not flat or unknown).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The device the app runs on: a Linux desktop, which Tapestry presents as an iPad with a keyboard and
/// pointer (as Mac Catalyst's iPad idiom does), since its windows are large and resizable.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device.
    public static let current = UIDevice()

    /// `.pad`: a desktop window is laid out as an iPad's is.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }
    /// The host's name.
    open var name: String { ProcessInfo.processInfo.hostName }
    /// "Linux".
    open var model: String { "Linux" }
    /// "Linux".
    open var localizedModel: String { "Linux" }
    /// "Linux".
    open var systemName: String { "Linux" }
    /// The kernel's version, as `ProcessInfo.operatingSystemVersionString` reads it.
    open var systemVersion: String {
        let v = ProcessInfo.processInfo.operatingSystemVersion
        return "\(v.majorVersion).\(v.minorVersion).\(v.patchVersion)"
    }
    /// `.unknown`: a desktop has no orientation sensor.
    open var orientation: UIDeviceOrientation { .unknown }
    /// Whether orientation notifications are generated; none are, there being no sensor.
    open var isGeneratingDeviceOrientationNotifications: Bool { false }
    /// Starts orientation notifications (none come on a desktop).
    open func beginGeneratingDeviceOrientationNotifications() {}
    /// Stops orientation notifications.
    open func endGeneratingDeviceOrientationNotifications() {}
    /// Whether the device is multitasking-capable: true.
    open var isMultitaskingSupported: Bool { true }
    /// The click of an on-screen keyboard key, which an input view conforming to `UIInputViewAudioFeedback`
    /// asks for; silent here, as a desktop's keyboard is physical and makes its own sound.
    open func playInputClick() {}
    /// A stable identifier for the vendor's apps; none on Linux.
    open var identifierForVendor: UUID? { nil }
    /// The battery's state.
    public enum BatteryState: Int, Sendable {
        /// Not known: monitoring is off, or the machine has no battery.
        case unknown = 0
        /// On battery power, discharging.
        case unplugged
        /// Plugged in, charging.
        case charging
        /// Plugged in, full.
        case full
    }

    /// The battery level, from 0 to 1, or -1 when unknown: while `isBatteryMonitoringEnabled` is false, as in
    /// UIKit, or on a machine without a battery. A laptop's is read from the kernel's power-supply class
    /// (`/sys/class/power_supply`).
    open var batteryLevel: Float {
        guard isBatteryMonitoringEnabled, let battery = Self.readBattery(Self.powerSupplyRoot) else { return -1 }
        return battery.level
    }
    /// The battery's state: `.unknown` while monitoring is off or without a battery.
    open var batteryState: BatteryState {
        guard isBatteryMonitoringEnabled, let battery = Self.readBattery(Self.powerSupplyRoot) else { return .unknown }
        return battery.state
    }
    /// Whether the battery is read; off by default, as in UIKit.
    open var isBatteryMonitoringEnabled = false
    /// Whether the proximity sensor is used; a desktop has none, so it stays false whatever is set (as
    /// UIKit does on a device without the sensor).
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// Whether something is near the proximity sensor: never, there being none.
    open var proximityState: Bool { false }

    /// Where the kernel lists power supplies; tests point it at a folder of their own.
    nonisolated(unsafe) static var powerSupplyRoot = "/sys/class/power_supply"

    /// The first supply of type `Battery` under `root`: its `capacity` (percent) and `status`.
    nonisolated static func readBattery(_ root: String) -> (level: Float, state: BatteryState)? {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: root) else { return nil }
        func read(_ path: String) -> String? {
            (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        for name in names.sorted() {
            let dir = root + "/" + name
            guard read(dir + "/type") == "Battery", let capacity = read(dir + "/capacity").flatMap(Int.init) else {
                continue
            }
            let state: BatteryState
            switch read(dir + "/status") {
            // "Not charging": plugged in but held below full (a charge limit): UIKit's `.charging` means
            // plugged in and under 100 %.
            case "Charging", "Not charging": state = .charging
            case "Full": state = .full
            case "Discharging": state = .unplugged
            default: state = .unknown
            }
            return (Float(min(max(capacity, 0), 100)) / 100, state)
        }
        return nil
    }

    /// A device object; apps use `current` (a subclass, say a test double, calls this).
    public override init() { super.init() }

    /// Posted when the device turns (never on a desktop, whose orientation is `.unknown`).
    nonisolated public static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery's state changes (never here).
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name(
        "UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery's level changes (never here).
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name(
        "UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the proximity sensor's state changes (never here).
    nonisolated public static let proximityStateDidChangeNotification = Notification.Name(
        "UIDeviceProximityStateDidChangeNotification")
}
