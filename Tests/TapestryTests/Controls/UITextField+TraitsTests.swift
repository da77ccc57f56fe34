import Foundation
import Testing

@testable import Tapestry

/// The text input traits' types (UITextField+Traits): UIKit's raw values, which apps store and compare, and the
/// defaults a text field and a text view start with.
@MainActor
@Suite struct UITextFieldTraitsTests {
    @Test func keyboardAndReturnKeyTypesHaveUIKitsRawValues() {
        #expect(UIKeyboardType.numberPad.rawValue == 4 && UIKeyboardType.emailAddress.rawValue == 7)
        #expect(UIKeyboardType.decimalPad.rawValue == 8 && UIKeyboardType.asciiCapableNumberPad.rawValue == 11)
        #expect(UIReturnKeyType.next.rawValue == 4 && UIReturnKeyType.done.rawValue == 9)
        #expect(UIReturnKeyType.continue.rawValue == 11)
        #expect(UITextAutocapitalizationType.allCharacters.rawValue == 3)
        #expect(UIKeyboardAppearance.alert == .dark && UIKeyboardAppearance.light.rawValue == 2)
        for no in [
            UITextAutocorrectionType.no.rawValue, UITextSpellCheckingType.no.rawValue,
            UITextSmartQuotesType.no.rawValue,
            UITextSmartDashesType.no.rawValue, UITextSmartInsertDeleteType.no.rawValue,
        ] {
            #expect(no == 1)
        }
    }

    /// Content types are the strings UIKit's constants hold (password managers and autofill match on them).
    @Test func contentTypesHaveUIKitsStrings() {
        let pairs: [(UITextContentType, String)] = [
            (.name, "name"), (.username, "username"), (.password, "password"), (.newPassword, "new-password"),
            (.oneTimeCode, "one-time-code"), (.emailAddress, "email"), (.telephoneNumber, "tel"), (.URL, "url"),
            (.fullStreetAddress, "street-address"), (.postalCode, "postal-code"),
        ]
        for (type, string) in pairs { #expect(type.rawValue == string) }
        #expect(UITextContentType(rawValue: "email") == .emailAddress)
    }

    @Test func aTextFieldStartsWithTheDefaultTraitsAndKeepsWhatIsSet() {
        let field = UITextField()
        #expect(field.keyboardType == .default && field.returnKeyType == .default)
        #expect(field.autocorrectionType == .default && field.keyboardAppearance == .default)
        #expect(field.textContentType == nil && !field.isSecureTextEntry)
        field.keyboardType = .emailAddress
        field.returnKeyType = .next
        field.textContentType = .username
        field.autocapitalizationType = .none
        #expect(field.keyboardType == .emailAddress && field.returnKeyType == .next)
        #expect(field.textContentType == .username && field.autocapitalizationType == UITextAutocapitalizationType.none)
    }
}
