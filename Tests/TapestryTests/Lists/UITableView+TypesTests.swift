import Foundation
import Testing

@testable import Tapestry

/// The table's small types (UITableView+Types), with UIKit's raw values (apps store and switch on them).
@MainActor
@Suite struct UITableViewTypesTests {
    @Test func stylesPositionsAnimationsAndSeparatorsHaveUIKitsRawValues() {
        #expect(UITableView.Style.plain.rawValue == 0 && UITableView.Style.insetGrouped.rawValue == 2)
        #expect(UITableView.ScrollPosition.none.rawValue == 0 && UITableView.ScrollPosition.bottom.rawValue == 3)
        #expect(UITableView.RowAnimation.fade.rawValue == 0 && UITableView.RowAnimation.none.rawValue == 5)
        #expect(UITableView.RowAnimation.middle.rawValue == 6 && UITableView.RowAnimation.automatic.rawValue == 100)
        #expect(
            UITableViewCell.SeparatorStyle.none.rawValue == 0 && UITableViewCell.SeparatorStyle.singleLine.rawValue == 1
        )
    }

    /// A table is made in its style and keeps it; a separator style of none hides the separators' colour use.
    @Test func aTableKeepsItsStyle() {
        for style in [UITableView.Style.plain, .grouped, .insetGrouped] {
            #expect(UITableView(frame: .zero, style: style).style == style)
        }
        let table = UITableView(frame: .zero, style: .plain)
        table.separatorStyle = .none
        #expect(table.separatorStyle == .none)
    }
}
