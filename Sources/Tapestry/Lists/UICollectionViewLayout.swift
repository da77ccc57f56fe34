import Foundation

/// Where a collection view item, supplementary or decoration view goes. A layout may subclass it to carry
/// more (override `copy(with:)` and `isEqual(_:)` too, as in UIKit) and name the subclass in its
/// `layoutAttributesClass`; cells hear it in `apply(_:)`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// What kind of element.
    public enum Category: UInt, Sendable {
        /// A cell.
        case cell = 0
        /// A supplementary view (a header or footer).
        case supplementaryView = 1
        /// A decoration view.
        case decorationView = 2
    }

    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// The kind.
    public internal(set) var representedElementCategory = Category.cell
    /// A supplementary or decoration view's kind, or nil for a cell.
    public internal(set) var representedElementKind: String?
    /// The frame in the collection view's content (without the transform).
    open var frame: CGRect = .zero
    /// The opacity.
    open var alpha: CGFloat = 1
    /// Whether it is hidden.
    open var isHidden = false
    /// The order front to back.
    open var zIndex = 0
    /// The transform about the centre. A view draws its affine part (Tapestry's views are flat).
    open var transform3D = CATransform3DIdentity
    /// The transform about the centre, as an affine transform.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The frame's centre.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The frame's size.
    open var size: CGSize {
        get { frame.size }
        set {
            let middle = center
            frame.size = newValue
            center = middle
        }
    }
    /// The bounds: the size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// Empty attributes of a cell at the first index path (what `copy(with:)` starts from).
    public override init() {}

    /// Attributes of a cell.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes of a supplementary view.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes of a decoration view.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class with the same values; a subclass copies its own after calling `super`.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = ClassValueInitializers.make(type(of: self))
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.frame = frame
        copy.alpha = alpha
        copy.isHidden = isHidden
        copy.zIndex = zIndex
        copy.transform3D = transform3D
        return copy
    }

    /// Whether `object` is attributes of the same element with the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        // Attributes are made and compared on the main thread (NSObject's `isEqual` is not isolated).
        return withMainActorState((self, other)) { pair in
            let (a, b) = pair
            return a.indexPath == b.indexPath && a.representedElementCategory == b.representedElementCategory
                && a.representedElementKind == b.representedElementKind && a.frame == b.frame && a.alpha == b.alpha
                && a.isHidden == b.isHidden && a.zIndex == b.zIndex && a.transform3D == b.transform3D
        }
    }

    /// A hash that agrees with `isEqual(_:)`.
    open override var hash: Int {
        withMainActorState(self) { attributes in
            var hasher = Hasher()
            hasher.combine(attributes.indexPath)
            hasher.combine(attributes.representedElementKind)
            return hasher.finalize()
        }
    }
}

