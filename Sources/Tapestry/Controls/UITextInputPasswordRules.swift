import Foundation

/// The rules a new password must follow, in Apple's password-rules language (`minlength: 8; required:
/// digit;`), for a password field's `passwordRules`. Kept for code that sets them: Tapestry's desktop has no
/// password manager that suggests passwords.
public final class UITextInputPasswordRules: NSObject, Sendable {
    /// The rules as written.
    public let passwordRulesDescriptor: String

    /// Rules from their description.
    public init(descriptor passwordRulesDescriptor: String) {
        self.passwordRulesDescriptor = passwordRulesDescriptor
    }
}
