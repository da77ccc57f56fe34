import Foundation
import Testing

@testable import Tapestry

/// The outline, slant and effect attribute keys (NSAttributedString+StrokeKeys): UIKit's names, and what a styled
/// run makes of them (an outline width as a percentage of the point size, a slant, ligatures).
@MainActor
@Suite struct NSAttributedStringStrokeKeysTests {
    @Test func theKeysHaveUIKitsNames() {
        #expect(NSAttributedString.Key.strokeWidth.rawValue == "NSStrokeWidth")
        #expect(NSAttributedString.Key.strokeColor.rawValue == "NSStrokeColor")
        #expect(NSAttributedString.Key.obliqueness.rawValue == "NSObliqueness")
        #expect(NSAttributedString.Key.ligature.rawValue == "NSLigature")
        #expect(NSAttributedString.Key.expansion.rawValue == "NSExpansion")
        #expect(NSAttributedString.Key.writingDirection.rawValue == "NSWritingDirection")
        #expect(NSAttributedString.Key.textEffect.rawValue == "NSTextEffect")
        #expect(NSAttributedString.Key.verticalGlyphForm.rawValue == "CTVerticalForms")
        #expect(NSAttributedString.TextEffectStyle.letterpressStyle.rawValue == "_UIKitNewLetterpressStyle")
    }

    /// A stroke width is a percentage of the font's point size (negative: filled and outlined); a run takes it in
    /// points, with its colour, its slant and whether it uses ligatures.
    @Test func aStyledRunTakesTheOutlineSlantAndLigatures() {
        let font = UIFont.systemFont(ofSize: 20)
        let text = NSAttributedString(
            string: "Outlined",
            attributes: [
                .font: font, .strokeWidth: -3.0, .strokeColor: UIColor.red, .obliqueness: 0.2, .ligature: 0,
            ])
        let run = StyledText(text).runs[0]
        #expect(abs(run.strokeWidth - -0.6) < 1e-9, "3 % of 20 points, filled and outlined")
        #expect(run.strokeColor == UIColor.red.cgColor && run.isOblique && !run.usesLigatures)
        let plain = StyledText(NSAttributedString(string: "Plain", attributes: [.font: font])).runs[0]
        #expect(plain.strokeWidth == 0 && plain.strokeColor == nil && !plain.isOblique && plain.usesLigatures)
    }
}
