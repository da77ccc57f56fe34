import Foundation

/// One dimension of a compositional layout's size: a fraction of its container's width or height, an absolute
/// number of points, or an estimate.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The fraction, points or estimate.
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension.isFinite ? max(dimension, 0) : 0
    }

    /// A fraction of the container's width.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
    }
    /// A fraction of the container's height.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }
    /// A number of points.
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute, absoluteDimension)
    }
    /// An estimate: the size until the cell is shown. An item's estimated height is then the height its cell
    /// asks for at the width it is given (`preferredLayoutAttributesFitting(_:)`), and a group of estimated
    /// height grows to its items.
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimatedDimension)
    }

    /// Whether it is a fraction of the width.
    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a fraction of the height.
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is a number of points.
    open var isAbsolute: Bool { kind == .absolute }
    /// Whether it is an estimate.
    open var isEstimated: Bool { kind == .estimated }

    /// The points it comes to in a container of `size`.
    func resolve(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * size.width
        case .fractionalHeight: dimension * size.height
        case .absolute, .estimated: dimension
        }
    }
}

/// A width and a height, each a dimension.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of a width and a height.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
    }

    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}

/// The space between a group's items: fixed, or flexible (at least this much, the rest shared).
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    /// The points.
    public let spacing: CGFloat
    /// Whether the spacing is fixed.
    public let isFixedSpacing: Bool
    /// Whether the spacing is flexible.
    open var isFlexibleSpacing: Bool { !isFixedSpacing }

    init(spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing.isFinite ? max(spacing, 0) : 0
        isFixedSpacing = fixed
    }

    /// A fixed spacing.
    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, fixed: true)
    }
    /// A flexible spacing of at least `flexibleSpacing`, the leftover room shared between the items.
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, fixed: false)
    }
}

/// An item of a compositional layout: a size, and insets that shrink its content within it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets of the content within the item's frame.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Supplementary items attached to it (badges), placed by their anchors against the item's frame.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    /// Places the item in `frame`: one cell, inset.
    func place(in frame: CGRect, _ emit: (CGRect, NSCollectionLayoutItem) -> Void) {
        emit(
            CGRect(
                x: frame.minX + contentInsets.leading, y: frame.minY + contentInsets.top,
                width: max(frame.width - contentInsets.leading - contentInsets.trailing, 0),
                height: max(frame.height - contentInsets.top - contentInsets.bottom, 0)), self)
    }
}

