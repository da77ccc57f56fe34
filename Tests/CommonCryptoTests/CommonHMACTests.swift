import CommonCrypto
import Foundation
import Testing

/// `CCHmac` gives RFC 4231's and RFC 2202's codes, in one call or through a context.
@Suite struct CommonHMACTests {
    func code(_ algorithm: Int, length: Int32, key: String, data: String) -> String {
        var mac = [UInt8](repeating: 0, count: Int(length))
        CCHmac(CCHmacAlgorithm(algorithm), key, key.utf8.count, data, data.utf8.count, &mac)
        return mac.map { String(format: "%02x", $0) }.joined()
    }

    @Test func oneCallCodesAreThePublishedOnes() {
        let question = "what do ya want for nothing?"
        #expect(
            code(kCCHmacAlgSHA256, length: CC_SHA256_DIGEST_LENGTH, key: "Jefe", data: question)
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(
            code(kCCHmacAlgMD5, length: CC_MD5_DIGEST_LENGTH, key: "Jefe", data: question)
                == "750c783e6ab0b503eaa86e310a5db738")
        #expect(
            code(kCCHmacAlgSHA1, length: CC_SHA1_DIGEST_LENGTH, key: "Jefe", data: question)
                == "effcdf6ae5eb2fa2d27416d5f184df9c259a7c79")
    }

    @Test func aContextFedInPartsGivesTheOneCallCode() {
        var context = CCHmacContext()
        let key = Array("Jefe".utf8)
        CCHmacInit(&context, CCHmacAlgorithm(kCCHmacAlgSHA512), key, key.count)
        for word in ["what do ya ", "want ", "for nothing?"] {
            CCHmacUpdate(&context, word, word.utf8.count)
        }
        var mac = [UInt8](repeating: 0, count: Int(CC_SHA512_DIGEST_LENGTH))
        CCHmacFinal(&context, &mac)
        #expect(mac.map { String(format: "%02x", $0) }.joined().hasPrefix("164b7a7bfcf819e2e395fbe73b56e0a3"))
    }
}
