import Foundation
import Tapestry

/// Where the keychain's items live: each item is a set of attributes (strings, as `KeychainValue` encodes them),
/// a secret, and a reference the store gives it. Searches match attributes exactly.
protocol KeychainStore: AnyObject {
    /// The references of the items whose attributes include all of `attributes`.
    func search(_ attributes: [String: String]) throws(KeychainFailure) -> [String]
    /// The attributes of an item.
    func attributes(of item: String) throws(KeychainFailure) -> [String: String]
    /// The secrets of items, by reference.
    func secrets(of items: [String]) throws(KeychainFailure) -> [String: Data]
    /// Adds an item; returns its reference.
    func add(label: String, attributes: [String: String], secret: Data) throws(KeychainFailure) -> String
    /// Replaces an item's attributes and label.
    func update(_ item: String, label: String, attributes: [String: String]) throws(KeychainFailure)
    /// Replaces an item's secret.
    func setSecret(_ secret: Data, of item: String) throws(KeychainFailure)
    /// Deletes an item.
    func delete(_ item: String) throws(KeychainFailure)
}

/// Why a store could not do what was asked, and the status the keychain function returns for it.
enum KeychainFailure: Error, Equatable {
    /// No keyring answers (no session bus, no Secret Service on it, no default collection).
    case unavailable(String)
    /// The keyring is locked and unlocking it needs its password.
    case locked
    /// The keyring failed (an error on the bus).
    case failed(String)

    var status: OSStatus {
        switch self {
        case .unavailable: errSecNotAvailable
        case .locked: errSecInteractionNotAllowed
        case .failed: errSecIO
        }
    }
}

/// Items kept in memory by this process: what `TapestryKeychain.useMemoryStore()` gives tests.
final class MemoryKeychainStore: KeychainStore {
    private struct Item {
        var label: String
        var attributes: [String: String]
        var secret: Data
    }
    private var items: [String: Item] = [:]
    /// References in the order the items were added.
    private var order: [String] = []
    private var next = 1

    func search(_ attributes: [String: String]) -> [String] {
        order.filter { reference in
            guard let item = items[reference] else { return false }
            return attributes.allSatisfy { item.attributes[$0.key] == $0.value }
        }
    }

    func attributes(of item: String) throws(KeychainFailure) -> [String: String] {
        guard let found = items[item] else { throw .failed("no item \(item)") }
        return found.attributes
    }

    func secrets(of items: [String]) -> [String: Data] {
        var secrets: [String: Data] = [:]
        for reference in items { secrets[reference] = self.items[reference]?.secret }
        return secrets
    }

    func add(label: String, attributes: [String: String], secret: Data) -> String {
        let reference = "memory/\(next)"
        next += 1
        items[reference] = Item(label: label, attributes: attributes, secret: secret)
        order.append(reference)
        return reference
    }

    func update(_ item: String, label: String, attributes: [String: String]) throws(KeychainFailure) {
        guard items[item] != nil else { throw .failed("no item \(item)") }
        items[item]?.label = label
        items[item]?.attributes = attributes
    }

    func setSecret(_ secret: Data, of item: String) throws(KeychainFailure) {
        guard items[item] != nil else { throw .failed("no item \(item)") }
        items[item]?.secret = secret
    }

    func delete(_ item: String) {
        items[item] = nil
        order.removeAll { $0 == item }
    }
}

/// Tapestry's choice of where the `SecItem` functions keep items (not part of Apple's API).
///
/// By default they use the desktop's keyring through the Secret Service on the session bus (GNOME Keyring,
/// KWallet, KeePassXC), so items outlive the app as they do on iOS. Tests that should not touch the user's
/// keyring keep items in memory instead: call `useMemoryStore()`, or set `TAPESTRY_KEYCHAIN=memory` in the
/// environment.
public enum TapestryKeychain {
    /// Keeps items in memory for the rest of the process (or until `useDesktopKeyring()`), starting empty.
    public static func useMemoryStore() {
        Keychain.shared.replaceStore(with: MemoryKeychainStore())
    }

    /// Keeps items in the desktop's keyring (the default).
    public static func useDesktopKeyring() {
        Keychain.shared.replaceStore(with: nil)
    }
}
