import Foundation
import Tapestry
import TapestryTesting
import Testing

/// UITableView's data source calls, reuse, geometry and headers (SEMANTICS §12.1).
@MainActor
@Suite struct UITableViewTests {
    @Test func onlyTheVisibleRowsAreAskedForAndCellsAreReused() {
        UIApplication.replaceShared()  // a fresh application for each test
        let source = LoggingTableSource(count: 1000)
        let (_, table) = makeTable(source)
        // 480 / 44: rows 0…10 show (row 10 in part).
        #expect(source.take() == ["rows 0"] + (0...10).map { "cell 0.\($0)" })
        #expect(table.indexPathsForVisibleRows == (0...10).map { IndexPath(row: $0, section: 0) })
        #expect(table.contentSize == CGSize(width: 320, height: 44_000))
        #expect(table.createdCellCount == 11)

        table.contentOffset = CGPoint(x: 0, y: 44 * 100)
        table.layoutIfNeeded()
        #expect(source.take() == (100...110).map { "cell 0.\($0)" })
        #expect(table.createdCellCount == 11, "the cells of rows 0…10 were reused")
        #expect(table.visibleCells.map { $0.textLabel?.text } == (100...110).map { "s0 r\($0)" })
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(
            table.cellForRow(at: IndexPath(row: 105, section: 0))?.frame
                == CGRect(x: 0, y: 4620, width: 320, height: 44))

        // Half a row down: one more row shows, and one more cell is made.
        table.contentOffset.y += 22
        table.layoutIfNeeded()
        #expect(source.take() == ["cell 0.111"])
        #expect(table.createdCellCount == 12)
    }

    @Test func theSeparatorColourReachesEveryRow() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let source = LoggingTableSource(count: 20)
        let (_, table) = makeTable(source)
        defer { withExtendedLifetime(source) {} }
        #expect(table.separatorColor == .separator)
        let separatorOf: (UITableViewCell) -> UIView? = { cell in
            cell.subviews.first { $0 !== cell.contentView && $0.frame.height < 1.01 && $0.frame.width > 100 }
        }
        let first = try #require(table.visibleCells.first)
        #expect(separatorOf(first)?.backgroundColor == .separator)
        table.separatorColor = .red
        #expect(table.visibleCells.allSatisfy { separatorOf($0)?.backgroundColor == .red })
        table.contentOffset.y = 44 * 10  // rows shown afresh take it too
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { separatorOf($0)?.backgroundColor == .red })
    }

    @Test func aMillionRowsCostNothingPerRowToLoad() {
        UIApplication.replaceShared()  // a fresh application for each test
        let source = LoggingTableSource(rows: [[]])
        source.rows = [Array(repeating: "row", count: 1_000_000)]
        let (_, table) = makeTable(source, rowHeight: 60)
        #expect(source.take() == ["rows 0"] + (0...7).map { "cell 0.\($0)" })
        #expect(table.contentSize.height == 60_000_000)
        table.contentOffset.y = 60_000_000 - 480
        table.layoutIfNeeded()
        #expect(source.take() == (999_992...999_999).map { "cell 0.\($0)" })
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 59_999_999)) == IndexPath(row: 999_999, section: 0))
        table.reloadData()
        table.layoutIfNeeded()
        #expect(source.take() == ["rows 0"] + (999_992...999_999).map { "cell 0.\($0)" })
    }

    @Test func rowHeightsFromTheDelegateAndTheGeometryQueries() {
        UIApplication.replaceShared()  // a fresh application for each test
        let source = LoggingTableSource(count: 6, sections: 2)
        source.heights = { indexPath in CGFloat(20 + 10 * indexPath.row) }  // 20, 30, … 70: 270 a section
        // Plain headers, as UIKit 26 lays them out (measured): 40.5 pt, with the 22-pt `sectionHeaderTopPadding`
        // above each: a section is 22 + 40.5 + 270 = 332.5 pt.
        source.headerTitles = ["First", "Second"]
        let (_, table) = makeTable(source, rowHeight: UITableView.automaticDimension)
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 332.5))
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 320, height: 40.5))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 354.5, width: 320, height: 40.5))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 1)) == CGRect(x: 0, y: 445, width: 320, height: 40))
        #expect(table.contentSize.height == 665)
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 62.5 + 20 + 29)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 340)) == nil, "the padding is not a row")
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 360)) == nil, "a header is not a row")
        #expect(
            table.indexPathsForRows(in: CGRect(x: 0, y: 75, width: 10, height: 30))
                == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        // Code written for iOS 14's look turns the padding off.
        table.sectionHeaderTopPadding = 0
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 310.5, width: 320, height: 40.5))
        #expect(table.contentSize.height == 621)
    }

    @Test func selfSizingRowsAreMeasuredAsTheyShow() {
        withEstimatedText {
            UIApplication.replaceShared()  // a fresh application for each test
            let source = LoggingTableSource(rows: [
                ["one line", "two\nlines", "three\nlines\nhere"] + Array(repeating: "x", count: 50)
            ])
            final class WrappingCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    textLabel?.numberOfLines = 0
                }
                required init?(coder: NSCoder) { return nil }

            }
            let (_, table) = makeTable(source, rowHeight: UITableView.automaticDimension, cellClass: WrappingCell.self)
            // One line of the 17-point body font is 21 pt: 11 + 21 + 11 → 51.5 (UIKit 26's default row); 2 lines
            // 64; 3 lines 85.
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 51.5)
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 64)
            #expect(
                table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 115.5, width: 320, height: 85))
            // Rows not shown yet keep the estimate (a default row, 51.5).
            #expect(abs(table.contentSize.height - (51.5 + 64 + 85 + 50 * 51.5)) < 0.001)
        }
    }

    @Test func dequeuingAnUnregisteredIdentifierStopsWithUIKitsMessage() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIApplication.replaceShared()
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                _ = table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIApplication.replaceShared()
                let (_, table) = makeTable(LoggingTableSource(count: 3))
                table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
            }
        }
    }

    @Test func scrollToRowPlacesTheRowAndCellsFollow() {
        UIApplication.replaceShared()  // a fresh application for each test
        let source = LoggingTableSource(count: 100)
        let (_, table) = makeTable(source)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 2200)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == CGFloat(2200 + 22 - 240))
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(4400 - 480), "clamped to the end")
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 99, section: 0))
    }

    @Test func cellStylesAndContentConfigurations() {
        withEstimatedText {
            UIApplication.replaceShared()  // a fresh application for each test
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            cell.textLabel?.text = "Wi-Fi"
            cell.detailTextLabel?.text = "Home"
            cell.accessoryType = .disclosureIndicator
            cell.layoutIfNeeded()
            #expect(cell.textLabel!.frame.minX == 16)
            #expect(
                cell.detailTextLabel!.frame.maxX == cell.contentView.bounds.width - 16,
                "value1: detail on the trailing side")
            #expect(cell.contentView.frame.maxX < 320 - 16 - 8 + 1, "the accessory takes the trailing edge")

            let configured = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = configured.defaultContentConfiguration()
            content.text = "Title"
            content.secondaryText = "Subtitle"
            configured.contentConfiguration = content
            configured.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
            configured.layoutIfNeeded()
            let list = configured.contentView.subviews.compactMap { $0 as? UIListContentView }.first
            #expect(list?.textLayoutLabel.text == "Title")
            #expect(list?.secondaryTextLayoutLabel.text == "Subtitle")
            // 11 + 21 (body) + 3 + 18 (subheadline 15 pt) + 11.
            #expect(configured.sizeThatFits(CGSize(width: 320, height: 0)).height == 64)
            #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 13)
            #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        }
    }
}