/// Places a collection view's items: subclass and answer `prepare()`, `collectionViewContentSize` and
/// `layoutAttributesForElements(in:)`.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view laid out.
    public internal(set) weak var collectionView: UICollectionView?

    /// Creates a layout.
    public override init() {}
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`). Required, as UIKit's
    /// `NSCoding` makes it: a subclass with its own initializer writes it too.
    public required init?(coder: NSCoder) { return nil }

    /// Where a released drag's content comes to rest, given where its momentum would take it (the offset the
    /// scroll view proposes) and its velocity in points per millisecond; the proposed offset by default. A
    /// paging layout returns the nearest page.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    )
        -> CGPoint
    { proposedContentOffset }

    /// Where the content goes after an update or a change of layout; the proposed offset by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The class of the attributes the layout makes (`UICollectionViewLayoutAttributes`); a layout that
    /// makes a subclass names it here, and the flow and compositional layouts make theirs of this class.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// New attributes, of the class `layoutAttributesClass` names, of a cell or (with a kind) a
    /// supplementary view.
    func makeAttributes(at indexPath: IndexPath, supplementaryKind: String? = nil) -> UICollectionViewLayoutAttributes {
        let type = Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
        let attributes = ClassValueInitializers.make(type ?? UICollectionViewLayoutAttributes.self)
        attributes.indexPath = indexPath
        if let supplementaryKind {
            attributes.representedElementCategory = .supplementaryView
            attributes.representedElementKind = supplementaryKind
        }
        return attributes
    }

    /// Works out the layout (called before the collection view asks for attributes, after an invalidation).
    open func prepare() {}
    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }
    /// The attributes of the elements that intersect `rect` (content coordinates).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// The attributes of an item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of an item moved interactively: those of its place, centred on `position` and in front
    /// of every other item.
    open func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        let placed = layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes
        let attributes = placed ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }
    /// The attributes of a supplementary view.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }
    /// Called before the collection view animates a batch of insertions, deletions, moves and reloads, with
    /// one item per change (after `prepare()`); a layout may prepare the attributes of the items coming in.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    /// Called when the batch's animations have been set up; clean up what `prepare(forCollectionViewUpdates:)` kept.
    open func finalizeCollectionViewUpdates() {}
    /// Where an item being inserted starts from (nil: where it ends, fading in).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    { nil }
    /// Where an item being deleted goes (nil: where it was, fading out).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }
    /// Where a supplementary view coming in with a batch update starts from (nil: where it ends).
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }
    /// Where a supplementary view leaving with a batch update goes (nil: where it was).
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }
    /// Where a decoration view coming in with a batch update starts from (nil: where it ends).
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }
    /// Where a decoration view leaving with a batch update goes (nil: where it was).
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }
    /// The supplementary views of a kind that a batch update removes beyond those of removed sections (none).
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// The supplementary views of a kind that a batch update adds beyond those of added sections (none).
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// The decoration views of a kind that a batch update removes (none).
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// The decoration views of a kind that a batch update adds (none).
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// Called when the collection view's size changes, before the layout is prepared for the new size, with
    /// the bounds it had (a layout may note what to keep in view).
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    /// Called once the elements are placed for the new size; clean up what
    /// `prepare(forAnimatedBoundsChange:)` kept.
    open func finalizeAnimatedBoundsChange() {}
    /// Whether a change of the bounds (a scroll, a resize) needs a new layout; true when the size changed.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? .zero)
    }
    /// Marks the whole layout to be worked out again before the next layout pass: an invalidation context
    /// that invalidates everything goes to `invalidateLayout(with:)`, as in UIKit.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.marksEverything = true
        invalidateLayout(with: context)
    }

    /// Marks the layout to be worked out again before the next layout pass, for the reasons `context` gives;
    /// moves the content by its `contentOffsetAdjustment` and grows it by its `contentSizeAdjustment` until
    /// the layout is prepared again. A layout that keeps work between passes overrides
    /// this, reads the context and calls `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        isValid = false
        guard let collectionView else { return }
        if context.contentSizeAdjustment != .zero {
            let size = collectionView.contentSize
            collectionView.contentSize = CGSize(
                width: size.width + context.contentSizeAdjustment.width,
                height: size.height + context.contentSizeAdjustment.height)
        }
        if context.contentOffsetAdjustment != .zero {
            let offset = collectionView.contentOffset
            collectionView.contentOffset = CGPoint(
                x: offset.x + context.contentOffsetAdjustment.x, y: offset.y + context.contentOffsetAdjustment.y)
        }
        // From the collection view's own layout pass (a resize), the pass already under way prepares it.
        if !collectionView.isLayingOut { collectionView.setNeedsLayout() }
    }

    /// The class of the invalidation contexts the layout makes (`UICollectionViewLayoutInvalidationContext`);
    /// a layout with its own reasons names its subclass here.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// The context that goes to `invalidateLayout(with:)` when `shouldInvalidateLayout(forBoundsChange:)`
    /// says yes: one of `invalidationContextClass` (nothing marked; the layout is prepared again).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a cell's preferred attributes (`preferredLayoutAttributesFitting(_:)`) differ enough from the
    /// layout's to lay out again; false by default. The collection view asks it of the cells a layout sizes by
    /// their content (a compositional layout's estimated heights) as they are shown.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context for a cell's preferred attributes: one of `invalidationContextClass` with the item marked.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        if originalAttributes.representedElementCategory == .cell {
            context.invalidateItems(at: [originalAttributes.indexPath])
        }
        return context
    }

    /// Whether the cell of an item is asked for its height as it is shown (`preferredLayoutAttributesFitting(_:)`
    /// at the width the layout gave it); no by default.
    func sizesItemHeightByContent(at indexPath: IndexPath) -> Bool { false }

    /// Hears where a batch update moved the items (nil: deleted), and which it reloads, before the layout is
    /// prepared again: a layout that keeps measurements by index path moves them along.
    func itemsMoved(by map: (IndexPath) -> IndexPath?, reloaded: Set<IndexPath>) {}

    /// A new context of the class `invalidationContextClass` names.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        return ClassValueInitializers.make(type ?? UICollectionViewLayoutInvalidationContext.self)
    }

    // MARK: Decoration views

    /// Registers the class the collection view makes this layout's decoration views of `elementKind` from (a
    /// `UICollectionReusableView` subclass; nil removes it). The layout places them by returning attributes
    /// made with `init(forDecorationViewOfKind:with:)` from `layoutAttributesForElements(in:)`.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass.map { aClass in
            guard let reusable = aClass as? UICollectionReusableView.Type else {
                preconditionFailure(
                    "\(type(of: self)): \(aClass) is registered for decoration views but is not a "
                        + "UICollectionReusableView")
            }
            return reusable
        }
    }

    /// Registers a nib for decoration views; Tapestry reads no nibs (see `UINib`), so this stops with a message.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        guard nib != nil else {
            decorationClasses[elementKind] = nil
            return
        }
        preconditionFailure(
            "UICollectionViewLayout: Tapestry cannot load nibs; register a class for the decoration view of kind "
                + elementKind)
    }

    /// The attributes of a decoration view; nil by default.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Whether the layout is mirrored in the direction opposite to `developmentLayoutDirection` (a right-to-left
    /// language for a layout written left to right); false by default, as in UIKit. The collection view
    /// mirrors the elements' frames across its content's width.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout's arithmetic is written in; left to right by default.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    var isValid = false
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]
}
