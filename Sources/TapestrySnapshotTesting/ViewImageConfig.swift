import Tapestry

/// A device to draw a view controller as: a size in points, a safe area and traits, as swift-snapshot-testing's
/// configurations of the same name on iOS.
public struct ViewImageConfig: Sendable {
    /// Portrait or landscape.
    public enum Orientation: Sendable {
        /// Taller than wide.
        case landscape
        /// Wider than tall.
        case portrait
    }

    /// The insets bars and rounded corners take from the edges.
    public var safeArea: UIEdgeInsets
    /// The size in points, or nil for the controller's own view's size.
    public var size: CGSize?
    /// The traits to draw with.
    public var traits: UITraitCollection

    /// A configuration.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    private static func phone(_ orientation: Orientation, size: CGSize, safeArea: UIEdgeInsets, scale: CGFloat)
        -> ViewImageConfig
    {
        switch orientation {
        case .portrait:
            ViewImageConfig(
                safeArea: safeArea, size: size,
                traits: UITraitCollection(
                    userInterfaceStyle: .unspecified, displayScale: scale, horizontalSizeClass: .compact,
                    verticalSizeClass: .regular))
        case .landscape:
            ViewImageConfig(
                safeArea: UIEdgeInsets(
                    top: 0, left: safeArea.top, bottom: safeArea.bottom > 0 ? 21 : 0, right: safeArea.top),
                size: CGSize(width: size.height, height: size.width),
                traits: UITraitCollection(
                    userInterfaceStyle: .unspecified, displayScale: scale, horizontalSizeClass: .compact,
                    verticalSizeClass: .compact))
        }
    }

    /// iPhone SE (2nd and 3rd generation), portrait.
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// iPhone SE (2nd and 3rd generation): 375 × 667 points at 2×.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, size: CGSize(width: 375, height: 667),
            safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), scale: 2)
    }
    /// iPhone 13, portrait.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    /// iPhone 13: 390 × 844 points at 3×.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, size: CGSize(width: 390, height: 844),
            safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), scale: 3)
    }
    /// iPhone 13 Pro Max, portrait.
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max: 428 × 926 points at 3×.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, size: CGSize(width: 428, height: 926),
            safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), scale: 3)
    }
    /// iPad mini (6th generation), portrait: 744 × 1133 points at 2×, regular in both directions.
    public static let iPadMini = ViewImageConfig(
        safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), size: CGSize(width: 744, height: 1133),
        traits: UITraitCollection(
            userInterfaceStyle: .unspecified, displayScale: 2, horizontalSizeClass: .regular,
            verticalSizeClass: .regular))
}