/// Items in a row (horizontal) or a column (vertical), each sized relative to the group.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The items, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between the items.
    open var interItemSpacing: NSCollectionLayoutSpacing?
    let isHorizontal: Bool
    /// For `count:` groups: this many equal items.
    let repeatCount: Int?

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool, count: Int?) {
        self.subitems = subitems
        isHorizontal = horizontal
        repeatCount = count.map { max($0, 1) }
        super.init(layoutSize: layoutSize)
    }

    /// Items side by side, left to right.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: true, count: nil)
    }
    /// `count` equal copies of `subitem` side by side (their width shared out).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: true, count: count)
    }
    /// `count` copies of `subitem` side by side (iOS 16's name).
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> NSCollectionLayoutGroup
    {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }
    /// Items one under the other.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: false, count: nil)
    }
    /// `count` equal copies of `subitem` one under the other.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: false, count: count)
    }
    /// `count` copies of `subitem` one under the other (iOS 16's name).
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> NSCollectionLayoutGroup
    {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    private var items: [NSCollectionLayoutItem] {
        repeatCount.map { Array(repeating: subitems.first!, count: $0) } ?? subitems
    }

    override func place(in frame: CGRect, _ emit: (CGRect, NSCollectionLayoutItem) -> Void) {
        let inner = CGRect(
            x: frame.minX + contentInsets.leading, y: frame.minY + contentInsets.top,
            width: max(frame.width - contentInsets.leading - contentInsets.trailing, 0),
            height: max(frame.height - contentInsets.top - contentInsets.bottom, 0))
        let items = self.items
        guard !items.isEmpty else { return }
        let spacing = interItemSpacing?.spacing ?? 0
        var sizes: [CGSize]
        if let count = repeatCount {
            // Equal shares of the group's length.
            let length = ((isHorizontal ? inner.width : inner.height) - spacing * CGFloat(count - 1)) / CGFloat(count)
            let other = items[0].layoutSize.resolve(in: inner.size)
            sizes = Array(
                repeating: isHorizontal
                    ? CGSize(width: max(length, 0), height: other.height)
                    : CGSize(width: other.width, height: max(length, 0)), count: count)
        } else {
            sizes = items.map { $0.layoutSize.resolve(in: inner.size) }
        }
        var gap = spacing
        if let flexible = interItemSpacing, flexible.isFlexibleSpacing, items.count > 1 {
            let used = sizes.reduce(0) { $0 + (isHorizontal ? $1.width : $1.height) }
            let length = isHorizontal ? inner.width : inner.height
            gap = max(spacing, (length - used) / CGFloat(items.count - 1))
        }
        var offset: CGFloat = 0
        let length = isHorizontal ? inner.width : inner.height
        // The subitems once, then again while the next one fits (a group of one 1/3-wide item holds three).
        var index = 0
        while index < items.count || (repeatCount == nil && index < 10_000) {
            let item = items[index % items.count], size = sizes[index % items.count]
            let extent = isHorizontal ? size.width : size.height
            if index >= items.count, extent <= 0 || offset + extent > length + 0.001 { break }
            let origin =
                isHorizontal
                ? CGPoint(x: inner.minX + offset, y: inner.minY) : CGPoint(x: inner.minX, y: inner.minY + offset)
            item.place(in: CGRect(origin: origin, size: size), emit)
            offset += extent + gap
            index += 1
        }
    }
}

/// Where a boundary item sits on its section.
public enum NSRectAlignment: Int, Sendable {
    /// Nowhere in particular.
    case none = 0
    /// Above.
    case top
    /// Above, at the leading edge.
    case topLeading
    /// At the leading edge.
    case leading
    /// Below, at the leading edge.
    case bottomLeading
    /// Below.
    case bottom
    /// Below, at the trailing edge.
    case bottomTrailing
    /// At the trailing edge.
    case trailing
    /// Above, at the trailing edge.
    case topTrailing
}

/// What a compositional layout asks for each section: the section's index and the layout's environment in, its
/// layout out (nil: the section is left out).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A supplementary view of a kind, sized like an item.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the collection view asks its data source for.
    public let elementKind: String
    /// Its stacking among the section's elements: 1 by default, over the items.
    open var zIndex = 1
    /// Where on the item it is attached to it is placed (an item's badge), as `frame(in:)` works out.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point of its own that goes to `containerAnchor`'s point (nil: the point of the same edges).
    public let itemAnchor: NSCollectionLayoutAnchor?

    /// A supplementary item of a kind (centred on an item it is attached to).
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        containerAnchor = NSCollectionLayoutAnchor(edges: [])
        itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }

    /// A supplementary item attached to an item (a badge) at `containerAnchor`.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary item attached to an item, its `itemAnchor` point at the item's `containerAnchor` point.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }

    /// Its frame on an item of frame `container`: sized relative to the item, the point its item anchor's edges
    /// name (its centre along an axis without an edge) on the point the container anchor's edges name on the
    /// item, moved by the container anchor's offset (points, or fractions of its own size), and against it by
    /// the item anchor's.
    func frame(in container: CGRect) -> CGRect {
        let size = layoutSize.resolve(in: container.size)
        func point(_ edges: NSDirectionalRectEdge, in rect: CGRect) -> CGPoint {
            CGPoint(
                x: edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX,
                y: edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY)
        }
        let target = point(containerAnchor.edges, in: container)
        let own = point((itemAnchor ?? containerAnchor).edges, in: CGRect(origin: .zero, size: size))
        var origin = CGPoint(x: target.x - own.x, y: target.y - own.y)
        for (anchor, sign) in [(containerAnchor, CGFloat(1)), (itemAnchor, -1)] {
            guard let anchor else { continue }
            let offset =
                anchor.isFractionalOffset
                ? CGPoint(x: anchor.offset.x * size.width, y: anchor.offset.y * size.height) : anchor.offset
            origin.x += sign * offset.x
            origin.y += sign * offset.y
        }
        return CGRect(origin: origin, size: size)
    }
}

