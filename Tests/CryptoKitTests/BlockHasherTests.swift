import Foundation
import Testing

@testable import CryptoKit

/// The shared frame pads the last block as the standards say: a message that leaves no room for the length
/// takes one more block, whatever its length's place against the block.
@Suite struct BlockHasherTests {
    func digest<C: BlockCompression>(_ compression: C.Type, _ message: [UInt8]) -> [UInt8] {
        var hasher = BlockHasher<C>()
        message.withUnsafeBytes { hasher.update($0) }
        return hasher.finalize()
    }

    @Test func lengthsAroundThePaddingBoundaryEachGiveTheirOwnDigestOfTheRightSize() {
        var seen = Set<[UInt8]>()
        for length in [55, 56, 57, 63, 64, 65, 111, 112, 113, 127, 128, 129] {
            let message = [UInt8](repeating: 0x61, count: length)
            let sha256 = digest(SHA256Compression.self, message)
            let sha512 = digest(SHA512Compression.self, message)
            #expect(sha256.count == 32 && sha512.count == 64)
            #expect(digest(SHA384Compression.self, message).count == 48)
            #expect(digest(MD5Compression.self, message).count == 16)
            #expect(seen.insert(sha256).inserted && seen.insert(sha512).inserted)
            #expect(sha256 == Array(SHA256.hash(data: message)))
        }
    }

    @Test func finalizingTwiceGivesOneAnswerAndTheHasherGoesOn() {
        var hasher = BlockHasher<SHA1Compression>()
        Array("ab".utf8).withUnsafeBytes { hasher.update($0) }
        #expect(hasher.finalize() == hasher.finalize())
        Array("c".utf8).withUnsafeBytes { hasher.update($0) }
        #expect(hasher.finalize() == Array(Insecure.SHA1.hash(data: Data("abc".utf8))))
        hasher.update(UnsafeRawBufferPointer(start: nil, count: 0))
        #expect(hasher.finalize() == Array(Insecure.SHA1.hash(data: Data("abc".utf8))))
    }
}
