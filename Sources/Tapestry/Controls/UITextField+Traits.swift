import Foundation

/// The keyboard a touch screen would show for a field.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad

    /// `asciiCapable`'s other name.
    public static var alphabet: UIKeyboardType { .asciiCapable }
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
    /// Autofill's `addressCity` kind (kept; the desktop offers no autofill).
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    /// Autofill's `addressCityAndState` kind (kept; the desktop offers no autofill).
    public static let addressCityAndState = UITextContentType(rawValue: "address-level1 address-level2")
    /// Autofill's `addressState` kind (kept; the desktop offers no autofill).
    public static let addressState = UITextContentType(rawValue: "address-level1")
    /// Autofill's `birthdate` kind (kept; the desktop offers no autofill).
    public static let birthdate = UITextContentType(rawValue: "bday")
    /// Autofill's `birthdateDay` kind (kept; the desktop offers no autofill).
    public static let birthdateDay = UITextContentType(rawValue: "bday-day")
    /// Autofill's `birthdateMonth` kind (kept; the desktop offers no autofill).
    public static let birthdateMonth = UITextContentType(rawValue: "bday-month")
    /// Autofill's `birthdateYear` kind (kept; the desktop offers no autofill).
    public static let birthdateYear = UITextContentType(rawValue: "bday-year")
    /// Autofill's `cellularEID` kind (kept; the desktop offers no autofill).
    public static let cellularEID = UITextContentType(rawValue: "cellular-eid")
    /// Autofill's `cellularIMEI` kind (kept; the desktop offers no autofill).
    public static let cellularIMEI = UITextContentType(rawValue: "cellular-imei")
    /// Autofill's `countryName` kind (kept; the desktop offers no autofill).
    public static let countryName = UITextContentType(rawValue: "country-name")
    /// Autofill's `creditCardExpiration` kind (kept; the desktop offers no autofill).
    public static let creditCardExpiration = UITextContentType(rawValue: "cc-exp")
    /// Autofill's `creditCardExpirationMonth` kind (kept; the desktop offers no autofill).
    public static let creditCardExpirationMonth = UITextContentType(rawValue: "cc-exp-month")
    /// Autofill's `creditCardExpirationYear` kind (kept; the desktop offers no autofill).
    public static let creditCardExpirationYear = UITextContentType(rawValue: "cc-exp-year")
    /// Autofill's `creditCardFamilyName` kind (kept; the desktop offers no autofill).
    public static let creditCardFamilyName = UITextContentType(rawValue: "cc-family-name")
    /// Autofill's `creditCardGivenName` kind (kept; the desktop offers no autofill).
    public static let creditCardGivenName = UITextContentType(rawValue: "cc-given-name")
    /// Autofill's `creditCardMiddleName` kind (kept; the desktop offers no autofill).
    public static let creditCardMiddleName = UITextContentType(rawValue: "cc-additional-name")
    /// Autofill's `creditCardName` kind (kept; the desktop offers no autofill).
    public static let creditCardName = UITextContentType(rawValue: "cc-name")
    /// Autofill's `creditCardNumber` kind (kept; the desktop offers no autofill).
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    /// Autofill's `creditCardSecurityCode` kind (kept; the desktop offers no autofill).
    public static let creditCardSecurityCode = UITextContentType(rawValue: "cc-csc")
    /// Autofill's `creditCardType` kind (kept; the desktop offers no autofill).
    public static let creditCardType = UITextContentType(rawValue: "cc-type")
    /// Autofill's `dateTime` kind (kept; the desktop offers no autofill).
    public static let dateTime = UITextContentType(rawValue: "date-time")
    /// Autofill's `familyName` kind (kept; the desktop offers no autofill).
    public static let familyName = UITextContentType(rawValue: "family-name")
    /// Autofill's `flightNumber` kind (kept; the desktop offers no autofill).
    public static let flightNumber = UITextContentType(rawValue: "flight-number")
    /// Autofill's `givenName` kind (kept; the desktop offers no autofill).
    public static let givenName = UITextContentType(rawValue: "given-name")
    /// Autofill's `jobTitle` kind (kept; the desktop offers no autofill).
    public static let jobTitle = UITextContentType(rawValue: "organization-title")
    /// Autofill's `location` kind (kept; the desktop offers no autofill).
    public static let location = UITextContentType(rawValue: "location")
    /// Autofill's `middleName` kind (kept; the desktop offers no autofill).
    public static let middleName = UITextContentType(rawValue: "additional-name")
    /// Autofill's `namePrefix` kind (kept; the desktop offers no autofill).
    public static let namePrefix = UITextContentType(rawValue: "honorific-prefix")
    /// Autofill's `nameSuffix` kind (kept; the desktop offers no autofill).
    public static let nameSuffix = UITextContentType(rawValue: "honorific-suffix")
    /// Autofill's `nickname` kind (kept; the desktop offers no autofill).
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// Autofill's `organizationName` kind (kept; the desktop offers no autofill).
    public static let organizationName = UITextContentType(rawValue: "organization")
    /// Autofill's `shipmentTrackingNumber` kind (kept; the desktop offers no autofill).
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipment-tracking-number")
    /// A street address line1 (kept for autofill; nothing is offered on the desktop).
    public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
    /// A street address line2 (kept for autofill; nothing is offered on the desktop).
    public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
    /// Autofill's `sublocality` kind (kept; the desktop offers no autofill).
    public static let sublocality = UITextContentType(rawValue: "address-level3")
}
