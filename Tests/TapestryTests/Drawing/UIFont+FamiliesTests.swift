import Foundation
import Testing

@testable import Tapestry

/// The estimates, with a fixed list of installed families.
private final class TwoFamilies: EstimatedText, @unchecked Sendable {
    init() { super.init(keeping: EstimatedPlatformServices()) }
    override func fontFamilies() -> [String: [String]] {
        ["Noto Serif": ["NotoSerif-Regular", "NotoSerif-Bold"], "DejaVu Sans": ["DejaVuSans"]]
    }
}

/// The installed font families and their faces (UIFont+Families), as the platform's services list them.
@MainActor
@Suite struct UIFontFamiliesTests {
    @Test func familiesAreListedSortedWithTheirFacesPostScriptNames() {
        EngineServices.using(TwoFamilies()) {
            #expect(UIFont.familyNames == ["DejaVu Sans", "Noto Serif"])
            #expect(UIFont.fontNames(forFamilyName: "Noto Serif") == ["NotoSerif-Regular", "NotoSerif-Bold"])
            #expect(UIFont.fontNames(forFamilyName: "Missing") == [], "a family that is not installed has no faces")
        }
    }

    @Test func aPlatformThatListsNoFontsHasNoFamilies() {
        EngineServices.using(EstimatedPlatformServices()) {
            #expect(UIFont.familyNames.isEmpty)
            #expect(UIFont.fontNames(forFamilyName: "DejaVu Sans").isEmpty)
        }
    }
}
