import CryptoKit
import Foundation
import Testing

/// HMAC gives RFC 4231's and RFC 2202's answers (long keys hashed first), checks codes in constant time, and HKDF
/// gives RFC 5869's.
@Suite struct HMACTests {
    static let jefe = SymmetricKey(data: Data("Jefe".utf8))
    static let question = Data("what do ya want for nothing?".utf8)

    @Test func hmacGivesThePublishedCodes() {
        #expect(
            HMAC<SHA256>.authenticationCode(for: Self.question, using: Self.jefe).hex
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(
            HMAC<SHA512>.authenticationCode(for: Self.question, using: Self.jefe).hex
                == "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea250554"
                + "9758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737")
        #expect(
            HMAC<Insecure.MD5>.authenticationCode(for: Self.question, using: Self.jefe).hex
                == "750c783e6ab0b503eaa86e310a5db738")
        let longKey = SymmetricKey(data: Data(repeating: 0xaa, count: 131))
        let longKeyMessage = Data("Test Using Larger Than Block-Size Key - Hash Key First".utf8)
        #expect(
            HMAC<SHA256>.authenticationCode(for: longKeyMessage, using: longKey).hex
                == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    @Test func aCodeInPartsIsTheWholeCodeAndValidationRejectsAnyChange() {
        var parts = HMAC<SHA256>(key: Self.jefe)
        parts.update(data: Self.question.prefix(10))
        parts.update(data: Self.question.dropFirst(10))
        let code = parts.finalize()
        #expect(code == HMAC<SHA256>.authenticationCode(for: Self.question, using: Self.jefe))
        #expect(HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: Self.question, using: Self.jefe))
        #expect(
            !HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: Self.question.dropLast(), using: Self.jefe))
        var changed = Array(code)
        changed[31] ^= 1
        #expect(!HMAC<SHA256>.isValidAuthenticationCode(Data(changed), authenticating: Self.question, using: Self.jefe))
        #expect(HMAC<SHA256>.isValidAuthenticationCode(Data(code), authenticating: Self.question, using: Self.jefe))
        #expect(code.byteCount == 32)
        #expect(code.description == "HMAC with SHA256: " + code.hex)
    }

    @Test func keysHaveTheirSizeAndRandomKeysDiffer() {
        let first = SymmetricKey(size: .bits256)
        let second = SymmetricKey(size: .bits256)
        #expect(first.bitCount == 256 && SymmetricKey(size: .bits128).bitCount == 128)
        #expect(first.withUnsafeBytes { Data($0) } != second.withUnsafeBytes { Data($0) })
        #expect(SymmetricKeySize(bitCount: 512).bitCount == 512)
    }

    @Test func hkdfGivesThePublishedKey() {
        let material = SymmetricKey(data: Data(repeating: 0x0b, count: 22))
        let salt = Data((0x00...0x0c).map { UInt8($0) })
        let info = Data((0xf0...0xf9).map { UInt8($0) })
        let prk = HKDF<SHA256>.extract(inputKeyMaterial: material, salt: salt)
        #expect(prk.hex == "077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5")
        let key = HKDF<SHA256>.deriveKey(inputKeyMaterial: material, salt: salt, info: info, outputByteCount: 42)
        #expect(
            key.withUnsafeBytes { Data($0) }.hex
                == "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865")
        #expect(HKDF<SHA256>.deriveKey(inputKeyMaterial: material, outputByteCount: 16).bitCount == 128)
    }
}
