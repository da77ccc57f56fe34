import Foundation
import Tapestry
import Testing

/// Core Text's font functions on `UIFont` (toll-free bridged, as on iOS).
@MainActor
@Suite struct CTFontTests {
    @Test func metricsAreTheFontsOwn() {
        let font = UIFont.systemFont(ofSize: 18)
        let bridged = font as CTFont
        #expect(CTFontGetSize(bridged) == 18)
        #expect(CTFontGetAscent(bridged) == font.ascender)
        #expect(CTFontGetDescent(bridged) == -font.descender && CTFontGetDescent(bridged) > 0)
        #expect(CTFontGetLeading(bridged) == font.leading)
        #expect(CTFontGetCapHeight(bridged) == font.capHeight && CTFontGetXHeight(bridged) == font.xHeight)
        #expect(CTFontGetUnderlineThickness(bridged) > 0 && CTFontGetUnderlinePosition(bridged) < 0)
        #expect(CTFontCopyFamilyName(bridged) as String == font.familyName)
        #expect(CTFontCopyPostScriptName(bridged) as String == font.fontName)
    }

    @Test func fontsByNameDefaultToTwelvePoints() {
        let named = CTFontCreateWithName("DejaVu Serif" as CFString, 0, nil)
        #expect(CTFontGetSize(named) == 12)
        #expect(CTFontCopyFamilyName(named) as String == "DejaVu Serif")
        #expect(CTFontGetSize(CTFontCreateWithName("DejaVu Serif" as CFString, 30, nil)) == 30)
    }
}