/// Where a supplementary item attached to an item stands against it: the edges it is aligned with (none: the
/// centre) and an offset in points or in fractions of the supplementary item's size.
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject {
    /// The edges named (`[.top, .trailing]`: the top-trailing corner).
    public let edges: NSDirectionalRectEdge
    /// How far it moves from there.
    public let offset: CGPoint
    /// Whether `offset` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether `offset` is in fractions of the supplementary item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset && offset != .zero }

    /// An anchor at `edges`.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: true)
    }
    /// An anchor at `edges`, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }
    /// An anchor at `edges`, moved by `fractionalOffset` of the supplementary item's width and height.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }

    init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
    }
}

/// A header or footer of a section (aligned `.top` or `.bottom`).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Where it sits.
    public let alignment: NSRectAlignment
    /// Whether it stays in view while its section scrolls: a header at the top of the visible area, a footer at
    /// the bottom, until its section's other end pushes it away.
    open var pinToVisibleBounds = false
    /// Whether it takes room of its own (true).
    open var extendsBoundary = true

    /// A boundary item of a kind, aligned.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.alignment = alignment
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}

/// A view behind a section, of a kind registered with the layout (`register(_:forDecorationViewOfKind:)`): a
/// section's background, covering its items and its content insets (not its headers and footers), inset by its
/// own `contentInsets`.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind of the decoration view.
    public let elementKind: String
    /// Its stacking among the section's elements; 0 by default (behind the items, which come after it).
    open var zIndex = 0

    /// A decoration of `elementKind` filling its section (what `background(elementKind:)` makes; a subclass's
    /// class function makes itself through it).
    public required init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background of the section, of `elementKind`.
    open class func background(elementKind: String) -> Self { Self(elementKind: elementKind) }
}

/// How a section scrolls across the layout's axis: its groups in one row, in a band that scrolls sideways by
/// itself, coming to rest freely, on a group's leading edge, by pages of its width, or group by group.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// No sideways scrolling.
    case none
    /// Continuous scrolling.
    case continuous
    /// Continuous, settling on a group's leading edge.
    case continuousGroupLeadingBoundary
    /// Paging by the container's width.
    case paging
    /// Paging by groups.
    case groupPaging
    /// Paging by groups, centred.
    case groupPagingCentered
}

/// A section of a compositional layout: its group repeated until its items are placed.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated.
    public let group: NSCollectionLayoutGroup
    /// Insets of the section's content.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// The space between groups.
    open var interGroupSpacing: CGFloat = 0
    /// The swipe actions of a list section's rows (from its list configuration's providers).
    var leadingSwipeActions: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    /// The trailing swipe actions of a list section's rows.
    var trailingSwipeActions: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    /// Whether the section's first item is its header (a list's `headerMode` `.firstItemInSection`).
    var firstItemIsHeader = false
    /// The appearance of a list section (nil for other sections).
    var listAppearance: UICollectionLayoutListConfiguration.Appearance?
    /// A list section's separators and the handler that changes them row by row (nil: no lines).
    var listSeparators: (UIListSeparatorConfiguration, UICollectionLayoutListConfiguration.ItemSeparatorHandler?)?
    /// Whether and how the section scrolls sideways (in a vertical layout): its groups in one row.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// The edges the content insets are measured from (`.automatic`: the layout configuration's); the section's
    /// items and its headers and footers keep that far inside them, across the layout.
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// The edges its headers and footers are measured from (kept: they follow `contentInsetsReference`).
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// Views behind the section (`NSCollectionLayoutDecorationItem.background(elementKind:)`).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Told the section's visible elements before each layout pass (and as a sideways section scrolls), to
    /// change their transform, alpha, stacking or visibility: a carousel's items growing toward its centre.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) { self.group = group }

    /// A list section (see `UICollectionLayoutListConfiguration`).
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        configuration.makeSection()
    }
}

