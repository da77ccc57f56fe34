import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Section headers and footers: plain headers stick to the top until the next pushes them up.
@MainActor
@Suite struct UITableViewHeadersTests {
    @Test func plainHeadersStickToTheTopUntilTheNextPushesThemUp() {
        UIApplication.replaceShared()  // a fresh application for each test
        let source = LoggingTableSource(count: 10, sections: 3)
        source.headerTitles = ["A", "B", "C"]
        let (_, table) = makeTable(source, height: 200)
        // Sections are 22 (padding) + 40.5 (header) + 10 × 44 = 502.5 pt.
        table.contentOffset.y = 100
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 100, "pinned at the top")
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "A", "a title is in the header's text label")
        table.contentOffset.y = 502.5 - 10
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 462, "pushed up by the end of its section")
        #expect(table.headerView(forSection: 1)?.frame.minY == 524.5, "below its padding")
        // Grouped headers scroll with their rows.
        let groupedSource = LoggingTableSource(count: 10, sections: 2)
        let grouped = makeTable(groupedSource, style: .grouped).1
        grouped.contentOffset.y = 100
        grouped.layoutIfNeeded()
        withExtendedLifetime(groupedSource) {}
        #expect(grouped.headerView(forSection: 0) == nil || grouped.headerView(forSection: 0)!.frame.minY == 0)
    }
}
