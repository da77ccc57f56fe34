import Foundation
import Testing

@testable import Security

struct SecItemConstantsTests {
    @Test func keysAreApplesStringsAndDistinct() {
        #expect(kSecClass as String == "class" && kSecClassGenericPassword as String == "genp")
        #expect(kSecAttrAccount as String == "acct" && kSecValueData as String == "v_Data")
        #expect(String(kSecAttrAccessibleWhenUnlocked) == "ak")
        let keys: [CFString] = [
            kSecAttrAccessible, kSecAttrAccessGroup, kSecAttrAccount, kSecAttrService, kSecAttrGeneric,
            kSecAttrLabel, kSecAttrServer, kSecAttrProtocol, kSecAttrPort, kSecAttrPath, kSecMatchLimit,
            kSecReturnData, kSecReturnAttributes, kSecReturnPersistentRef, kSecValueData, kSecValuePersistentRef,
        ]
        #expect(Set(keys.map { $0 as String }).count == keys.count)
        #expect(kSecAttrProtocolHTTPS as String != kSecAttrProtocolHTTP as String)
    }
}
