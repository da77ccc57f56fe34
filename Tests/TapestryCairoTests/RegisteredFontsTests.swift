import Foundation
import Tapestry
import TapestryCairo
import Testing

/// Fonts an app registers with Core Text's call: found afterwards by their PostScript names.
@MainActor
@Suite struct RegisteredFontsTests {
    /// Liberation Mono Bold, which `make` installs: a copy outside fontconfig's directories.
    private func copiedFont() throws -> URL {
        let source = URL(fileURLWithPath: "/usr/share/fonts/truetype/liberation2/LiberationMono-Bold.ttf")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tapestry-fonts-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let copy = directory.appendingPathComponent("Registered.ttf")
        if !FileManager.default.fileExists(atPath: copy.path) { try FileManager.default.copyItem(at: source, to: copy) }
        return copy
    }

    private func width(_ font: UIFont) -> CGFloat {
        let label = UILabel()
        label.font = font
        label.text = "iiiiiiiiii"
        return label.intrinsicContentSize.width
    }

    @Test func aRegisteredFontIsFoundByItsPostScriptNameAndRegisteringAgainFails() throws {
        UIApplication.replaceShared()
        _ = ViewRenderer()  // the Cairo services
        let font = try #require(UIFont(name: "LiberationMono-Bold", size: 20))
        let before = width(font)
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterFontsForURL(try copiedFont() as NSURL, .process, &error))
        #expect(error == nil)
        let after = width(font)
        // Ten i's of a monospaced face are as wide as ten m's; the fallback's proportional i's were narrower.
        #expect(after > before * 1.5, "before \(before), after \(after)")
        let again = CTFontManagerRegisterFontsForURL(try copiedFont() as NSURL, .process, &error)
        #expect(!again)
        #expect(error?.takeRetainedValue().code == 105)
        let missing = URL(fileURLWithPath: "/nonexistent/font.ttf")
        var missingError: Unmanaged<CFError>?
        #expect(!CTFontManagerRegisterFontsForURL(missing as NSURL, .process, &missingError))
        #expect(missingError?.takeRetainedValue().domain == kCTFontManagerErrorDomain as String)
    }

    /// The pattern font-loading libraries use: bytes, a data provider, a CGFont, then its PostScript name.
    @Test func aFontReadFromDataRegistersUnderItsPostScriptName() throws {
        UIApplication.replaceShared()
        _ = ViewRenderer()  // the Cairo services
        let bytes = try Data(
            contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/liberation2/LiberationMono-BoldItalic.ttf"))
        let provider = try #require(CGDataProvider(data: bytes as CFData))
        let font = try #require(CGFont(provider))
        #expect(font.postScriptName as String? == "LiberationMono-BoldItalic")
        #expect(font.fullName as String? == "Liberation Mono Bold Italic")
        let uiFont = try #require(UIFont(name: "LiberationMono-BoldItalic", size: 20))
        let before = width(uiFont)
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error))
        #expect(width(uiFont) > before * 1.5)
        #expect(CGFont(try #require(CGDataProvider(data: Data("not a font".utf8) as CFData))) == nil)
        #expect(!CTFontManagerRegisterGraphicsFont(try #require(CGFont("Named" as CFString)), &error))
        #expect(error?.takeRetainedValue().code == 104)
    }
}
