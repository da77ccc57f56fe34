import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A table's system metrics as UIKit 26 lays them out: values measured on UIKit 26.1 (an iPhone 16 simulator and
/// Mac Catalyst), which issue 32 lists.
@MainActor
@Suite struct UITableViewCellTests {
    final class TitledSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Wi-Fi"
            cell.accessoryType = indexPath.row == 0 ? .disclosureIndicator : .checkmark
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Network" }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "Nearby" }
    }

    func makeTitledTable(_ style: UITableView.Style, source: TitledSource) -> (UIWindow, UITableView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        window.rootViewController!.view.addSubview(table)
        window.layoutIfNeeded()
        return (window, table)
    }

    @Test func aDefaultRowIs51AndAHalfPointsWithItsLabelSizedToItsTextAndCentred() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let source = TitledSource()
        let (window, table) = makeTitledTable(.plain, source: source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.frame.height == 51.5)
        let label = try #require(cell.textLabel)
        #expect(label.frame.minX == 16)
        #expect(label.frame.width == label.sizeThatFits(.zero).width, "as wide as its text, not the row")
        #expect(abs(label.frame.midY - 51.5 / 2) < 0.01, "centred")
        // The plain header: 40.5 pt below a 22-pt padding; its title is in the header view's text label.
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 393, height: 40.5))
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Network")
        #expect(table.footerView(forSection: 0)?.textLabel?.text == "Nearby")
        withExtendedLifetime((window, source)) {}
    }

    @Test func accessoriesHaveUIKit26Sizes() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let source = TitledSource()
        let (window, table) = makeTitledTable(.plain, source: source)
        let chevron = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let check = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        func accessory(_ cell: UITableViewCell) -> CGRect? {
            cell.subviews.first { $0 !== cell.contentView && $0.frame.width > 2 && $0.frame.height > 2 }?.frame
        }
        #expect(accessory(chevron)?.size == CGSize(width: 10.5, height: 14))
        #expect(accessory(chevron)?.maxX == 377)
        #expect(accessory(check)?.size == CGSize(width: 19, height: 18))
        withExtendedLifetime((window, source)) {}
    }

    @Test func insetGroupedSectionsAreInset8PointsWithHeadersOf40AndAHalfAndFootersOf30() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let source = TitledSource()
        // A footnote line of the engine's estimates is 16 pt, as SF Pro's 13-pt line is about (the Linux font's
        // may be a point taller, and the footer with it).
        let (window, table) = withEstimatedText { makeTitledTable(.insetGrouped, source: source) }
        #expect(table.rectForHeader(inSection: 0).height == 40.5)
        #expect(table.rectForFooter(inSection: 0).height == 30)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.frame.minX == 8)
        #expect(cell.frame.width == 377)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 40.5, "no padding in grouped styles")
        withExtendedLifetime((window, source)) {}
    }

    /// A reused cell given a longer text lays its label out to the new text (no stale width truncating it).
    @Test func newTextInAReusedCellLaysTheLabelOutAgain() {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
        window.makeKeyAndVisible()
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 393, height: 52)
        window.addSubview(cell)
        cell.textLabel?.text = "Fig"
        window.layoutIfNeeded()
        let short = cell.textLabel!.frame.width
        cell.textLabel?.text = "Strawberry and banana"
        window.layoutIfNeeded()
        let label = cell.textLabel!
        #expect(label.frame.width > short)
        #expect(label.frame.width >= label.intrinsicContentSize.width, "the whole text fits: \(label.frame.width)")
    }

    @Test func aCellHearsItsEditingTransitions() {
        final class Row: UITableViewCell {
            var heard: [String] = []
            override func willTransition(to state: UITableViewCell.StateMask) {
                super.willTransition(to: state)
                heard.append("will \(state.rawValue) editing \(isEditing)")
            }
            override func didTransition(to state: UITableViewCell.StateMask) {
                super.didTransition(to: state)
                heard.append("did \(state.rawValue) editing \(isEditing)")
            }
        }
        let row = Row(style: .default, reuseIdentifier: nil)
        row.setEditing(true, animated: false)
        row.setEditing(true, animated: false)  // no change, nothing heard
        row.setEditing(false, animated: true)
        #expect(
            row.heard == [
                "will 1 editing false", "did 1 editing true", "will 0 editing true", "did 0 editing false",
            ])
        #expect(UITableViewCell.StateMask.showingDeleteConfirmation.rawValue == 2)
    }

    @Test func aTableSubclassMayOverrideCellForRow() {
        final class Counting: UITableView {
            var asked = 0
            override func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
                asked += 1
                return super.cellForRow(at: indexPath)
            }
        }
        let table = Counting(frame: CGRect(x: 0, y: 0, width: 200, height: 200), style: .plain)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil && table.asked == 1)
    }
}

/// Indentation, the editing style and the multiple-selection background of a cell in its table.
@MainActor
@Suite struct UITableViewCellIndentationTests {
    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { indexPath.row }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 2 }
        func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
            -> UITableViewCell.EditingStyle
        {
            indexPath.row == 1 ? .insert : .delete
        }
    }

    @Test func theDelegatesLevelsIndentTheBuiltInLabel() throws {
        UIApplication.replaceShared()
        let (_, root, _) = makeWindow()
        let table = UITableView(frame: root.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        let source = Source()
        table.dataSource = source
        table.delegate = source
        root.addSubview(table)
        table.layoutIfNeeded()
        let cells = try (0..<3).map { try #require(table.cellForRow(at: IndexPath(row: $0, section: 0))) }
        for cell in cells { cell.layoutIfNeeded() }
        let x0 = try #require(cells[0].textLabel).frame.minX
        #expect(cells[2].indentationLevel == 2 && cells[2].indentationWidth == 10)
        #expect(try #require(cells[2].textLabel).frame.minX == x0 + 20)
        #expect(cells[0].editingStyle == .delete && cells[1].editingStyle == .insert && cells[2].editingStyle == .none)
        #expect(!cells[0].showingDeleteConfirmation)
        #expect(UITableViewCell().editingStyle == .none, "outside a table")
    }

    @Test func aMultipleSelectionTableShowsTheMultipleSelectionBackground() throws {
        UIApplication.replaceShared()
        let (_, root, _) = makeWindow()
        let table = UITableView(frame: root.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        let source = Source()
        table.dataSource = source
        table.allowsMultipleSelection = true
        root.addSubview(table)
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let multiple = UIView()
        cell.multipleSelectionBackgroundView = multiple
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(multiple.superview === cell)
        table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
        #expect(multiple.superview == nil)
    }
}
