import Foundation

/// Reconfiguring items (UIKit 15) and self-sizing invalidation (UIKit 16): an item's cell is configured again in
/// place, keeping its state where a reload would replace it, and a cell sized by its content is measured again
/// when it asks to be.
extension UICollectionView {
    /// Whether a cell sized by its content is measured again when its size may have changed.
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Cells are measured when they come on screen and when their attributes change, never on request.
        case disabled = 0
        /// A cell (or its content view) that calls `invalidateIntrinsicContentSize()` is measured again, and so
        /// is a reconfigured one.
        case enabled = 1
        /// As `.enabled`, and a change of intrinsic size anywhere in the cell (a label's new text) measures it
        /// again too.
        case enabledIncludingConstraints = 2
    }

    private enum Key {
        nonisolated(unsafe) static var selfSizingInvalidation: UInt8 = 0
    }

    /// Whether cells sized by their content are measured again when they ask (`.enabled` by default, as UIKit's).
    public var selfSizingInvalidation: SelfSizingInvalidation {
        get { (objc_getAssociatedObject(self, &Key.selfSizingInvalidation) as? SelfSizingInvalidation) ?? .enabled }
        set { objc_setAssociatedObject(self, &Key.selfSizingInvalidation, newValue, .OBJC_ASSOCIATION_RETAIN) }
    }

    /// Whether any cell has been sized by its content, so that a change of intrinsic size in views may concern
    /// one (set when a cell is first measured).
    static var cellsSizedByContentExist = false

    /// The item being reconfigured and the cell showing it, while the data source is asked for it.
    private static var reconfiguring: (collection: UICollectionView, indexPath: IndexPath, cell: UICollectionViewCell)?

    /// What `reconfigureItems(at:)` does (UICollectionView.swift holds the overridable method): for each
    /// visible item the data source's `cellForItemAt` runs (a cell registration's handler runs again), and the
    /// dequeue in it returns the cell already showing the item (without `prepareForReuse`). An item off screen has
    /// nothing to do: it is configured when it appears. A data source that returns another cell (another reuse
    /// identifier) gets that item reloaded instead. A cell sized by its content is measured again.
    func baseReconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = visible[indexPath] else { continue }
            let outer = Self.reconfiguring
            Self.reconfiguring = (self, indexPath, cell)
            let returned = dataSource.collectionView(self, cellForItemAt: dataIndexPath(forShown: indexPath))
            Self.reconfiguring = outer
            if returned !== cell {
                returned.owningCollection = self
                enqueue(returned)
                reloadItems(at: [indexPath])
                continue
            }
            if selfSizingInvalidation != .disabled { cell.requestRemeasuring() }
        }
    }

    /// The cell showing `indexPath` while it is reconfigured and its reuse identifier is `identifier`, for the
    /// data source's dequeue to hand back.
    func reconfiguredCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell? {
        guard let reconfiguring = Self.reconfiguring, reconfiguring.collection === self,
            dataIndexPath(forShown: reconfiguring.indexPath) == indexPath,
            reconfiguring.cell.reuseIdentifier == identifier
        else { return nil }
        return reconfiguring.cell
    }
}

extension UICollectionViewCell {
    private enum Key {
        nonisolated(unsafe) static var needsRemeasuring: UInt8 = 0
    }

    /// Whether the cell asked to be measured again since its collection view last placed it.
    var needsRemeasuring: Bool {
        get { objc_getAssociatedObject(self, &Key.needsRemeasuring) as? Bool ?? false }
        set {
            guard newValue != needsRemeasuring else { return }
            objc_setAssociatedObject(self, &Key.needsRemeasuring, newValue ? true : nil, .OBJC_ASSOCIATION_RETAIN)
        }
    }

    /// Marks the cell to be measured on its collection view's next layout pass.
    func requestRemeasuring() {
        guard let collection = owningCollection, collection.visible[indexPath ?? IndexPath()] === self else { return }
        needsRemeasuring = true
        collection.setNeedsLayout()
    }
}

extension UIView {
    /// Tells the collection view cell this view is in that its size may have changed (`invalidateIntrinsicContentSize`):
    /// the cell itself or its content view under `.enabled`, any view in it under `.enabledIncludingConstraints`.
    func intrinsicSizeChangedInCollectionViewCell() {
        // Nothing to tell before any cell has been sized by its content (most programs never do).
        guard UICollectionView.cellsSizedByContentExist else { return }
        var view: UIView? = self
        var direct = true
        while let current = view, !(current is UIWindow) {
            if let cell = current as? UICollectionViewCell {
                guard let collection = cell.owningCollection else { return }
                switch collection.selfSizingInvalidation {
                case .disabled: return
                case .enabled: if direct { cell.requestRemeasuring() }
                case .enabledIncludingConstraints: cell.requestRemeasuring()
                }
                return
            }
            // The cell's content view counts as the cell.
            direct = direct && current === self && (current.superview as? UICollectionViewCell)?.contentView === current
            view = current.superview
        }
    }
}
