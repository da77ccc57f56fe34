import Foundation

/// The table's model: what the data source and the delegate say, turned into sections of row heights laid out
/// from the top, and what it tells the rest of the table. Its stored state is in UITableView.swift.
extension UITableView {
    /// Finds out once per data source whether it implements moving and committing rows, by calls that change
    /// nothing: a move of the first row onto itself and a commit of editing style `.none`.
    func probe() -> (moves: Bool, commits: Bool) {
        guard let dataSource else { return (false, false) }
        if let probed, probed.source == ObjectIdentifier(dataSource) { return (probed.moves, probed.commits) }
        let first = IndexPath(row: 0, section: 0)
        unansweredDataSourceCall = false
        dataSource.tableView(self, commit: .none, forRowAt: first)
        let commits = !unansweredDataSourceCall
        unansweredDataSourceCall = false
        var moves = false
        if numberOfSections > 0, numberOfRows(inSection: 0) > 0 {
            dataSource.tableView(self, moveRowAt: first, to: first)
            moves = !unansweredDataSourceCall
        }
        unansweredDataSourceCall = false
        probed = (ObjectIdentifier(dataSource), moves, commits)
        return (moves, commits)
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections (asking the data source when the table has not loaded yet).
    public var numberOfSections: Int {
        reloadIfNeeded()
        return sections.count
    }

    /// The number of rows in `section`, or 0 for a section out of range.
    public func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        rebuildModel()
    }

    /// Asks the data source for the sections and rows and the delegate for the heights, and lays the sections out.
    func rebuildModel() {
        storedSectionIndexSettings?.isStale = true  // the index titles are asked for again with the data
        suppliedHeaders.removeAll()
        suppliedFooters.removeAll()
        guard let dataSource else {
            sections = []
            updateContentSize()
            return
        }
        let count = dataSource.numberOfSections(in: self)
        precondition(count >= 0, "UITableView: numberOfSections(in:) returned \(count)")
        let delegate = tableDelegate
        let estimate = estimatedRowHeight > 0 ? estimatedRowHeight : Self.defaultRowHeight
        let rowCounts = (0..<count).map { section in
            let rows = dataSource.tableView(self, numberOfRowsInSection: section)
            precondition(
                rows >= 0, "UITableView: tableView(_:numberOfRowsInSection:) returned \(rows) for section \(section)")
            return rows
        }
        var delegateHeights = false
        if let delegate, let first = rowCounts.firstIndex(where: { $0 > 0 }) {
            delegateHeights =
                delegate.tableView(self, heightForRowAt: IndexPath(row: 0, section: first)) != Self.unanswered
        }
        rowsFromDelegateOnDisplay = delegateHeights && estimatedRowHeight > 0
        rowsMeasuredOnDisplay = (!delegateHeights || rowsFromDelegateOnDisplay) && rowHeight < 0
        var built: [Section] = []
        built.reserveCapacity(count)
        for section in 0..<count {
            let rows = rowCounts[section]
            let uniform = delegateHeights ? estimate : (rowHeight >= 0 ? rowHeight : estimate)
            var heights = RowHeights(count: rows, uniform: uniform)
            if delegateHeights && !rowsFromDelegateOnDisplay {
                // UIKit asks every row's height up front when there is no estimate.
                // A row answered with `automaticDimension` sizes itself (or takes `rowHeight` when that is fixed).
                let answers: [CGFloat?] = (0..<rows).map { row in
                    let h = delegate!.tableView(self, heightForRowAt: IndexPath(row: row, section: section))
                    return h >= 0 ? h : (rowHeight >= 0 ? rowHeight : nil)
                }
                if answers.contains(where: { $0 == nil }) { rowsMeasuredOnDisplay = true }
                heights.setHeights(answers)
            }
            let headerTitle = dataSource.tableView(self, titleForHeaderInSection: section)
            let footerTitle = dataSource.tableView(self, titleForFooterInSection: section)
            if let view = delegate?.tableView(self, viewForHeaderInSection: section) { suppliedHeaders[section] = view }
            if let view = delegate?.tableView(self, viewForFooterInSection: section) { suppliedFooters[section] = view }
            let header = headerHeight(section, title: headerTitle, view: suppliedHeaders[section], footer: false)
            built.append(
                Section(
                    rows: heights, header: header,
                    footer: headerHeight(section, title: footerTitle, view: suppliedFooters[section], footer: true),
                    headerTitle: headerTitle, footerTitle: footerTitle,
                    padding: header > 0 ? resolvedHeaderTopPadding : 0))
        }
        sections = built
        layOutSections()
    }

    /// Sets each section's `top` from the heights, and the content size.
    func layOutSections(from first: Int = 0) {
        var y =
            first == 0
            ? tableHeaderHeight
            : (sections.indices.contains(first - 1)
                ? sections[first - 1].top + sections[first - 1].height : tableHeaderHeight)
        for index in first..<sections.count {
            sections[index].top = y
            y += sections[index].height
        }
        updateContentSize()
    }

    var tableHeaderHeight: CGFloat { tableHeaderView?.frame.height ?? 0 }

    func updateContentSize() {
        let sectionsBottom = sections.last.map { $0.top + $0.height } ?? tableHeaderHeight
        let height = sectionsBottom + (tableFooterView?.frame.height ?? 0)
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
    }

    func stickyHeaderHeight(for section: Int) -> CGFloat {
        style == .plain && sections.indices.contains(section) ? sections[section].header : 0
    }
}
