import Foundation

/// Told ahead of time which items a collection view will soon show, to start loading their data (iOS 10).
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Items within a screen of the visible ones, not shown yet: start loading what their cells need.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items prefetched that scrolled out of reach before showing: stop loading them.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {}
}

/// Told ahead of time which rows a table will soon show, to start loading their data (iOS 10).
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Rows within a screen of the visible ones, not shown yet: start loading what their cells need.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows prefetched that scrolled out of reach before showing: stop loading them.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Does nothing.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// What a list has asked its prefetch data source to load: after each layout pass, the items within one screen
/// ahead of the visible ones, in the direction the list last scrolled (down or along, to begin with), that are
/// not shown are prefetched once, and those that leave that reach before showing are cancelled. An item that
/// comes on screen is simply no longer tracked, as in UIKit.
struct ListPrefetch {
    private(set) var pending: Set<IndexPath> = []
    /// Whether the list last scrolled back (up, or toward the leading edge).
    private var backward = false
    private var lastOrigin: CGPoint?

    /// Updates the pending items from the items now within reach and on screen; returns what to prefetch and
    /// what to cancel, each in order.
    mutating func update(reach: Set<IndexPath>, visible: Set<IndexPath>) -> (prefetch: [IndexPath], cancel: [IndexPath])
    {
        let ahead = reach.subtracting(visible)
        let cancel = pending.subtracting(ahead).subtracting(visible)
        let prefetch = ahead.subtracting(pending)
        pending = ahead
        return (prefetch.sorted(), cancel.sorted())
    }

    /// Forgets everything (a reload, or prefetching turned off).
    mutating func reset() { pending.removeAll() }

    /// The rectangle of content from `bounds` to one screen past it in the direction of scrolling, vertical (or
    /// horizontal).
    mutating func reach(of bounds: CGRect, horizontal: Bool) -> CGRect {
        if let lastOrigin, lastOrigin != bounds.origin {
            backward = horizontal ? bounds.minX < lastOrigin.x : bounds.minY < lastOrigin.y
        }
        lastOrigin = bounds.origin
        var rect = bounds
        if horizontal {
            rect.size.width *= 2
            if backward { rect.origin.x -= bounds.width }
        } else {
            rect.size.height *= 2
            if backward { rect.origin.y -= bounds.height }
        }
        return rect
    }
}

extension UICollectionView {
    /// Asks the prefetch data source for the items within reach (after each layout pass).
    func prefetchAhead() {
        guard isPrefetchingEnabled, let source = prefetchDataSource else {
            prefetch.reset()
            return
        }
        let horizontal = (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal
        let rect = rectInLayout(prefetch.reach(of: bounds, horizontal: horizontal))
        let reach = Set(
            (collectionViewLayout.layoutAttributesForElements(in: rect) ?? [])
                .filter { $0.representedElementCategory == .cell }.map(\.indexPath))
        let (ahead, gone) = prefetch.update(reach: reach, visible: Set(visible.keys))
        if !gone.isEmpty { source.collectionView(self, cancelPrefetchingForItemsAt: gone) }
        if !ahead.isEmpty { source.collectionView(self, prefetchItemsAt: ahead) }
    }
}

extension UITableView {
    /// Asks the prefetch data source for the rows within reach (after each layout pass).
    func prefetchAhead() {
        guard let source = prefetchDataSource else {
            prefetch.reset()
            return
        }
        let reach = Set(indexPathsForRows(in: prefetch.reach(of: bounds, horizontal: false)) ?? [])
        let (ahead, gone) = prefetch.update(reach: reach, visible: Set(indexPathsForVisibleRows ?? []))
        if !gone.isEmpty { source.tableView(self, cancelPrefetchingForRowsAt: gone) }
        if !ahead.isEmpty { source.tableView(self, prefetchRowsAt: ahead) }
    }
}
