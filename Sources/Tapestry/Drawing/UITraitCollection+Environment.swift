import Foundation

/// The direction of a trait environment's layout.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

extension UITraitCollection {
    /// The layout direction: left to right, as Tapestry's applications are laid out
    /// (`UIApplication.userInterfaceLayoutDirection`); views that force right to left use
    /// `semanticContentAttribute`.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { .leftToRight }
    /// The kind of device: a desktop window is treated as an iPad's (`UIDevice.current.userInterfaceIdiom`).
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }
    /// Whether the display uses a wide colour gamut: Tapestry draws in sRGB.
    public var displayGamut: UIDisplayGamut { .SRGB }
    /// Whether Bold Text is on: Linux desktops have no such setting.
    public var legibilityWeight: UILegibilityWeight { .regular }
    /// Whether the interface is in its normal or elevated level: `.base` everywhere (Tapestry does not raise
    /// presented content's level yet; UIKit uses it for slightly lighter dark-mode backgrounds in sheets).
    public var userInterfaceLevel: UIUserInterfaceLevel { .base }
    /// Whether the user asked for more contrast: `.normal` (the desktop's high-contrast setting is not read yet).
    public var accessibilityContrast: UIAccessibilityContrast { .normal }
}

/// A display's colour gamut.
public enum UIDisplayGamut: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// sRGB.
    case SRGB = 0
    /// Display P3.
    case P3 = 1
}

/// The weight text is asked to be drawn with.
public enum UILegibilityWeight: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// Regular.
    case regular = 0
    /// Bold (the Bold Text setting).
    case bold = 1
}

/// The visual level of content.
public enum UIUserInterfaceLevel: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// The window's main content.
    case base = 0
    /// Content above it (popovers, sheets).
    case elevated = 1
}

/// The contrast asked for.
public enum UIAccessibilityContrast: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// Normal contrast.
    case normal = 0
    /// Increased contrast.
    case high = 1
}

/// The layout direction trait (always left to right here, so it never changes).
public enum UITraitLayoutDirection: UITraitDefinition {
    /// `.unspecified`.
    public static var defaultValue: UITraitEnvironmentLayoutDirection { .unspecified }
}

/// The device kind trait (always `.pad` here).
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    /// `.unspecified`.
    public static var defaultValue: UIUserInterfaceIdiom { .unspecified }
}

/// The colour gamut trait (always sRGB here).
public enum UITraitDisplayGamut: UITraitDefinition {
    /// `.unspecified`.
    public static var defaultValue: UIDisplayGamut { .unspecified }
}

/// The Bold Text trait (always regular here).
public enum UITraitLegibilityWeight: UITraitDefinition {
    /// `.unspecified`.
    public static var defaultValue: UILegibilityWeight { .unspecified }
}

/// The base or elevated level trait (always base here).
public enum UITraitUserInterfaceLevel: UITraitDefinition {
    /// `.unspecified`.
    public static var defaultValue: UIUserInterfaceLevel { .unspecified }
}

/// The Increase Contrast trait (always normal here).
public enum UITraitAccessibilityContrast: UITraitDefinition {
    /// `.unspecified`.
    public static var defaultValue: UIAccessibilityContrast { .unspecified }
}

extension UITraitCollection {
    /// The traits a dynamic colour resolves by (iOS 17), to register for their changes:
    /// `registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) { … }`.
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self]
    }

    /// The traits an asset catalog's image is chosen by (iOS 17).
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        [
            UITraitUserInterfaceStyle.self, UITraitDisplayScale.self, UITraitDisplayGamut.self,
            UITraitUserInterfaceIdiom.self, UITraitLayoutDirection.self, UITraitLegibilityWeight.self,
            UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self, UITraitHorizontalSizeClass.self,
            UITraitVerticalSizeClass.self,
        ]
    }
}
