import Foundation

/// The bar at the top of a navigation controller: the top item's title in the middle, its bar button items at
/// the sides, and a back button titled after the item below it (SEMANTICS §12.3).
@preconcurrency @MainActor
open class UINavigationBar: UIView, UIBarPositioning {
    /// The bar's height on an iPhone (a window with a top safe-area inset), as in UIKit 26.
    public static let standardHeight: CGFloat = 44
    /// The bar's height in a desktop window (no top safe-area inset): 50 pt, 10 pt below the window's top, as
    /// UIKit 26 lays it out on the Mac (measured in Mac Catalyst).
    public static let desktopHeight: CGFloat = 50
    /// How far below a desktop window's top the bar sits.
    static let desktopTop: CGFloat = 10
    /// What a large title adds under the bar's row (UIKit's large-title area).
    public static let largeTitleHeight: CGFloat = 52
    /// The height of a compact-height bar (an iPhone in landscape: a vertically compact size class), as UIKit's.
    public static let compactHeight: CGFloat = 32

    /// Whether the bar is compact: its vertical size class is `.compact` (it then shows no large title and
    /// takes the compact appearances).
    var isCompactHeight: Bool { traitCollection.verticalSizeClass == .compact }

    /// The size class may make the bar compact or regular again: its look and height follow.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyAppearance()
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass { largeTitleDidChange() }
    }

    /// The items, bottom first; the last is shown.
    open private(set) var items: [UINavigationItem]? {
        didSet {
            for item in oldValue ?? [] where item.bar === self { item.bar = nil }
            for item in items ?? [] { item.bar = self }
            rebuild()
        }
    }
    /// The item shown.
    public var topItem: UINavigationItem? { items?.last }
    /// The item below the top one, whose title the back button shows.
    public var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }
    /// The colour of the bar's buttons; system blue by default.
    /// The bar's buttons follow the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        rebuild()
    }
    /// The bar's background colour; the system background by default.
    open var barTintColor: UIColor? {
        didSet { backgroundColor = barTintColor ?? .systemBackground }
    }
    /// Whether the bar is translucent (kept for UIKit's API; drawn opaque).
    open var isTranslucent = true
    /// The bar's style (deprecated in UIKit for appearances): `.black` draws the bar in the dark interface
    /// style (a dark background, a white title) whatever the app's.
    open var barStyle: UIBarStyle = .default {
        didSet { overrideUserInterfaceStyle = barStyle == .black ? .dark : .unspecified }
    }
    /// Whether the top item's title shows large, in an area 52 pt tall under the bar's row (unless the item's
    /// `largeTitleDisplayMode` is `.never`).
    open var prefersLargeTitles = false {
        didSet {
            if oldValue != prefersLargeTitles {
                rebuild()
                largeTitleDidChange()
            }
        }
    }

    /// The bar's background reaches up behind the status bar or the window's top margin, as UIKit's does; this
    /// view paints it there (the bar's frame starts below).
    private let topExtension = UIView()

    /// The background colour, painted up to the window's top too.
    open override var backgroundColor: UIColor? {
        didSet { topExtension.backgroundColor = backgroundColor }
    }

    /// Whether the top item's title shows large.
    public var showsLargeTitle: Bool {
        guard prefersLargeTitles, !isCompactHeight, let top = topItem else { return false }
        switch top.largeTitleDisplayMode {
        case .never: return false
        case .always, .inline: return true
        case .automatic:
            // Follows the items below: the first item shows large; a `.never` below keeps it inline.
            for item in (items ?? []).dropLast().reversed() {
                switch item.largeTitleDisplayMode {
                case .automatic: continue
                case .always, .inline: return true
                case .never: return false
                }
            }
            return true
        }
    }

    /// The height of the row that holds the buttons and the inline title.
    var rowHeight: CGFloat { max(bounds.height - (showsLargeTitle ? largeAreaHeight : 0), 0) }

    /// The height of the large title's area when it shows: 52 points, 20 more with a subtitle under it.
    var largeAreaHeight: CGFloat {
        let subtitle = topItem.flatMap { $0.largeSubtitle ?? $0.subtitle }
        return Self.largeTitleHeight + (subtitle?.isEmpty == false ? Self.largeSubtitleHeight : 0)
    }
    static let largeSubtitleHeight: CGFloat = 20

    /// Called when what the bar needs in height changed (its navigation controller lays out again).
    var heightDidChange: () -> Void = {}
    private func largeTitleDidChange() {
        invalidateIntrinsicContentSize()
        heightDidChange()
    }

    private let largeTitleLabel = UILabel()

    /// What the back button does: a standalone bar pops its top item (asking its delegate); a navigation
    /// controller pops its top controller.
    lazy var backAction: () -> Void = { [unowned self] in self.popItem(animated: true) }

    /// Hears items pushed and popped and may refuse them; a navigation controller's bar has the controller.
    open weak var delegate: UINavigationBarDelegate?

    /// Where the bar sits: what the delegate says, else `.top`.
    open var barPosition: UIBarPosition {
        let position = delegate?.position(for: self) ?? .any
        return position == .any ? .top : position
    }

    private let titleLabel = UILabel()
    /// The item's subtitle: under the inline title, or under the large title when that shows.
    private let subtitleLabel = UILabel()
    private var backButton: BackButton?
    private var leftViews: [UIView] = []
    private var rightViews: [UIView] = []
    private var shownTitleView: UIView?
    private let hairline = UIImageView()
    var hairlineView: UIImageView { hairline }
    /// The legacy background images by bar metrics (`setBackgroundImage(_:for:)`).
    var legacyBackgroundImages: [UIBarMetrics: UIImage] = [:]
    /// The legacy background images set for a position (`setBackgroundImage(_:for:barMetrics:)`).
    var positionedBackgroundImages: [UIBarPosition: [UIBarMetrics: UIImage]] = [:]
    /// Shows a legacy background image, under everything, reaching up to the window's top with the bar.
    let backgroundImageView = UIImageView()
    /// The image of the hairline under the bar (the legacy API; appearances have `shadowColor`), shown when a
    /// background image is set too, as in UIKit: an empty `UIImage()` hides the hairline.
    open var shadowImage: UIImage? {
        didSet { applyAppearance() }
    }
    var storedStandardAppearance: UINavigationBarAppearance?
    var storedScrollEdgeAppearance: UINavigationBarAppearance?
    var storedCompactAppearance: UINavigationBarAppearance?
    var storedCompactScrollEdgeAppearance: UINavigationBarAppearance?
    /// Whether the content under the bar is scrolled to its top (or there is no scroll view): the bar then shows
    /// its scroll-edge appearance. A navigation controller keeps it current; a bar on its own is not at an edge.
    private var showsItemAppearance = false
    var isAtScrollEdge = false {
        didSet { if oldValue != isAtScrollEdge { applyAppearance() } }
    }

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        addSubview(titleLabel)
        titleLabel.accessibilityTraits = [.staticText, .header]
        largeTitleLabel.accessibilityTraits = [.staticText, .header]
        hairline.backgroundColor = .separator
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
        largeTitleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        largeTitleLabel.lineBreakMode = .byTruncatingTail
        largeTitleLabel.isHidden = true
        addSubview(largeTitleLabel)
        subtitleLabel.font = .systemFont(ofSize: 13)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.lineBreakMode = .byTruncatingTail
        subtitleLabel.isHidden = true
        addSubview(subtitleLabel)
        topExtension.isUserInteractionEnabled = false
        topExtension.backgroundColor = backgroundColor
        insertSubview(topExtension, at: 0)
        backgroundImageView.isUserInteractionEnabled = false
        backgroundImageView.isHidden = true
        insertSubview(backgroundImageView, at: 0)
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// Replaces the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }

    /// Pushes an item on top, unless the delegate refuses.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        items = (items ?? []) + [item]
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item, unless the delegate refuses; nil when nothing was popped.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var current = items, let top = current.last else { return nil }
        guard delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        current.removeLast()
        items = current
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    func itemDidChange(_ item: UINavigationItem) {
        if item === topItem || item === backItem {
            let large = showsLargeTitle
            rebuild()
            // A large subtitle coming or going changes the height too (the item has changed already).
            if large != showsLargeTitle || large { largeTitleDidChange() }
        }
    }

    private func rebuild() {
        for view in leftViews + rightViews { view.removeFromSuperview() }
        shownTitleView?.removeFromSuperview()
        shownTitleView = nil
        backButton?.removeFromSuperview()
        backButton = nil
        leftViews = []
        rightViews = []
        guard let top = topItem else {
            titleLabel.text = nil
            largeTitleLabel.text = nil
            largeTitleLabel.isHidden = true
            subtitleLabel.isHidden = true
            updateTitleMenu()
            return
        }
        largeTitleLabel.text = top.largeTitle ?? top.title
        largeTitleLabel.isHidden = !showsLargeTitle
        let subtitle = showsLargeTitle ? top.largeSubtitle ?? top.subtitle : top.titleView == nil ? top.subtitle : nil
        subtitleLabel.text = subtitle
        subtitleLabel.isHidden = subtitle?.isEmpty ?? true
        subtitleLabel.textAlignment = showsLargeTitle ? .natural : .center
        if top.hasOwnAppearance || showsItemAppearance {
            showsItemAppearance = top.hasOwnAppearance
            applyAppearance()
        }
        if let title = backButtonTitle {
            let button = BackButton(title: title, tint: tintColor)
            button.addAction(
                UIAction { [weak self, weak button] _ in
                    // The top item's own back action wins over going back (iOS 16).
                    if let action = self?.topItem?.backAction, let button {
                        action.performWithSender(button, target: nil)
                    } else {
                        self?.backAction()
                    }
                }, for: .touchUpInside)
            button.accessibilityIdentifier = "back"
            addSubview(button)
            backButton = button
        }
        for item in top.leftBarButtonItems ?? [] { leftViews.append(show(item)) }
        for item in top.rightBarButtonItems ?? [] { rightViews.append(show(item)) }
        if let titleView = top.titleView {
            addSubview(titleView)
            shownTitleView = titleView
            titleLabel.text = nil
        } else {
            // A large title is shown below the row instead of in it.
            titleLabel.text = showsLargeTitle ? nil : top.title
        }
        updateTitleMenu()
        setNeedsLayout()
    }

    private func show(_ item: UIBarButtonItem) -> UIView {
        let view = item.makeBarView(tint: tintColor)
        if let button = view as? BarItemButton {
            let appearance = effectiveAppearance
            button.appearance = item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
        }
        addSubview(view)
        return view
    }

    /// The buttons on the leading side, after the back button.
    public var leadingButtons: [UIView] { (backButton.map { [$0 as UIView] } ?? []) + leftViews }
    /// The buttons on the trailing side, the first at the edge.
    public var trailingButtons: [UIView] { rightViews }
    /// The label showing the title.
    public var titleTextLabel: UILabel { titleLabel }

    /// Lays out the back button and leading items from the left, the trailing items from the right, and the
    /// title centred in the bar's row (moved aside only as far as the buttons need); a large title below the
    /// row, at the leading margin.
    open override func layoutSubviews() {
        let height = bounds.height
        let row = rowHeight
        var left: CGFloat = 8
        for view in leadingButtons {
            let size = view.sizeThatFits(CGSize(width: 0, height: row))
            view.frame = CGRect(x: left, y: 0, width: size.width, height: row)
            left += size.width + 8
        }
        var right = bounds.width - 8
        for view in rightViews {
            let size = view.sizeThatFits(CGSize(width: 0, height: row))
            right -= size.width
            view.frame = CGRect(x: right, y: 0, width: size.width, height: row)
            right -= 8
        }
        let title: UIView = shownTitleView ?? titleLabel
        var size = title.sizeThatFits(CGSize(width: bounds.width, height: row))
        if shownTitleView != nil, title.bounds.size != .zero { size = title.bounds.size }
        let room = max(right - left, 0)
        size.width = min(size.width, room)
        var x = (bounds.width - size.width) / 2
        x = min(max(x, left), right - size.width)
        let inlineSubtitle = !subtitleLabel.isHidden && !showsLargeTitle
        let subtitleSize = subtitleLabel.sizeThatFits(CGSize(width: bounds.width, height: 0))
        let titleHeight = min(size.height, row)
        let stackHeight = titleHeight + (inlineSubtitle ? subtitleSize.height : 0)
        title.frame = CGRect(x: x, y: max((row - stackHeight) / 2, 0), width: size.width, height: titleHeight)
        if inlineSubtitle {
            // Centred under the title, in the same room between the buttons.
            let width = min(subtitleSize.width, room)
            subtitleLabel.frame = CGRect(
                x: min(max((bounds.width - width) / 2, left), right - width), y: title.frame.maxY, width: width,
                height: subtitleSize.height)
        }
        if showsLargeTitle {
            let large = largeTitleLabel.sizeThatFits(CGSize(width: bounds.width - 32, height: 0))
            largeTitleLabel.frame = CGRect(
                x: 16, y: row + (Self.largeTitleHeight - large.height) / 2, width: min(large.width, bounds.width - 32),
                height: large.height)
            if !subtitleLabel.isHidden {
                subtitleLabel.frame = CGRect(
                    x: 16, y: row + Self.largeTitleHeight - 4, width: min(subtitleSize.width, bounds.width - 32),
                    height: subtitleSize.height)
            }
        }
        // The background reaches up to the window's top (the status bar, or a desktop window's margin).
        let above = max(frame.minY, 0)
        topExtension.frame = CGRect(x: 0, y: -above, width: bounds.width, height: above)
        backgroundImageView.frame = CGRect(x: 0, y: -above, width: bounds.width, height: bounds.height + above)
        let scale = window?.screen.scale ?? 1
        hairline.frame = CGRect(x: 0, y: height - 1 / scale, width: bounds.width, height: 1 / scale)
        layOutRenamingField()
    }

    /// The label showing the item's subtitle (hidden without one).
    public var subtitleTextLabel: UILabel { subtitleLabel }

    /// The label showing a large title (hidden unless `showsLargeTitle`).
    public var largeTitleTextLabel: UILabel { largeTitleLabel }

    /// The bar's natural size: as wide as offered, 44 points high (an iPhone's bar), 52 more with a large title.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standardHeight + (showsLargeTitle ? largeAreaHeight : 0))
    }
}

/// The back button: a chevron and the previous item's title.
@MainActor
final class BackButton: UIButton {
    init(title: String, tint: UIColor) {
        super.init(frame: .zero)
        setTitle(title, for: .normal)
        setTitleColor(tint, for: .normal)
        setTitleColor(tint.withAlphaComponent(0.3), for: .highlighted)
        titleLabel?.font = .systemFont(ofSize: 17)
        accessibilityLabel = title.isEmpty ? "Back" : title
        self.tint = tint
    }
    required init?(coder: NSCoder) { return nil }

    private var tint: UIColor = .systemBlue

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = super.sizeThatFits(size)
        return CGSize(width: text.width + 18, height: UINavigationBar.standardHeight)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let titleLabel { titleLabel.frame.origin.x = 18 }
    }

    override func draw(_ rect: CGRect) {
        super.draw(rect)
        let path = UIBezierPath()
        let mid = bounds.midY
        path.move(to: CGPoint(x: 10, y: mid - 8))
        path.addLine(to: CGPoint(x: 3, y: mid))
        path.addLine(to: CGPoint(x: 10, y: mid + 8))
        path.lineWidth = 2.5
        (isHighlighted ? tint.withAlphaComponent(0.3) : tint).setStroke()
        path.stroke()
    }
}
