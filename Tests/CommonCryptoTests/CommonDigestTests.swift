import CommonCrypto
import Foundation
import Testing

/// CommonCrypto's digest functions as Swift code calls them: one call into a buffer, or a context fed in parts.
@Suite struct CommonDigestTests {
    static let fox = Data("The quick brown fox jumps over the lazy dog".utf8)

    func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    @Test func oneCallDigestsWriteIntoTheCallersBuffer() {
        var sha256 = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        let returned = Self.fox.withUnsafeBytes { CC_SHA256($0.baseAddress, CC_LONG(Self.fox.count), &sha256) }
        #expect(returned != nil)
        #expect(hex(sha256) == "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592")
        var sha1 = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
        _ = Self.fox.withUnsafeBytes { CC_SHA1($0.baseAddress, CC_LONG(Self.fox.count), &sha1) }
        #expect(hex(sha1) == "2fd4e1c67a2d28fced849ee1bb76e7391b93eb12")
        var sha512 = [UInt8](repeating: 0, count: Int(CC_SHA512_DIGEST_LENGTH))
        _ = CC_SHA512(nil, 0, &sha512)
        #expect(hex(sha512).hasPrefix("cf83e1357eefb8bdf1542850d66d8007"))
        var sha384 = [UInt8](repeating: 0, count: Int(CC_SHA384_DIGEST_LENGTH))
        _ = Array("abc".utf8).withUnsafeBytes { CC_SHA384($0.baseAddress, 3, &sha384) }
        #expect(hex(sha384).hasPrefix("cb00753f45a35e8bb5a03d699ac65007"))
    }

    @available(*, deprecated, message: "exercises the deprecated MD5 functions")
    @Test func md5AsOldCodeCallsItInOneCallAndThroughAContext() {
        var digest = [UInt8](repeating: 0, count: Int(CC_MD5_DIGEST_LENGTH))
        _ = Self.fox.withUnsafeBytes { CC_MD5($0.baseAddress, CC_LONG(Self.fox.count), &digest) }
        #expect(hex(digest) == "9e107d9d372bb6826bd81d3542a419d6")
        var context = CC_MD5_CTX()
        #expect(CC_MD5_Init(&context) == 1)
        Self.fox.withUnsafeBytes { bytes in
            _ = CC_MD5_Update(&context, bytes.baseAddress, 10)
            _ = CC_MD5_Update(&context, bytes.baseAddress! + 10, CC_LONG(bytes.count - 10))
        }
        var parts = [UInt8](repeating: 0, count: 16)
        _ = CC_MD5_Final(&parts, &context)
        #expect(parts == digest)
    }

    @Test func aSHA256ContextFedInPartsGivesTheOneCallDigest() {
        var context = CC_SHA256_CTX()
        _ = CC_SHA256_Init(&context)
        for chunk in stride(from: 0, to: Self.fox.count, by: 7) {
            let piece = Self.fox[chunk..<min(chunk + 7, Self.fox.count)]
            _ = piece.withUnsafeBytes { CC_SHA256_Update(&context, $0.baseAddress, CC_LONG($0.count)) }
        }
        var digest = [UInt8](repeating: 0, count: 32)
        _ = CC_SHA256_Final(&digest, &context)
        #expect(hex(digest) == "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592")
    }
}
