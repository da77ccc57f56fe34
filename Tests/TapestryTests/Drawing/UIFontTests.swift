import Foundation
import Tapestry
import Testing

/// Fonts: the system font at UIKit's sizes and weights.
@Suite struct UIFontTests {
    @Test func namedWeightsMapToTheLinuxWeightOfTheSameName() {
        let weights: [UIFont.Weight] = [
            .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
        ]
        #expect(weights.map(\.fontWeight) == [200, 100, 300, 400, 500, 600, 700, 800, 900])
    }

    @MainActor @Test func systemFontsCarrySizeWeightAndLineHeight() {
        let body = UIFont.systemFont(ofSize: UIFont.systemFontSize)
        #expect(body.pointSize == 17 && body.weight == .regular)
        #expect(body.lineHeight >= 17)
        let bold = UIFont.boldSystemFont(ofSize: 12)
        #expect(bold.weight == .bold && bold.pointSize == 12)
        #expect(bold.withSize(20).pointSize == 20 && bold.withSize(20).weight == .bold)
        #expect(UIFont.Weight.light < .regular && UIFont.Weight.regular < .heavy)
        #expect(body == UIFont.systemFont(ofSize: 17))
    }

    @Test func theInitializerWithoutArgumentsIsTheTwelvePointSystemFont() {
        let font = UIFont()
        #expect(font.pointSize == 12 && font == UIFont.systemFont(ofSize: 12))
    }
}
