import Foundation
import Testing

@testable import Security

struct KeychainStoreTests {
    @Test func theMemoryStoreMatchesAttributesExactlyInTheOrderItemsCame() throws {
        let store = MemoryKeychainStore()
        let first = store.add(label: "one", attributes: ["svce": "s:x", "acct": "s:a"], secret: Data([1]))
        let second = store.add(label: "two", attributes: ["svce": "s:x", "acct": "s:b"], secret: Data([2]))
        #expect(store.search(["svce": "s:x"]) == [first, second])
        #expect(store.search(["svce": "s:x", "acct": "s:b"]) == [second])
        #expect(store.search(["svce": "s:y"]).isEmpty)
        try store.update(first, label: "one", attributes: ["svce": "s:y"])
        try store.setSecret(Data([3]), of: first)
        #expect(store.search(["svce": "s:y"]) == [first])
        #expect(store.secrets(of: [first, second]) == [first: Data([3]), second: Data([2])])
        store.delete(first)
        #expect(throws: KeychainFailure.self) { try store.attributes(of: first) }
    }

    @Test func failuresHaveTheirStatuses() {
        #expect(KeychainFailure.unavailable("x").status == errSecNotAvailable)
        #expect(KeychainFailure.locked.status == errSecInteractionNotAllowed)
        #expect(KeychainFailure.failed("x").status == errSecIO)
    }
}
