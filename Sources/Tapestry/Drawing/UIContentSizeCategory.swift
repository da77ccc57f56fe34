import Foundation

/// The text size a person chose (Dynamic Type). A desktop has no such setting: every trait collection and the
/// app report `.large`, UIKit's default, and text styles have their default sizes.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's name for the category.
    public let rawValue: String
    /// A category from UIKit's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A category from UIKit's name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// No category (a trait collection that leaves it to its parent).
    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    /// Large, the default.
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    /// Extra extra extra large, the largest outside the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    /// The accessibility sizes, medium to extra extra extra large.
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large, the largest.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted when the category changes (never on a desktop, whose category does not change).
    nonisolated public static let didChangeNotification = Notification.Name(
        "UIContentSizeCategoryDidChangeNotification")
    /// The key of the new category in `didChangeNotification`'s user info.
    nonisolated public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// The categories from smallest to largest.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether it is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

    /// Smaller sizes order first (`.unspecified` before every size).
    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool {
        (ordered.firstIndex(of: a) ?? -1) < (ordered.firstIndex(of: b) ?? -1)
    }
}

extension UIApplication {
    /// The text size the person chose: `.large` on a desktop, which has no Dynamic Type setting.
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}
