import Foundation

/// A table view data source driven by snapshots of identifiers: `apply` a new snapshot and the table animates
/// from the old one to it (deletions, insertions, moves, reloads), with no index bookkeeping of your own.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UITableViewDataSource {
    /// Makes the cell for an item: dequeue it from the table and configure it.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// How rows animate when a snapshot is applied with animation.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates a data source for a table and sets itself as the table's data source (keep a reference: the
    /// table's is weak).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// A copy of the data shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows a new snapshot, animating the differences from the current one when `animatingDifferences` (the
    /// first snapshot simply loads); `completion` runs when the table has caught up.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let old = current
        current = snapshot.settled
        guard let tableView else {
            completion?()
            return
        }
        var updates = old.changes(to: snapshot)
        updates.animation = animatingDifferences ? defaultRowAnimation : .none
        tableView.performBatchUpdates(
            {
                tableView.deleteSections(updates.deletedSections, with: updates.animation)
                tableView.insertSections(updates.insertedSections, with: updates.animation)
                tableView.reloadSections(updates.reloadedSections, with: updates.animation)
                for move in updates.movedSections { tableView.moveSection(move.from, toSection: move.to) }
                tableView.deleteRows(at: Array(updates.deletedRows), with: updates.animation)
                tableView.insertRows(at: Array(updates.insertedRows), with: updates.animation)
                tableView.reloadRows(at: Array(updates.reloadedRows), with: updates.animation)
                for move in updates.movedRows { tableView.moveRow(at: move.from, to: move.to) }
            }, completion: { _ in completion?() })
        // Reconfigured items keep their cells: configured again where they now are.
        let reconfigured = snapshot.reconfiguredItems.compactMap { snapshot.indexPath(of: $0) }
        if !reconfigured.isEmpty {
            tableView.reconfigureRows(at: reconfigured.map { IndexPath(row: $0.row, section: $0.section) })
        }
    }

    /// Shows a snapshot by reloading the table, without working out differences.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        current = snapshot.settled
        tableView?.reloadData()
        completion?()
    }

    /// The item at an index path, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard current.sections.indices.contains(indexPath.section), indexPath.row >= 0,
            indexPath.row < current.items[indexPath.section].count
        else { return nil }
        return current.items[indexPath.section][indexPath.row]
    }

    /// The index path of an item, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section at an index, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The index of a section, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    /// The snapshot's sections.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The items of a section.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    /// The cell provider's cell.
    ///
    /// - Precondition: the cell provider returns a cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            preconditionFailure("UITableViewDiffableDataSource: the cell provider returned nil for \(indexPath)")
        }
        return cell
    }

    /// No header title (override to give one).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title (override to give one).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No section index (a subclass gives titles).
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The title's position.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }

    /// Whether a row can be edited: false unless overridden, as in UIKit.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Whether a row can move: false unless overridden.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Override to commit deletions.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) { tableView.unansweredDataSourceCall = true }

    /// Moves the item in the snapshot the user dragged.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard sourceIndexPath != destinationIndexPath, let item = itemIdentifier(for: sourceIndexPath) else { return }
        var next = current
        next.deleteItems([item])
        let section = next.sectionIdentifiers[destinationIndexPath.section]
        let rows = next.itemIdentifiers(inSection: section)
        if destinationIndexPath.row < rows.count {
            next.insertItems([item], beforeItem: rows[destinationIndexPath.row])
        } else {
            next.appendItems([item], toSection: section)
        }
        current = next
    }
}
