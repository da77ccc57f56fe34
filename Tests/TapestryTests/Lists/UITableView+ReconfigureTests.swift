import Foundation
import Testing

@testable import Tapestry

/// Reconfiguring rows (UIKit 15): the cell showing a row is configured again in place, without
/// `prepareForReuse`, keeping its selection; a row off screen waits until it appears; another reuse identifier
/// reloads the row; a self-sizing row takes its new height.
@MainActor
@Suite struct UITableViewReconfigureTests {
    final class CountingCell: UITableViewCell {
        var reuses = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    final class Source: NSObject, UITableViewDataSource {
        var rows = (0..<40).map { "Row \($0)" }
        var asked: [Int] = []
        var identifier: (Int) -> String = { _ in "plain" }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            asked.append(indexPath.row)
            let cell = tableView.dequeueReusableCell(withIdentifier: identifier(indexPath.row), for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            cell.textLabel?.numberOfLines = 0
            return cell
        }
    }

    private func makeTable(_ source: Source, rowHeight: CGFloat = 44) -> (UIWindow, UITableView) {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow(width: 320, height: 440)
        let table = UITableView(frame: root.bounds, style: .plain)
        table.register(CountingCell.self, forCellReuseIdentifier: "plain")
        table.register(CountingCell.self, forCellReuseIdentifier: "other")
        table.rowHeight = rowHeight
        table.dataSource = source
        root.addSubview(table)
        window.layoutIfNeeded()
        return (window, table)
    }

    @Test func theVisibleCellIsConfiguredAgainInPlace() throws {
        let source = Source()
        let (window, table) = makeTable(source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? CountingCell)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        source.rows[2] = "Renamed"
        source.asked = []
        table.reconfigureRows(at: [IndexPath(row: 2, section: 0)])
        window.layoutIfNeeded()
        #expect(source.asked == [2])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell)
        #expect(cell.textLabel?.text == "Renamed" && cell.reuses == 0 && cell.isSelected)
    }

    @Test func aRowOffScreenIsConfiguredWhenItAppears() {
        let source = Source()
        let (window, table) = makeTable(source)
        source.asked = []
        table.reconfigureRows(at: [IndexPath(row: 35, section: 0)])
        #expect(source.asked.isEmpty)
        source.rows[35] = "Later"
        table.scrollToRow(at: IndexPath(row: 35, section: 0), at: .top, animated: false)
        window.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 35, section: 0))?.textLabel?.text == "Later")
    }

    @Test func anotherIdentifierReloadsTheRow() throws {
        let source = Source()
        let (window, table) = makeTable(source)
        let old = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        source.identifier = { $0 == 1 ? "other" : "plain" }
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        window.layoutIfNeeded()
        let new = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(new !== old && new.reuseIdentifier == "other")
    }

    @Test func aSelfSizingRowTakesItsNewHeight() {
        let source = Source()
        let (window, table) = makeTable(source, rowHeight: UITableView.automaticDimension)
        let before = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        source.rows[0] = Array(repeating: "A longer line of text that wraps", count: 4).joined(separator: " ")
        table.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height > before + 20)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY > before + 20, "the rows below move down")
    }

    @Test func aDiffableSnapshotsReconfiguredItemsKeepTheirCells() throws {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow(width: 320, height: 440)
        let table = UITableView(frame: root.bounds, style: .plain)
        table.register(CountingCell.self, forCellReuseIdentifier: "plain")
        root.addSubview(table)
        var names = ["a": "Apple", "b": "Banana", "c": "Cherry"]
        let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, id in
            let cell = table.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
            cell.textLabel?.text = names[id]
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? CountingCell)
        names["b"] = "Blueberry"
        snapshot.reconfigureItems(["b"])
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        #expect(cell.textLabel?.text == "Blueberry" && cell.reuses == 0)
    }
}
