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
    /// Whether the status bar is hidden: always, on a desktop.
    public var isStatusBarHidden: Bool { true }
    /// Posted before the status bar's frame changes (never, on a desktop).
    public static let willChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the status bar's frame changed (never, on a desktop).
    public static let didChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")
}
