import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The platform's services are registered once, through one protocol, and everything that measures text,
/// reads a font's metrics, encodes an image or snapshots a view asks them.
@MainActor
@Suite struct PlatformServicesTests {
    final class Fixed: PlatformServices {
        func measure(_ text: String, font: UIFont, width: CGFloat, lines: Int) -> CGSize {
            CGSize(width: CGFloat(text.count) * 10, height: 20)
        }
        func paragraphLayout(of text: String, font: UIFont, width: CGFloat) -> TextParagraphLayout {
            EstimatedPlatformServices().paragraphLayout(of: text, font: font, width: width)
        }
        func metrics(of font: UIFont) -> FontMetrics {
            FontMetrics(ascender: 11, descender: -3, capHeight: 7, xHeight: 5)
        }
        func pngData(of image: UIImage) -> Data? { Data([1, 2, 3]) }
        func snapshot(of view: UIView) -> AnyObject? { nil }
    }

    @Test func labelsFontsAndImagesAskTheServicesInUse() {
        UIApplication.replaceShared()  // a fresh application for each test
        let label = UILabel()
        label.text = "abcd"
        EngineServices.using(Fixed()) {
            #expect(label.intrinsicContentSize == CGSize(width: 40, height: 20))
            #expect(UIFont.systemFont(ofSize: 12).capHeight == 7)
            let image = UIImage(bitmap: ImageBitmap(width: 2, height: 2, bytesPerRow: 8))
            #expect(image.pngData() == Data([1, 2, 3]))
        }
        #expect(!(EngineServices.current is Fixed), "the previous services are back")
    }
}
