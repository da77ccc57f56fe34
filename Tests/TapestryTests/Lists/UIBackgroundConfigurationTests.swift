import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Background configurations and configuration updates of table and collection view cells (UIKit 14's cell
/// configuration API).
@MainActor
@Suite struct UIBackgroundConfigurationTests {
    @Test func aListCellTurnsGreyWhenSelectedUnlessItsColourIsYourOwn() {
        let plain = UIBackgroundConfiguration.listPlainCell()
        #expect(plain.resolvedBackgroundColor(for: .systemBlue) == .systemBackground)
        var selected = UICellConfigurationState(traitCollection: UITraitCollection())
        selected.isSelected = true
        #expect(plain.updated(for: selected).resolvedBackgroundColor(for: .systemBlue) == .systemGray4)
        #expect(
            UIBackgroundConfiguration.listSidebarCell().updated(for: selected).resolvedBackgroundColor(for: .systemRed)
                == .systemRed, "a sidebar's selection is the tint colour")
        var own = UIBackgroundConfiguration.listPlainCell()
        own.backgroundColor = .systemYellow
        #expect(own.updated(for: selected).resolvedBackgroundColor(for: .systemBlue) == .systemYellow)
        own.backgroundColorTransformer = .grayscale
        let grey = own.resolvedBackgroundColor(for: .systemBlue)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        grey.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - g) < 0.001 && abs(g - b) < 0.001, "through its transformer")
        #expect(UIBackgroundConfiguration.clear().resolvedBackgroundColor(for: .systemBlue) == .clear)
    }

    @Test func aTableCellsHandlerRunsBeforeLayoutAfterEachStateChange() {
        UIApplication.replaceShared()
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        var states: [String] = []
        cell.configurationUpdateHandler = { cell, state in
            states.append(state.isSelected ? "selected" : state.isHighlighted ? "highlighted" : "normal")
            var content = UIListContentConfiguration.cell().updated(for: state)
            content.text = state.isSelected ? "On" : "Off"
            cell.contentConfiguration = content
        }
        #expect(states.isEmpty, "not until layout")
        cell.layoutIfNeeded()
        #expect(states == ["normal"])
        cell.setHighlighted(true, animated: false)
        cell.layoutIfNeeded()
        cell.setHighlighted(false, animated: false)
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(states == ["normal", "highlighted", "selected"], "changes before a layout come together")
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "On")
        cell.layoutIfNeeded()
        #expect(states.count == 3, "no change, no update")
        cell.setNeedsUpdateConfiguration()
        cell.layoutIfNeeded()
        #expect(states.count == 4)
    }

    @Test func aSubclassOverridesUpdateConfigurationAndTheBackgroundFollowsTheState() {
        UIApplication.replaceShared()
        final class Cell: UICollectionViewCell {
            var seen: [Bool] = []
            override func updateConfiguration(using state: UICellConfigurationState) {
                seen.append(state.isSelected)
            }
        }
        let cell = Cell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.cornerRadius = 12
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8)
        cell.backgroundConfiguration = background
        cell.layoutIfNeeded()
        #expect(cell.seen == [false])
        let shown = cell.subviews.first!
        #expect(shown.frame == CGRect(x: 8, y: 2, width: 184, height: 46) && shown.layer.cornerRadius == 12)
        #expect(shown.backgroundColor == .secondarySystemGroupedBackground)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.seen == [false, true] && shown.backgroundColor == .systemGray4, "updated for the state")
        #expect(cell.backgroundConfiguration?.cornerRadius == 12, "the cell keeps what you set")
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.isSelected = false
        cell.layoutIfNeeded()
        #expect(shown.backgroundColor == .systemGray4, "left as it is")
        // A background view and a background configuration replace each other.
        cell.backgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil && shown.superview == nil)
        cell.backgroundConfiguration = .clear()
        #expect(cell.backgroundView == nil)
    }

    @Test func aContentViewThatSupportsTheNewConfigurationIsKept() {
        UIApplication.replaceShared()
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var content = UIListContentConfiguration.cell()
        content.text = "One"
        cell.contentConfiguration = content
        let view = cell.contentView.subviews.first
        content.text = "Two"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.first === view && cell.contentView.subviews.count == 1)
        #expect(((view as? UIContentView)?.configuration as? UIListContentConfiguration)?.text == "Two")
    }

    @Test func aGroupedTablesCellsDefaultToTheGroupedBackground() {
        UIApplication.replaceShared()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .insetGrouped)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        table.addSubview(cell)
        #expect(cell.defaultBackgroundConfiguration() == .listGroupedCell())
        #expect(
            UITableViewCell(style: .default, reuseIdentifier: nil).defaultBackgroundConfiguration() == .listPlainCell())
    }
}
