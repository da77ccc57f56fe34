import Foundation

/// The state of a row dragged by its reorder control.
struct TableReorder {
    var source: IndexPath
    var current: IndexPath
    weak var cell: UITableViewCell?
    var grab: CGFloat
}

/// Editing (SEMANTICS §12.1): editing mode with delete controls and reorder grips, swipe actions arbitrated
/// against the scroll pan (a mostly horizontal drag over a row with actions swipes, anything else scrolls), and
/// rows moved by dragging their grip.
extension UITableView: SwipeActionsHost {
    // MARK: Swipe actions (ListSwipe.swift swipes; the table gives its rows and their actions)

    var swipeMayBegin: Bool { !isEditing && reorder == nil }
    func swipeIndexPath(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }
    func swipeIndexPath(of cell: UIView) -> IndexPath? { (cell as? UITableViewCell)?.indexPath }
    func swipeCell(at indexPath: IndexPath) -> UIView? { visible[indexPath] }
    func swipeRowRect(at indexPath: IndexPath) -> CGRect { rectForRow(at: indexPath) }

    func trailingConfiguration(for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
            return configuration.actions.isEmpty ? nil : configuration
        }
        if let rowActions = tableDelegate?.tableView(self, editActionsForRowAt: indexPath) {
            guard !rowActions.isEmpty else { return nil }
            let configuration = UISwipeActionsConfiguration(
                actions: rowActions.map { $0.contextualAction(for: indexPath, in: self) })
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        // UIKit's default: Delete, when the data source commits deletions of this row.
        guard let dataSource, dataSourceCommitsEdits, dataSource.tableView(self, canEditRowAt: indexPath),
            (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
        else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            guard let self, let dataSource = self.dataSource else { return done(false) }
            dataSource.tableView(self, commit: .delete, forRowAt: self.swipe?.indexPath ?? indexPath)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    func swipeActions(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        trailing
            ? trailingConfiguration(for: indexPath)
            : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath).flatMap {
                $0.actions.isEmpty ? nil : $0
            }
    }

    // MARK: Reordering

    func handleReorder(_ pan: UIPanGestureRecognizer, cell: UITableViewCell) {
        switch pan.state {
        case .began:
            guard let indexPath = indexPath(for: cell) else { return }
            reorder = TableReorder(
                source: indexPath, current: indexPath, cell: cell, grab: pan.location(in: self).y - cell.frame.midY)
            bringSubviewToFront(cell)
            cell.layer.shadowOpacity = 0.25
            cell.layer.shadowRadius = 6
        case .changed:
            guard var state = reorder else { return }
            let y = pan.location(in: self).y - state.grab
            cell.center.y = y
            let proposed = nearestRow(to: y, source: state.source)
            let target =
                tableDelegate?.tableView(
                    self, targetIndexPathForMoveFromRowAt: state.source, toProposedIndexPath: proposed)
                ?? proposed
            if target != state.current {
                state.current = target
                reorder = state
                UIView.animate(withDuration: 0.2) { self.placeRowsAroundDraggedRow() }
            }
        case .ended:
            guard let state = reorder else { return }
            reorder = nil
            cell.layer.shadowOpacity = 0
            if state.current != state.source, let dataSource {
                dataSource.tableView(self, moveRowAt: state.source, to: state.current)
                moveRow(at: state.source, to: state.current)
            } else {
                UIView.animate(withDuration: 0.2) {
                    self.setNeedsLayout(); self.layoutIfNeeded()
                }
            }
        default:
            reorder = nil
            cell.layer.shadowOpacity = 0
            UIView.animate(withDuration: 0.2) {
                self.setNeedsLayout(); self.layoutIfNeeded()
            }
        }
    }

    /// The row slot nearest `y` for a row dragged from `source` (within the rows of every section).
    private func nearestRow(to y: CGFloat, source: IndexPath) -> IndexPath {
        if let hit = indexPathForRow(at: CGPoint(x: bounds.midX, y: y)) { return hit }
        // Above the first row or below the last one.
        let sectionsWithRows = sections.indices.filter { sections[$0].rows.count > 0 || $0 == source.section }
        guard let first = sectionsWithRows.first, let last = sectionsWithRows.last else { return source }
        if y < sections[first].rowsTop { return IndexPath(row: 0, section: first) }
        let lastCount = sections[last].rows.count - (last == source.section ? 1 : 0)
        return IndexPath(row: max(lastCount, 0), section: last)
    }

    /// Moves the other visible rows aside to show where the dragged row would land.
    private func placeRowsAroundDraggedRow() {
        guard let state = reorder, let dragged = state.cell else { return }
        let height = dragged.frame.height
        for (indexPath, cell) in visible where cell !== dragged {
            var frame = rectForRow(at: indexPath)
            if indexPath.section == state.source.section && indexPath > state.source
                && !(indexPath.section == state.current.section && indexPath > state.current)
            {
                frame.origin.y -= height
            } else if indexPath.section == state.current.section && indexPath >= state.current
                && !(indexPath.section == state.source.section && indexPath >= state.source)
            {
                frame.origin.y += height
            }
            cell.frame = frame
        }
    }
}
