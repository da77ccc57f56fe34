import Foundation
import Tapestry
import TapestryCairo
import Testing

/// Fonts an app registers with Core Text's call: found afterwards by their PostScript names.
@MainActor
@Suite struct RegisteredFontsTests {
    /// Liberation Mono's bytes renamed "Registered Mono" (the name table's strings changed in place, both the
    /// one-byte and the UTF-16 ones): a font no directory of fontconfig's holds, so only registering it makes
    /// its names drawable (the installed fonts' own names are found without registering).
    static func renamedFont(_ file: String) throws -> Data {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/liberation2/\(file)")))
        let old: [UInt8] = Array("Liberation".utf8), new: [UInt8] = Array("Registered".utf8)
        func wide(_ text: [UInt8]) -> [UInt8] { text.flatMap { [UInt8(0), $0] } }
        for (from, to) in [(old, new), (wide(old), wide(new))] {
            var index = 0
            while index + from.count <= bytes.count {
                if bytes[index..<(index + from.count)].elementsEqual(from) {
                    bytes.replaceSubrange(index..<(index + from.count), with: to)
                    index += from.count
                } else {
                    index += 1
                }
            }
        }
        return Data(bytes)
    }

    /// Registered Mono Bold, written outside fontconfig's directories.
    private func copiedFont() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tapestry-fonts-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let copy = directory.appendingPathComponent("Registered.ttf")
        if !FileManager.default.fileExists(atPath: copy.path) {
            try Self.renamedFont("LiberationMono-Bold.ttf").write(to: copy)
        }
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
        let font = try #require(UIFont(name: "RegisteredMono-Bold", size: 20))
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
        let bytes = try Self.renamedFont("LiberationMono-BoldItalic.ttf")
        let provider = try #require(CGDataProvider(data: bytes as CFData))
        let font = try #require(CGFont(provider))
        #expect(font.postScriptName as String? == "RegisteredMono-BoldItalic")
        #expect(font.fullName as String? == "Registered Mono Bold Italic")
        let uiFont = try #require(UIFont(name: "RegisteredMono-BoldItalic", size: 20))
        let before = width(uiFont)
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error))
        #expect(width(uiFont) > before * 1.5)
        #expect(CGFont(try #require(CGDataProvider(data: Data("not a font".utf8) as CFData))) == nil)
        #expect(!CTFontManagerRegisterGraphicsFont(try #require(CGFont("Named" as CFString)), &error))
        #expect(error?.takeRetainedValue().code == 104)
    }

    /// The installed fonts: families and their faces' PostScript names, each drawn in its own face.
    @Test func installedFamiliesListTheirFacesByPostScriptName() throws {
        UIApplication.replaceShared()
        _ = ViewRenderer()  // the Cairo services
        let families = UIFont.familyNames
        #expect(families == families.sorted())
        #expect(families.contains("Liberation Sans") && families.contains("DejaVu Serif"))
        let faces = UIFont.fontNames(forFamilyName: "Liberation Sans")
        #expect(
            faces == ["LiberationSans", "LiberationSans-Bold", "LiberationSans-BoldItalic", "LiberationSans-Italic"])
        #expect(UIFont.fontNames(forFamilyName: "No Such Family").isEmpty)
        // A face's name draws that face: the bold one is wider than the regular one.
        let regular = width(try #require(UIFont(name: "LiberationSans", size: 20)))
        let bold = width(try #require(UIFont(name: "LiberationSans-Bold", size: 20)))
        #expect(bold > regular)
    }
}
