import Foundation

/// The keyboard a touch screen would show for a field.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The title of a touch keyboard's Return key.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// How text is capitalised as it is typed.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// Whether autocorrection is on.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Whether straight quotes become curly ones as typed.
public enum UITextSmartQuotesType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Whether two hyphens become a dash as typed.
public enum UITextSmartDashesType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Whether spaces are added and removed around pasted words.
public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default` = 0, no, yes
}

/// The look of a touch keyboard.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark, light
    /// The same as `.dark`.
    public static let alert = UIKeyboardAppearance.dark
}

/// Whether spell checking is on.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}

/// What a field's text is, for autofill.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public var rawValue: String
    /// Creates a type.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name.
    public static let name = UITextContentType(rawValue: "name")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "url")
    /// A street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
}
