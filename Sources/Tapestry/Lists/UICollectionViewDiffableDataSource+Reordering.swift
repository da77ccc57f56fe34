import Foundation

/// What a reordering changed (iOS 14): the snapshots before and after, the difference between their items and
/// one transaction for each section whose items changed.
public struct NSDiffableDataSourceTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// The data before the reordering.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data after it.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change from the initial items to the final ones, all sections' items in order (apply it to an array
    /// of your own with `applying(_:)`).
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The sections whose items changed.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}

/// What a reordering changed in one section.
public struct NSDiffableDataSourceSectionTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// Its items before.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// Its items after.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change from the items before to the items after.
    public let difference: CollectionDifference<ItemIdentifierType>
}

extension UICollectionViewDiffableDataSource {
    /// What happens when the user reorders items (a list's reorder grips, the collection view's interactive
    /// movement): which items may move (none without `canReorderItem`), and what runs before and after the data
    /// source's snapshot changes, with the transaction.
    @preconcurrency @MainActor
    public struct ReorderingHandlers {
        /// Whether an item may move; nil (the default) lets none move.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Runs before the snapshot changes.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Runs after it changed: update your model from the transaction.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Handlers that let no item move.
        public init() {}
    }

    /// The transaction of moving `item` to `destination` (a shown index path after the move).
    func reorderingTransaction(moving item: ItemIdentifierType, to destination: IndexPath)
        -> NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>?
    {
        let initial = current
        guard initial.sections.indices.contains(destination.section) else { return nil }
        var final = initial
        final.deleteItems([item])
        let section = final.sectionIdentifiers[destination.section]
        let rows = final.itemIdentifiers(inSection: section)
        if destination.item < rows.count {
            final.insertItems([item], beforeItem: rows[destination.item])
        } else {
            final.appendItems([item], toSection: section)
        }
        var sections: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
        for section in initial.sectionIdentifiers {
            let before = initial.itemIdentifiers(inSection: section)
            let after = final.itemIdentifiers(inSection: section)
            guard before != after else { continue }
            var initialSection = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            initialSection.append(before)
            var finalSection = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            finalSection.append(after)
            sections.append(
                NSDiffableDataSourceSectionTransaction(
                    sectionIdentifier: section, initialSnapshot: initialSection, finalSnapshot: finalSection,
                    difference: after.difference(from: before)))
        }
        return NSDiffableDataSourceTransaction(
            initialSnapshot: initial, finalSnapshot: final,
            difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers), sectionTransactions: sections)
    }
}
