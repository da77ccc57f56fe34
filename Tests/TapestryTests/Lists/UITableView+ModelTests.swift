import Foundation
import Testing

@testable import Tapestry

/// A data source of `counts` rows per section that can say whether it implements committing and moving rows.
@MainActor
private final class CountingSource: NSObject, UITableViewDataSource {
    var counts: [Int]
    var sectionsAsked = 0
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in tableView: UITableView) -> Int {
        sectionsAsked += 1
        return counts.count
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// A source that implements committing deletions (and records the calls it gets).
@MainActor
private final class CommittingSource: NSObject, UITableViewDataSource {
    var calls: [String] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) { calls.append("commit \(editingStyle.rawValue)") }
}

/// A source that implements moving rows.
@MainActor
private final class MovingSource: NSObject, UITableViewDataSource {
    var calls: [String] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        calls.append("move \(source.row)->\(destination.row)")
    }
}

/// A delegate answering row heights (or not), counting the questions.
@MainActor
private final class HeightsDelegate: NSObject, UITableViewDelegate {
    var asked = 0
    let height: CGFloat
    init(height: CGFloat) { self.height = height }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        asked += 1
        return height + CGFloat(indexPath.row)
    }
}

/// The table's model (UITableView+Model): sections of row heights laid out from the top, built from what the
/// data source and the delegate answer, once per reload.
@MainActor
@Suite struct TableViewModelTests {
    private func table(_ style: UITableView.Style = .plain) -> UITableView {
        UIApplication.replaceShared()
        return UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
    }

    @Test func theDataSourceIsAskedOncePerReloadAndOnlyWhenAsked() {
        let tableView = table()
        let source = CountingSource([3, 0, 5])
        tableView.dataSource = source
        #expect(source.sectionsAsked == 0, "nothing is asked until the table needs it")
        #expect(tableView.numberOfSections == 3)
        #expect(tableView.numberOfRows(inSection: 0) == 3 && tableView.numberOfRows(inSection: 2) == 5)
        #expect(tableView.numberOfRows(inSection: 7) == 0 && tableView.numberOfRows(inSection: -1) == 0)
        #expect(source.sectionsAsked == 1)
        source.counts = [1]
        #expect(tableView.numberOfSections == 3, "the model is what was loaded until a reload")
        tableView.reloadData()
        #expect(tableView.numberOfSections == 1 && source.sectionsAsked == 2)
        tableView.dataSource = nil
        #expect(tableView.numberOfSections == 0)
    }

    @Test func sectionsStackFromTheTableHeaderAndTheContentEndsBelowTheFooter() {
        let tableView = table()
        tableView.rowHeight = 40
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
        tableView.tableHeaderView = header
        tableView.tableFooterView = footer
        let source = CountingSource([2, 3])
        tableView.dataSource = source
        tableView.reloadIfNeeded()
        #expect(tableView.sections.map(\.top) == [100, 180], "a plain table without titles has no section headers")
        #expect(tableView.contentSize == CGSize(width: 320, height: 100 + 5 * 40 + 30))
        #expect(tableView.stickyHeaderHeight(for: 0) == 0)
    }

    @Test func withoutAnEstimateTheDelegateIsAskedEveryHeightUpFront() {
        let tableView = table()
        let source = CountingSource([4, 2])
        let delegate = HeightsDelegate(height: 30)
        tableView.dataSource = source
        tableView.delegate = delegate
        tableView.reloadIfNeeded()
        #expect(delegate.asked >= 6, "every row, up front")
        #expect(abs(tableView.sections[0].rows.total - (30 + 31 + 32 + 33)) < 1e-6)
        #expect(abs(tableView.sections[1].top - 126) < 1e-6 && abs(tableView.sections[1].rows.total - 61) < 1e-6)
        #expect(!tableView.rowsFromDelegateOnDisplay)
    }

    @Test func withAnEstimateHeightsAreAskedAsRowsShow() {
        let tableView = table()
        tableView.estimatedRowHeight = 44
        let source = CountingSource([10_000])
        let delegate = HeightsDelegate(height: 30)
        tableView.dataSource = source
        tableView.delegate = delegate
        tableView.reloadIfNeeded()
        #expect(delegate.asked == 1, "one probe, not 10,000 questions")
        #expect(tableView.rowsFromDelegateOnDisplay)
        #expect(abs(tableView.sections[0].rows.total - 10_000 * 44) < 1e-6, "estimated until shown")
    }

    @Test func groupedSectionsHaveAHeaderWithoutATitleAndOnlyPlainOnesStick() {
        let tableView = table(.grouped)
        tableView.rowHeight = 40
        let source = CountingSource([1, 1])
        tableView.dataSource = source
        tableView.reloadIfNeeded()
        #expect(tableView.sections.allSatisfy { $0.header == 18 && $0.footer == 18 })
        #expect(tableView.sections[1].top == tableView.sections[0].height)
        #expect(tableView.stickyHeaderHeight(for: 0) == 0, "grouped headers scroll with their sections")
    }

    /// Whether a data source commits and moves rows is found by calls that change nothing, once per source.
    @Test func theProbeFindsWhatTheSourceImplementsOnce() {
        let tableView = table()
        let committing = CommittingSource()
        tableView.dataSource = committing
        #expect(tableView.probe() == (moves: false, commits: true))
        #expect(committing.calls == ["commit 0"], "a commit of style .none")
        _ = tableView.probe()
        #expect(committing.calls.count == 1, "asked once per source")
        let moving = MovingSource()
        tableView.dataSource = moving
        #expect(tableView.probe() == (moves: true, commits: false))
        #expect(moving.calls == ["move 0->0"], "the first row onto itself")
        tableView.dataSource = nil
        #expect(tableView.probe() == (moves: false, commits: false))
    }
}
