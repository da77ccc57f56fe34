import Foundation

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

    /// `performBatchUpdates(_:completion:)` with updates that do not escape, as UIKit's Objective-C declaration
    /// has them (`NS_NOESCAPE`): a function handed its own non-escaping closure may pass it on, and the closure
    /// calls the table's methods without `self.`.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }

    /// What `beginUpdates` does (UITableView.swift holds the overridable method).
    func baseBeginUpdates() {
        if updateDepth == 0 { pendingUpdates = ListUpdates() }
        updateDepth += 1
    }

    /// What `endUpdates` does (UITableView.swift holds the overridable method).
    func baseEndUpdates() { endUpdates(completion: nil) }

    private func endUpdates(completion: ((Bool) -> Void)?) {
        precondition(updateDepth > 0, "UITableView.endUpdates: no beginUpdates() to end")
        updateDepth -= 1
        guard updateDepth == 0, let updates = pendingUpdates else { return }
        pendingUpdates = nil
        apply(updates, completion: completion)
    }

    private func record(_ change: (inout ListUpdates) -> Void) {
        beginUpdates()
        change(&pendingUpdates!)
        endUpdates()
    }

    /// What `insertRows` does (UITableView.swift holds the overridable method).
    func baseInsertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record {
            $0.insertedRows.formUnion(indexPaths)
            $0.animation = animation
        }
    }

    /// What `deleteRows` does (UITableView.swift holds the overridable method).
    func baseDeleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record {
            $0.deletedRows.formUnion(indexPaths)
            $0.animation = animation
        }
    }

    /// What `moveRow` does (UITableView.swift holds the overridable method).
    func baseMoveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// What `reloadRows` does (UITableView.swift holds the overridable method).
    func baseReloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record {
            $0.reloadedRows.formUnion(indexPaths)
            $0.animation = animation
        }
    }

    /// What `insertSections` does (UITableView.swift holds the overridable method).
    func baseInsertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record {
            $0.insertedSections.formUnion(sections)
            $0.animation = animation
        }
    }

    /// What `deleteSections` does (UITableView.swift holds the overridable method).
    func baseDeleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record {
            $0.deletedSections.formUnion(sections)
            $0.animation = animation
        }
    }

    /// What `reloadSections` does (UITableView.swift holds the overridable method).
    func baseReloadSections(_ sections: IndexSet, with animation: RowAnimation) {
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

    private func apply(_ updates: ListUpdates, completion: ((Bool) -> Void)?) {
        guard !needsReload, let dataSource, !updates.isEmpty else {
            setNeedsReload()
            completion?(true)
            return
        }
        let oldCounts = sections.map(\.rows.count)
        let newCounts = (0..<dataSource.numberOfSections(in: self)).map {
            dataSource.tableView(self, numberOfRowsInSection: $0)
        }
        let newIndexPath = updates.indexPathMap(
            oldCounts: oldCounts, newCounts: newCounts, view: "UITableView", unit: "rows")
        // The new model, then the cells: those that stay move, the others leave.
        let oldFrames = Dictionary(uniqueKeysWithValues: visible.values.map { (ObjectIdentifier($0), $0.frame) })
        let oldVisible = visible
        visible.removeAll()
        var leaving: [UITableViewCell] = []
        for (indexPath, cell) in oldVisible {
            if !updates.reloadedRows.contains(indexPath), let target = newIndexPath(indexPath) {
                visible[target] = cell
                cell.indexPath = target
            } else {
                leaving.append(cell)
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            }
        }
        selected = Set(selected.compactMap { updates.reloadedRows.contains($0) ? $0 : newIndexPath($0) })
        if let focused = focusedIndexPath { focusedIndexPath = newIndexPath(focused) }
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
        for (indexPath, cell) in visible { shapeAsCard(cell, at: indexPath) }  // a section's new first or last row
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
                        newIndexPath($0) == indexPath
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
