import Foundation

/// A window scene's status bar. A desktop window has none, so its frame is empty and it is hidden; kept for
/// code that reads it to place content (which then places it at the top of the window).
@preconcurrency @MainActor
public final class UIStatusBarManager: NSObject {
    /// The status bar's style (the default one).
    public var statusBarStyle: UIStatusBarStyle { .default }
    /// Whether the status bar is hidden: always, on a desktop.
    public var isStatusBarHidden: Bool { true }
    /// The status bar's frame in screen coordinates: empty.
    public var statusBarFrame: CGRect { .zero }
}

extension UIWindowScene {
    /// The scene's status bar (none on a desktop: an empty frame).
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
}

extension UIApplication {
    /// The status bar's frame: empty, a desktop window has no status bar (deprecated in UIKit for
    /// `UIWindowScene.statusBarManager`).
    public var statusBarFrame: CGRect { .zero }
    /// Whether the status bar is hidden: always, on a desktop; setting it (deprecated in UIKit for
    /// `prefersStatusBarHidden`) changes nothing.
    public var isStatusBarHidden: Bool {
        get { true }
        set {}
    }
    /// The status bar's style (deprecated in UIKit for `preferredStatusBarStyle`); kept, never drawn.
    public var statusBarStyle: UIStatusBarStyle {
        get { statusBarStyleSetting }
        set { statusBarStyleSetting = newValue }
    }
    /// Sets the status bar's style (deprecated in UIKit); kept, never drawn.
    public func setStatusBarStyle(_ style: UIStatusBarStyle, animated: Bool) { statusBarStyle = style }
    /// Hides or shows the status bar (deprecated in UIKit); a desktop has none.
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {}
    /// The interface's orientation (deprecated in UIKit for `UIWindowScene.interfaceOrientation`): a desktop
    /// window is upright, so portrait when it is taller than wide and landscape otherwise.
    public var statusBarOrientation: UIInterfaceOrientation {
        (connectedScenes.first as? UIWindowScene)?.interfaceOrientation ?? UIScreen.main.interfaceOrientation
    }
    /// Posted before the status bar's frame changes (never, on a desktop).
    nonisolated public static let willChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the status bar's frame changed (never, on a desktop).
    nonisolated public static let didChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")
}

extension UIWindowScene {
    /// The scene's orientation: portrait when its screen is taller than wide, landscape (home button right, as
    /// a device turned anticlockwise) otherwise.
    public var interfaceOrientation: UIInterfaceOrientation { screen.interfaceOrientation }
}

extension UIScreen {
    var interfaceOrientation: UIInterfaceOrientation {
        bounds.height >= bounds.width ? .portrait : .landscapeRight
    }
}

@MainActor private var statusBarStyleSetting = UIStatusBarStyle.default
