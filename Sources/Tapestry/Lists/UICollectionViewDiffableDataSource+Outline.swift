import Foundation

/// Section snapshots (iOS 14): a section shown as a tree, whose outline disclosures expand and collapse it.
extension UICollectionViewDiffableDataSource {
    /// What happens as an item expands or collapses from the interface (an outline disclosure accessory).
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether an item may expand (nil: it may).
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Runs before an item expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether an item may collapse (nil: it may).
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Runs before an item collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children an expanding item gets, given those it has (as a snapshot of them): for children
        /// loaded only when asked for.
        public var snapshotForExpandingParent:
            ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        /// Handlers that allow every expansion and collapse.
        public init() {}
    }

    /// Keeps the trees of the sections whose shown items a whole snapshot leaves as they are.
    func keepSectionSnapshots(
        matching snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        sectionSnapshots = sectionSnapshots.filter { section, tree in
            snapshot.indexOfSection(section) != nil && snapshot.itemIdentifiers(inSection: section) == tree.visibleItems
        }
    }
}

/// What a collection view asks of its data source about outlines, whatever the identifier types.
@MainActor
protocol OutlineDataSource: AnyObject {
    /// Whether the item at an index path is expanded (false outside a section tree).
    func isExpandedItem(at indexPath: IndexPath) -> Bool
    /// Expands a collapsed item or collapses an expanded one, as the section snapshot handlers allow.
    func toggleExpansion(at indexPath: IndexPath)
}

extension UICollectionViewDiffableDataSource: OutlineDataSource {
    func isExpandedItem(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else {
            return false
        }
        return sectionSnapshots[section]?.isExpanded(item) ?? false
    }

    func toggleExpansion(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else {
            return
        }
        var tree = snapshot(for: section)
        let handlers = sectionSnapshotHandlers
        if tree.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            tree.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent {
                tree.replace(childrenOf: item, using: provide(item, tree.snapshot(of: item)))
            }
            tree.expand([item])
        }
        apply(tree, to: section)
        collectionView?.cellForItem(at: indexPath)?.setNeedsUpdateConfiguration()
    }
}
