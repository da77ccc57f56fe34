import Foundation
import Tapestry
import TapestryTesting

/// A data source and delegate that keep their rows in arrays and log every call they get, for script-style
/// tests of the order in which a table asks.
@MainActor
final class LoggingTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: [[String]]
    var log: [String] = []
    var headerTitles: [String?] = []
    var heights: ((IndexPath) -> CGFloat)?
    var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var rowActions: ((IndexPath) -> [UITableViewRowAction]?)?

    init(rows: [[String]]) { self.rows = rows }

    convenience init(count: Int, sections: Int = 1) {
        self.init(rows: (0..<sections).map { s in (0..<count).map { "s\(s) r\($0)" } })
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        log.append("rows \(section)")
        return rows[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        log.append("cell \(indexPath.section).\(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let heights else { return UITableView.automaticDimension }
        return heights(indexPath)
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("highlight \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.append("unhighlight \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.section).\(indexPath.row)")
        return indexPath
    }
    /// Runs after each selection is logged (a test's change to the rows).
    var afterSelect: ((IndexPath) -> Void)?

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.section).\(indexPath.row)")
        afterSelect?(indexPath)
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.section).\(indexPath.row)")
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        log.append("commit delete \(indexPath.section).\(indexPath.row)")
        rows[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath != destinationIndexPath else { return }
        log.append(
            "move \(sourceIndexPath.section).\(sourceIndexPath.row) → \(destinationIndexPath.section).\(destinationIndexPath.row)"
        )
        let item = rows[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        rows[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        trailingActions?(indexPath)
    }

    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        rowActions?(indexPath)
    }

    /// The log since the last call, emptied.
    func take() -> [String] {
        defer { log.removeAll() }
        return log
    }
}

/// A window 320×480 with a table filling it, registered for "row" cells.
@MainActor
func makeTable(
    _ source: LoggingTableSource, style: UITableView.Style = .plain, rowHeight: CGFloat = 44,
    height: CGFloat = 480, cellClass: UITableViewCell.Type = UITableViewCell.self
) -> (UIWindow, UITableView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    let table = UITableView(frame: window.bounds, style: style)
    table.register(cellClass, forCellReuseIdentifier: "row")
    table.rowHeight = rowHeight
    table.dataSource = source
    table.delegate = source
    window.rootViewController!.view.addSubview(table)
    window.layoutIfNeeded()
    return (window, table)
}

/// A drag with the pointer from `start` to `end` (lifted after a first small move), dropped, and the drop's
/// animation run out.
@MainActor
func dragAndDrop(_ synthesizer: EventSynthesizer, from start: CGPoint, to end: CGPoint) {
    let touch = synthesizer.touchDown(at: start)
    synthesizer.touchMove(touch, to: CGPoint(x: start.x + 10, y: start.y + 4))
    synthesizer.touchMove(touch, to: end)
    synthesizer.touchUp(touch)
    synthesizer.advance(by: 0.5)
}
