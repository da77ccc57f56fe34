import Foundation

/// Turns a colour into another: a configuration's colour as its state shows it.
public struct UIConfigurationColorTransformer: @unchecked Sendable {
    /// The transformation.
    public let transform: (UIColor) -> UIColor

    /// A transformer that applies `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }

    /// The colour transformed.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour's grey of the same brightness.
    public static let grayscale = UIConfigurationColorTransformer { color in
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
    }
    /// The app's tint colour (system blue) in place of the colour.
    public static let preferredTint = UIConfigurationColorTransformer { _ in .systemBlue }
    /// The tint colour at the colour's opacity.
    public static let monochromeTint = UIConfigurationColorTransformer { color in
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return UIColor.systemBlue.withAlphaComponent(alpha)
    }
}

/// The background of a cell, header or footer: a colour, corners, insets, a stroke, an image or a view of your
/// own, in UIKit's list styles (`listPlainCell()`, `listGroupedCell()`, `listSidebarCell()`, …). Set it as a
/// cell's `backgroundConfiguration`; `updated(for:)` gives the style's look for a state (selected, highlighted)
/// wherever you have not set a value of your own.
public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
    /// The list style the configuration was made for, which decides its look in each state.
    enum Style: Hashable {
        case clear, plainCell, groupedCell, sidebarCell, accompaniedSidebarCell, plainHeaderFooter
        case groupedHeaderFooter, sidebarHeader
    }
    let style: Style

    /// A view of your own, drawn over the colour and image, inside the insets.
    public var customView: UIView?
    /// The radius of the background's corners.
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the cell's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The edges whose inset also takes the cell's layout margins.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill; nil for the style's colour in the current state (`resolvedBackgroundColor(for:)`).
    public var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            storedBackgroundColor = newValue
            customizedBackground = true
        }
    }
    private var storedBackgroundColor: UIColor?
    private var customizedBackground = false
    /// A transformer the fill goes through.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// A visual effect under the fill (kept; drawn as the fill).
    public var visualEffect: UIVisualEffect?
    /// An image filling the background.
    public var image: UIImage?
    /// How the image fills the background; `.scaleToFill` by default.
    public var imageContentMode = UIView.ContentMode.scaleToFill
    /// The stroke's colour; nil for none.
    public var strokeColor: UIColor?
    /// A transformer the stroke's colour goes through.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background's edge.
    public var strokeOutset: CGFloat = 0

    init(style: Style) { self.style = style }

    /// No background: nothing drawn.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .clear) }
    /// A cell of a plain list: the system background, grey when selected or highlighted.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .plainCell) }
    /// A cell of a grouped or inset-grouped list: the secondary grouped background.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .groupedCell)
    }
    /// A cell of a sidebar: clear, its selection a rounded fill of the tint colour.
    public static func listSidebarCell() -> UIBackgroundConfiguration { sidebar(.sidebarCell) }
    /// A sidebar cell beside a detail column.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        sidebar(.accompaniedSidebarCell)
    }
    private static func sidebar(_ style: Style) -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration(style: style)
        configuration.cornerRadius = 10
        configuration.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        return configuration
    }
    /// A header or footer of a plain list.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .plainHeaderFooter)
    }
    /// A header or footer of a grouped list: clear.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .groupedHeaderFooter)
    }
    /// A header of a sidebar: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .sidebarHeader)
    }
    /// A list cell (iOS 18's name; the plain style).
    public static func listCell() -> UIBackgroundConfiguration { listPlainCell() }
    /// A list header (iOS 18's name).
    public static func listHeader() -> UIBackgroundConfiguration { listPlainHeaderFooter() }
    /// A list footer (iOS 18's name).
    public static func listFooter() -> UIBackgroundConfiguration { listPlainHeaderFooter() }

    /// The fill for the state it was last updated for, through the transformer; clear when there is none.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = storedBackgroundColor ?? stateColor(tint: tintColor) ?? .clear
        return backgroundColorTransformer?(base) ?? base
    }

    /// The stroke's colour through its transformer; clear when there is none.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let base = strokeColor ?? .clear
        return strokeColorTransformer?(base) ?? base
    }

    /// The state this configuration was last updated for.
    private var selectedLook = false
    private var highlightedLook = false

    /// The configuration with its style's look for `state` wherever no value of your own was set: a selected
    /// or highlighted list cell turns grey (a sidebar cell takes the tint colour).
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        var copy = self
        let cell = state as? UICellConfigurationState
        let view = state as? UIViewConfigurationState
        copy.selectedLook = cell?.isSelected ?? view?.isSelected ?? false
        copy.highlightedLook = cell?.isHighlighted ?? view?.isHighlighted ?? false
        return copy
    }

    /// The style's fill, by state, when no colour of your own is set.
    private func stateColor(tint: UIColor) -> UIColor? {
        guard !customizedBackground else { return nil }
        let chosen = selectedLook || highlightedLook
        switch style {
        case .clear: return nil
        case .plainCell: return chosen ? .systemGray4 : .systemBackground
        case .groupedCell: return chosen ? .systemGray4 : .secondarySystemGroupedBackground
        case .sidebarCell, .accompaniedSidebarCell:
            return selectedLook ? tint : highlightedLook ? .systemGray4 : nil
        case .plainHeaderFooter: return .systemBackground
        case .groupedHeaderFooter, .sidebarHeader: return nil
        }
    }

    /// Whether two configurations draw the same (transformers and effects are not compared).
    public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
        lhs.style == rhs.style && lhs.customView === rhs.customView && lhs.cornerRadius == rhs.cornerRadius
            && lhs.backgroundInsets == rhs.backgroundInsets
            && lhs.edgesAddingLayoutMarginsToBackgroundInsets == rhs.edgesAddingLayoutMarginsToBackgroundInsets
            && lhs.storedBackgroundColor == rhs.storedBackgroundColor
            && lhs.customizedBackground == rhs.customizedBackground && lhs.image === rhs.image
            && lhs.imageContentMode == rhs.imageContentMode && lhs.strokeColor == rhs.strokeColor
            && lhs.strokeWidth == rhs.strokeWidth && lhs.strokeOutset == rhs.strokeOutset
            && lhs.selectedLook == rhs.selectedLook && lhs.highlightedLook == rhs.highlightedLook
    }

    /// Hashes what `==` compares, in part.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(cornerRadius)
        hasher.combine(strokeWidth)
        hasher.combine(selectedLook)
        hasher.combine(highlightedLook)
    }
}
