import Foundation
import Tapestry

// The keychain's four functions, with the semantics of Apple's data-protection keychain: items of a class, in the
// app's access group, found by exact attributes; generic passwords unique by service and account, internet
// passwords by server, protocol, port, path, security domain, authentication type and account (and, for both,
// access group and synchronisation).

/// Adds an item: the class (`kSecClass`), its attributes and its data (`kSecValueData`). Returns
/// `errSecDuplicateItem` when an item with the same primary attributes is there, `errSecParam` for a missing class
/// or a value of the wrong type, `errSecUnimplemented` for certificates, keys and identities, `errSecNotAvailable`
/// without a keyring. With `result`, the added item as the `kSecReturn…` keys ask.
@discardableResult
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    Keychain.shared.perform { store throws(KeychainFailure) in
        try Keychain.add(attributes, result: result, in: store)
    }
}

/// Finds the items matching `query` (its class, attributes, `kSecMatchLimit` — one by default) and returns them in
/// `result` as the `kSecReturn…` keys ask: data, attributes (a dictionary), a persistent reference, or a dictionary
/// of several; an array of them for `kSecMatchLimitAll`. `errSecItemNotFound` when none match.
@discardableResult
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    Keychain.shared.perform { store throws(KeychainFailure) in
        try Keychain.copyMatching(query, result: result, in: store)
    }
}

/// Changes the attributes (and, with `kSecValueData`, the data) of every item matching `query`.
/// `errSecItemNotFound` when none match, `errSecDuplicateItem` when the change would give two items the same
/// primary attributes, `errSecParam` when `attributesToUpdate` names the class.
@discardableResult
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    Keychain.shared.perform { store throws(KeychainFailure) in
        try Keychain.update(query, with: attributesToUpdate, in: store)
    }
}

/// Deletes every item matching `query`; `errSecItemNotFound` when none match.
@discardableResult
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    Keychain.shared.perform { store throws(KeychainFailure) in
        try Keychain.delete(query, in: store)
    }
}

/// The keychain the functions share: its store, chosen once (the desktop's keyring, or memory), behind a lock so
/// the functions may be called from any thread, as Apple's are.
final class Keychain: @unchecked Sendable {
    static let shared = Keychain()

    private let lock = NSLock()
    /// The store chosen with `TapestryKeychain` (nil: the desktop's keyring).
    private var chosen: (any KeychainStore)?
    /// The desktop's keyring once connected.
    private var desktop: (any KeychainStore)?
    /// Connects to the desktop's keyring (tests give a private bus's).
    var connectDesktop: () throws(KeychainFailure) -> any KeychainStore = { () throws(KeychainFailure) in
        try SecretService.sessionKeyring()
    }
    /// Reasons already printed.
    private var warned: Set<String> = []

    init() {
        if ProcessInfo.processInfo.environment["TAPESTRY_KEYCHAIN"] == "memory" { chosen = MemoryKeychainStore() }
    }

    func replaceStore(with store: (any KeychainStore)?) {
        lock.withLock {
            chosen = store
            desktop = nil
        }
    }

    /// Runs `body` with the store; a store's failure becomes its status, and its reason is printed once (the
    /// keychain functions return only a code).
    func perform(_ body: (any KeychainStore) throws(KeychainFailure) -> OSStatus) -> OSStatus {
        lock.withLock {
            do throws(KeychainFailure) {
                let store: any KeychainStore
                if let chosen {
                    store = chosen
                } else if let desktop {
                    store = desktop
                } else {
                    store = try connectDesktop()
                    desktop = store
                }
                return try body(store)
            } catch {
                // A failed connection is tried again by the next call.
                desktop = nil
                let reason: String =
                    switch error {
                    case .unavailable(let why): "no keychain: \(why)"
                    case .locked: "the desktop's keyring is locked; unlocking it needs its password"
                    case .failed(let why): "the desktop's keyring failed: \(why)"
                    }
                if warned.insert(reason).inserted {
                    FileHandle.standardError.write(Data("Tapestry keychain: \(reason)\n".utf8))
                }
                return error.status
            }
        }
    }

    /// The app's own access group: its bundle identifier, or the executable's name.
    static let defaultAccessGroup = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName

    static let primaryKeys: [String: [String]] = [
        "genp": ["acct", "svce", "agrp", "sync"],
        "inet": ["acct", "sdmn", "srvr", "ptcl", "atyp", "port", "path", "agrp", "sync"],
    ]

    // MARK: The functions

    static func add(_ dictionary: CFDictionary, result: UnsafeMutablePointer<CFTypeRef?>?, in store: any KeychainStore)
        throws(KeychainFailure) -> OSStatus
    {
        let query: KeychainQuery
        do { query = try KeychainQuery(dictionary, forAdding: true) } catch { return error.status }
        guard let itemClass = query.itemClass else { return errSecParam }
        var attributes = query.attributes
        attributes["class"] = itemClass
        attributes["xdg:schema"] = "org.tapestry.Keychain.\(itemClass)"
        attributes["agrp"] = query.accessGroup
        attributes["sync"] = query.synchronizable == true ? "b:1" : "b:0"
        attributes["pdmn"] = attributes["pdmn"] ?? "s:ak"
        let now = "t:\(Date().timeIntervalSinceReferenceDate)"
        attributes["cdat"] = now
        attributes["mdat"] = now
        if try !duplicates(of: attributes, in: store).isEmpty { return errSecDuplicateItem }
        let reference = try store.add(
            label: label(of: attributes), attributes: attributes, secret: query.data ?? Data())
        if let result, query.returnsSomething {
            result.pointee = try results(for: [reference], query, in: store).first
        }
        return errSecSuccess
    }