/// What a section provider is told: the container's size.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The container.
    var container: NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The room a compositional layout lays out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The collection view's size.
    var contentSize: CGSize { get }
    /// The size less the content insets.
    var effectiveContentSize: CGSize { get }
    /// The content insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The content insets in effect.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

struct LayoutContainer: NSCollectionLayoutContainer, NSCollectionLayoutEnvironment {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
    var container: NSCollectionLayoutContainer { self }
    let traitCollection: UITraitCollection
}

extension UICollectionView {
    /// The direction a collection view's layout scrolls in (UIKit's home of the type).
    public typealias ScrollDirection = UICollectionViewFlowLayout.ScrollDirection
}

/// The edges a section's content insets are measured from (iOS 14).
public enum UIContentInsetsReference: Int, Sendable {
    /// The layout's choice: its configuration's reference, the safe area when that is automatic too.
    case automatic
    /// The collection view's edges.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide: a column at most 672 points wide, centred.
    case readableContent
}

/// Settings of a whole compositional layout.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The scrolling direction (vertical; horizontal is kept).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections.
    open var interSectionSpacing: CGFloat = 0
    /// The edges sections measure their content insets from when theirs is `.automatic` (the safe area when
    /// this is `.automatic` too).
    open var contentInsetsReference: UIContentInsetsReference = .automatic
}

