import Foundation

/// The pasteboard text is copied to and pasted from. The X11 backend connects `general` to the X
/// CLIPBOARD selection; without a backend it keeps the text in the process.
@MainActor
public final class UIPasteboard {
    /// The system-wide pasteboard.
    public static let general = UIPasteboard()

    private var localString: String?

    /// Set by a backend: reads the system clipboard (nil when it holds no text).
    public var systemRead: (() -> String?)?
    /// Set by a backend: writes the system clipboard.
    public var systemWrite: ((String?) -> Void)?

    /// The text on the pasteboard.
    public var string: String? {
        get { systemRead.map { $0() } ?? localString }
        set {
            localString = newValue
            systemWrite?(newValue)
        }
    }

    /// The texts on the pasteboard (one here).
    public var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }

    /// Whether the pasteboard holds text.
    public var hasStrings: Bool { string != nil }
}
