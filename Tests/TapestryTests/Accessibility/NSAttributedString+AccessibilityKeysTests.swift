import Foundation
import Tapestry
import Testing

/// The accessibility attributes of attributed strings, under UIKit's names, kept with the text.
@MainActor
@Suite struct NSAttributedStringAccessibilityKeysTests {
    @Test func theAttributesAreKeptUnderUIKitsNames() {
        let text = NSAttributedString(
            string: "Chapter 1",
            attributes: [.accessibilityTextHeadingLevel: 2, .accessibilitySpeechLanguage: "fr-FR"])
        #expect(text.attribute(.accessibilityTextHeadingLevel, at: 0, effectiveRange: nil) as? Int == 2)
        #expect(NSAttributedString.Key.accessibilitySpeechPitch.rawValue == "UIAccessibilitySpeechAttributePitch")
        #expect(
            NSAttributedString.Key.accessibilityTextHeadingLevel.rawValue
                == "UIAccessibilityTextAttributeHeadingLevel")
    }
}