/// A layout composed of sections, groups and items (iOS 13), each sized relative to its container, laid out
/// vertically. Items of estimated height take the height their cells ask for as they are shown (in groups of
/// plain items); a section with `orthogonalScrollingBehavior` puts its groups in one row that scrolls sideways.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Gives the section at an index its layout.
    public typealias SectionProvider = UICollectionViewCompositionalLayoutSectionProvider

    private let provider: SectionProvider
    /// The layout's settings.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var itemAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var supplementaryAttributes: [String: UICollectionViewLayoutAttributes] = [:]
    /// The boundary items that stay in view (`pinToVisibleBounds`), by the key of their attributes, with the
    /// extent of their section along the scrolling axis.
    private var pinnedElements: [String: (top: Bool, sectionStart: CGFloat, sectionEnd: CGFloat)] = [:]
    private var decorationAttributes: [String: UICollectionViewLayoutAttributes] = [:]
    private var contentSize = CGSize.zero
    /// The heights cells of estimated height asked for, by index path, at `measuredWidth`.
    private var measuredHeights: [IndexPath: CGFloat] = [:]
    private var measuredWidth: CGFloat?
    /// The sections whose items' heights are estimated (their cells are measured as they are shown).
    private var estimatedSections: Set<Int> = []
    /// The bands of the sections that scroll sideways, by section.
    private(set) var orthogonalBands: [Int: OrthogonalBand] = [:]
    /// How far each sideways section is scrolled (set by the collection view as its band scrolls).
    var orthogonalOffsets: [Int: CGFloat] = [:]

    /// Every section laid out as `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
    /// Every section laid out as `section`, with settings.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }
    /// Each section laid out as `sectionProvider` says.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
    /// Each section laid out as `sectionProvider` says, with settings.
    public init(
        sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// A list: every section a list of the configuration's appearance.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        let layout = UICollectionViewCompositionalLayout(section: configuration.makeSection())
        layout.listBackgroundColor = configuration.resolvedBackgroundColor
        return layout
    }

    /// For a list layout: the colour its list shows behind the rows, over the collection view's own background.
    var listBackgroundColor: UIColor?
    /// The view that shows it in the layout's collection view.
    lazy var listBackgroundView: UIView = ListBackgroundView()

    open override var collectionViewContentSize: CGSize { contentSize }

    /// The sections the provider gave at the last `prepare()`, by index.
    private(set) var preparedSections: [Int: NSCollectionLayoutSection] = [:]

    open override func prepare() {
        attributes = []
        itemAttributes = [:]
        supplementaryAttributes = [:]
        pinnedElements = [:]
        decorationAttributes = [:]
        preparedSections = [:]
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let size = collectionView.bounds.size
        if measuredWidth != size.width {
            measuredWidth = size.width
            measuredHeights.removeAll()
        }
        estimatedSections = []
        orthogonalBands = [:]
        let environment = LayoutContainer(contentSize: size, traitCollection: collectionView.traitCollection)
        var y: CGFloat = 0
        let sections = collectionView.numberOfSections
        for section in 0..<sections {
            guard let layout = provider(section, environment) else { continue }
            preparedSections[section] = layout
            if section > 0 { y += configuration.interSectionSpacing }
            var insets = layout.contentInsets
            let reference = referenceInsets(
                layout.contentInsetsReference == .automatic
                    ? configuration.contentInsetsReference : layout.contentInsetsReference, in: collectionView)
            insets.leading += reference.leading
            insets.trailing += reference.trailing
            let width = max(size.width - insets.leading - insets.trailing, 0)
            let area = CGSize(width: width, height: size.height)
            var pinnedKeys: [(key: String, top: Bool)] = []
            let sectionStart = y
            func boundary(_ alignments: Set<NSRectAlignment>) {
                for item in layout.boundarySupplementaryItems where alignments.contains(item.alignment) {
                    let itemSize = item.layoutSize.resolve(in: area)
                    let frame = CGRect(x: insets.leading, y: y, width: itemSize.width, height: itemSize.height)
                    let path = IndexPath(item: 0, section: section)
                    let element = makeAttributes(at: path, supplementaryKind: item.elementKind)
                    element.frame = frame
                    element.zIndex = item.zIndex
                    attributes.append(element)
                    let key = item.elementKind + "\u{0}\(section)"
                    supplementaryAttributes[key] = element
                    if item.pinToVisibleBounds { pinnedKeys.append((key, alignments.contains(.top))) }
                    if item.extendsBoundary { y += itemSize.height }
                }
            }
            boundary([.top, .topLeading, .topTrailing])
            let sectionTop = y
            y += insets.top
            let count = collectionView.numberOfItems(inSection: section)
            // A sideways-scrolling section puts its groups in one row, in a band of its own that scrolls.
            let sideways = layout.orthogonalScrollingBehavior != .none && configuration.scrollDirection == .vertical
            let top = y
            var x = insets.leading
            var bandHeight: CGFloat = 0
            var item = 0
            while item < count {
                let groupSize = layout.group.layoutSize.resolve(in: area)
                var frames: [CGRect] = []
                var placedItems: [NSCollectionLayoutItem] = []
                layout.group.place(
                    in: CGRect(x: x, y: y, width: groupSize.width, height: groupSize.height)
                ) {
                    frames.append($0)
                    placedItems.append($1)
                }
                // A group that places nothing (no room) would repeat forever: the rest of the items get none.
                guard !frames.isEmpty else { break }
                frames = Array(frames.prefix(count - item))
                var groupHeight = groupSize.height
                if let grown = fitMeasuredHeights(&frames, of: layout.group, top: y, firstItem: item, section: section)
                {
                    estimatedSections.insert(section)
                    if layout.group.layoutSize.heightDimension.isEstimated { groupHeight = grown }
                }
                for (frame, placed) in zip(frames, placedItems) {
                    let element = makeAttributes(at: IndexPath(item: item, section: section))
                    element.frame = frame
                    attributes.append(element)
                    itemAttributes[element.indexPath] = element
                    for supplementary in placed.supplementaryItems {
                        let badge = makeAttributes(at: element.indexPath, supplementaryKind: supplementary.elementKind)
                        badge.frame = supplementary.frame(in: frame)
                        badge.zIndex = supplementary.zIndex
                        attributes.append(badge)
                        supplementaryAttributes[supplementary.elementKind + "\u{0}\(section)\u{0}\(item)"] = badge
                    }
                    item += 1
                }
                if sideways {
                    bandHeight = max(bandHeight, groupHeight)
                    x += groupSize.width
                    if item < count { x += layout.interGroupSpacing }
                } else {
                    y += groupHeight
                    if item < count { y += layout.interGroupSpacing }
                }
            }
            if sideways {
                y += bandHeight
                orthogonalBands[section] = OrthogonalBand(
                    frame: CGRect(
                        x: 0, y: top - insets.top, width: size.width, height: insets.top + bandHeight + insets.bottom),
                    contentWidth: x + insets.trailing, behavior: layout.orthogonalScrollingBehavior,
                    groupStride: layout.group.layoutSize.resolve(in: area).width + layout.interGroupSpacing,
                    groupWidth: layout.group.layoutSize.resolve(in: area).width, leadingInset: insets.leading)
            }
            y += insets.bottom
            for decoration in layout.decorationItems {
                let inset = decoration.contentInsets
                let element = UICollectionViewLayoutAttributes(
                    forDecorationViewOfKind: decoration.elementKind, with: IndexPath(item: 0, section: section))
                element.frame = CGRect(
                    x: inset.leading, y: sectionTop + inset.top,
                    width: max(size.width - inset.leading - inset.trailing, 0),
                    height: max(y - sectionTop - inset.top - inset.bottom, 0))
                element.zIndex = decoration.zIndex
                attributes.insert(element, at: 0)
                decorationAttributes[decoration.elementKind + "\u{0}\(section)"] = element
            }
            boundary([.bottom, .bottomLeading, .bottomTrailing])
            for pinned in pinnedKeys { pinnedElements[pinned.key] = (pinned.top, sectionStart, y) }
        }
        contentSize = CGSize(width: size.width, height: y)
    }

    /// How far in from the collection view's sides the edges of `reference` are.
    private func referenceInsets(_ reference: UIContentInsetsReference, in view: UICollectionView) -> (
        leading: CGFloat, trailing: CGFloat
    ) {
        let insets: UIEdgeInsets
        switch reference {
        case .none: return (0, 0)
        case .automatic, .safeArea: insets = view.edgeInsets(for: .safeArea())
        case .layoutMargins: insets = view.edgeInsets(for: .margins())
        case .readableContent: insets = view.edgeInsets(for: .readableContent())
        }
        return (insets.left, insets.right)
    }

    /// Gives the frames of a group of plain items of estimated height the heights their cells asked for (the
    /// estimate until then): stacked in a vertical group, each its own in a horizontal one. Returns the group's
    /// height around them, or nil when its items' heights are not estimated.
    private func fitMeasuredHeights(
        _ frames: inout [CGRect], of group: NSCollectionLayoutGroup, top: CGFloat, firstItem: Int, section: Int
    ) -> CGFloat? {
        guard !group.subitems.isEmpty,
            group.subitems.allSatisfy({ !($0 is NSCollectionLayoutGroup) && $0.layoutSize.heightDimension.isEstimated })
        else { return nil }
        let insets = group.contentInsets
        var bottom = top + insets.top
        if group.isHorizontal {
            for index in frames.indices {
                if let height = measuredHeights[IndexPath(item: firstItem + index, section: section)] {
                    frames[index].size.height = height
                }
                bottom = max(bottom, frames[index].maxY)
            }
        } else {
            let spacing = group.interItemSpacing?.spacing ?? 0
            for index in frames.indices {
                if index > 0 { bottom += spacing }
                frames[index].origin.y = bottom
                if let height = measuredHeights[IndexPath(item: firstItem + index, section: section)] {
                    frames[index].size.height = height
                }
                bottom = frames[index].maxY
            }
        }
        return bottom + insets.bottom - top
    }

    /// Items of estimated height are measured as they are shown.
    override func sizesItemHeightByContent(at indexPath: IndexPath) -> Bool {
        estimatedSections.contains(indexPath.section)
    }

    /// A cell of estimated height that asks for another height (by more than half a point) lays the layout out
    /// again.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        originalAttributes.representedElementCategory == .cell
            && estimatedSections.contains(originalAttributes.indexPath.section)
            && abs(preferredAttributes.size.height - originalAttributes.size.height) > 0.5
    }

    /// Keeps the height the cell asked for, for the layout that follows.
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        if originalAttributes.representedElementCategory == .cell, preferredAttributes.size.height.isFinite {
            measuredHeights[originalAttributes.indexPath] = max(preferredAttributes.size.height, 0)
        }
        return super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    /// Measured heights are forgotten when everything is invalidated without a batch update to follow them
    /// through (a reload, `invalidateLayout()`).
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything { measuredHeights.removeAll() }
        super.invalidateLayout(with: context)
    }

    /// Measured heights move with their items; deleted and reloaded items are measured again.
    override func itemsMoved(by map: (IndexPath) -> IndexPath?, reloaded: Set<IndexPath>) {
        var moved: [IndexPath: CGFloat] = [:]
        for (indexPath, height) in measuredHeights where !reloaded.contains(indexPath) {
            if let target = map(indexPath) { moved[target] = height }
        }
        measuredHeights = moved
    }

    /// Where a pinned boundary item stands now: a header at the top of the visible area while its section is
    /// under it, pushed up by the section's end; a footer at the bottom, pushed down by the section's start.
    private func pinnedAttributes(_ element: UICollectionViewLayoutAttributes, key: String)
        -> UICollectionViewLayoutAttributes
    {
        guard let pinned = pinnedElements[key], let collectionView else { return element }
        let visible = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
        let height = element.frame.height
        let y =
            pinned.top
            ? max(element.frame.minY, min(visible.minY, pinned.sectionEnd - height))
            : min(element.frame.minY, max(visible.maxY - height, pinned.sectionStart))
        guard y != element.frame.minY, let moved = element.copy() as? UICollectionViewLayoutAttributes else {
            return element
        }
        moved.frame.origin.y = y
        return moved
    }

    /// The elements in `rect`; an item of a sideways section counts where its band's scrolling shows it, and a
    /// pinned header or footer where the scrolling holds it.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found = elementsLaidOut(in: rect)
        guard !pinnedElements.isEmpty else { return found }
        for key in pinnedElements.keys {
            guard let element = supplementaryAttributes[key] else { continue }
            let moved = pinnedAttributes(element, key: key)
            found.removeAll { $0 === element }
            if moved.frame.intersects(rect) { found.append(moved) }
        }
        return found
    }

    /// The elements whose laid-out frames are in `rect`.
    private func elementsLaidOut(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard !orthogonalBands.isEmpty else {
            return attributes.filter {
                $0.frame.intersects(rect) || ($0.frame.isEmpty && rect.contains($0.frame.origin))
            }
        }
        return attributes.filter {
            var frame = $0.frame
            if $0.representedElementCategory == .cell, let offset = orthogonalOffsets[$0.indexPath.section],
                orthogonalBands[$0.indexPath.section] != nil
            {
                frame.origin.x -= offset
            }
            return frame.intersects(rect) || (frame.isEmpty && rect.contains(frame.origin))
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        itemAttributes[indexPath]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        if let attached = supplementaryAttributes[elementKind + "\u{0}\(indexPath.section)\u{0}\(indexPath.item)"] {
            return attached
        }
        let key = elementKind + "\u{0}\(indexPath.section)"
        return supplementaryAttributes[key].map { pinnedAttributes($0, key: key) }
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        decorationAttributes[elementKind + "\u{0}\(indexPath.section)"]
    }
}

