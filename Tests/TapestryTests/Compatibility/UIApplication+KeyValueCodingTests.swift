import Foundation
import Testing

@testable import Tapestry

/// The class-level key-value coding code that also builds for app extensions uses to reach the application.
@MainActor
@Suite struct UIApplicationKeyValueCodingTests {
    @Test func sharedApplicationByKeyIsTheSharedApplication() {
        UIApplication.replaceShared()
        let found = UIApplication.value(forKey: "sharedApplication") as? UIApplication
        #expect(found === UIApplication.shared)
        #expect(found?.userInterfaceLayoutDirection == .leftToRight)
        #expect(UIApplication.value(forKey: "keyWindow") == nil)
    }
}
