import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Where a table's sections, rows, headers and footers are, and which row is at a point: the same answers
/// wherever the table has scrolled, with out-of-range questions answered with nothing rather than a trap.
@MainActor
@Suite struct UITableViewGeometryTests {
    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        let rows: [Int]
        init(_ rows: [Int]) { self.rows = rows }
        func numberOfSections(in tableView: UITableView) -> Int { rows.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
        func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 10 }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            indexPath.row == 0 ? 60 : 44
        }
    }

    private func table(_ source: Source) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return table
    }

    /// Each section: the header's top padding (22 points in a plain table, as UIKit 15 and later), the header,
    /// the rows and the footer.
    @Test func sectionsStackTheirHeaderRowsAndFooter() {
        UIApplication.replaceShared()
        let source = Source([2, 3])
        let table = table(source)
        // Section 0: padding 22, header 30, rows 60 + 44, footer 10 = 166.
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 166))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 188, width: 320, height: 30))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 112, width: 320, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 1)) == CGRect(x: 0, y: 322, width: 320, height: 44))
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 366, width: 320, height: 10))
        #expect(table.contentSize.height == 376)
        table.sectionHeaderTopPadding = 0
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 144, width: 320, height: 30))
        #expect(table.contentSize.height == 332)
        withExtendedLifetime(source) {}
    }

    @Test func theRowAtAPointSkipsHeadersAndFooters() {
        UIApplication.replaceShared()
        let source = Source([2, 3])
        let table = table(source)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 40)) == nil, "a header")
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 53)) == IndexPath(row: 0, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 160)) == nil, "a footer")
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 230)) == IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 5000)) == nil)
        #expect(
            table.indexPathsForRows(in: CGRect(x: 0, y: 120, width: 320, height: 120))
                == [IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)])
        withExtendedLifetime(source) {}
    }

    /// The answers are in content coordinates: scrolling does not change them, only which cells are visible.
    @Test func scrollingChangesTheVisibleCellsNotTheGeometry() {
        UIApplication.replaceShared()
        let source = Source([20])
        let table = table(source)
        let rect = table.rectForRow(at: IndexPath(row: 10, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
        table.contentOffset = CGPoint(x: 0, y: rect.minY)
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 10, section: 0)) == rect)
        let cell = table.cellForRow(at: IndexPath(row: 10, section: 0))
        #expect(cell != nil && table.indexPath(for: cell!) == IndexPath(row: 10, section: 0))
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 10, section: 0))
        withExtendedLifetime(source) {}
    }

    @Test func outOfRangeQuestionsGetNothing() {
        UIApplication.replaceShared()
        let source = Source([1])
        let table = table(source)
        #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)) == .zero)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 3)) == .zero)
        #expect(table.cellForRow(at: IndexPath(row: 9, section: 9)) == nil)
        #expect(table.headerView(forSection: 7) == nil)
        withExtendedLifetime(source) {}
    }

    /// An inset grouped table insets its rows 8 points from its edges, as UIKit 26 lays them out.
    @Test func anInsetGroupedTableInsetsItsRows() {
        UIApplication.replaceShared()
        let source = Source([1])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .insetGrouped)
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.frame.minX == 8)
        #expect(cell?.frame.width == 304)
        withExtendedLifetime(source) {}
    }

    /// An inset-grouped section is one card: its first row's top corners and its last row's bottom corners are
    /// rounded (a lone row's all four), the cells clip to them, and the last row has no separator. Inserting a
    /// row moves the card's bottom to it; plain tables keep square rows with separators.
    @Test func anInsetGroupedSectionIsOneRoundedCard() {
        UIApplication.replaceShared()
        let source = Source([3, 1])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .insetGrouped)
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        func cell(_ row: Int, _ section: Int) -> UITableViewCell {
            table.cellForRow(at: IndexPath(row: row, section: section))!
        }
        let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let bottom: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        #expect(cell(0, 0).layer.cornerRadius == 10 && cell(0, 0).layer.maskedCorners == top)
        #expect(cell(1, 0).layer.cornerRadius == 0)
        #expect(cell(2, 0).layer.cornerRadius == 10 && cell(2, 0).layer.maskedCorners == bottom)
        #expect(cell(0, 1).layer.maskedCorners == top.union(bottom), "a lone row is rounded all round")
        let corners = [cell(0, 0), cell(2, 0), cell(0, 1)]
        #expect(corners.allSatisfy { $0.clipsToBounds })
        #expect(!cell(0, 0).separator.isHidden && !cell(1, 0).separator.isHidden)
        #expect(cell(2, 0).separator.isHidden && cell(0, 1).separator.isHidden, "no line under a card")
        #expect(cell(0, 0).frame.minX == 8 && cell(0, 0).frame.width == 304)

        let plainSource = Source([2])
        let plain = self.table(plainSource)
        let last = plain.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(last.layer.cornerRadius == 0 && !last.separator.isHidden && !last.clipsToBounds)
        withExtendedLifetime((source, plainSource)) {}
    }

    @Test func aCardFollowsItsRowsWhenTheyChange() {
        UIApplication.replaceShared()
        final class Growing: NSObject, UITableViewDataSource {
            var rows = 2
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Fruit" }
        }
        let source = Growing()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .insetGrouped)
        table.dataSource = source
        table.layoutIfNeeded()
        let formerLast = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(formerLast.layer.cornerRadius == 10 && formerLast.separator.isHidden)
        let title = table.headerView(forSection: 0)?.textLabel
        #expect(title.map { $0.convert(CGPoint.zero, to: table).x } == 24, "the title lines up with the rows' text")
        source.rows = 3
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        table.layoutIfNeeded()
        #expect(formerLast.layer.cornerRadius == 0 && !formerLast.separator.isHidden, "no longer the card's bottom")
        let newLast = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        #expect(newLast.layer.cornerRadius == 10 && newLast.separator.isHidden)
        table.separatorStyle = .none
        #expect(formerLast.separator.isHidden)
        table.separatorStyle = .singleLine
        #expect(!formerLast.separator.isHidden && newLast.separator.isHidden, "the card's bottom stays bare")
        withExtendedLifetime(source) {}
    }
}
