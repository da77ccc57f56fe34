import Foundation
@_spi(Rendering) import Tapestry
import Testing

/// Typographic features asked for through a font descriptor, by Apple's feature types and selectors or by
/// OpenType tags, become the OpenType settings the renderer draws with.
@MainActor
@Suite struct UIFontDescriptorFeaturesTests {
    @Test func monospacedDigitsAndOtherFeaturesBecomeOpenTypeSettings() {
        let base = UIFont.systemFont(ofSize: 17)
        let descriptor = base.fontDescriptor.addingAttributes([
            .featureSettings: [
                [UIFontDescriptor.FeatureKey.type: kNumberSpacingType, .selector: kMonospacedNumbersSelector],
                [.featureIdentifier: kLowerCaseType, .typeIdentifier: kLowerCaseSmallCapsSelector],
                [.type: kStylisticAlternativesType, .selector: kStylisticAltTwelveOnSelector],
                [.type: kContextualAlternatesType, .selector: kSwashAlternatesOffSelector],
                [.openTypeFeatureTag: "zero"],
                [.type: kVerticalPositionType, .selector: kNormalPositionSelector],
            ]
        ])
        let font = UIFont(descriptor: descriptor, size: 0)
        #expect(font.openTypeFeatures == ["tnum", "smcp", "ss12", "swsh 0", "zero"])
        #expect(base.openTypeFeatures.isEmpty, "the font it came from is unchanged")
        #expect(font != base && font.pointSize == 17)
        #expect(font.withSize(30).openTypeFeatures == font.openTypeFeatures)
        #expect(
            font.fontDescriptor.withSymbolicTraits(.traitBold).map { UIFont(descriptor: $0, size: 0) }?.openTypeFeatures
                == font.openTypeFeatures)
    }

    @Test func aSettingAddedLaterReplacesTheSameFeatureAndTheAttributesReportThem() throws {
        let tabular = UIFont(
            descriptor: UIFontDescriptor(fontAttributes: [
                .featureSettings: [[UIFontDescriptor.FeatureKey.type: kNumberSpacingType, .selector: 0]]
            ]), size: 12)
        #expect(tabular.openTypeFeatures == ["tnum"])
        let proportional = UIFont(
            descriptor: tabular.fontDescriptor.addingAttributes([
                .featureSettings: [[UIFontDescriptor.FeatureKey.openTypeFeatureTag: "tnum", .openTypeFeatureValue: 0]]
            ]), size: 0)
        #expect(proportional.openTypeFeatures == ["tnum 0"])
        let reported = try #require(
            proportional.fontDescriptor.fontAttributes[.featureSettings] as? [[UIFontDescriptor.FeatureKey: Any]])
        #expect(reported.first?[.openTypeFeatureTag] as? String == "tnum")
        #expect(reported.first?[.openTypeFeatureValue] as? Int == 0)
    }

    /// The monospaced-digit system font asks for tabular figures, as UIKit's descriptor says.
    @Test func theMonospacedDigitFontAsksForTabularFigures() {
        let font = UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .medium)
        #expect(font.openTypeFeatures == ["tnum"] && font.weight == .medium)
        #expect(font.fontDescriptor.fontAttributes[.featureSettings] != nil)
        #expect(UIFont.systemFont(ofSize: 15).fontDescriptor.fontAttributes[.featureSettings] == nil)
    }
}
