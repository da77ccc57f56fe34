import CryptoKit
import Foundation
import Testing

/// The protocol's own parts: hashing data of several regions as one, sizes, and code generic over the function.
@Suite struct HashFunctionTests {
    func hexDigest<H: HashFunction>(_ function: H.Type, of text: String) -> String {
        var hash = H()
        hash.update(data: Data(text.utf8))
        return hash.finalize().hex
    }

    @Test func dataOfSeveralRegionsHashesAsItsBytesInOrder() {
        let first = Data("The quick brown fox ".utf8)
        let second = Data("jumps over the lazy dog".utf8)
        var regions = DispatchData.empty
        first.withUnsafeBytes { regions.append($0) }
        second.withUnsafeBytes { regions.append($0) }
        #expect(Array(regions.regions).count == 2)
        #expect(SHA256.hash(data: regions) == SHA256.hash(data: first + second))
        #expect(SHA256.hash(data: [UInt8](first + second)) == SHA256.hash(data: first + second))
    }

    @Test func codeGenericOverTheFunctionGetsEachOnesDigestAndSize() {
        #expect(hexDigest(SHA256.self, of: "abc").hasPrefix("ba7816bf"))
        #expect(hexDigest(Insecure.MD5.self, of: "abc") == "900150983cd24fb0d6963f7d28e17f72")
        #expect(SHA256.byteCount == 32 && SHA384.byteCount == 48 && SHA512.byteCount == 64)
        #expect(Insecure.MD5.byteCount == 16 && Insecure.SHA1.byteCount == 20)
        #expect(Insecure.MD5.blockByteCount == 64 && Insecure.SHA1.blockByteCount == 64)
    }
}
