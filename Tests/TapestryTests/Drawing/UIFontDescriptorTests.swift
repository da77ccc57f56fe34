import Foundation
import Testing

@testable import Tapestry

/// Fonts described by their traits and designs, and Dynamic Type's metrics at a desktop's text size.
@MainActor
@Suite struct UIFontDescriptorTests {
    @Test func traitsAndDesignsMakeTheFontsTheyName() throws {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(body.pointSize == 17, "UIKit's body size at the default text size")
        let bold = try #require(body.withSymbolicTraits(.traitBold))
        #expect(UIFont(descriptor: bold, size: 0).weight == .bold && bold.symbolicTraits.contains(.traitBold))
        let italic = try #require(body.withSymbolicTraits([.traitItalic, .traitBold]))
        let italicFont = UIFont(descriptor: italic, size: 20)
        #expect(italicFont.isItalic && italicFont.weight == .bold && italicFont.pointSize == 20)
        #expect(UIFont.italicSystemFont(ofSize: 15).fontDescriptor.symbolicTraits == .traitItalic)
        let mono = try #require(body.withDesign(.monospaced))
        #expect(
            UIFont(descriptor: mono, size: 0).familyName == "Monospace" && mono.symbolicTraits.contains(.traitMonoSpace)
        )
        #expect(UIFont.monospacedSystemFont(ofSize: 13, weight: .medium).familyName == "Monospace")
        #expect(UIFont(descriptor: try #require(body.withDesign(.serif)), size: 0).familyName == "Liberation Serif")
        let described = UIFontDescriptor(fontAttributes: [.family: "Georgia", .size: 30])
        #expect(UIFont(descriptor: described, size: 0).familyName == "Georgia" && described.pointSize == 30)
        let heavier = described.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.heavy]])
        #expect(UIFont(descriptor: heavier, size: 0).weight == .heavy)
        #expect(UIFont.italicSystemFont(ofSize: 12) != UIFont.systemFont(ofSize: 12), "slant tells fonts apart")
    }

    @Test func dynamicTypeMetricsLeaveTheDefaultSizeAsItIs() {
        let metrics = UIFontMetrics(forTextStyle: .headline)
        let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        #expect(metrics.scaledFont(for: font) == font && UIFontMetrics.default.scaledValue(for: 44) == 44)
        #expect(metrics.scaledFont(for: font, maximumPointSize: 15).pointSize == 15)
        #expect(UIFont.preferredFont(forTextStyle: .title1, compatibleWith: nil).pointSize == 28)
    }

    @Test func aStylesFontReportsItsTextStyle() {
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        #expect(headline.fontDescriptor.object(forKey: .textStyle) as? UIFont.TextStyle == .headline)
        #expect(headline.fontDescriptor.fontAttributes[.textStyle] as? UIFont.TextStyle == .headline)
        // A font made by size has no style, as in UIKit; the other attributes answer by key.
        let plain = UIFont.systemFont(ofSize: 15)
        #expect(plain.fontDescriptor.object(forKey: .textStyle) == nil)
        #expect((plain.fontDescriptor.object(forKey: .size) as? NSNumber)?.doubleValue == 15)
    }
}
