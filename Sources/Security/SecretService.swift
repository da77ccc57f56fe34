import Foundation
import TapestryAccessibility

/// The desktop's keyring through freedesktop.org's Secret Service API (`org.freedesktop.secrets` on the session
/// bus), which GNOME Keyring, KWallet and KeePassXC provide: items of the default collection, with the keychain's
/// attributes as the items' lookup attributes and the data as their secret, sent in the "plain" algorithm over the
/// local bus (the bus is the user's own). Calls block, as Security's functions do.
final class SecretService: KeychainStore {
    static let destination = "org.freedesktop.secrets"
    static let servicePath = "/org/freedesktop/secrets"
    static let serviceInterface = "org.freedesktop.Secret.Service"
    static let collectionInterface = "org.freedesktop.Secret.Collection"
    static let itemInterface = "org.freedesktop.Secret.Item"
    static let propertiesInterface = "org.freedesktop.DBus.Properties"

    private let connection: DBusConnection
    /// The session the secrets travel in.
    private let session: String
    /// The default collection's path.
    let collection: String

    /// Opens a session with the Secret Service on `connection`'s bus and finds the default collection.
    init(connection: DBusConnection) throws(KeychainFailure) {
        self.connection = connection
        let opened: DBusArguments
        do {
            opened = try connection.call(
                Self.destination, Self.servicePath, Self.serviceInterface, "OpenSession",
                .tuple([.string("plain"), .variant(.string(""))])
            ).arguments
        } catch {
            throw .unavailable("no Secret Service on the session bus (\(error))")
        }
        guard let session = opened.value(1)?.stringValue else {
            throw .unavailable("the Secret Service opened no session")
        }
        self.session = session
        let alias = try Self.call(
            connection, Self.servicePath, Self.serviceInterface, "ReadAlias", .tuple([.string("default")]))
        guard let collection = alias.value(0)?.stringValue, collection != "/" else {
            throw .unavailable("the desktop's keyring has no default collection (no login keyring)")
        }
        self.collection = collection
    }

    /// Connects to the session bus's Secret Service.
    static func sessionKeyring() throws(KeychainFailure) -> SecretService {
        let connection: DBusConnection
        do {
            connection = try DBusConnection.session()
        } catch {
            throw .unavailable("no session bus (\(error))")
        }
        return try SecretService(connection: connection)
    }

    private static func call(
        _ connection: DBusConnection, _ path: String, _ interface: String, _ method: String, _ arguments: DBusValue?
    ) throws(KeychainFailure) -> DBusArguments {
        do {
            return try connection.call(Self.destination, path, interface, method, arguments).arguments
        } catch {
            throw .failed("\(interface).\(method): \(error)")
        }
    }

    private func call(_ path: String, _ interface: String, _ method: String, _ arguments: DBusValue? = nil)
        throws(KeychainFailure) -> DBusArguments
    {
        try Self.call(connection, path, interface, method, arguments)
    }

    private func property(_ path: String, _ interface: String, _ name: String) throws(KeychainFailure) -> DBusValue? {
        let reply = try call(path, Self.propertiesInterface, "Get", .tuple([.string(interface), .string(name)]))
        guard case .variant(let value)? = reply.value(0) else { return nil }
        return value
    }

    private static func dictionary(_ attributes: [String: String]) -> DBusValue {
        .array(
            elementType: "{ss}",
            attributes.sorted { $0.key < $1.key }.map { .entry(.string($0.key), .string($0.value)) })
    }

    /// Unlocks the collection when it is locked; a keyring that needs its password typed fails with `.locked`
    /// (the app is not made to wait on a prompt from inside a keychain call).
    private func unlockIfNeeded() throws(KeychainFailure) {
        guard case .bool(true)? = try property(collection, Self.collectionInterface, "Locked") else { return }
        let reply = try call(
            Self.servicePath, Self.serviceInterface, "Unlock",
            .tuple([.array(elementType: "o", [.objectPath(collection)])]))
        let unlocked = reply.value(0)?.elements?.compactMap(\.stringValue) ?? []
        guard unlocked.contains(collection) else { throw .locked }
    }

    func search(_ attributes: [String: String]) throws(KeychainFailure) -> [String] {
        try unlockIfNeeded()
        let reply = try call(collection, Self.collectionInterface, "SearchItems", .tuple([Self.dictionary(attributes)]))
        return reply.value(0)?.elements?.compactMap(\.stringValue) ?? []
    }

    func attributes(of item: String) throws(KeychainFailure) -> [String: String] {
        var attributes: [String: String] = [:]
        for entry in try property(item, Self.itemInterface, "Attributes")?.elements ?? [] {
            if case .entry(let key, let value) = entry, let key = key.stringValue, let value = value.stringValue {
                attributes[key] = value
            }
        }
        return attributes
    }

    func secrets(of items: [String]) throws(KeychainFailure) -> [String: Data] {
        guard !items.isEmpty else { return [:] }
        let reply = try call(
            Self.servicePath, Self.serviceInterface, "GetSecrets",
            .tuple([.array(elementType: "o", items.map { .objectPath($0) }), .objectPath(session)]))
        var secrets: [String: Data] = [:]
        for entry in reply.value(0)?.elements ?? [] {
            // {o(oayays)}: the item, then (session, parameters, value, content type).
            guard case .entry(let item, .tuple(let secret)) = entry, let path = item.stringValue, secret.count == 4,
                let bytes = secret[2].bytes
            else { continue }
            secrets[path] = Data(bytes)
        }
        return secrets
    }

    private func secretValue(_ secret: Data) -> DBusValue {
        .tuple([.objectPath(session), .bytes([]), .bytes(secret), .string("application/octet-stream")])
    }

    func add(label: String, attributes: [String: String], secret: Data) throws(KeychainFailure) -> String {
        try unlockIfNeeded()
        let properties = DBusValue.array(
            elementType: "{sv}",
            [
                .entry(.string("org.freedesktop.Secret.Item.Label"), .variant(.string(label))),
                .entry(.string("org.freedesktop.Secret.Item.Attributes"), .variant(Self.dictionary(attributes))),
            ])
        let reply = try call(
            collection, Self.collectionInterface, "CreateItem", .tuple([properties, secretValue(secret), .bool(false)]))
        guard let item = reply.value(0)?.stringValue, item != "/" else { throw .locked }
        return item
    }

    func update(_ item: String, label: String, attributes: [String: String]) throws(KeychainFailure) {
        _ = try call(
            item, Self.propertiesInterface, "Set",
            .tuple([.string(Self.itemInterface), .string("Attributes"), .variant(Self.dictionary(attributes))]))
        _ = try call(
            item, Self.propertiesInterface, "Set",
            .tuple([.string(Self.itemInterface), .string("Label"), .variant(.string(label))]))
    }

    func setSecret(_ secret: Data, of item: String) throws(KeychainFailure) {
        _ = try call(item, Self.itemInterface, "SetSecret", .tuple([secretValue(secret)]))
    }

    func delete(_ item: String) throws(KeychainFailure) {
        let reply = try call(item, Self.itemInterface, "Delete")
        if let prompt = reply.value(0)?.stringValue, prompt != "/" { throw .locked }
    }
}
