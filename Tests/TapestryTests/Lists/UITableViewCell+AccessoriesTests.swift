import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Accessories: editing accessories replace the accessory while the table edits.
@MainActor
@Suite struct UITableViewCellAccessoriesTests {
    /// In editing mode the editing accessory shows instead of the usual one (none by default), as in UIKit.
    @Test func editingAccessoriesReplaceTheAccessoryWhileEditing() {
        UIApplication.replaceShared()
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 393, height: 52)
        let toggle = UISwitch()
        cell.accessoryView = toggle
        cell.layoutIfNeeded()
        #expect(toggle.superview === cell)
        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        #expect(toggle.superview == nil, "no editing accessory: none shows while editing")
        cell.editingAccessoryView = toggle
        cell.layoutIfNeeded()
        #expect(toggle.superview === cell && toggle.frame.maxX == 377)
        cell.setEditing(false, animated: false)
        #expect(toggle.superview === cell, "the same view as both accessories stays")
        cell.editingAccessoryView = nil
        cell.accessoryView = nil
        cell.accessoryType = .disclosureIndicator
        cell.editingAccessoryType = .checkmark
        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        let shown = cell.subviews.filter { $0 !== cell.contentView && $0.frame.width > 2 && !$0.isHidden }
        #expect(shown.map(\.frame.size).contains(CGSize(width: 19, height: 18)), "the checkmark while editing")
    }

    /// A detail button reports its taps to the table's delegate for its row; a plain chevron takes no touches,
    /// so a tap on it selects the row.
    @Test func aDetailButtonReportsItsRowAndAChevronSelects() {
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            var log: [String] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Row \(indexPath.row)"
                cell.accessoryType = indexPath.row == 0 ? .detailButton : .disclosureIndicator
                return cell
            }
            func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
                log.append("detail \(indexPath.row)")
            }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                log.append("select \(indexPath.row)")
            }
        }
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow(width: 320, height: 480)
        let table = UITableView(frame: root.bounds, style: .plain)
        let source = Source()
        table.dataSource = source
        table.delegate = source
        root.addSubview(table)
        synthesizer.advance(by: 0)
        for row in 0..<2 {
            let cell = table.cellForRow(at: IndexPath(row: row, section: 0))!
            let accessory = cell.subviews.last { $0.frame.maxX > cell.bounds.width - 40 && $0.frame.width > 5 }
            let point = accessory.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) }
            synthesizer.tap(at: point ?? .zero)
        }
        #expect(source.log == ["detail 0", "select 1"])
    }
}
