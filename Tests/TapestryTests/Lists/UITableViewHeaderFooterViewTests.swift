import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A table's header and footer view: its default configuration by the table's style, configuration updates and
/// backgrounds.
@MainActor
@Suite struct UITableViewHeaderFooterViewTests {
    @Test func theDefaultConfigurationFollowsTheTablesStyle() {
        UIApplication.replaceShared()
        let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
        #expect(header.reuseIdentifier == "h")
        #expect(header.defaultContentConfiguration() == .plainHeader())
        let grouped = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .grouped)
        grouped.addSubview(header)
        #expect(header.defaultContentConfiguration() == .groupedHeader())
    }

    @Test func theHandlerSetsTheContentBeforeLayoutAndTheBackgroundIsDrawnInItsInsets() {
        UIApplication.replaceShared()
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
        var runs = 0
        header.configurationUpdateHandler = { view, state in
            runs += 1
            var content = view.defaultContentConfiguration().updated(for: state)
            content.text = "Section \(runs)"
            view.contentConfiguration = content
        }
        var background = UIBackgroundConfiguration.listPlainHeaderFooter()
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        header.backgroundConfiguration = background
        header.layoutIfNeeded()
        #expect(runs == 1 && (header.contentConfiguration as? UIListContentConfiguration)?.text == "Section 1")
        let shown = header.subviews.first!
        #expect(shown.frame == CGRect(x: 4, y: 0, width: 312, height: 40) && shown.backgroundColor == .systemBackground)
        header.setNeedsUpdateConfiguration()
        header.layoutIfNeeded()
        #expect(runs == 2)
        header.backgroundView = UIView()
        #expect(header.backgroundConfiguration == nil && shown.superview == nil)
    }
}
