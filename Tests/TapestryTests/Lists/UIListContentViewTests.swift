import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The content view of a list configuration: texts shown as configured, the image and its column, the
/// secondary text beside or below the text.
@MainActor
@Suite struct UIListContentViewTests {
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
