import Foundation

/// What a collection-view layout is to work out again, handed to `invalidateLayout(with:)`: everything, the
/// data source's counts, particular items, supplementary or decoration views, and a shift of the content. A
/// layout with its own reasons subclasses it and names the subclass in `invalidationContextClass`.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether the whole layout is to be worked out again (set by `invalidateLayout()` and `reloadData()`).
    public internal(set) var invalidateEverything = false
    /// Whether the numbers of sections and items may have changed (set by `reloadData()` and batch updates).
    public internal(set) var invalidateDataSourceCounts = false
    /// The items marked by `invalidateItems(at:)`, or nil.
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views marked, by kind, or nil.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views marked, by kind, or nil.
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How far to move the content (added to the collection view's `contentOffset`); zero by default.
    open var contentOffsetAdjustment = CGPoint.zero
    /// How much the content grows or shrinks (added to the collection view's `contentSize`); zero by default.
    open var contentSizeAdjustment = CGSize.zero

    /// Creates a context that marks nothing.
    public required override init() {}

    /// Marks items.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks supplementary views of a kind.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = Self.adding(
            indexPaths, to: invalidatedSupplementaryIndexPaths, elementKind)
    }

    /// Marks decoration views of a kind.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = Self.adding(indexPaths, to: invalidatedDecorationIndexPaths, elementKind)
    }

    private static func adding(_ indexPaths: [IndexPath], to table: [String: [IndexPath]]?, _ kind: String)
        -> [String: [IndexPath]]
    {
        var table = table ?? [:]
        table[kind, default: []] += indexPaths
        return table
    }
}

/// A flow layout's invalidation context: whether the delegate's sizes and the layout's own attributes are to
/// be asked for again (both by default).
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes, spacings and insets are asked for again; true by default.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the layout's attributes are worked out again; true by default.
    open var invalidateFlowLayoutAttributes = true
}
