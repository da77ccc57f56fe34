import Foundation
import Testing

@testable import Security

struct KeychainQueryTests {
    private func read(_ dictionary: [String: Any], adding: Bool = false, updating: Bool = false) -> KeychainQuery? {
        try? KeychainQuery(dictionary as CFDictionary, forAdding: adding, forUpdating: updating)
    }

    private func status(_ dictionary: [String: Any], adding: Bool = false, updating: Bool = false) -> OSStatus {
        do {
            _ = try KeychainQuery(dictionary as CFDictionary, forAdding: adding, forUpdating: updating)
            return errSecSuccess
        } catch {
            return error.status
        }
    }

    @Test func aQueryMatchesOneLocalItemOfTheAppsGroupByDefault() throws {
        let query = try #require(read([kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "a"]))
        #expect(query.itemClass == "genp")
        #expect(query.attributes == ["acct": "s:a"])
        #expect(query.accessGroup == "s:" + Keychain.defaultAccessGroup)
        #expect(query.synchronizable == false)
        #expect(query.limit == 1)
        #expect(!query.returnsSomething)
    }

    @Test func limitsReturnsAndSteeringKeys() throws {
        let query = try #require(
            read([
                kSecMatchLimit as String: kSecMatchLimitAll, kSecReturnData as String: true,
                kSecReturnPersistentRef as String: kCFBooleanTrue!, kSecUseOperationPrompt as String: "Unlock",
                kSecAttrSynchronizable as String: kSecAttrSynchronizableAny,
            ]))
        #expect(query.limit == nil && query.returnCount == 2 && query.synchronizable == nil)
        #expect(query.attributes.isEmpty)
        #expect(read([kSecMatchLimit as String: 3])?.limit == 3)
    }

    @Test func badValuesGetApplesStatuses() {
        #expect(status([kSecAttrAccount as String: "a"], adding: true) == errSecParam)
        #expect(status([kSecClass as String: kSecClassIdentity]) == errSecUnimplemented)
        #expect(status([kSecMatchLimit as String: "some"]) == errSecParam)
        #expect(status([kSecValueData as String: 5]) == errSecParam)
        #expect(status([kSecClass as String: kSecClassGenericPassword], updating: true) == errSecParam)
        #expect(status([kSecAttrSynchronizable as String: "sometimes"]) == errSecParam)
    }
}
