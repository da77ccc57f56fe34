import LocalAuthentication
import Security
import UIKit

/// A secret-notes lock as tutorials write it: Face ID or Touch ID when the device has it, else the app's own
/// password.
public final class NotesLock {
    public enum Outcome: Equatable {
        case unlocked
        case useOwnPassword(String)
    }

    public init() {}

    public func unlock(completion: @escaping (Outcome) -> Void) {
        let context = LAContext()
        var error: NSError?
        if context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) {
            context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Identify yourself!") {
                success, authenticationError in
                DispatchQueue.main.async {
                    completion(success ? .unlocked : .useOwnPassword(authenticationError?.localizedDescription ?? ""))
                }
            }
        } else {
            completion(.useOwnPassword(error?.localizedDescription ?? "Biometry unavailable"))
        }
    }
}

/// The lock's own password, kept in the keychain as tutorials keep it: a generic password under the app's service.
public enum NotesPassword {
    static let service = "com.example.notes.lock"

    @discardableResult
    public static func save(_ password: String) -> Bool {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: "owner",
        ]
        let status = SecItemUpdate(
            query as CFDictionary,
            [kSecValueData as String: Data(password.utf8)] as CFDictionary)
        if status == errSecItemNotFound {
            var item = query
            item[kSecValueData as String] = Data(password.utf8)
            item[kSecAttrAccessible as String] = kSecAttrAccessibleWhenUnlockedThisDeviceOnly
            return SecItemAdd(item as CFDictionary, nil) == errSecSuccess
        }
        return status == errSecSuccess
    }

    public static func check(_ password: String) -> Bool {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: "owner",
            kSecReturnData as String: kCFBooleanTrue!,
            kSecMatchLimit as String: kSecMatchLimitOne,
        ]
        var result: AnyObject?
        guard SecItemCopyMatching(query as CFDictionary, &result) == noErr, let data = result as? Data else {
            return false
        }
        return String(data: data, encoding: .utf8) == password
    }

    public static func forget() {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service]
        SecItemDelete(query as CFDictionary)
    }
}
