import Foundation
import Testing

@testable import Tapestry

/// The estimates, with a fixed list of installed families.
private final class TwoFamilies: PlatformServices, @unchecked Sendable {
    let estimates = EstimatedPlatformServices()
    func measure(_ text: String, font: UIFont, width: CGFloat, lines: Int) -> CGSize {
        estimates.measure(text, font: font, width: width, lines: lines)
    }
    func paragraphLayout(of text: String, font: UIFont, width: CGFloat) -> TextParagraphLayout {
        estimates.paragraphLayout(of: text, font: font, width: width)
    }
    func metrics(of font: UIFont) -> FontMetrics { estimates.metrics(of: font) }
    func pngData(of image: UIImage) -> Data? { nil }
    func snapshot(of view: UIView) -> AnyObject? { nil }
    func fontFamilies() -> [String: [String]] {
        ["Noto Serif": ["NotoSerif-Regular", "NotoSerif-Bold"], "DejaVu Sans": ["DejaVuSans"]]
    }
}

/// The installed font families and their faces (UIFont+Families), as the platform's services list them.
@MainActor
@Suite struct UIFontFamiliesTests {
    @Test func familiesAreListedSortedWithTheirFacesPostScriptNames() {
        EngineServices.using(TwoFamilies()) {
            #expect(UIFont.familyNames == ["DejaVu Sans", "Noto Serif"])
            #expect(UIFont.fontNames(forFamilyName: "Noto Serif") == ["NotoSerif-Regular", "NotoSerif-Bold"])
            #expect(UIFont.fontNames(forFamilyName: "Missing") == [], "a family that is not installed has no faces")
        }
    }

    @Test func aPlatformThatListsNoFontsHasNoFamilies() {
        EngineServices.using(EstimatedPlatformServices()) {
            #expect(UIFont.familyNames.isEmpty)
            #expect(UIFont.fontNames(forFamilyName: "DejaVu Sans").isEmpty)
        }
    }
}
