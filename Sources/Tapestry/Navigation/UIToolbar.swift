import Foundation

/// A bar of buttons at the bottom of a screen: `UIBarButtonItem`s from the leading edge, with flexible spaces
/// sharing what is left and fixed spaces of their `width`. A navigation controller shows one under its top
/// controller's `toolbarItems` when `isToolbarHidden` is false.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
    /// The toolbar's height without the bottom safe area (UIKit's compact toolbar on an iPhone).
    static let standardHeight: CGFloat = 44
    /// The space at each end and between items.
    static let edgeMargin: CGFloat = 16
    static let itemSpacing: CGFloat = 8

    /// The items, leading first.
    open var items: [UIBarButtonItem]? {
        didSet { rebuild() }
    }
    /// The bar's background colour; the system background by default.
    open var barTintColor: UIColor? {
        didSet { applyAppearance() }
    }
    /// Whether the bar is translucent (kept for UIKit's API; drawn opaque).
    open var isTranslucent = true
    /// The bar's style (deprecated in UIKit for appearances): `.black` draws the bar in the dark interface
    /// style whatever the app's.
    open var barStyle: UIBarStyle = .default {
        didSet { overrideUserInterfaceStyle = barStyle == .black ? .dark : .unspecified }
    }
    /// How the bar looks (background colour and the hairline above it).
    open var standardAppearance = UIToolbarAppearance() {
        didSet { applyAppearance() }
    }
    /// The look when the content is scrolled to the bar's edge; kept (the bar shows `standardAppearance`).
    open var scrollEdgeAppearance: UIToolbarAppearance?
    /// The look of a compact-height bar (a vertically compact size class, as an iPhone in landscape); nil shows
    /// `standardAppearance`.
    open var compactAppearance: UIToolbarAppearance? {
        didSet { applyAppearance() }
    }
    /// The height of a compact-height toolbar, as UIKit's.
    static let compactHeight: CGFloat = 32
    /// Whether the bar is compact: its vertical size class is `.compact`.
    var isCompactHeight: Bool { traitCollection.verticalSizeClass == .compact }

    /// The size class may make the bar compact or regular again: its look and height follow.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyAppearance()
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass {
            superview?.setNeedsLayout()
        }
    }

    /// Background images by position and bar metrics (the API before appearances), and shadow images by position.
    private var legacyBackgrounds: [UIBarPosition: [UIBarMetrics: UIImage]] = [:]
    private var legacyShadows: [UIBarPosition: UIImage] = [:]
    private let backgroundImageView = UIImageView()

    /// Says where the bar sits.
    open weak var delegate: UIToolbarDelegate?

    /// Where the bar sits: what the delegate says, else at the bottom of its screen.
    open var barPosition: UIBarPosition {
        let position = delegate?.position(for: self) ?? .any
        return position == .any ? .bottom : position
    }

    /// Sets the bar's background image for a position and bar metrics: it is drawn stretched over the bar, which
    /// is otherwise transparent; nil goes back to the appearance's background.
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        legacyBackgrounds[topOrBottom, default: [:]][barMetrics] = backgroundImage
        applyAppearance()
    }

    /// The background image set for a position and bar metrics, or nil.
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        legacyBackgrounds[topOrBottom]?[barMetrics]
    }

    /// Sets the image of the hairline along the bar for a position (shown while a background image is set, as
    /// in UIKit); nil goes back to the appearance's hairline.
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        legacyShadows[topOrBottom] = shadowImage
        applyAppearance()
    }

    /// The shadow image set for a position, or nil.
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? { legacyShadows[topOrBottom] }

    private var itemViews: [UIView] = []
    private let hairline = UIImageView()
    /// The background below the bar, down to the window's bottom (a navigation controller's toolbar sits above
    /// the bottom safe area).
    private let bottomExtension = UIView()
    var extendsBelow: CGFloat = 0 {
        didSet { if oldValue != extendsBelow { setNeedsLayout() } }
    }

    /// The background colour, painted below the bar too.
    open override var backgroundColor: UIColor? {
        didSet { bottomExtension.backgroundColor = backgroundColor }
    }

    /// Creates a toolbar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
        bottomExtension.isUserInteractionEnabled = false
        insertSubview(bottomExtension, at: 0)
        backgroundImageView.isUserInteractionEnabled = false
        backgroundImageView.isHidden = true
        insertSubview(backgroundImageView, at: 1)
        applyAppearance()
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// Replaces the items (there is no animation).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// The buttons follow the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        rebuild()
    }

    private func applyAppearance() {
        let appearance = isCompactHeight ? compactAppearance ?? standardAppearance : standardAppearance
        let metrics: UIBarMetrics = isCompactHeight ? .compact : .default
        let legacy =
            legacyBackgrounds[barPosition]?[metrics] ?? legacyBackgrounds[.any]?[metrics]
            ?? legacyBackgrounds[barPosition]?[.default] ?? legacyBackgrounds[.any]?[.default]
        backgroundImageView.image = legacy
        backgroundImageView.isHidden = legacy == nil
        backgroundColor = legacy != nil ? .clear : appearance.backgroundColor ?? barTintColor ?? .systemBackground
        if legacy != nil, let shadow = legacyShadows[barPosition] ?? legacyShadows[.any] {
            hairline.image = shadow
            hairline.backgroundColor = .clear
        } else {
            hairline.image = nil
            hairline.backgroundColor = appearance.shadowColor ?? .clear
        }
        for case let button as BarItemButton in itemViews {
            button.appearance =
                button.item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
        }
    }

    private func rebuild() {
        for view in itemViews { view.removeFromSuperview() }
        itemViews = (items ?? []).map { item in
            if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace {
                // Space: nothing drawn, nothing to tap.
                let space = UIView()
                space.isUserInteractionEnabled = false
                addSubview(space)
                return space
            }
            let view = item.makeBarView(tint: tintColor)
            addSubview(view)
            return view
        }
        applyAppearance()
        setNeedsLayout()
    }

    /// The views showing the items, in order (spaces included).
    public var itemViewsInOrder: [UIView] { itemViews }

    /// Lays the items out in the row above the bottom safe area: each at its own width, flexible spaces sharing
    /// what is left equally, 16 pt at the ends and 8 pt between items.
    open override func layoutSubviews() {
        let rowHeight = min(Self.standardHeight, bounds.height)
        let items = self.items ?? []
        var widths: [CGFloat] = []
        var flexible = 0
        for (item, view) in zip(items, itemViews) {
            if view.isHidden {
                widths.append(0)
            } else if item.systemItem == .flexibleSpace {
                widths.append(0)
                flexible += 1
            } else if item.systemItem == .fixedSpace {
                widths.append(item.width)
            } else {
                widths.append(view.sizeThatFits(CGSize(width: 0, height: rowHeight)).width)
            }
        }
        let shown = zip(items, itemViews).filter { !$0.1.isHidden && $0.0.systemItem != .flexibleSpace }.count
        let used = widths.reduce(0, +) + CGFloat(max(shown - 1, 0)) * Self.itemSpacing + 2 * Self.edgeMargin
        let share = flexible > 0 ? max(bounds.width - used, 0) / CGFloat(flexible) : 0
        var x = Self.edgeMargin
        var previousWasItem = false
        for (index, (item, view)) in zip(items, itemViews).enumerated() {
            guard !view.isHidden else { continue }
            if item.systemItem == .flexibleSpace {
                view.frame = CGRect(x: x, y: 0, width: share, height: rowHeight)
                x += share
                continue
            }
            if previousWasItem { x += Self.itemSpacing }
            view.frame = CGRect(x: x, y: 0, width: widths[index], height: rowHeight)
            x += widths[index]
            previousWasItem = true
        }
        bottomExtension.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: extendsBelow)
        backgroundImageView.frame = bounds
        let scale = window?.screen.scale ?? 1
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / scale)
    }

    /// As wide as offered, 44 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.standardHeight) }
}

/// A toolbar's look: the bar appearance's background and hairline.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// Creates the default appearance.
    public override init() { super.init() }

    /// An appearance with another's background and hairline (and, from a toolbar appearance, its buttons').
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let toolbar = barAppearance as? UIToolbarAppearance {
            buttonAppearance = toolbar.buttonAppearance.copy()
            doneButtonAppearance = toolbar.doneButtonAppearance.copy()
        }
    }

    /// An archived one: nil, as Tapestry reads no archives (UIKit declares this initializer required).
    public required init?(coder: NSCoder) { return nil }

    /// How plain items look (their title attributes apply where the item sets none).
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// How `.done` items look.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
}

/// An input view or accessory that clicks as its keys are pressed, when it says so.
@preconcurrency @MainActor
public protocol UIInputViewAudioFeedback: AnyObject {
    /// Whether `UIDevice.current.playInputClick()` clicks while the view shows; false by default.
    var enableInputClicksWhenVisible: Bool { get }
}

extension UIInputViewAudioFeedback {
    /// False.
    public var enableInputClicksWhenVisible: Bool { false }
}
