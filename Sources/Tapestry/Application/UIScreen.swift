import Foundation

/// The screen: its bounds in points and its scale factor. A backend sets them from the display.
@preconcurrency @MainActor
public final class UIScreen: NSObject {
    /// The main screen.
    public static let main = UIScreen()

    /// The screen's coordinate space (UICoordinateSpace.swift).
    lazy var screenCoordinateSpace = ScreenCoordinateSpace(screen: self)

    /// The screen's bounds in points; 1280×800 until a backend reports the real display.
    public var bounds = CGRect(x: 0, y: 0, width: 1280, height: 800) {
        didSet { if oldValue.size != bounds.size { modeDidChange() } }
    }

    /// Pixels per point (2 on a HiDPI display).
    public var scale: CGFloat = 1 {
        didSet { if oldValue != scale { modeDidChange() } }
    }

    /// The settings kept for UIScreen+Modes.swift.
    var overscanSetting = OverscanCompensation.scale
    var capturedSetting = false
    var brightnessSetting: CGFloat?
    var softwareDimmingSetting = false
    /// Where the backlights are read (a test points it at its own tree).
    var backlightRoot = "/sys/class/backlight"

    private func modeDidChange() {
        NotificationCenter.default.post(name: Self.modeDidChangeNotification, object: self)
    }

    /// The display's refresh rate in frames per second (XRandR's rate in a real window; 60 when unknown). The
    /// frame clock ticks at this rate.
    public var maximumFramesPerSecond: Int = 60 {
        didSet {
            precondition(
                maximumFramesPerSecond > 0, "UIScreen.maximumFramesPerSecond must be > 0, got \(maximumFramesPerSecond)"
            )
        }
    }

    /// The screen's scale in pixels per point (the same as `scale`: the display's scale is the one drawn at).
    public var nativeScale: CGFloat { scale }
    /// The screen's bounds in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }

    /// The desktop's light or dark preference (a backend sets it from the desktop's settings); views and
    /// controllers without an override follow it, and changing it tells every visible window's views and
    /// controllers through `traitCollectionDidChange`.
    public var systemUserInterfaceStyle: UIUserInterfaceStyle = .light {
        didSet {
            guard oldValue != systemUserInterfaceStyle else { return }
            let before = UITraitCollection(
                userInterfaceStyle: oldValue, displayScale: scale, horizontalSizeClass: .regular,
                verticalSizeClass: .regular, preferredContentSizeCategory: .large)
            for window in UIApplication.shared.visibleWindowList { window.traitsDidChange(from: before) }
        }
    }

    /// The screen's traits.
    public var traitCollection: UITraitCollection {
        UITraitCollection(
            userInterfaceStyle: systemUserInterfaceStyle, displayScale: scale, horizontalSizeClass: .regular,
            verticalSizeClass: .regular, preferredContentSizeCategory: .large)
    }
}
