import Foundation
import Tapestry
import TapestryTesting
import Testing

/// List content: UIKit's styles, attributed and transformed texts, image properties, and the content view
/// that lays them out.
@MainActor
@Suite struct UIListContentConfigurationTests {
    @Test func stylesCarryUIKitsMetrics() {
        let cell = UIListContentConfiguration.cell()
        #expect(
            cell.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        #expect(cell.textProperties.color == .label && cell.secondaryTextProperties.color == .secondaryLabel)
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.groupedHeader().textProperties.color == .secondaryLabel)
        #expect(UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.color == .label)
        #expect(
            UIListContentConfiguration.extraProminentInsetGroupedHeader().textProperties.font.pointSize
                > UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font.pointSize)
        #expect(UIListContentConfiguration.sidebarCell() == UIListContentConfiguration.cell())
        #expect(UIListContentConfiguration.header() == UIListContentConfiguration.groupedHeader())
    }

    /// A text and an attributed text exclude each other, as in UIKit.
    @Test func textAndAttributedTextExcludeEachOther() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Plain"
        configuration.attributedText = NSAttributedString(string: "Rich")
        #expect(configuration.text == nil)
        configuration.secondaryAttributedText = NSAttributedString(string: "Detail")
        configuration.secondaryText = "Plain detail"
        #expect(configuration.secondaryAttributedText == nil)
        var other = configuration
        #expect(other == configuration)
        other.attributedText = NSAttributedString(string: "Richer")
        #expect(other != configuration)
    }

}
