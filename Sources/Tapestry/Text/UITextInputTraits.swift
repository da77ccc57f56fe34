import Foundation

/// Whether a touch keyboard offers inline predictions.
public enum UITextInlinePredictionType: Int, Sendable {
    case `default` = 0, no, yes
}

/// The text input traits of an object that takes typed text: what a touch keyboard would show and how typed
/// text would be corrected. `UIKeyInput` refines it, so `UITextField`, `UITextView`, `UISearchBar` and every
/// custom text input have these members; on the desktop they are hints (the keyboard is physical), kept and
/// reported to input methods and assistive technology where those ask.
///
/// In UIKit every member is an optional requirement; here each has a default implementation that answers UIKit's
/// default and ignores a new value, so a type declares only the traits it keeps.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// How typed text is capitalised.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether autocorrection is on.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether spell checking is on.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// Whether straight quotes become curly ones.
    var smartQuotesType: UITextSmartQuotesType { get set }
    /// Whether two hyphens become a dash.
    var smartDashesType: UITextSmartDashesType { get set }
    /// Whether spaces are added and removed around pasted words.
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    /// Whether the keyboard offers inline predictions.
    var inlinePredictionType: UITextInlinePredictionType { get set }
    /// The kind of keyboard.
    var keyboardType: UIKeyboardType { get set }
    /// The keyboard's look.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The title of the Return key.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether Return is disabled while there is no text.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden as it is typed.
    var isSecureTextEntry: Bool { get set }
    /// What the text is, for autofill.
    var textContentType: UITextContentType! { get set }
    /// The rules a new password follows, for password generation.
    var passwordRules: UITextInputPasswordRules? { get set }
    /// How much of UIKit 18's Writing Tools the view offers (a hint: Linux has no Writing Tools).
    var writingToolsBehavior: UIWritingToolsBehavior { get set }
    /// The kinds of result Writing Tools may give (a hint, as above).
    var allowedWritingToolsResultOptions: UIWritingToolsResultOptions { get set }
}

extension UITextInputTraits {
    /// `.sentences`; a type that keeps no capitalisation ignores a new value.
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { .sentences }
        set {}
    }
    /// `.default`; ignored when set on a type that does not keep it.
    public var autocorrectionType: UITextAutocorrectionType {
        get { .default }
        set {}
    }
    /// `.default`; ignored when set on a type that does not keep it.
    public var spellCheckingType: UITextSpellCheckingType {
        get { .default }
        set {}
    }
    /// `.default`; ignored when set on a type that does not keep it.
    public var smartQuotesType: UITextSmartQuotesType {
        get { .default }
        set {}
    }
    /// `.default`; ignored when set on a type that does not keep it.
    public var smartDashesType: UITextSmartDashesType {
        get { .default }
        set {}
    }
    /// `.default`; ignored when set on a type that does not keep it.
    public var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { .default }
        set {}
    }
    /// `.default`; ignored when set on a type that does not keep it.
    public var inlinePredictionType: UITextInlinePredictionType {
        get { .default }
        set {}
    }
    /// `.default`; ignored when set on a type that does not keep it.
    public var keyboardType: UIKeyboardType {
        get { .default }
        set {}
    }
    /// `.default`; ignored when set on a type that does not keep it.
    public var keyboardAppearance: UIKeyboardAppearance {
        get { .default }
        set {}
    }
    /// `.default`; ignored when set on a type that does not keep it.
    public var returnKeyType: UIReturnKeyType {
        get { .default }
        set {}
    }
    /// False; ignored when set on a type that does not keep it.
    public var enablesReturnKeyAutomatically: Bool {
        get { false }
        set {}
    }
    /// False; ignored when set on a type that does not keep it.
    public var isSecureTextEntry: Bool {
        get { false }
        set {}
    }
    /// Nil; ignored when set on a type that does not keep it.
    public var textContentType: UITextContentType! {
        get { nil }
        set {}
    }
    /// Nil; ignored when set on a type that does not keep it.
    public var passwordRules: UITextInputPasswordRules? {
        get { nil }
        set {}
    }
    /// `.default`; ignored when set on a type that does not keep it.
    public var writingToolsBehavior: UIWritingToolsBehavior {
        get { .default }
        set {}
    }
    /// Empty; ignored when set on a type that does not keep it.
    public var allowedWritingToolsResultOptions: UIWritingToolsResultOptions {
        get { [] }
        set {}
    }
}
