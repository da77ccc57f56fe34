import CryptoKit
import Foundation
import Testing

/// MD5 and SHA-1 give RFC 1321's and FIPS 180-4's published answers, and coreutils' digests of random messages.
@Suite struct InsecureTests {
    static let fox = Data("The quick brown fox jumps over the lazy dog".utf8)

    @Test func md5GivesThePublishedDigests() {
        #expect(Insecure.MD5.hash(data: Data()).hex == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(Insecure.MD5.hash(data: Data("abc".utf8)).hex == "900150983cd24fb0d6963f7d28e17f72")
        #expect(Insecure.MD5.hash(data: Self.fox).hex == "9e107d9d372bb6826bd81d3542a419d6")
        #expect(Insecure.MD5.hash(data: Self.fox).description == "MD5 digest: 9e107d9d372bb6826bd81d3542a419d6")
        #expect(Insecure.MD5Digest.byteCount == 16)
    }

    @Test func sha1GivesThePublishedDigests() {
        #expect(Insecure.SHA1.hash(data: Data()).hex == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(Insecure.SHA1.hash(data: Data("abc".utf8)).hex == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(Insecure.SHA1.hash(data: Self.fox).hex == "2fd4e1c67a2d28fced849ee1bb76e7391b93eb12")
        #expect(Insecure.SHA1Digest.byteCount * 2 == 40)
    }

    @Test(arguments: [("md5sum", 0), ("sha1sum", 1)])
    func randomMessagesOfEveryLengthAroundTheBlockMatchCoreutils(tool: String, function: Int) throws {
        var generator = SeededBytes(seed: UInt64(function) + 3)
        for length in Array(0...130) + [1_000, 4_097] {
            let message = (0..<length).map { _ in generator.next() }
            let ours = function == 0 ? Insecure.MD5.hash(data: message).hex : Insecure.SHA1.hash(data: message).hex
            #expect(ours == (try coreutilsDigest(tool, of: message)), "length \(length)")
        }
    }
}
