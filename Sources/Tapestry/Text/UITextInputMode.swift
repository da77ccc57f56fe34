import Foundation

/// The keyboard's input mode: the language text is typed in. On the desktop there is one, the language of the
/// user's locale (`LANG`, `LC_ALL`): the keyboard layouts and input methods switched in the desktop's own
/// settings are not reported to applications as modes.
@preconcurrency @MainActor
open class UITextInputMode: NSObject {
    /// Posted when the input mode changes (the desktop backends report no change of layout or input method yet,
    /// so it is not posted).
    nonisolated public static let currentInputModeDidChangeNotification = Notification.Name(
        "UITextInputCurrentInputModeDidChangeNotification")

    /// The language as a BCP 47 tag ("en-US"); nil for a mode with no language.
    open private(set) var primaryLanguage: String?

    init(primaryLanguage: String?) {
        self.primaryLanguage = primaryLanguage
        super.init()
    }

    /// The mode of the user's locale.
    static let current = UITextInputMode(primaryLanguage: localeLanguage())

    /// The input modes the user can switch between: the one mode here.
    open class var activeInputModes: [UITextInputMode] { [current] }

    /// The BCP 47 tag of the environment's locale (`LC_ALL`, else `LC_MESSAGES`, else `LANG`): "de_DE.UTF-8"
    /// gives "de-DE"; the C and POSIX locales give "en-US".
    nonisolated static func localeLanguage(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String
    {
        let value = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let value, value != "C", value != "POSIX", !value.hasPrefix("C.") else { return "en-US" }
        let tag = value.split(separator: ".").first.map(String.init) ?? value
        return tag.split(separator: "@").first.map(String.init)?.replacingOccurrences(of: "_", with: "-") ?? tag
    }
}
