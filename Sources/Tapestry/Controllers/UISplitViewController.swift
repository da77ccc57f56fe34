import Foundation

/// Columns of controllers side by side: a sidebar (primary), an optional middle column (supplementary) and the
/// content (secondary), as on an iPad in landscape. A desktop window has regular size classes, so the columns are
/// shown side by side; a window whose traits are made compact (`traitOverrides.horizontalSizeClass`) collapses
/// them into one: the compact column's controller when one is set, else the primary column with the secondary's
/// controller pushed onto it.
///
/// With a style (`init(style:)`), each column's controller is wrapped in a navigation controller unless it is
/// one, as UIKit does, and `viewController(for:)` answers the controller that was set. Without one, the classic
/// `viewControllers` pair is shown as given.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// How many columns the controller has.
    public enum Style: Int, Sendable {
        /// The classic interface: `viewControllers` holds the primary and secondary controllers.
        case unspecified = 0
        /// A primary and a secondary column.
        case doubleColumn = 1
        /// A primary, a supplementary and a secondary column.
        case tripleColumn = 2
    }

    /// A column of the interface.
    public enum Column: Int, Sendable {
        /// The leading column (a sidebar).
        case primary = 0
        /// The middle column of a triple-column interface.
        case supplementary = 1
        /// The content.
        case secondary = 2
        /// What a collapsed interface shows instead of the others.
        case compact = 3
    }

    /// Which columns show and how.
    public enum DisplayMode: Int, Sendable {
        /// The controller chooses (the columns side by side, on a desktop).
        case automatic = 0
        /// Only the secondary column.
        case secondaryOnly = 1
        /// One column beside the secondary.
        case oneBesideSecondary = 2
        /// One column over the secondary.
        case oneOverSecondary = 3
        /// Two columns beside the secondary.
        case twoBesideSecondary = 4
        /// Two columns over the secondary.
        case twoOverSecondary = 5
        /// Two columns pushing the secondary aside.
        case twoDisplaceSecondary = 6

        /// The classic name of `.secondaryOnly`.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The classic name of `.oneBesideSecondary`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The classic name of `.oneOverSecondary`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// How the leading columns share the width with the secondary one.
    public enum SplitBehavior: Int, Sendable {
        /// The controller chooses (tiled, on a desktop).
        case automatic = 0
        /// Side by side.
        case tile = 1
        /// Over the secondary.
        case overlay = 2
        /// Pushing the secondary aside.
        case displace = 3
    }

    /// The edge the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
        /// The leading edge.
        case leading = 0
        /// The trailing edge.
        case trailing = 1
    }

    /// The primary column's background.
    public enum BackgroundStyle: Int, Sendable {
        /// The controller's own.
        case none = 0
        /// A sidebar's grouped background.
        case sidebar = 1
    }

    /// For widths: let the controller choose.
    nonisolated public static let automaticDimension: CGFloat = -1

    /// The interface's style.
    public let style: Style
    /// The delegate.
    open weak var delegate: UISplitViewControllerDelegate?

    private var columns: [Column: UIViewController] = [:]
    /// The navigation controllers made around column controllers that were not one.
    private var wrappers: [Column: UINavigationController] = [:]
    private var shownMode: DisplayMode = .automatic
    private var collapsedNow = false

    /// Creates a column-style split view controller.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a classic split view controller (`viewControllers` holds its two controllers).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    // MARK: Columns

    /// The controllers shown in the columns, primary first (for a column style: what the columns show, each in
    /// its navigation controller).
    open var viewControllers: [UIViewController] {
        get {
            let order: [Column] =
                style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            return order.compactMap { shown(in: $0) }
        }
        set {
            precondition(style == .unspecified || newValue.count <= 3, "UISplitViewController: too many controllers")
            let order: [Column] =
                newValue.count == 3 ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for column in [Column.primary, .supplementary, .secondary] { setViewController(nil, for: column) }
            for (column, controller) in zip(order, newValue) { setViewController(controller, for: column) }
        }
    }

    /// Puts a controller in a column (nil empties it). With a column style, a controller that is not a navigation
    /// controller is wrapped in one.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        precondition(
            column != .supplementary || style != .doubleColumn,
            "UISplitViewController: a double-column interface has no supplementary column")
        if let old = shown(in: column) { detach(old) }
        columns[column] = vc
        wrappers[column] = nil
        if let vc, style != .unspecified, !(vc is UINavigationController) {
            wrappers[column] = UINavigationController(rootViewController: vc)
        }
        if let shown = shown(in: column) {
            addChild(shown)
            shown.didMove(toParent: self)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The controller set for a column (not the navigation controller made around it).
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// What a column shows: its controller, or the navigation controller made around it.
    private func shown(in column: Column) -> UIViewController? { wrappers[column] ?? columns[column] }

    private func detach(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
    }

    // MARK: Display mode

    /// The display mode asked for; `.automatic` lets the controller choose.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { updateDisplayMode(to: resolvedMode(preferredDisplayMode)) }
    }
    /// The display mode shown now.
    open var displayMode: DisplayMode { shownMode == .automatic ? resolvedMode(.automatic) : shownMode }
    /// The split behaviour asked for.
    open var preferredSplitBehavior: SplitBehavior = .automatic
    /// The split behaviour used: tiled unless another is asked for.
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }
    /// Whether a swipe shows and hides the primary column (kept; a desktop has no edge swipe).
    open var presentsWithGesture = true
    /// Whether the secondary column's bar has a button that hides the other columns.
    open var showsSecondaryOnlyButton = false
    /// The primary column's edge.
    open var primaryEdge: PrimaryEdge = .leading {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The primary column's background style.
    open var primaryBackgroundStyle: BackgroundStyle = .none

    /// Shows a column (and what it needs beside it).
    open func show(_ column: Column) {
        switch column {
        case .primary: updateDisplayMode(to: style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary)
        case .supplementary: updateDisplayMode(to: .oneBesideSecondary)
        case .secondary, .compact: break
        }
        delegate?.splitViewController(self, willShow: column)
    }

    /// Hides a column.
    open func hide(_ column: Column) {
        switch column {
        case .primary: updateDisplayMode(to: style == .tripleColumn ? .oneBesideSecondary : .secondaryOnly)
        case .supplementary: updateDisplayMode(to: .secondaryOnly)
        case .secondary, .compact: break
        }
        delegate?.splitViewController(self, willHide: column)
    }

    /// A bar button item that hides and shows the primary column.
    open private(set) lazy var displayModeButtonItem: UIBarButtonItem = {
        let item = UIBarButtonItem(
            title: nil, image: UIImage(systemName: "sidebar.left"),
            primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                if self.displayMode == .secondaryOnly { self.show(.primary) } else { self.hide(.primary) }
            })
        return item
    }()

    private func resolvedMode(_ mode: DisplayMode) -> DisplayMode {
        guard mode == .automatic else { return mode }
        if let chosen = delegate?.targetDisplayModeForAction(in: self), chosen != .automatic { return chosen }
        return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }

    private func updateDisplayMode(to mode: DisplayMode) {
        let new = resolvedMode(mode)
        guard new != displayMode || shownMode == .automatic else { return }
        if new != displayMode { delegate?.splitViewController(self, willChangeTo: new) }
        shownMode = new
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: Widths

    /// The primary column's width as a fraction of the whole (automatic by default).
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The primary column's width in points (automatic by default; it wins over the fraction).
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The narrowest the primary column gets.
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The widest the primary column gets.
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The supplementary column's width as a fraction of the whole.
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The supplementary column's width in points.
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The narrowest the supplementary column gets.
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The widest the supplementary column gets.
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension

    /// The primary column's width now.
    open var primaryColumnWidth: CGFloat {
        width(
            preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
            minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }
    /// The supplementary column's width now.
    open var supplementaryColumnWidth: CGFloat {
        width(
            preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
            minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
    }

    /// A column's width: the preferred points, else the fraction of the whole, else 320 (UIKit's sidebar on a
    /// large iPad), kept between the minimum (0) and maximum (no limit).
    private func width(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        let whole = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
        var width: CGFloat =
            preferred >= 0 ? preferred : fraction >= 0 ? (whole * min(fraction, 1)).rounded() : 320
        if maximum >= 0 { width = min(width, maximum) }
        if minimum >= 0 { width = max(width, minimum) }
        return min(width, whole)
    }

    // MARK: Collapsing

    /// Whether the columns are collapsed into one (when the traits are compact in width).
    open var isCollapsed: Bool { collapsedNow }

    /// Puts the controller in the secondary column (pushes it onto the shown stack when collapsed).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if collapsedNow, let navigation = shown(in: .primary) as? UINavigationController {
            navigation.pushViewController(vc, animated: true)
            return
        }
        setViewController(vc, for: .secondary)
    }

    /// Shows a controller from a column: pushed onto the primary column's navigation controller when collapsed,
    /// else into the secondary column.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if collapsedNow, let navigation = shown(in: .primary) as? UINavigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            showDetailViewController(vc, sender: sender)
        }
    }

    // MARK: Layout

    /// The container of the columns.
    open override func loadView() {
        let container = SplitContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.backgroundColor = .systemBackground
        view = container
    }

    /// Places the columns' views: side by side, or the one a collapsed interface shows.
    func layoutColumns() {
        guard let container = viewIfLoaded else { return }
        let collapse = traitCollection.horizontalSizeClass == .compact
        if collapse != collapsedNow {
            collapsedNow = collapse
            if collapse {
                delegate?.splitViewControllerDidCollapse(self)
            } else {
                delegate?.splitViewControllerDidExpand(self)
            }
        }
        let bounds = container.bounds
        var frames: [(UIViewController, CGRect)] = []
        if collapsedNow {
            if let compact = shown(in: .compact) {
                frames.append((compact, bounds))
            } else if let primary = shown(in: .primary) {
                frames.append((primary, bounds))
            }
        } else {
            let mode = displayMode
            let showsPrimary = mode != .secondaryOnly && !(style == .tripleColumn && mode == .oneBesideSecondary)
            let showsSupplementary =
                style == .tripleColumn && mode != .secondaryOnly
            let overlays = [.oneOverSecondary, .twoOverSecondary].contains(mode) || splitBehavior == .overlay
            var leading: [(UIViewController, CGFloat)] = []
            if showsPrimary, let primary = shown(in: .primary) { leading.append((primary, primaryColumnWidth)) }
            if showsSupplementary, let supplementary = shown(in: .supplementary) {
                leading.append((supplementary, supplementaryColumnWidth))
            }
            let used = min(leading.reduce(0) { $0 + $1.1 }, bounds.width)
            var x: CGFloat = primaryEdge == .leading ? bounds.minX : bounds.maxX - used
            for (controller, width) in leading {
                frames.append((controller, CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)))
                x += width
            }
            if let secondary = shown(in: .secondary) {
                let start = overlays ? bounds.minX : (primaryEdge == .leading ? bounds.minX + used : bounds.minX)
                let width = overlays ? bounds.width : bounds.width - used
                frames.insert((secondary, CGRect(x: start, y: bounds.minY, width: width, height: bounds.height)), at: 0)
            }
        }
        let visible = Set(frames.map { ObjectIdentifier($0.0) })
        for controller in children where !visible.contains(ObjectIdentifier(controller)) {
            if controller.viewIfLoaded?.superview === container { controller.view.removeFromSuperview() }
        }
        for (controller, frame) in frames {
            let columnView = controller.view!
            if columnView.superview !== container { container.addSubview(columnView) }
            columnView.frame = frame
            container.bringSubviewToFront(columnView)
        }
    }
}
