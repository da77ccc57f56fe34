import Foundation

/// Where the sections, rows, headers and footers are (content coordinates), and which rows and cells are where.
extension UITableView {
    /// The area of a section (header, rows and footer) in the table's content coordinates.
    public func rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard sections.indices.contains(section) else { return .zero }
        let s = sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.height)
    }

    /// The area of a row in the table's content coordinates, or `.zero` for a row out of range.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        guard isValid(indexPath) else { return .zero }
        let s = sections[indexPath.section]
        return CGRect(
            x: rowInset, y: s.rowsTop + s.rows.offset(of: indexPath.row), width: bounds.width - 2 * rowInset,
            height: s.rows.height(of: indexPath.row))
    }

    /// The area of a section's header in the table's content coordinates (where it scrolls, not where it sticks).
    public func rectForHeader(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].headerTop, width: bounds.width, height: sections[section].header)
    }

    /// The area of a section's footer in the table's content coordinates.
    public func rectForFooter(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard sections.indices.contains(section) else { return .zero }
        let s = sections[section]
        return CGRect(x: 0, y: s.rowsTop + s.rows.total, width: bounds.width, height: s.footer)
    }

    /// Rows are inset from the edges in an `.insetGrouped` table: 8 pt, as UIKit 26 lays them out (measured).
    var rowInset: CGFloat { style == .insetGrouped ? 8 : 0 }

    /// The corner radius of an `.insetGrouped` table's sections: 10 pt, UIKit's through iOS 18 (UIKit 26 draws
    /// its cards rounder; its radius has not been measured here).
    static let insetGroupedCornerRadius: CGFloat = 10

    /// In an `.insetGrouped` table a section's rows make one card: the first row's top corners and the last row's
    /// bottom corners are rounded (a lone row's all four), the cell clips its content and selection to them, and
    /// the last row shows no separator, as in UIKit. Other styles leave the cell as it is.
    func shapeAsCard(_ cell: UITableViewCell, at indexPath: IndexPath) {
        guard style == .insetGrouped, sections.indices.contains(indexPath.section) else { return }
        let count = sections[indexPath.section].rows.count
        var corners: CACornerMask = []
        if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if indexPath.row == count - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        let radius = corners.isEmpty ? 0 : Self.insetGroupedCornerRadius
        if cell.layer.cornerRadius != radius { cell.layer.cornerRadius = radius }
        if !corners.isEmpty, cell.layer.maskedCorners != corners { cell.layer.maskedCorners = corners }
        if !cell.clipsToBounds { cell.clipsToBounds = true }
        let hidden = separatorStyle == .none || indexPath.row == count - 1
        if cell.separator.isHidden != hidden { cell.separator.isHidden = hidden }
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rows.count
    }

    /// The row at a point in the table's content coordinates, or nil (a header, a footer, or outside the rows).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        guard point.x >= rowInset, point.x < bounds.width - rowInset, let section = section(at: point.y) else {
            return nil
        }
        let s = sections[section]
        let y = point.y - s.rowsTop
        guard y >= 0, y < s.rows.total, let row = s.rows.row(at: y) else { return nil }
        return IndexPath(row: row, section: section)
    }

    /// The rows that intersect `rect` (in content coordinates), in order.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        reloadIfNeeded()
        var result: [IndexPath] = []
        forEachRow(in: rect) { result.append($0) }
        return result
    }

    /// The section whose area covers `y`, by binary search.
    func section(at y: CGFloat) -> Int? {
        var low = 0, high = sections.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let s = sections[mid]
            if y < s.top {
                high = mid - 1
            } else if y >= s.top + s.height {
                low = mid + 1
            } else {
                return mid
            }
        }
        return nil
    }

    func forEachRow(in rect: CGRect, _ body: (IndexPath) -> Void) {
        guard !sections.isEmpty, rect.height > 0 else { return }
        var index = section(at: max(rect.minY, 0)) ?? (rect.minY < (sections.first?.top ?? 0) ? 0 : sections.count)
        while index < sections.count {
            let s = sections[index]
            if s.top >= rect.maxY { break }
            let start = max(rect.minY - s.rowsTop, 0)
            let end = rect.maxY - s.rowsTop
            if s.rows.count > 0, end > 0, start < s.rows.total, var row = s.rows.row(at: start) {
                while row < s.rows.count && s.rows.offset(of: row) < end {
                    body(IndexPath(row: row, section: index))
                    row += 1
                }
            }
            index += 1
        }
    }

    /// The row a visible cell shows, or nil.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        guard let indexPath = cell.indexPath, visible[indexPath] === cell else { return nil }
        return indexPath
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [UITableViewCell] { indexPathsForVisibleRows?.compactMap { visible[$0] } ?? [] }

    /// The rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath]? { visible.keys.sorted() }

    /// The header view on screen for a section, or nil.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view on screen for a section, or nil.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    func rangeMessage(_ indexPath: IndexPath) -> String {
        guard indexPath.count == 2 else { return "index path \(indexPath) is not a row's (section, row)" }
        guard sections.indices.contains(indexPath.section) else {
            return "section (\(indexPath.section)) beyond bounds (\(sections.count))"
        }
        return "row (\(indexPath.row)) beyond bounds (\(sections[indexPath.section].rows.count)) for section "
            + "(\(indexPath.section))"
    }
}