/// A list made with a compositional layout (iOS 14): one full-width row per item, as a table's.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// Gives a row's swipe actions on one side (nil: none).
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// The look of a list.
    public enum Appearance: Int, Sendable {
        /// Edge to edge.
        case plain
        /// Grouped sections.
        case grouped
        /// Grouped sections inset from the edges.
        case insetGrouped
        /// A sidebar.
        case sidebar
        /// A plain sidebar.
        case sidebarPlain
    }
    /// Whether sections have headers or footers.
    public enum HeaderMode: Int, Sendable {
        /// None.
        case none
        /// A supplementary header (`UICollectionView.elementKindSectionHeader`).
        case supplementary
        /// The section's first item is its header.
        case firstItemInSection
    }
    /// Whether sections have footers.
    public enum FooterMode: Int, Sendable {
        /// None.
        case none
        /// A supplementary footer (`UICollectionView.elementKindSectionFooter`).
        case supplementary
    }

    /// The look.
    public var appearance: Appearance
    /// Whether rows are separated by lines (not in a sidebar, whatever this says).
    public var showsSeparators = true
    /// How the lines between rows look.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes a row's separators from the list's (`separatorConfiguration`, given).
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
    /// Gives each row its own separators.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// Headers.
    public var headerMode: HeaderMode = .none
    /// Footers.
    public var footerMode: FooterMode = .none
    /// The list's background, shown behind the rows of a list layout (`UICollectionViewCompositionalLayout.list`)
    /// over the collection view's own; nil, the default, is the appearance's: the grouped background for grouped,
    /// inset-grouped and sidebar lists, and the collection view's own for plain ones. `.clear` shows the
    /// collection view's background.
    public var backgroundColor: UIColor?

    /// The colour a list layout shows, if any.
    var resolvedBackgroundColor: UIColor? {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        case .plain, .sidebarPlain: return nil
        }
    }
    /// Gives the actions a row shows when swiped towards the trailing edge's opposite (revealed at its leading
    /// edge).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Gives the actions a row shows when swiped left (revealed at its trailing edge).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list of an appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// A section of rows as tall as a table's (51.5 pt, UIKit 26's default row), inset as a table of the same
    /// style is, with a 40.5-pt header and a 30-pt footer when asked.
    @MainActor func makeSection() -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(UITableView.defaultRowHeight))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        let section = NSCollectionLayoutSection(group: group)
        section.leadingSwipeActions = leadingSwipeActionsConfigurationProvider
        section.trailingSwipeActions = trailingSwipeActionsConfigurationProvider
        section.firstItemIsHeader = headerMode == .firstItemInSection
        section.listAppearance = appearance
        if showsSeparators, appearance != .sidebar, appearance != .sidebarPlain {
            section.listSeparators = (separatorConfiguration, itemSeparatorHandler)
        }
        if appearance == .grouped || appearance == .insetGrouped {
            // Sections with neither headers nor footers are kept apart as a grouped table's untitled ones are (18 pt
            // above and below each); an inset-grouped list's rows are 8 pt from the edges.
            let side: CGFloat = appearance == .insetGrouped ? 8 : 0
            let apart: CGFloat = headerMode == .none && footerMode == .none ? 18 : 0
            section.contentInsets = NSDirectionalEdgeInsets(top: apart, leading: side, bottom: apart, trailing: side)
        }
        var boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if headerMode == .supplementary {
            boundaries.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(40.5)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if footerMode == .supplementary {
            boundaries.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
                    elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundaries
        return section
    }
}
