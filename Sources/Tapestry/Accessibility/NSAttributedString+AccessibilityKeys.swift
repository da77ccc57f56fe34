import Foundation

/// UIKit's accessibility attributes of attributed strings (`accessibilityAttributedLabel` and text in views), under
/// their UIKit names. They are kept with the text; the desktop's screen readers have no speech controls to apply
/// them to, so they change nothing that is spoken.
extension NSAttributedString.Key {
    /// Whether punctuation is spoken (a Bool).
    public static let accessibilitySpeechPunctuation = NSAttributedString.Key(
        "UIAccessibilitySpeechAttributePunctuation")
    /// The language the text is spoken in (a BCP 47 code).
    public static let accessibilitySpeechLanguage = NSAttributedString.Key("UIAccessibilitySpeechAttributeLanguage")
    /// The pitch the text is spoken at, 0…2 (1 is normal).
    public static let accessibilitySpeechPitch = NSAttributedString.Key("UIAccessibilitySpeechAttributePitch")
    /// Whether an announcement waits for what is being spoken (a Bool).
    public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key(
        "UIAccessibilitySpeechAttributeQueueAnnouncement")
    /// How the text is pronounced, in the International Phonetic Alphabet.
    public static let accessibilitySpeechIPANotation = NSAttributedString.Key(
        "UIAccessibilitySpeechAttributeIPANotation")
    /// Whether the text is spelled out letter by letter (a Bool).
    public static let accessibilitySpeechSpellOut = NSAttributedString.Key("UIAccessibilitySpeechAttributeSpellOut")
    /// The heading level of the text, 1…6 (0: none).
    public static let accessibilityTextHeadingLevel = NSAttributedString.Key(
        "UIAccessibilityTextAttributeHeadingLevel")
    /// Custom attributes for assistive technology (an array of strings).
    public static let accessibilityTextCustom = NSAttributedString.Key("UIAccessibilityTextAttributeCustom")
}
