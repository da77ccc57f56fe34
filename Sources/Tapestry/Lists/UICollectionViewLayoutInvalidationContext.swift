import Foundation

/// What a collection-view layout is to work out again, handed to `invalidateLayout(with:)`: everything, the
/// data source's counts, particular items, supplementary or decoration views, and a shift of the content. A
/// layout with its own reasons subclasses it and names the subclass in `invalidationContextClass`.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether the whole layout is to be worked out again (set by `invalidateLayout()` and `reloadData()`); a
    /// subclass may override it, as UIKit's may.
    open var invalidateEverything: Bool { marksEverything }
    /// Whether the numbers of sections and items may have changed (set by `reloadData()` and batch updates).
    open var invalidateDataSourceCounts: Bool { marksDataSourceCounts }
    /// The items marked by `invalidateItems(at:)`, or nil.
    open var invalidatedItemIndexPaths: [IndexPath]? { markedItems }
    /// The supplementary views marked, by kind, or nil.
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { markedSupplementary }
    /// The decoration views marked, by kind, or nil.
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { markedDecoration }
    var marksEverything = false
    var marksDataSourceCounts = false
    private var markedItems: [IndexPath]?
    private var markedSupplementary: [String: [IndexPath]]?
    private var markedDecoration: [String: [IndexPath]]?
    /// How far to move the content (added to the collection view's `contentOffset`); zero by default.
    open var contentOffsetAdjustment = CGPoint.zero
    /// How much the content grows or shrinks (added to the collection view's `contentSize`); zero by default.
    open var contentSizeAdjustment = CGSize.zero

    /// Creates a context that marks nothing.
    public override init() {}

    /// Marks items.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        markedItems = (markedItems ?? []) + indexPaths
    }

    /// Marks supplementary views of a kind.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        markedSupplementary = Self.adding(indexPaths, to: markedSupplementary, elementKind)
    }

    /// Marks decoration views of a kind.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        markedDecoration = Self.adding(indexPaths, to: markedDecoration, elementKind)
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
