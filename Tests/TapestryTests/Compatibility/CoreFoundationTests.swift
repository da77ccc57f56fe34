import Foundation
import Tapestry
import Testing

/// Core Foundation's names on Linux: bridged types are Foundation's classes, ranges and array access work.
@MainActor
@Suite struct CoreFoundationTests {
    @Test func rangesAndArraysWorkAsCoreFoundationsDo() {
        let range = CFRangeMake(3, 4)
        #expect(range == CFRange(location: 3, length: 4))
        #expect(CFRange() == CFRange(location: 0, length: 0))
        let items: [NSString] = ["a", "b", "c"]
        let array = NSArray(array: items) as CFArray
        #expect(CFArrayGetCount(array) == 3)
        let pointer = CFArrayGetValueAtIndex(array, 1)
        let second = unsafeBitCast(pointer, to: NSString.self)
        #expect(second == "b")
    }

    @Test func attributedStringsBridgeAsTheyAre() {
        let string = NSAttributedString(string: "héllo") as CFAttributedString
        #expect(CFAttributedStringGetLength(string) == 5)
        #expect(CFAttributedStringGetString(string) == "héllo")
    }

    @Test func notFoundAndErrorDescriptions() {
        #expect(kCFNotFound == -1)
        let error = NSError(domain: "test", code: 7, userInfo: [NSLocalizedDescriptionKey: "It broke."])
        #expect(CFErrorCopyDescription(error as CFError) == "It broke.")
    }

    @Test func booleansNumbersAndErrorParts() {
        #expect(kCFBooleanTrue.boolValue && !kCFBooleanFalse.boolValue)
        let query: [String: Any] = ["r_Data": kCFBooleanTrue!]
        #expect(query["r_Data"] as? Bool == true)
        let error = NSError(domain: "test", code: 7, userInfo: ["why": "x"]) as CFError
        #expect(CFErrorGetDomain(error) == "test")
        #expect(CFErrorGetCode(error) == 7)
        #expect((CFErrorCopyUserInfo(error) as? [String: Any])?["why"] as? String == "x")
        #expect(kCFBundleIdentifierKey as String == "CFBundleIdentifier")
        let status: OSStatus = noErr
        #expect(status == 0)
    }

    @Test func aCFStringKeyFindsItsValueAmongSwiftStrings() {
        let key: CFString = "acct"
        let attributes = (["acct": "ann"] as NSDictionary) as? [AnyHashable: Any] ?? [:]
        #expect(attributes[key] as? String == "ann")
        #expect(AnyHashable(key) == AnyHashable("acct"))
        #expect(AnyHashable(NSMutableString(string: "acct")) == AnyHashable("acct"))
        #expect(Set<AnyHashable>([key, "acct"]).count == 1)
        #expect(AnyHashable(key) != AnyHashable("svce"))
    }
}
