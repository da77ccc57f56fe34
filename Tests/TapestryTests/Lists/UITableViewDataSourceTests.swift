import Foundation
import Testing

@testable import Tapestry

/// The data source's optional methods and UIKit's defaults for them: one section, no titles, every row
/// editable, a delete only when the source commits deletions, a reorder control only when it moves rows.
@MainActor
@Suite struct UITableViewDataSourceTests {
    /// Only the two required methods.
    final class Minimal: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "row \(indexPath.row)"
            return cell
        }
    }

    /// Commits deletions of every row but the second, which it says cannot be edited.
    final class Deleting: UITableViewDataSource {
        var rows = ["a", "b", "c"]
        var deleted: [Int] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 1 }
        func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete else { return }
            deleted.append(indexPath.row)
            rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .none)
        }
    }

    /// Moves rows, and names its two sections.
    final class Moving: UITableViewDataSource {
        var moved: [String] = []
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            "Section \(section)"
        }
        func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            if sourceIndexPath != destinationIndexPath { moved.append("\(sourceIndexPath) → \(destinationIndexPath)") }
        }
    }

    private func table(_ source: UITableViewDataSource) -> UITableView {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        let table = UITableView(frame: root.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        table.dataSource = source
        root.addSubview(table)
        window.layoutIfNeeded()
        return table
    }

    @Test func aSourceWithOnlyTheRequiredMethodsHasOneUntitledSectionAndNoEditing() throws {
        let source = Minimal()
        let table = table(source)
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 3)
        #expect(table.headerView(forSection: 0) == nil)
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(!cell.showsReorderControl, "no reorder control without moveRowAt")
        #expect(table.trailingConfiguration(for: IndexPath(row: 0, section: 0)) == nil, "no Delete without commit")
        withExtendedLifetime(source) {}
    }

    @Test func aSourceThatCommitsGetsDeleteOnTheRowsItCanEdit() throws {
        let source = Deleting()
        let table = table(source)
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(first.showsDeleteControl && !second.showsDeleteControl)
        #expect(!first.showsReorderControl)
        #expect(table.trailingConfiguration(for: IndexPath(row: 1, section: 0)) == nil)
        let configuration = try #require(table.trailingConfiguration(for: IndexPath(row: 2, section: 0)))
        #expect(configuration.actions.map(\.title) == ["Delete"] && configuration.actions[0].style == .destructive)
        #expect(source.deleted.isEmpty, "the user has deleted nothing yet")
        var completed: Bool?
        configuration.actions[0].handler(configuration.actions[0], UIView()) { completed = $0 }
        #expect(completed == true && source.deleted == [2] && table.numberOfRows(inSection: 0) == 2)
    }

    @Test func aSourceThatMovesRowsShowsReorderControlsAndTitlesItsSections() throws {
        let source = Moving()
        let table = table(source)
        #expect(table.numberOfSections == 2)
        let header = try #require(table.headerView(forSection: 1))
        #expect(header.textLabel?.text == "Section 1")
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.showsReorderControl)
        #expect(table.trailingConfiguration(for: IndexPath(row: 0, section: 0)) == nil, "it commits no deletions")
        #expect(source.moved.isEmpty)
    }
}
