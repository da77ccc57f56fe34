import Foundation

/// The changes of one batch update: deletions and reloads name rows and sections as they were before it,
/// insertions as they are after it, moves both.
struct TableUpdates {
    var deletedRows: Set<IndexPath> = []
    var insertedRows: Set<IndexPath> = []
    var reloadedRows: Set<IndexPath> = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var animation: UITableView.RowAnimation = .automatic
    var isEmpty: Bool {
        deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
            && deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
    }
}

/// Batch updates (SEMANTICS §12.1): insertions, deletions, moves and reloads of rows and sections, checked
/// against the data source's new counts with UIKit's "Invalid update" message, then animated: rows that stay
/// slide to their new places, deleted rows fade out and inserted rows fade in, over 0.3 s.
extension UITableView {
    /// Runs `updates` (which calls `insertRows`, `deleteRows`, `moveRow`, `reloadRows` and the section forms,
    /// after changing the data) as one animated change; `completion` runs when the animation ends.
    ///
    /// - Precondition: the data source's counts after the updates add up (UIKit's "Invalid update" message
    ///   names the section and the counts otherwise).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }

    /// Starts a group of updates that `endUpdates()` applies together.
    public func beginUpdates() {
        if updateDepth == 0 { pendingUpdates = TableUpdates() }
        updateDepth += 1
    }

    /// Applies the updates since `beginUpdates()`.
    public func endUpdates() { endUpdates(completion: nil) }

    private func endUpdates(completion: ((Bool) -> Void)?) {
        precondition(updateDepth > 0, "UITableView.endUpdates: no beginUpdates() to end")
        updateDepth -= 1
        guard updateDepth == 0, let updates = pendingUpdates else { return }
        pendingUpdates = nil
        apply(updates, completion: completion)
    }

    private func record(_ change: (inout TableUpdates) -> Void) {
        beginUpdates()
        change(&pendingUpdates!)
        endUpdates()
    }

