import Foundation
import Testing

@testable import Security

struct SecBaseTests {
    @Test func statusCodesHaveApplesValuesAndMessages() {
        #expect(errSecItemNotFound == -25300 && errSecDuplicateItem == -25299 && errSecParam == -50)
        #expect(
            SecCopyErrorMessageString(errSecItemNotFound, nil)
                == "The specified item could not be found in the keychain.")
        #expect(
            SecCopyErrorMessageString(errSecDuplicateItem, nil) == "The specified item already exists in the keychain.")
        #expect(SecCopyErrorMessageString(12345, nil) == nil)
    }

    @Test func randomBytesFillTheWholeBufferAndDiffer() {
        var first = [UInt8](repeating: 0, count: 37)
        var second = [UInt8](repeating: 0, count: 37)
        #expect(SecRandomCopyBytes(kSecRandomDefault, first.count, &first) == errSecSuccess)
        #expect(SecRandomCopyBytes(kSecRandomDefault, second.count, &second) == errSecSuccess)
        #expect(first != second)
        // 37 zero bytes at the end would mean the tail was never written.
        #expect(first.suffix(5) != [0, 0, 0, 0, 0] || second.suffix(5) != [0, 0, 0, 0, 0])
        var none: [UInt8] = []
        #expect(SecRandomCopyBytes(nil, 0, &none) == errSecSuccess)
    }
}
