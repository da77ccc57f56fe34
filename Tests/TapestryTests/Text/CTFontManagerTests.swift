import Foundation
import Testing

@testable import Tapestry

/// The estimates, with font files registered by path (failing with `code` when it is set).
private final class FontRegistry: EstimatedText, @unchecked Sendable {
    var registered: [String] = []
    var code: Int?
    init() { super.init(keeping: EstimatedPlatformServices()) }
    override func registerFont(at url: URL) -> Int? {
        registered.append(url.path)
        return code
    }
}

/// Core Text's font manager (CTFontManager): registering a font file for the process through the platform's
/// services, with Core Text's error domain and codes when it fails.
@MainActor
@Suite struct CTFontManagerTests {
    @Test func aFileURLIsRegisteredThroughThePlatform() {
        let registry = FontRegistry()
        EngineServices.using(registry) {
            var error: Unmanaged<CFError>?
            let url = URL(fileURLWithPath: "/tmp/fonts/Brand-Regular.ttf")
            #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
            #expect(error == nil)
            #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .user, nil), "no error pointer is fine")
        }
        #expect(registry.registered == ["/tmp/fonts/Brand-Regular.ttf", "/tmp/fonts/Brand-Regular.ttf"])
    }

    /// The platform's failure comes back as Core Text's error: its domain and the platform's code.
    @Test func aFailureIsReportedInCoreTextsDomain() throws {
        let registry = FontRegistry()
        registry.code = 105
        try EngineServices.using(registry) {
            var error: Unmanaged<CFError>?
            #expect(!CTFontManagerRegisterFontsForURL(URL(fileURLWithPath: "/tmp/a.ttf") as CFURL, .process, &error))
            let reported = try #require(error?.takeRetainedValue())
            #expect(reported.domain == "com.apple.CoreText.CTFontManagerErrorDomain" && reported.code == 105)
            #expect(reported.localizedDescription.contains("/tmp/a.ttf"))
        }
    }

    /// A URL that is not a file's (101, Core Text's "file not found") is refused without asking the platform;
    /// a platform that draws no fonts refuses every file (103, "unrecognized format").
    @Test func aNonFileURLIsRefusedAndAPlatformWithoutFontsRefusesEveryFile() throws {
        let registry = FontRegistry()
        try EngineServices.using(registry) {
            var error: Unmanaged<CFError>?
            #expect(
                !CTFontManagerRegisterFontsForURL(URL(string: "https://example.org/a.ttf")! as CFURL, .process, &error))
            let reported = try #require(error?.takeRetainedValue())
            #expect(reported.code == 101)
        }
        #expect(registry.registered.isEmpty)
        try EngineServices.using(EstimatedPlatformServices()) {
            var error: Unmanaged<CFError>?
            #expect(!CTFontManagerRegisterFontsForURL(URL(fileURLWithPath: "/tmp/a.ttf") as CFURL, .process, &error))
            let reported = try #require(error?.takeRetainedValue())
            #expect(reported.code == 103)
        }
    }

    /// A graphics font made from a name, not read from a file's bytes, cannot be registered (104).
    @Test func aGraphicsFontNotReadFromDataIsRefused() throws {
        var error: Unmanaged<CFError>?
        let font = try #require(CGFont("Named" as CFString))
        #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
        let reported = try #require(error?.takeRetainedValue())
        #expect(reported.code == 104 && reported.localizedDescription.contains("Named"))
    }

    @Test func scopesHaveCoreTextsValues() {
        #expect(CTFontManagerScope.none.rawValue == 0 && CTFontManagerScope.process.rawValue == 1)
        #expect(CTFontManagerScope.persistent.rawValue == 2 && CTFontManagerScope.session.rawValue == 3)
        #expect(CTFontManagerScope.user == .persistent)
    }
}
