import Foundation

/// The screen: its bounds in points and its scale factor. A backend sets them from the display.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The main screen.
    public static let main = UIScreen()

    /// The screen's coordinate space (UICoordinateSpace.swift).
    lazy var screenCoordinateSpace = ScreenCoordinateSpace(screen: self)

    /// The screen's bounds in points; 1280×800 until a backend reports the real display.
    open var bounds: CGRect { displayBounds }

    /// Pixels per point (2 on a HiDPI display).
    open var scale: CGFloat { displayScale }

    /// The display's bounds in points, as the backend reports them (`bounds` reads them; UIKit's is read-only,
    /// so a subclass overrides it read-only).
    @_spi(Backend) public var displayBounds = CGRect(x: 0, y: 0, width: 1280, height: 800) {
        didSet { if oldValue.size != displayBounds.size { modeDidChange() } }
    }

    /// The display's pixels per point, as the backend reports them (`scale` reads them).
    @_spi(Backend) public var displayScale: CGFloat = 1 {
        didSet { if oldValue != displayScale { modeDidChange() } }
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
    open var maximumFramesPerSecond: Int { displayFramesPerSecond }

    /// The display's refresh rate, as the backend reports it (`maximumFramesPerSecond` reads it).
    @_spi(Backend) public var displayFramesPerSecond: Int = 60 {
        didSet {
            precondition(
                displayFramesPerSecond > 0, "UIScreen.maximumFramesPerSecond must be > 0, got \(displayFramesPerSecond)"
            )
        }
    }

    /// The screen's scale in pixels per point (the same as `scale`: the display's scale is the one drawn at).
    open var nativeScale: CGFloat { scale }
    /// The screen's bounds in pixels.
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }

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
