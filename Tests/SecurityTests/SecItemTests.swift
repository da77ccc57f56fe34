import Foundation
import Testing

@testable import Security

/// The keychain's functions as iOS code calls them. The suite runs one test at a time: the functions share one
/// keychain, which each test points at a store of its own.
@Suite(.serialized) struct SecItemTests {
    init() { TapestryKeychain.useMemoryStore() }

    private func password(_ account: String, service: String = "org.example.notes") -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
            kSecAttrAccount as String: account,
        ]
    }

    private func read(_ query: [String: Any]) -> (OSStatus, AnyObject?) {
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        return (status, result)
    }

    @Test func aPasswordAddedIsReadBackAndASecondIsADuplicate() {
        var add = password("alice")
        add[kSecValueData as String] = Data("s3cret".utf8)
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecDuplicateItem)

        var query = password("alice")
        query[kSecReturnData as String] = kCFBooleanTrue
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        let (status, result) = read(query)
        #expect(status == errSecSuccess)
        #expect((result as? Data).map { String(decoding: $0, as: UTF8.self) } == "s3cret")
        #expect(read(password("bob")).0 == errSecItemNotFound)
        // Another service's item of the same account is another item.
        #expect(SecItemAdd(password("alice", service: "org.example.mail") as CFDictionary, nil) == errSecSuccess)
    }

    @Test func attributesComeBackWithTheirTypesAndTheKeychainsOwn() throws {
        var add = password("alice")
        add[kSecValueData as String] = Data([1, 2, 3])
        add[kSecAttrGeneric as String] = Data([9])
        add[kSecAttrLabel as String] = "Notes sync"
        add[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)

        var query = password("alice")
        query[kSecReturnAttributes as String] = true
        query[kSecReturnData as String] = true
        let (status, result) = read(query)
        #expect(status == errSecSuccess)
        let attributes = try #require(result as? [String: Any])
        #expect(attributes[kSecAttrAccount as String] as? String == "alice")
        #expect(attributes[kSecAttrService as String] as? String == "org.example.notes")
        #expect(attributes[kSecAttrGeneric as String] as? Data == Data([9]))
        #expect(attributes[kSecAttrLabel as String] as? String == "Notes sync")
        #expect(attributes[kSecAttrAccessible as String] as? String == kSecAttrAccessibleAfterFirstUnlock as String)
        #expect(attributes[kSecClass as String] as? String == "genp")
        #expect(attributes[kSecAttrSynchronizable as String] as? Bool == false)
        #expect(attributes[kSecValueData as String] as? Data == Data([1, 2, 3]))
        let created = try #require(attributes[kSecAttrCreationDate as String] as? Date)
        #expect(abs(created.timeIntervalSinceNow) < 60)
    }

    @Test func anAccountGivenAsDataStaysDataAndDoesNotMatchTheString() {
        var add: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: Data("alice".utf8),
        ]
        add[kSecValueData as String] = Data("x".utf8)
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecReturnAttributes as String: true,
        ]
        query[kSecAttrAccount as String] = "alice"
        #expect(read(query).0 == errSecItemNotFound)
        query[kSecAttrAccount as String] = Data("alice".utf8)
        let attributes = read(query).1 as? [String: Any]
        #expect(attributes?[kSecAttrAccount as String] as? Data == Data("alice".utf8))
    }

    @Test func matchLimitAllReturnsEveryItemOldestFirst() throws {
        for name in ["ann", "ben", "cy"] {
            var add = password(name)
            add[kSecValueData as String] = Data(name.utf8)
            #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        }
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "org.example.notes",
            kSecMatchLimit as String: kSecMatchLimitAll, kSecReturnAttributes as String: kCFBooleanTrue!,
        ]
        let (status, result) = read(query)
        #expect(status == errSecSuccess)
        let items = try #require(result as? [[String: Any]])
        #expect(items.compactMap { $0[kSecAttrAccount as String] as? String } == ["ann", "ben", "cy"])
        // Data alone for each, and a numeric limit.
        var data = query
        data[kSecReturnAttributes as String] = nil
        data[kSecReturnData as String] = true
        data[kSecMatchLimit as String] = 2
        #expect((read(data).1 as? [Data])?.map { String(decoding: $0, as: UTF8.self) } == ["ann", "ben"])
    }

    @Test func updateChangesDataAndAttributesAndRefusesDuplicatesAndTheClass() {
        for name in ["ann", "ben"] {
            var add = password(name)
            add[kSecValueData as String] = Data("old".utf8)
            #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        }
        let change: [String: Any] = [kSecValueData as String: Data("new".utf8), kSecAttrComment as String: "rotated"]
        #expect(SecItemUpdate(password("ann") as CFDictionary, change as CFDictionary) == errSecSuccess)
        var query = password("ann")
        query[kSecReturnData as String] = true
        #expect((read(query).1 as? Data) == Data("new".utf8))
        query[kSecReturnData as String] = nil
        query[kSecAttrComment as String] = "rotated"
        #expect(read(query).0 == errSecSuccess)
        // Renaming ann to ben would make two items one.
        let rename: [String: Any] = [kSecAttrAccount as String: "ben"]
        #expect(SecItemUpdate(password("ann") as CFDictionary, rename as CFDictionary) == errSecDuplicateItem)
        let reclass: [String: Any] = [kSecClass as String: kSecClassInternetPassword]
        #expect(SecItemUpdate(password("ann") as CFDictionary, reclass as CFDictionary) == errSecParam)
        #expect(SecItemUpdate(password("zed") as CFDictionary, change as CFDictionary) == errSecItemNotFound)
        // ben kept his data.
        var ben = password("ben")
        ben[kSecReturnData as String] = true
        #expect((read(ben).1 as? Data) == Data("old".utf8))
    }

    @Test func deleteRemovesEveryMatch() {
        for name in ["ann", "ben"] { #expect(SecItemAdd(password(name) as CFDictionary, nil) == errSecSuccess) }
        let everyNote: [String: Any] = [kSecClass as String: kSecClassGenericPassword]
        #expect(SecItemDelete(everyNote as CFDictionary) == errSecSuccess)
        #expect(read(password("ann")).0 == errSecItemNotFound)
        #expect(SecItemDelete(everyNote as CFDictionary) == errSecItemNotFound)
    }

    @Test func synchronisedItemsAreFoundOnlyWhenAskedFor() {
        var add = password("ann")
        add[kSecAttrSynchronizable as String] = kCFBooleanTrue
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        #expect(read(password("ann")).0 == errSecItemNotFound)
        var any = password("ann")
        any[kSecAttrSynchronizable as String] = kSecAttrSynchronizableAny
        #expect(read(any).0 == errSecSuccess)
        // A local one of the same account is another item.
        #expect(SecItemAdd(password("ann") as CFDictionary, nil) == errSecSuccess)
    }

    @Test func anotherAccessGroupsItemsAreNotSeen() {
        var add = password("ann")
        add[kSecAttrAccessGroup as String] = "TEAM.org.example.shared"
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        #expect(read(password("ann")).0 == errSecItemNotFound)
        #expect(read(add).0 == errSecSuccess)
    }

    @Test func aPersistentReferenceFindsItsItem() throws {
        var add = password("ann")
        add[kSecValueData as String] = Data("a".utf8)
        add[kSecReturnPersistentRef as String] = true
        var added: CFTypeRef?
        #expect(SecItemAdd(add as CFDictionary, &added) == errSecSuccess)
        let reference = try #require(added as? Data)
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecValuePersistentRef as String: reference,
            kSecReturnData as String: true,
        ]
        #expect((read(query).1 as? Data) == Data("a".utf8))
    }

    @Test func internetPasswordsAreUniqueByServerProtocolAndPort() {
        let add: [String: Any] = [
            kSecClass as String: kSecClassInternetPassword, kSecAttrServer as String: "example.org",
            kSecAttrProtocol as String: kSecAttrProtocolHTTPS, kSecAttrPort as String: 443,
            kSecAttrAccount as String: "ann", kSecValueData as String: Data("pw".utf8),
        ]
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecDuplicateItem)
        var other = add
        other[kSecAttrPort as String] = 8443
        #expect(SecItemAdd(other as CFDictionary, nil) == errSecSuccess)
        var query: [String: Any] = [
            kSecClass as String: kSecClassInternetPassword, kSecAttrServer as String: "example.org",
            kSecMatchLimit as String: kSecMatchLimitAll, kSecReturnAttributes as String: true,
        ]
        #expect((read(query).1 as? [[String: Any]])?.compactMap { $0[kSecAttrPort as String] as? Int } == [443, 8443])
        query[kSecAttrPort as String] = 8443
        #expect((read(query).1 as? [[String: Any]])?.count == 1)
    }

    @Test func badInputGetsAStatusAndLosesNothing() {
        #expect(SecItemAdd([kSecAttrAccount as String: "ann"] as CFDictionary, nil) == errSecParam)
        #expect(SecItemAdd([kSecClass as String: "nonsense"] as CFDictionary, nil) == errSecParam)
        #expect(SecItemAdd([kSecClass as String: kSecClassKey] as CFDictionary, nil) == errSecUnimplemented)
        var wrong = password("ann")
        wrong[kSecValueData as String] = "a string, not data"
        #expect(SecItemAdd(wrong as CFDictionary, nil) == errSecParam)
        wrong[kSecValueData as String] = nil
        wrong[kSecAttrAccessible as String] = "whenever"
        #expect(SecItemAdd(wrong as CFDictionary, nil) == errSecParam)
        #expect(read(password("ann")).0 == errSecItemNotFound)
    }

    @Test func anAccessControlThatAsksForTheUserIsNotWeakened() throws {
        var error: Unmanaged<CFError>?
        let biometric = try #require(
            SecAccessControlCreateWithFlags(kCFAllocatorDefault, kSecAttrAccessibleWhenUnlocked, .biometryAny, &error))
        var add = password("ann")
        add[kSecAttrAccessControl as String] = biometric
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecNotAvailable)
        #expect(read(password("ann")).0 == errSecItemNotFound)

        let plain = try #require(
            SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly, [], &error))
        add[kSecAttrAccessControl as String] = plain
        add[kSecReturnAttributes as String] = true
        var result: CFTypeRef?
        #expect(SecItemAdd(add as CFDictionary, &result) == errSecSuccess)
        #expect((result as? [String: Any])?[kSecAttrAccessible as String] as? String == "cku")

        #expect(SecAccessControlCreateWithFlags(nil, "sometimes" as CFString, [], &error) == nil)
        #expect(error.map { CFErrorGetCode($0.takeRetainedValue()) } == Int(errSecParam))
    }

    @Test func withoutAKeyringTheFunctionsSaySoAndTryAgainLater() {
        TapestryKeychain.useDesktopKeyring()
        let keychain = Keychain.shared
        let connect = keychain.connectDesktop
        defer { keychain.connectDesktop = connect }
        keychain.connectDesktop = { () throws(KeychainFailure) in throw .unavailable("no session bus (test)") }
        #expect(SecItemAdd(password("ann") as CFDictionary, nil) == errSecNotAvailable)
        #expect(read(password("ann")).0 == errSecNotAvailable)
        keychain.connectDesktop = { () throws(KeychainFailure) in MemoryKeychainStore() }
        #expect(SecItemAdd(password("ann") as CFDictionary, nil) == errSecSuccess)
    }

    @Test func throughTheDesktopsKeyring() throws {
        let keyring = try KeyringFixture()
        defer { keyring.stop() }
        TapestryKeychain.useDesktopKeyring()
        let keychain = Keychain.shared
        let connect = keychain.connectDesktop
        defer {
            keychain.connectDesktop = connect
            TapestryKeychain.useMemoryStore()
        }
        keychain.connectDesktop = { () throws(KeychainFailure) in try keyring.service() }

        var add = password("ann")
        add[kSecValueData as String] = Data("token-1".utf8)
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecDuplicateItem)
        let change: [String: Any] = [kSecValueData as String: Data("token-2".utf8)]
        #expect(SecItemUpdate(password("ann") as CFDictionary, change as CFDictionary) == errSecSuccess)

        // The next launch (a new connection) reads what this one wrote, from the keyring.
        TapestryKeychain.useDesktopKeyring()
        var query = password("ann")
        query[kSecReturnData as String] = true
        query[kSecReturnAttributes as String] = true
        let attributes = try #require(read(query).1 as? [String: Any])
        #expect(attributes[kSecValueData as String] as? Data == Data("token-2".utf8))
        #expect(attributes[kSecAttrAccount as String] as? String == "ann")
        let stored = try keyring.service()
        let items = try stored.search(["svce": "s:org.example.notes"])
        #expect(items.count == 1)
        #expect(try stored.attributes(of: items[0])["xdg:schema"] == "org.tapestry.Keychain.genp")

        #expect(SecItemDelete(password("ann") as CFDictionary) == errSecSuccess)
        #expect(try stored.search(["svce": "s:org.example.notes"]).isEmpty)
    }
}
