import Foundation
import Security

/// A signed-in session's token, kept in the keychain from Swift 6 code: a value type callable from any isolation,
/// as the keychain's functions are.
public struct SessionTokenStore: Sendable {
    public enum Failure: Error, Equatable {
        case keychain(OSStatus)
    }

    public let account: String

    public init(account: String) { self.account = account }

    private var query: [String: Any] {
        [
            kSecClass as String: kSecClassInternetPassword,
            kSecAttrServer as String: "api.example.com",
            kSecAttrProtocol as String: kSecAttrProtocolHTTPS,
            kSecAttrAccount as String: account,
        ]
    }

    public func save(_ token: String) throws(Failure) {
        SecItemDelete(query as CFDictionary)
        var item = query
        item[kSecValueData as String] = Data(token.utf8)
        let status = SecItemAdd(item as CFDictionary, nil)
        guard status == errSecSuccess else { throw .keychain(status) }
    }

    public func load() throws(Failure) -> String? {
        var lookup = query
        lookup[kSecReturnData as String] = true
        var result: CFTypeRef?
        let status = SecItemCopyMatching(lookup as CFDictionary, &result)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = result as? Data else { throw .keychain(status) }
        return String(decoding: data, as: UTF8.self)
    }
}
