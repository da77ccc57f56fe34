import Foundation
import Testing

@testable import Tapestry

/// Password rules for a new-password field (UITextInputPasswordRules): the descriptor kept as given, for a password
/// manager to read.
@MainActor
@Suite struct UITextInputPasswordRulesTests {
    @Test func aFieldKeepsItsRulesDescriptor() {
        let rules = UITextInputPasswordRules(descriptor: "required: lower; required: digit; minlength: 12;")
        #expect(rules.passwordRulesDescriptor == "required: lower; required: digit; minlength: 12;")
        let field = UITextField()
        field.textContentType = .newPassword
        field.passwordRules = rules
        #expect(field.passwordRules?.passwordRulesDescriptor.hasSuffix("minlength: 12;") == true)
        #expect(UITextField().passwordRules == nil)
    }
}
