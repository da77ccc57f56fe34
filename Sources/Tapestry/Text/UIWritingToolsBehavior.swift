import Foundation

/// How much of UIKit 18's Writing Tools (Apple Intelligence's proofreading and rewriting) a text view offers.
/// Linux has no Writing Tools: the value is kept as a hint, and `isWritingToolsActive` is always false.
public enum UIWritingToolsBehavior: Int, Sendable {
    /// No Writing Tools.
    case none = -1
    /// The system's choice.
    case `default` = 0
    /// The full experience, rewriting in place.
    case complete = 1
    /// Results shown in a panel only.
    case limited = 2
}

/// The kinds of result Writing Tools may give a text view.
public struct UIWritingToolsResultOptions: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates options from a raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Plain text.
    public static let plainText = UIWritingToolsResultOptions(rawValue: 1 << 0)
    /// Styled text.
    public static let richText = UIWritingToolsResultOptions(rawValue: 1 << 1)
    /// Lists.
    public static let list = UIWritingToolsResultOptions(rawValue: 1 << 2)
    /// Tables.
    public static let table = UIWritingToolsResultOptions(rawValue: 1 << 3)
}

extension UITextView {
    /// Whether Writing Tools are working on the text: never, on Linux.
    public var isWritingToolsActive: Bool { false }
}