    /// Inserts rows at index paths of the data after the update.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record {
            $0.insertedRows.formUnion(indexPaths)
            $0.animation = animation
        }
    }

    /// Deletes rows at index paths of the data before the update.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record {
            $0.deletedRows.formUnion(indexPaths)
            $0.animation = animation
        }
    }

    /// Moves a row from an index path before the update to one after it.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Asks the data source for new cells of rows (index paths before the update).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record {
            $0.reloadedRows.formUnion(indexPaths)
            $0.animation = animation
        }
    }

    /// Inserts sections at indexes after the update.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record {
            $0.insertedSections.formUnion(sections)
            $0.animation = animation
        }
    }

    /// Deletes sections at indexes before the update.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record {
            $0.deletedSections.formUnion(sections)
            $0.animation = animation
        }
    }

    /// Reloads sections (indexes before the update).
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record {
            $0.reloadedSections.formUnion(sections)
            $0.animation = animation
        }
    }

    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    // MARK: Applying

    /// Where each old item goes: deleted ones to nil, moved ones where they were moved, the others, in order,
    /// to the new positions that no insertion or move took.
    static func mapping(oldCount: Int, newCount: Int, deleted: Set<Int>, inserted: Set<Int>, moved: [(Int, Int)])
        -> [Int?]
    {
        var result = [Int?](repeating: nil, count: oldCount)
        var taken = inserted
        var movedFrom = Set<Int>()
        for (from, to) in moved where from < oldCount {
            result[from] = to
            taken.insert(to)
            movedFrom.insert(from)
        }
        var next = 0
        for old in 0..<oldCount where !deleted.contains(old) && !movedFrom.contains(old) {
            while taken.contains(next) { next += 1 }
            result[old] = next < newCount ? next : nil
            next += 1
        }
        return result
    }

    private func apply(_ updates: TableUpdates, completion: ((Bool) -> Void)?) {
        guard !needsReload, let dataSource, !updates.isEmpty else {
            setNeedsReload()
            completion?(true)
            return
        }
        let old = sections
        let newSectionCount = dataSource.numberOfSections(in: self)
        // Sections first.
        let expectedSections = old.count - updates.deletedSections.count + updates.insertedSections.count
        precondition(
            newSectionCount == expectedSections,
            "UITableView: Invalid update: invalid number of sections. The number of sections contained in the table "
                + "view after the update (\(newSectionCount)) must be equal to the number of sections contained in the "
                + "table view before the update (\(old.count)), plus or minus the number of sections inserted or "
                + "deleted (\(updates.insertedSections.count) inserted, \(updates.deletedSections.count) deleted).")
        let sectionMap = Self.mapping(
            oldCount: old.count, newCount: newSectionCount, deleted: Set(updates.deletedSections),
            inserted: Set(updates.insertedSections), moved: updates.movedSections)
        for indexPath in updates.deletedRows.union(updates.reloadedRows) {
            precondition(
                old.indices.contains(indexPath.section) && indexPath.row >= 0
                    && indexPath.row < old[indexPath.section].rows.count,
                "UITableView: attempt to delete or reload row \(indexPath.row) from section \(indexPath.section), "
                    + "which has only \(old.indices.contains(indexPath.section) ? old[indexPath.section].rows.count : 0) rows "
                    + "before the update")
        }
        // Rows of each surviving section.
        var newCounts: [Int] = []
        for section in 0..<newSectionCount {
            newCounts.append(dataSource.tableView(self, numberOfRowsInSection: section))
        }
        var rowMaps: [Int: [Int?]] = [:]
        for (oldSection, mapped) in sectionMap.enumerated() {
            guard let newSection = mapped else { continue }
            if updates.reloadedSections.contains(oldSection) { continue }
            let realDeleted = Set(updates.deletedRows.filter { $0.section == oldSection }.map(\.row))
                .subtracting(updates.reloadedRows.filter { $0.section == oldSection }.map(\.row))
            let inserted = Set(updates.insertedRows.filter { $0.section == newSection }.map(\.row))
            let movedWithin = updates.movedRows.filter { $0.from.section == oldSection && $0.to.section == newSection }
            let movedOut = updates.movedRows.filter { $0.from.section == oldSection && $0.to.section != newSection }
            let movedIn = updates.movedRows.filter { $0.to.section == newSection && $0.from.section != oldSection }
            let expected =
                old[oldSection].rows.count + inserted.count - realDeleted.count + movedIn.count - movedOut.count
            precondition(
                newCounts[newSection] == expected,
                "UITableView: Invalid update: invalid number of rows in section \(newSection). The number of rows "
                    + "contained in an existing section after the update (\(newCounts[newSection])) must be equal to the "
                    + "number of rows contained in that section before the update (\(old[oldSection].rows.count)), plus "
                    + "or minus the number of rows inserted or deleted from that section (\(inserted.count) inserted, "
                    + "\(realDeleted.count) deleted) and plus or minus the number of rows moved into or out of that "
                    + "section (\(movedIn.count) moved in, \(movedOut.count) moved out).")
            // A reloaded row keeps its slot (it gets a new cell); rows moved in take theirs like insertions.
            rowMaps[oldSection] = Self.mapping(
                oldCount: old[oldSection].rows.count, newCount: newCounts[newSection],
                deleted: realDeleted.union(movedOut.map(\.from.row)),
                inserted: inserted.union(movedIn.map(\.to.row)),
                moved: movedWithin.map { ($0.from.row, $0.to.row) })
        }
        func newIndexPath(of indexPath: IndexPath) -> IndexPath? {
            if let move = updates.movedRows.first(where: { $0.from == indexPath }) { return move.to }
            guard let section = sectionMap[indexPath.section], let map = rowMaps[indexPath.section],
                indexPath.row < map.count, let row = map[indexPath.row]
            else { return nil }
            return IndexPath(row: row, section: section)
        }
        // The new model, then the cells: those that stay move, the others leave.
        let oldFrames = Dictionary(uniqueKeysWithValues: visible.values.map { (ObjectIdentifier($0), $0.frame) })
        let oldVisible = visible
        visible.removeAll()
        var leaving: [UITableViewCell] = []
        for (indexPath, cell) in oldVisible {
            if !updates.reloadedRows.contains(indexPath), let target = newIndexPath(of: indexPath) {
                visible[target] = cell
                cell.indexPath = target
            } else {
                leaving.append(cell)
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            }
        }
        selected = Set(selected.compactMap { updates.reloadedRows.contains($0) ? $0 : newIndexPath(of: $0) })
        if let focused = focusedIndexPath { focusedIndexPath = newIndexPath(of: focused) }
        rebuildModel()
        let animated = updates.animation != .none && window != nil && UIView.areAnimationsEnabled
        let appearing = Set(updates.insertedRows).union(updates.movedRows.map(\.to))
        // New cells for the rows now on screen that have none, at their final frames.
        var fresh: [UITableViewCell] = []
        var wanted: [IndexPath] = []
        if let rows = indexPathsForRows(in: bounds) { wanted = rows }
        for indexPath in wanted where visible[indexPath] == nil {
            let cell = makeCell(for: indexPath)
            visible[indexPath] = cell
            cell.frame = rectForRow(at: indexPath)
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            fresh.append(cell)
        }
        guard animated else {
            for cell in leaving { recycleAfterUpdate(cell) }
            setNeedsLayout()
            completion?(true)
            return
        }
        isAnimatingUpdates = true
        for cell in fresh {
            if let indexPath = cell.indexPath,
                appearing.contains(indexPath)
                    || updates.reloadedRows.contains(where: {
                        newIndexPath(of: $0) == indexPath
                    })
            {
                cell.alpha = 0
            } else if let indexPath = cell.indexPath {
                // A row that slides in from off screen starts where it was (below or above the old rows).
                let frame = rectForRow(at: indexPath)
                cell.frame = frame.offsetBy(
                    dx: 0, dy: frame.minY >= bounds.midY ? bounds.height / 3 : -bounds.height / 3)
            }
        }
        for cell in visible.values { if let frame = oldFrames[ObjectIdentifier(cell)] { cell.frame = frame } }
        for cell in leaving { bringSubviewToFront(cell) }
        UIView.animate(
            withDuration: 0.3,
            animations: {
                for (indexPath, cell) in self.visible {
                    cell.frame = self.rectForRow(at: indexPath)
                    cell.alpha = 1
                }
                for cell in leaving {
                    cell.alpha = 0
                    switch updates.animation {
                    case .left: cell.frame.origin.x = -cell.frame.width
                    case .right: cell.frame.origin.x = cell.frame.width
                    default: break
                    }
                }
                self.updateHeadersAndFooters()
            },
            completion: { finished in
                self.isAnimatingUpdates = false
                for cell in leaving { self.recycleAfterUpdate(cell) }
                self.setNeedsLayout()
                completion?(finished)
            })
    }

    private func recycleAfterUpdate(_ cell: UITableViewCell) {
        cell.alpha = 1
        enqueue(cell)
    }
}
