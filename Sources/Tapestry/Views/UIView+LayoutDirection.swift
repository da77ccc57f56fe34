import Foundation

/// Which way a language's text and interface run.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right (English, Chinese).
    case leftToRight = 0
    /// Right to left (Arabic, Hebrew).
    case rightToLeft = 1
}

/// How a view's content is laid out with respect to the layout direction.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction.
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Arrows and other spatial controls: always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

extension UIView {
    /// The direction the view lays its content out in: forced by `semanticContentAttribute`, else the
    /// application's (left to right: Tapestry lays out left-to-right languages).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// The layout direction for content with `attribute`.
    public static func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return UIApplication.shared.userInterfaceLayoutDirection
        }
    }
}

extension UIApplication {
    /// The layout direction of the interface: left to right (Tapestry lays out left-to-right languages).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
