import Foundation

extension UICollectionView {
    /// How cells of a class are configured for an item (iOS 14): made once per registration, dequeued with
    /// `dequeueConfiguredReusableCell(using:for:item:)`, which runs the handler.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for an item at an index path.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        let handler: Handler
        let reuseIdentifier = "CellRegistration-\(UUID().uuidString)"

        /// A registration configuring cells with `handler`.
        public init(handler: @escaping Handler) { self.handler = handler }
    }

    /// How supplementary views of a class and kind are configured (iOS 14).
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a view of a kind at an index path.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath)
            ->
            Void
        /// The kind of view registered.
        public let elementKind: String
        let handler: Handler
        let reuseIdentifier = "SupplementaryRegistration-\(UUID().uuidString)"

        /// A registration of views of `elementKind`, configured with `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A reused or new cell of the registration's class, configured by its handler for `item` (not when nil).
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        registerIfNeeded(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A reused or new supplementary view of the registration's class and kind, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        registerIfNeeded(
            Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
            withReuseIdentifier: registration.reuseIdentifier)
        let view =
            dequeueReusableSupplementaryView(
                ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
            as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// A list's cell (iOS 14): a collection view cell whose default content is a list row's (text, secondary text,
/// image), as a table cell's is.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// Content for the cell: `UIListContentConfiguration.cell()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
    /// The background of the list the cell is in: plain, grouped (inset grouped too) or sidebar.
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch listAppearance {
        case .grouped?, .insetGrouped?: .listGroupedCell()
        case .sidebar?, .sidebarPlain?: .listSidebarCell()
        case .plain?, nil: .listPlainCell()
        }
    }
    /// The appearance of the list the cell was last placed in.
    var listAppearance: UICollectionLayoutListConfiguration.Appearance?
    /// Whether its list rounded it as part of an inset-grouped section's card.
    var isShapedAsCard = false
    /// How many levels the cell's content (and leading accessories, with `indentsAccessories`) is indented;
    /// a diffable data source sets it to the item's level in its section snapshot.
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }
    /// The width of each indentation level.
    open var indentationWidth: CGFloat = 10 {
        didSet { if indentationWidth != oldValue { setNeedsLayout() } }
    }
    /// Whether leading accessories move in with the content (true) or stay at the edge.
    open var indentsAccessories = true {
        didSet { if indentsAccessories != oldValue { setNeedsLayout() } }
    }
    /// Whether the outline disclosure was last shown expanded (nil before it was shown).
    var shownExpanded: Bool?
    /// The separators the list gives the row, and where the row is in its section (nil: no lines).
    var listSeparator: (configuration: UIListSeparatorConfiguration, item: Int, count: Int)? {
        didSet { setNeedsLayout() }
    }
    /// The bottom and top lines (made when first needed).
    var separatorViews: [UIView] = []
    /// The accessories shown beside the content, as their kinds and `displayedState`s place them.
    open var accessories: [UICellAccessory] = [] {
        didSet {
            for view in accessoryViews { view.removeFromSuperview() }
            accessoryViews = []
            setNeedsLayout()
        }
    }
    /// The views of `accessories`, in the same order (made at layout).
    var accessoryViews: [UIView] = []

    /// Fills the cell, then places the accessories and narrows the content between them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutAccessories()
        layoutSeparators()
    }
}
