import CoreText
import Foundation
import Testing

/// Code that imports Core Text to register a bundled font, as Swift packages for iOS do.
@MainActor
struct CoreTextImportTests {
    @Test func aMissingFontFileIsReportedInCoreTextsDomain() {
        var error: Unmanaged<CFError>?
        let url = URL(fileURLWithPath: "/nonexistent/Bundled.ttf")
        #expect(!CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
        #expect(error?.takeRetainedValue().domain == kCTFontManagerErrorDomain as String)
    }
}
