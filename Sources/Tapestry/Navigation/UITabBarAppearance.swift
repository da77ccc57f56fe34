import Foundation

/// A tab bar's look (iOS 13's bar appearances): the bar appearance's background and hairline, and how its items
/// look in each layout and state. A tab bar (or an item, for itself) shows a copy of the one it is given.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look with their title under the icon (the layout a tab bar here shows).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// The items' look with their title beside the icon (kept with the appearance).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// The items' look beside the icon in a compact bar (kept with the appearance).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// The colour of the selection indicator (kept).
    open var selectionIndicatorTintColor: UIColor?
    /// The image behind the selected item (kept).
    open var selectionIndicatorImage: UIImage?
    /// How stacked items are positioned.
    open var stackedItemPositioning = UITabBar.ItemPositioning.automatic
    /// The width of a centred stacked item (0: the system's).
    open var stackedItemWidth: CGFloat = 0
    /// The space between centred stacked items (0: the system's).
    open var stackedItemSpacing: CGFloat = 0

    /// Creates the default appearance.
    public override init() { super.init() }

    /// An appearance with another's background and hairline (and, from a tab bar appearance, all of it).
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let tab = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = tab.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = tab.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = tab.compactInlineLayoutAppearance.copy()
        selectionIndicatorTintColor = tab.selectionIndicatorTintColor
        selectionIndicatorImage = tab.selectionIndicatorImage
        stackedItemPositioning = tab.stackedItemPositioning
        stackedItemWidth = tab.stackedItemWidth
        stackedItemSpacing = tab.stackedItemSpacing
    }

    /// An archived one: nil, as Tapestry reads no archives (UIKit declares this initializer required).
    public required init?(coder: NSCoder) { return nil }

    /// A copy.
    open func copy() -> UITabBarAppearance { UITabBarAppearance(barAppearance: self) }
}

/// How a tab bar item looks in one layout, state by state.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
    /// The layouts of tab bar items.
    public enum Style: Int, Sendable {
        /// The title under the icon.
        case stacked = 0
        /// The title beside the icon.
        case inline = 1
        /// The title beside the icon, in a compact bar.
        case compactInline = 2
    }

    /// The look of an item that is not selected.
    open var normal = UITabBarItemStateAppearance()
    /// The look of the selected item.
    open var selected = UITabBarItemStateAppearance()
    /// The look of a disabled item.
    open var disabled = UITabBarItemStateAppearance()
    /// The look of a focused item.
    open var focused = UITabBarItemStateAppearance()

    /// The default look of a stacked item.
    public override init() { super.init() }

    /// The default look of an item in a layout.
    public init(style: Style) { super.init() }

    /// Back to the default look.
    open func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }

    /// A copy.
    open func copy() -> UITabBarItemAppearance {
        let copy = UITabBarItemAppearance()
        copy.normal = normal.copy()
        copy.selected = selected.copy()
        copy.disabled = disabled.copy()
        copy.focused = focused.copy()
        return copy
    }
}

/// How a tab bar item looks in one state: its title's attributes and its icon's colour, where set.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// The title's font (`.font`) and colour (`.foregroundColor`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved.
    open var titlePositionAdjustment = UIOffset.zero
    /// The icon's colour (and the title's, where its attributes set none); nil for the system's.
    open var iconColor: UIColor?
    /// How far the icon is moved.
    open var iconPositionAdjustment = UIOffset.zero
    /// The badge's background colour.
    open var badgeBackgroundColor: UIColor?
    /// The badge text's attributes.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the badge is moved.
    open var badgePositionAdjustment = UIOffset.zero
    /// How far the badge's text is moved within it.
    open var badgeTitlePositionAdjustment = UIOffset.zero

    func copy() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.iconColor = iconColor
        copy.iconPositionAdjustment = iconPositionAdjustment
        copy.badgeBackgroundColor = badgeBackgroundColor
        copy.badgeTextAttributes = badgeTextAttributes
        copy.badgePositionAdjustment = badgePositionAdjustment
        copy.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
        return copy
    }
}
