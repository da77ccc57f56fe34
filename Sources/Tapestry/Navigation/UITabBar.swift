import Foundation

/// Hears about a tab bar's selection and customizing. Every method but the selection is optional.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// A tab was chosen.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    /// Customizing (`beginCustomizingItems(_:)`) is about to start.
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    /// Customizing started.
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
    /// Customizing is about to end; `changed` says whether the tabs changed.
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
    /// Customizing ended.
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}

/// A bar of tabs at the bottom of a tab bar controller, sharing the width equally.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The bar's height, as on iOS.
    public static let standardHeight: CGFloat = 49

    /// The tabs.
    open var items: [UITabBarItem]? {
        didSet {
            for item in items ?? [] { item.bar = self }
            rebuild()
        }
    }
    /// The chosen tab.
    open var selectedItem: UITabBarItem? {
        didSet { rebuild() }
    }
    /// The delegate.
    open weak var delegate: UITabBarDelegate?
    /// The colour of the chosen tab; system blue by default.
    /// The selected tab follows the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        rebuild()
    }
    /// Whether the bar lets content show through (kept: the bar is drawn opaque in its background colour).
    open var isTranslucent = true
    /// The bar's background colour (nil: the system background).
    open var barTintColor: UIColor? {
        didSet { rebuild() }
    }
    /// The colour of the other tabs; grey by default.
    open var unselectedItemTintColor: UIColor? {
        didSet { rebuild() }
    }
    /// The bar's look (a copy of the appearance given): its background, hairline and items' colours.
    open var standardAppearance = UITabBarAppearance() {
        didSet {
            standardAppearance = standardAppearance.copy()
            rebuild()
        }
    }
    /// The look when the content is scrolled to the bar's edge; nil shows `standardAppearance` (kept: the bar
    /// shows `standardAppearance`).
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copy() }
    }
    /// How the tabs share the bar's width: `.fill` (the default here, as on a compact iPhone) gives each an equal
    /// share; `.centered` places them side by side at `itemWidth`, `itemSpacing` apart, in the middle.
    open var itemPositioning: ItemPositioning = .automatic {
        didSet { setNeedsLayout() }
    }
    /// The width of a tab when `.centered` (0: 76 points, UIKit's default on a regular width).
    open var itemWidth: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }
    /// The space between tabs when `.centered` (0: 34 points).
    open var itemSpacing: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }
    /// Whether customizing is under way (between `beginCustomizingItems(_:)` and `endCustomizing(animated:)`).
    public private(set) var isCustomizing = false

    /// How the tabs are laid out along the bar.
    public enum ItemPositioning: Int, Sendable {
        /// The system chooses (here: `.fill`).
        case automatic = 0
        /// Each tab an equal share of the width.
        case fill = 1
        /// The tabs side by side in the middle, `itemWidth` wide and `itemSpacing` apart.
        case centered = 2
    }

    /// Sets the tabs (the change is not animated here).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    /// Starts customizing: UIKit shows a sheet for rearranging the tabs; Tapestry has none, so the tabs stay as
    /// they are while the delegate is told customizing began (and `endCustomizing(animated:)` ends it).
    open func beginCustomizingItems(_ items: [UITabBarItem]) {
        guard !isCustomizing else { return }
        delegate?.tabBar(self, willBeginCustomizing: items)
        isCustomizing = true
        delegate?.tabBar(self, didBeginCustomizing: items)
    }

    /// Ends customizing (the tabs did not change); returns whether it was under way.
    @discardableResult
    open func endCustomizing(animated: Bool) -> Bool {
        guard isCustomizing else { return false }
        let current = items ?? []
        delegate?.tabBar(self, willEndCustomizing: current, changed: false)
        isCustomizing = false
        delegate?.tabBar(self, didEndCustomizing: current, changed: false)
        return true
    }

    private var buttons: [UIButton] = []
    private let hairline = UIView()

    /// Creates a tab bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        hairline.backgroundColor = .separator
        addSubview(hairline)
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// The buttons, one a tab (for tests).
    public var tabButtons: [UIButton] { buttons }

    /// The item's look in a state: its own appearance's stacked layout, else the bar's.
    private func appearance(of item: UITabBarItem, state: UIControl.State) -> UITabBarItemStateAppearance {
        let layout = (item.standardAppearance ?? standardAppearance).stackedLayoutAppearance
        return !item.isEnabled ? layout.disabled : state == .selected ? layout.selected : layout.normal
    }

    func rebuild() {
        let bar = standardAppearance
        backgroundColor = barTintColor ?? bar.backgroundColor ?? .systemBackground
        hairline.backgroundColor = bar.shadowColor ?? .clear
        for button in buttons { button.removeFromSuperview() }
        buttons = (items ?? []).enumerated().map { index, item in
            let button = UIButton(type: .custom)
            var title = item.title ?? ""
            if let badge = item.badgeValue { title += " (\(badge))" }
            button.setTitle(title, for: .normal)
            button.setImage(item === selectedItem ? item.selectedImage ?? item.image : item.image, for: .normal)
            let state: UIControl.State = item === selectedItem ? .selected : .normal
            let look = appearance(of: item, state: state)
            let attributes = item.effectiveTitleTextAttributes(for: state) ?? look.titleTextAttributes
            button.titleLabel?.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 12, weight: .medium)
            let color =
                look.iconColor ?? (item === selectedItem ? tintColor : unselectedItemTintColor ?? .systemGray)
            button.setTitleColor(attributes[.foregroundColor] as? UIColor ?? color, for: .normal)
            button.tintColor = color
            button.isEnabled = item.isEnabled
            let shift = item.titlePositionAdjustment
            button.titleEdgeInsets = UIEdgeInsets(
                top: shift.vertical, left: shift.horizontal, bottom: -shift.vertical, right: -shift.horizontal)
            button.imageEdgeInsets = item.imageInsets
            button.accessibilityIdentifier = "tab \(index)"
            item.shownView = button
            button.addAction(
                UIAction { [weak self] _ in
                    guard let self else { return }
                    self.delegate?.tabBar(self, didSelect: item)
                }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        setNeedsLayout()
    }

    /// Shares the width among the tabs, or centres them (`itemPositioning`).
    open override func layoutSubviews() {
        var width = buttons.isEmpty ? 0 : bounds.width / CGFloat(buttons.count)
        var spacing: CGFloat = 0
        var start: CGFloat = 0
        if itemPositioning == .centered, !buttons.isEmpty {
            width = itemWidth > 0 ? itemWidth : 76
            spacing = itemSpacing > 0 ? itemSpacing : 34
            let total = width * CGFloat(buttons.count) + spacing * CGFloat(buttons.count - 1)
            start = ((bounds.width - total) / 2).rounded()
        }
        for (index, button) in buttons.enumerated() {
            let x = start + CGFloat(index) * (width + spacing)
            button.frame = CGRect(x: x, y: 0, width: width, height: Self.standardHeight)
        }
        let scale = window?.screen.scale ?? 1
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / scale)
    }

    /// As wide as offered, 49 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.standardHeight) }
}
