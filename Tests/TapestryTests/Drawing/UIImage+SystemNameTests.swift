import Foundation
import Tapestry
import TapestryTesting
import Testing

/// System symbols from the icon theme, and their configurations: size, weight and scale, colours (drawn in the
/// first), and configurations applied over one another.
@MainActor
@Suite struct UIImageSystemNameTests {
    @Test func namesWithoutAnEquivalentGiveNil() {
        #expect(UIImage(systemName: "no.such.symbol.anywhere") == nil)
        #expect(UIImage.systemNameEquivalents["trash"] != nil)
    }

    /// A symbol from the theme is a template sized by its configuration's point size and scale.
    @Test func aSymbolIsATemplateSizedByItsConfiguration() throws {
        let plain = try #require(UIImage(systemName: "trash"))
        #expect(plain.isSymbolImage)
        let large = try #require(
            UIImage(systemName: "trash", withConfiguration: .init(pointSize: 34, weight: .bold, scale: .large)))
        #expect(large.size.height > plain.size.height * 2)
        #expect(large.symbolConfiguration?.weight == .bold)
    }

    /// Hierarchical and palette colours draw the symbol in the (first) colour; applying keeps what the new
    /// configuration leaves unspecified.
    @Test func coloursAndApplyingCombine() throws {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold)
        let red = UIImage.SymbolConfiguration(hierarchicalColor: .systemRed)
        let combined = base.applying(red)
        #expect(combined.pointSize == 20 && combined.weight == .semibold)
        #expect(combined == base.applying(UIImage.SymbolConfiguration(hierarchicalColor: .systemRed)))
        #expect(combined != base)
        let image = try #require(UIImage(systemName: "trash", withConfiguration: combined))
        #expect(image.tintColor == .systemRed)
        let palette = try #require(
            UIImage(systemName: "trash")?.withConfiguration(
                UIImage.SymbolConfiguration(paletteColors: [.systemBlue, .systemGreen])))
        #expect(palette.tintColor == .systemBlue)
        #expect(base.configurationWithoutWeight().weight == .unspecified)
        #expect(base.configurationWithoutPointSizeAndWeight().pointSize == 0)
        #expect(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 28)).pointSize == 28)
        #expect(UIImage.SymbolConfiguration.unspecified.scale == .unspecified)
    }

    /// UIKit's Swift names for symbol scales and weights, and the weights' font equivalents both ways.
    @Test func symbolScalesAndWeightsWithTheirFontWeights() {
        let weight: UIImage.SymbolWeight = .semibold
        let scale: UIImage.SymbolScale = .large
        let configuration = UIImage.SymbolConfiguration(pointSize: 20, weight: weight, scale: scale)
        #expect(configuration.weight == .semibold && configuration.scale == .large)
        #expect(weight.fontWeight() == .semibold && UIImage.SymbolWeight.unspecified.fontWeight() == .regular)
        #expect(UIImage.SymbolWeight.black.fontWeight() == .black)
        #expect(UIFont.Weight.bold.symbolWeight() == .bold && UIFont.Weight(rawValue: 0.05).symbolWeight() == .regular)
        let every: [UIImage.SymbolWeight] = [
            .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
        ]
        #expect(every.allSatisfy { $0.fontWeight().symbolWeight() == $0 })
    }
}
