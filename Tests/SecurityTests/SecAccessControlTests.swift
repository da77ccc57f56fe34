import Foundation
import Testing

@testable import Security

struct SecAccessControlTests {
    @Test func flagsAndAccessibilityAreKept() throws {
        let control = try #require(
            SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleWhenUnlocked, [.privateKeyUsage], nil))
        #expect(control.protection == "ak")
        #expect(control.flags == .privateKeyUsage)
        #expect(SecAccessControlCreateFlags.touchIDAny == .biometryAny)
        #expect(SecAccessControlCreateFlags.asksTheUser.contains(.userPresence))
        #expect(!SecAccessControlCreateFlags.asksTheUser.contains(.privateKeyUsage))
        // A query of `AnyHashable` values can hold one, as it holds Core Foundation's objects.
        let again = SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleWhenUnlocked, [.privateKeyUsage], nil)
        var query: [String: AnyHashable] = [:]
        query[kSecAttrAccessControl as String] = again
        #expect(query[kSecAttrAccessControl as String] == AnyHashable(control))
    }

    @Test func sharedWebCredentialsAreNotThereAndNewPasswordsLookLikeSafaris() async throws {
        let error: CFError? = await withCheckedContinuation { continuation in
            SecRequestSharedWebCredential("example.org" as CFString, nil) { credentials, error in
                #expect(credentials == nil)
                continuation.resume(returning: error)
            }
        }
        #expect(error?.code == Int(errSecItemNotFound))
        let password = try #require(SecCreateSharedWebCredentialPassword()) as String
        #expect(password.wholeMatch(of: /[a-zA-Z0-9]{3}-[a-zA-Z0-9]{3}-[a-zA-Z0-9]{3}-[a-zA-Z0-9]{3}/) != nil)
        #expect(SecCreateSharedWebCredentialPassword() as String? != password)
    }
}
