import Foundation

/// Where a collection view item or supplementary view goes.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// What kind of element.
    public enum Category: Int, Sendable {
        /// A cell.
        case cell = 0
        /// A supplementary view (a header or footer).
        case supplementaryView = 1
    }

    /// The element's index path.
    public let indexPath: IndexPath
    /// The kind.
    public let representedElementCategory: Category
    /// A supplementary view's kind, or nil for a cell.
    public let representedElementKind: String?
    /// The frame in the collection view's content.
    open var frame: CGRect = .zero
    /// The opacity.
    open var alpha: CGFloat = 1
    /// Whether it is hidden.
    open var isHidden = false
    /// The order front to back.
    open var zIndex = 0

    /// The frame's centre.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The frame's size.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// Attributes of a cell.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes of a supplementary view.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
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

    /// Works out the layout (called before the collection view asks for attributes, after an invalidation).
    open func prepare() {}
    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }
    /// The attributes of the elements that intersect `rect` (content coordinates).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// The attributes of an item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of a supplementary view.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }
    /// Whether a change of the bounds (a scroll, a resize) needs a new layout; true when the size changed.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? .zero)
    }
    /// Marks the layout to be worked out again before the next layout pass.
    open func invalidateLayout() {
        isValid = false
        collectionView?.setNeedsLayout()
    }

    var isValid = false
}
