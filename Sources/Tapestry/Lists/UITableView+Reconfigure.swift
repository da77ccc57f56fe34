import Foundation

/// Reconfiguring rows (UIKit 15): a row's cell is configured again in place, keeping its state (selection,
/// editing, a swipe or an animation under way) where a reload would replace it with a new cell.
extension UITableView {
    /// The row being reconfigured and the cell showing it, while the data source is asked for it.
    private static var reconfiguring: (table: UITableView, indexPath: IndexPath, cell: UITableViewCell)?

    /// What `reconfigureRows(at:)` does (UITableView.swift holds the overridable method): for each visible row
    /// the data source's `cellForRowAt` runs, and the dequeue in it returns the cell already showing the row
    /// (without `prepareForReuse`). A row off screen has nothing to do: it is configured when it appears. A data
    /// source that returns another cell (another reuse identifier) gets that row reloaded instead. A self-sizing
    /// row is measured again on the next layout pass.
    func baseReconfigureRows(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = visible[indexPath] else { continue }
            let outer = Self.reconfiguring
            Self.reconfiguring = (self, indexPath, cell)
            let returned = dataSource.tableView(self, cellForRowAt: indexPath)
            Self.reconfiguring = outer
            if returned !== cell {
                returned.owningTable = self
                enqueue(returned)
                reloadRows(at: [indexPath], with: .none)
                continue
            }
            if rowsMeasuredOnDisplay && sections.indices.contains(indexPath.section) {
                sections[indexPath.section].rows.forget(indexPath.row)
                if measureIfNeeded(cell, at: indexPath) { setNeedsLayout() }
            }
        }
    }

    /// The cell showing `indexPath` while it is reconfigured and its reuse identifier is `identifier`, for the
    /// data source's dequeue to hand back.
    func reconfiguredCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell? {
        guard let reconfiguring = Self.reconfiguring, reconfiguring.table === self,
            reconfiguring.indexPath == indexPath, reconfiguring.cell.reuseIdentifier == identifier
        else { return nil }
        return reconfiguring.cell
    }
}
