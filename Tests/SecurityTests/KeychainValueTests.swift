import Foundation
import Testing

@testable import Security

struct KeychainValueTests {
    @Test func valuesComeBackWithTheirTypes() {
        let date = Date(timeIntervalSinceReferenceDate: 786_000_000.5)
        #expect(KeychainValue.encode("ann", forKey: "acct") == "s:ann")
        #expect(KeychainValue.encode(Data([1, 2]), forKey: "acct") == "d:AQI=")
        #expect(KeychainValue.encode(443, forKey: "port") == "n:443")
        #expect(KeychainValue.encode(kCFBooleanTrue!, forKey: "sync") == "b:1")
        #expect(KeychainValue.encode(false, forKey: "invi") == "b:0")
        #expect(KeychainValue.decode("s:ann") as? String == "ann")
        #expect(KeychainValue.decode("d:AQI=") as? Data == Data([1, 2]))
        #expect(KeychainValue.decode("n:443") as? Int == 443)
        #expect(KeychainValue.decode("b:1") as? Bool == true)
        #expect(KeychainValue.decode(KeychainValue.encode(date, forKey: "cdat")!) as? Date == date)
        // A string that only looks encoded keeps its prefix.
        #expect(KeychainValue.decode(KeychainValue.encode("d:x", forKey: "acct")!) as? String == "d:x")
    }

    @Test func theKeychainsOwnValuesAreToldFromAKeyrings() {
        #expect(KeychainValue.isEncoded("s:ann") && KeychainValue.isEncoded("b:1"))
        #expect(!KeychainValue.isEncoded("org.freedesktop.Secret.Generic") && !KeychainValue.isEncoded("x:y"))
    }

    @Test func aValueOfTheWrongTypeIsRefused() {
        #expect(KeychainValue.encode("443", forKey: "port") == nil)
        #expect(KeychainValue.encode("yes", forKey: "sync") == nil)
        #expect(KeychainValue.encode([1, 2], forKey: "acct") == nil)
    }
}
