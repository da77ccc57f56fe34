import CryptoKit
import Foundation
import Testing

/// Digests describe themselves, compare (with each other and with bytes) and iterate as Apple's do.
@Suite struct DigestsTests {
    @Test func digestsDescribeCompareAndIterateAsApplesDo() {
        let digest = SHA256.hash(data: Data("abc".utf8))
        #expect(digest.description == "SHA256 digest: ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Array(digest).count == SHA256Digest.byteCount && SHA256.byteCount == 32)
        #expect(digest == Data(Array(digest)))
        #expect(!(digest == Data(Array(digest).dropLast())))
        #expect(digest.withUnsafeBytes { Data($0) } == Data(Array(digest)))
        #expect(Set([digest, SHA256.hash(data: Data("abc".utf8))]).count == 1)
        #expect(SHA256.blockByteCount == 64 && SHA384.blockByteCount == 128 && SHA512Digest.byteCount == 64)
        #expect(digest.compactMap { String(format: "%02x", $0) }.joined() == digest.hex)
    }

    @Test func everyDigestHasItsSizeAndName() {
        #expect(SHA384.hash(data: Data()).description.hasPrefix("SHA384 digest: 38b060a7"))
        #expect(SHA512.hash(data: Data()).description.hasPrefix("SHA512 digest: cf83e135"))
        #expect(Insecure.SHA1.hash(data: Data()).description.hasPrefix("SHA1 digest: da39a3ee"))
        #expect(Array(SHA384.hash(data: Data())).count == SHA384Digest.byteCount)
        #expect(Array(Insecure.SHA1.hash(data: Data())).count == Insecure.SHA1Digest.byteCount)
    }
}
