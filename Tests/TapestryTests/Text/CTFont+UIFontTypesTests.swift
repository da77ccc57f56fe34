import Foundation
import Tapestry
import Testing

/// Core Text's interface fonts (`CTFontCreateUIFontForLanguage`).
@MainActor
@Suite struct CTFontUIFontTypesTests {
    /// Interface fonts by part: their usual sizes when asked for 0, bold when emphasized, none for `.none`.
    @Test func interfaceFontsByTheirPart() throws {
        let label = try #require(CTFontCreateUIFontForLanguage(.label, 0, nil))
        #expect(CTFontGetSize(label) == 10)
        let emphasized = try #require(CTFontCreateUIFontForLanguage(.emphasizedSystem, 15, nil))
        #expect(CTFontGetSize(emphasized) == 15)
        #expect(emphasized.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(!label.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(CTFontCreateUIFontForLanguage(.none, 12, nil) == nil)
        #expect(CTFontCreateUIFontForLanguage(.system, 0, "en" as CFString).map(CTFontGetSize) == 13)
    }
}
