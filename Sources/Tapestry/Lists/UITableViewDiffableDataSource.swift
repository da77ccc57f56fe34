import Foundation

/// A table view data source driven by snapshots of identifiers: `apply` a new snapshot and the table animates
/// from the old one to it (deletions, insertions, moves, reloads), with no index bookkeeping of your own.
@MainActor
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
        var updates = Self.changes(from: old, to: snapshot)
        updates.animation = animatingDifferences ? defaultRowAnimation : .none
        let reconfigured = snapshot.reconfiguredItems.compactMap { old.indexPath(of: $0) }
        tableView.performBatchUpdates(
            {
                tableView.deleteSections(updates.deletedSections, with: updates.animation)
                tableView.insertSections(updates.insertedSections, with: updates.animation)
                tableView.reloadSections(updates.reloadedSections, with: updates.animation)
                for move in updates.movedSections { tableView.moveSection(move.from, toSection: move.to) }
                tableView.deleteRows(at: Array(updates.deletedRows), with: updates.animation)
                tableView.insertRows(at: Array(updates.insertedRows), with: updates.animation)
                tableView.reloadRows(at: Array(updates.reloadedRows) + reconfigured, with: updates.animation)
                for move in updates.movedRows { tableView.moveRow(at: move.from, to: move.to) }
            }, completion: { _ in completion?() })
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

    // MARK: Differences

    /// The batch updates that turn `old` into `new`: sections and items gone, new, moved (those whose order
    /// among the survivors changed, found by a longest increasing subsequence, so as few as possible move), and
    /// reloaded. O(n log n) in the number of items.
    static func changes(
        from old: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to new: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> TableUpdates {
        var updates = TableUpdates()
        // Sections.
        let newSectionIndex = Dictionary(uniqueKeysWithValues: new.sections.enumerated().map { ($1, $0) })
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: old.sections.enumerated().map { ($1, $0) })
        for (index, section) in old.sections.enumerated() where newSectionIndex[section] == nil {
            updates.deletedSections.insert(index)
        }
        for (index, section) in new.sections.enumerated() where oldSectionIndex[section] == nil {
            updates.insertedSections.insert(index)
        }
        let survivingSections = new.sections.compactMap { oldSectionIndex[$0] }
        let keptSections = Set(longestIncreasingSubsequence(survivingSections))
        for oldIndex in survivingSections where !keptSections.contains(oldIndex) {
            updates.movedSections.append((oldIndex, newSectionIndex[old.sections[oldIndex]]!))
        }
        for section in new.reloadedSections {
            if let index = oldSectionIndex[section] { updates.reloadedSections.insert(index) }
        }
        // Items.
        var oldPosition: [ItemIdentifierType: IndexPath] = [:]
        oldPosition.reserveCapacity(old.numberOfItems)
        for (section, rows) in old.items.enumerated() {
            for (row, item) in rows.enumerated() { oldPosition[item] = IndexPath(row: row, section: section) }
        }
        var seenInNew = Set<ItemIdentifierType>()
        seenInNew.reserveCapacity(new.numberOfItems)
        for (newSection, rows) in new.items.enumerated() {
            let sectionIsNew = updates.insertedSections.contains(newSection)
            // Survivors from the same (possibly moved) old section, in new order, for the subsequence.
            let oldSectionOfThis = oldSectionIndex[new.sections[newSection]]
            var sameSection: [(old: Int, new: Int)] = []
            for (row, item) in rows.enumerated() {
                seenInNew.insert(item)
                let target = IndexPath(row: row, section: newSection)
                guard let from = oldPosition[item], !updates.deletedSections.contains(from.section) else {
                    if !sectionIsNew { updates.insertedRows.insert(target) }
                    continue
                }
                if sectionIsNew {
                    // Into a new section: out of its old one.
                    updates.deletedRows.insert(from)
                    continue
                }
                if new.reloadedItems.contains(item) && !updates.reloadedSections.contains(from.section) {
                    updates.reloadedRows.insert(from)
                }
                if from.section == oldSectionOfThis {
                    sameSection.append((from.row, row))
                } else {
                    updates.movedRows.append((from, target))
                }
            }
            let kept = Set(longestIncreasingSubsequence(sameSection.map(\.old)))
            if let oldSection = oldSectionOfThis {
                for pair in sameSection where !kept.contains(pair.old) {
                    updates.movedRows.append(
                        (IndexPath(row: pair.old, section: oldSection), IndexPath(row: pair.new, section: newSection)))
                }
            }
        }
        for (item, from) in oldPosition
        where !seenInNew.contains(item) && !updates.deletedSections.contains(from.section) {
            updates.deletedRows.insert(from)
        }
        // A reloaded row that also moves is moved with its new cell: UIKit forbids both on one row.
        let moved = Set(updates.movedRows.map(\.from))
        updates.reloadedRows.subtract(moved)
        return updates
    }

    /// The values of a longest strictly increasing subsequence of `values` (patience sorting, O(n log n)).
    static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []  // indexes into values
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [Int] = []
        var index = tails.last!
        while index >= 0 {
            result.append(values[index])
            index = previous[index]
        }
        return result.reversed()
    }
}