    static func copyMatching(
        _ dictionary: CFDictionary, result: UnsafeMutablePointer<CFTypeRef?>?, in store: any KeychainStore
    ) throws(KeychainFailure) -> OSStatus {
        let query: KeychainQuery
        do { query = try KeychainQuery(dictionary, forAdding: false) } catch { return error.status }
        var found = try matches(query, in: store)
        guard !found.isEmpty else { return errSecItemNotFound }
        if let limit = query.limit { found = Array(found.prefix(limit)) }
        guard let result else { return errSecSuccess }
        guard query.returnsSomething else {
            result.pointee = nil
            return errSecSuccess
        }
        let values = try results(for: found, query, in: store)
        result.pointee = query.limit == 1 ? values.first : values as NSArray
        return errSecSuccess
    }

    static func update(_ dictionary: CFDictionary, with changes: CFDictionary, in store: any KeychainStore)
        throws(KeychainFailure) -> OSStatus
    {
        let query: KeychainQuery
        let update: KeychainQuery
        do {
            query = try KeychainQuery(dictionary, forAdding: false)
            update = try KeychainQuery(changes, forUpdating: true)
        } catch {
            return error.status
        }
        let found = try matches(query, in: store, limited: false)
        guard !found.isEmpty else { return errSecItemNotFound }
        var changed: [(String, [String: String])] = []
        for reference in found {
            var attributes = try store.attributes(of: reference)
            attributes.merge(update.attributes) { $1 }
            if update.accessGroupGiven { attributes["agrp"] = update.accessGroup }
            if let sync = update.synchronizable { attributes["sync"] = sync ? "b:1" : "b:0" }
            attributes["mdat"] = "t:\(Date().timeIntervalSinceReferenceDate)"
            let others = try duplicates(of: attributes, in: store).filter { !found.contains($0) }
            if !others.isEmpty { return errSecDuplicateItem }
            changed.append((reference, attributes))
        }
        for (reference, attributes) in changed {
            try store.update(reference, label: label(of: attributes), attributes: attributes)
            if let data = update.data { try store.setSecret(data, of: reference) }
        }
        return errSecSuccess
    }

    static func delete(_ dictionary: CFDictionary, in store: any KeychainStore) throws(KeychainFailure) -> OSStatus {
        let query: KeychainQuery
        do { query = try KeychainQuery(dictionary, forAdding: false) } catch { return error.status }
        let found = try matches(query, in: store, limited: false)
        guard !found.isEmpty else { return errSecItemNotFound }
        for reference in found { try store.delete(reference) }
        return errSecSuccess
    }

    // MARK: Helpers

    /// The items matching a query, oldest first.
    private static func matches(_ query: KeychainQuery, in store: any KeychainStore, limited: Bool = true)
        throws(KeychainFailure) -> [String]
    {
        var attributes = query.attributes
        if let itemClass = query.itemClass { attributes["class"] = itemClass }
        attributes["agrp"] = query.accessGroup
        if let sync = query.synchronizable { attributes["sync"] = sync ? "b:1" : "b:0" }
        var found = try store.search(attributes)
        if let persistentReference = query.persistentReference { found = found.filter { $0 == persistentReference } }
        var created: [String: Double] = [:]
        for reference in found {
            let date = try store.attributes(of: reference)["cdat"].flatMap { Double($0.dropFirst(2)) }
            created[reference] = date ?? 0
        }
        return found.sorted { (created[$0]!, $0) < (created[$1]!, $1) }
    }

    /// The other items with the same primary attributes as `attributes`.
    private static func duplicates(of attributes: [String: String], in store: any KeychainStore)
        throws(KeychainFailure) -> [String]
    {
        guard let itemClass = attributes["class"], let keys = primaryKeys[itemClass] else { return [] }
        var search = ["class": itemClass]
        for key in keys { search[key] = attributes[key] }
        var found: [String] = []
        for candidate in try store.search(search) {
            let other = try store.attributes(of: candidate)
            if keys.allSatisfy({ other[$0] == attributes[$0] }) { found.append(candidate) }
        }
        return found
    }

    /// The label the desktop's keyring shows: the item's own, or its service (server) and account.
    private static func label(of attributes: [String: String]) -> String {
        func text(_ key: String) -> String? { attributes[key].flatMap { KeychainValue.decode($0) as? String } }
        if let label = text("labl") { return label }
        let place = text("svce") ?? text("srvr") ?? defaultAccessGroup
        return text("acct").map { "\(place) (\($0))" } ?? place
    }

    /// What the query's `kSecReturn…` keys ask for, for each item.
    private static func results(for references: [String], _ query: KeychainQuery, in store: any KeychainStore)
        throws(KeychainFailure) -> [AnyObject]
    {
        let secrets = query.returnData ? try store.secrets(of: references) : [:]
        var results: [AnyObject] = []
        for reference in references {
            let persistent = Data(reference.utf8)
            if query.returnAttributes || query.returnCount > 1 {
                var dictionary: [String: Any] = [:]
                if query.returnAttributes {
                    // The keychain's own attributes: the class and the values it wrote (a keyring may add others,
                    // such as a schema).
                    for (key, stored) in try store.attributes(of: reference)
                    where key == "class" || KeychainValue.isEncoded(stored) {
                        dictionary[key] = KeychainValue.decode(stored)
                    }
                }
                if query.returnData { dictionary["v_Data"] = secrets[reference] ?? Data() }
                if query.returnPersistentReference { dictionary["v_PersistentRef"] = persistent }
                results.append(dictionary as NSDictionary)
            } else if query.returnData {
                results.append((secrets[reference] ?? Data()) as NSData)
            } else {
                results.append(persistent as NSData)
            }
        }
        return results
    }
}
