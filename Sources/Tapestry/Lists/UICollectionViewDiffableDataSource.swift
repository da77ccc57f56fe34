import Foundation

/// A collection view data source driven by snapshots of identifiers, as `UITableViewDiffableDataSource`.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UICollectionViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The trees of the sections a section snapshot was applied to (the others are flat lists).
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// Makes headers and footers.
    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// What happens as an outline disclosure expands or collapses an item: whether it may, what runs first,
    /// and the children an expanding item gets.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    /// Which items the user may reorder and what runs around a reordering (UICollectionViewDiffableDataSource+
    /// Reordering.swift); with none set, items do not move.
    open var reorderingHandlers = ReorderingHandlers()

    /// Creates a data source and sets itself as the collection view's (keep a reference: the view's is weak).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// A copy of the data shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows a new snapshot, animating the differences when `animatingDifferences`. A section whose items
    /// change this way loses the tree a section snapshot gave it (it becomes a flat list).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        keepSectionSnapshots(matching: snapshot)
        show(snapshot, completion: completion)
    }

    /// The section's tree as shown: the one last applied to it, or its items as root items.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let tree = sectionSnapshots[section] { return tree }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// Shows a section as a tree: its visible items become the section's items (the section is appended when
    /// it is not shown yet), animating the differences.
    ///
    /// - Precondition: no item of the tree is in another section.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var whole = current
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        show(whole, completion: completion)
    }

    /// Shows a snapshot by reloading the collection view, without working out differences.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        keepSectionSnapshots(matching: snapshot)
        current = snapshot.settled
        collectionView?.reloadData()
        completion?()
    }

    func show(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)?
    ) {
        let old = current
        current = snapshot.settled
        guard let collectionView else {
            completion?()
            return
        }
        collectionView.apply(old.changes(to: snapshot), completion: { _ in completion?() })
        // Reconfigured items keep their cells: configured again where they now are.
        let reconfigured = snapshot.reconfiguredItems.compactMap { snapshot.indexPath(of: $0) }
        if !reconfigured.isEmpty {
            collectionView.reconfigureItems(at: reconfigured.map { IndexPath(item: $0.row, section: $0.section) })
        }
    }

    /// The item at an index path, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard current.sections.indices.contains(indexPath.section), indexPath.item >= 0,
            indexPath.item < current.items[indexPath.section].count
        else { return nil }
        return current.items[indexPath.section][indexPath.item]
    }

    /// The index path of an item, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier).map { IndexPath(item: $0.row, section: $0.section) }
    }

    /// The section at an index, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// A section's index, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    /// The snapshot's sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The items of a section.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    /// The cell provider's cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the cell provider returned nil for \(indexPath)")
        }
        if let listCell = cell as? UICollectionViewListCell,
            let tree = sectionSnapshots[current.sections[indexPath.section]],
            tree.contains(item)
        {
            listCell.indentationLevel = tree.level(of: item)
        }
        return cell
    }

    /// Whether the item may move: what `reorderingHandlers.canReorderItem` answers (no item without it).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else {
            return false
        }
        return canReorder(item)
    }

    /// Moves the item in the snapshot, telling `reorderingHandlers` before and after with the transaction.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard sourceIndexPath != destinationIndexPath, let item = itemIdentifier(for: sourceIndexPath),
            let transaction = reorderingTransaction(moving: item, to: destinationIndexPath)
        else { return }
        reorderingHandlers.willReorder?(transaction)
        for section in transaction.sectionTransactions { sectionSnapshots[section.sectionIdentifier] = nil }
        current = transaction.finalSnapshot
        reorderingHandlers.didReorder?(transaction)
    }

    /// The supplementary view provider's view.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}
