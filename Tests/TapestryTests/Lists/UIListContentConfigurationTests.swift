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

    /// The content view shows an attributed text as given, a transformed text changed in case, and hides
    /// labels with nothing to show.
    @Test func theContentViewShowsTextsAsConfigured() {
        UIApplication.replaceShared()
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "section title"
        configuration.textProperties.transform = .uppercase
        configuration.secondaryAttributedText = NSAttributedString(
            string: "red", attributes: [.foregroundColor: UIColor.systemRed])
        let view = UIListContentView(configuration: configuration)
        #expect(view.textLayoutLabel.text == "SECTION TITLE")
        #expect(view.secondaryTextLayoutLabel.attributedText?.string == "red")
        #expect(view.secondaryTextLayoutLabel.textColor == .systemRed)
        configuration.secondaryAttributedText = nil
        view.configuration = configuration
        #expect(view.secondaryTextLayoutLabel.isHidden)
    }

    /// The image is kept within its maximum size, rounded by its corner radius, and the texts start after the
    /// reserved column.
    @Test func imagePropertiesShapeTheImageAndItsColumn() throws {
        UIApplication.replaceShared()
        var configuration = UIListContentConfiguration.cell()
        configuration.image = UIImage(bitmap: ImageBitmap(width: 60, height: 30, bytesPerRow: 240))
        configuration.imageProperties.maximumSize = CGSize(width: 30, height: 0)
        configuration.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 0)
        configuration.imageProperties.cornerRadius = 4
        configuration.text = "Row"
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        let imageView = try #require(view.subviews.first { $0 is UIImageView })
        #expect(imageView.frame.size == CGSize(width: 30, height: 15))
        #expect(imageView.layer.cornerRadius == 4 && imageView.clipsToBounds)
        #expect(view.textLayoutLabel.frame.minX == 72, "the margin, the reserved 40, the padding")
        #expect(configuration.imageProperties.resolvedTintColor(for: .systemGreen) == .systemGreen)
    }

    /// Side by side, the secondary text sits at the trailing edge; stacked, below the text.
    @Test func valueCellsPutTheSecondaryTextAtTheTrailingEdge() {
        UIApplication.replaceShared()
        var value = UIListContentConfiguration.valueCell()
        value.text = "Wi-Fi"
        value.secondaryText = "Home"
        let view = UIListContentView(configuration: value)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        #expect(view.secondaryTextLayoutLabel.frame.maxX == 304)
        #expect(abs(view.secondaryTextLayoutLabel.frame.midY - view.textLayoutLabel.frame.midY) < 1)
        var stacked = UIListContentConfiguration.subtitleCell()
        stacked.text = "Title"
        stacked.secondaryText = "Subtitle"
        let second = UIListContentView(configuration: stacked)
        second.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        second.layoutIfNeeded()
        #expect(second.secondaryTextLayoutLabel.frame.minY == second.textLayoutLabel.frame.maxY + 3)
    }
}
