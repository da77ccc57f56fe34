import Foundation

// What UIKit apps ask the system for, answered by the Linux desktop: opening URLs, the keyboard's
// notifications, interface orientations.

extension UIApplication {
    /// Options for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a URL an installed app claims (a desktop hands every URL to its opener).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
        /// The attribution of the tap that opens the URL (kept; a desktop's opener does not read it).
        public static let eventAttribution = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenExternalURLOptionsEventAttributionKey")
    }

    /// Hands `url` to the desktop's opener (`xdg-open`: a browser for web addresses, the mail program for
    /// `mailto:`, the file manager for folders); `completion` hears whether the opener accepted it.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        let accepted = canOpenURL(url) && UIApplication.urlOpener(url)
        completion?(accepted)
    }

    /// Whether a URL can be opened: a desktop's opener takes any URL with a scheme, but for the app's own
    /// settings page (`openSettingsURLString`), which a Linux desktop does not have.
    public func canOpenURL(_ url: URL) -> Bool { url.scheme != nil && url.scheme != "app-settings" }

    /// The URL of the app's page in the Settings app (`app-settings:`); a Linux desktop has none, so opening
    /// it reports false.
    nonisolated public static let openSettingsURLString = "app-settings:"

    /// What opens URLs: `xdg-open url` by default (started and left to run); tests and embedders replace it.
    nonisolated(unsafe) public static var urlOpener: @MainActor (URL) -> Bool = { url in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdg-open")
        process.arguments = [url.absoluteString]
        do {
            try process.run()
            return true
        } catch {
            return false
        }
    }
}

extension UIResponder {
    /// Posted before a software keyboard shows. A desktop types on a hardware keyboard, so, as on an iPad with
    /// one attached, it is not posted; the names are here for code that observes them.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after a software keyboard showed (not on a desktop).
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before a software keyboard hides (not on a desktop).
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after a software keyboard hid (not on a desktop).
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before a software keyboard's frame changes (not on a desktop).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after a software keyboard's frame changed (not on a desktop).
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")
    /// The keyboard's frame at the start (an `NSValue` of a `CGRect`, in screen coordinates).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame at the end.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// How long the keyboard's animation takes (an `NSNumber` of seconds).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The curve of the keyboard's animation (an `NSNumber` of a `UIView.AnimationCurve`).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// An interface orientation.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    /// Whether it is a portrait orientation.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is a landscape orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations a controller supports.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape, home button left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape, home button right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscapes.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
    /// Every orientation but upside down.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

extension UIApplication {
    /// The orientations `window`'s interface may take: its root controller's (every one when it has none).
    /// A desktop window does not turn; code reads this to decide how to lay out.
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        window?.rootViewController?.supportedInterfaceOrientations ?? .all
    }
}

extension UIViewController {
    /// Asks the system to turn the interface to the device's orientation (deprecated in UIKit for
    /// `setNeedsUpdateOfSupportedInterfaceOrientations()`): a desktop window does not turn, so nothing happens.
    public static func attemptRotationToDeviceOrientation() {}
    /// Tells the system that `supportedInterfaceOrientations` changed: a desktop window does not turn.
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {}
}
