import Foundation
import Testing
import UniformTypeIdentifiers

/// `UTType`, as code written for iOS uses it (file pickers, pasteboards, drag and drop).
struct UTTypeTests {
    @Test func theSystemsTypesConformAndCarryTheirTags() throws {
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.utf8PlainText.conforms(to: .plainText) && UTType.utf8PlainText.conforms(to: .text))
        #expect(
            UTType.image.isSupertype(of: .jpeg) && UTType.jpeg.isSubtype(of: .image)
                && !UTType.jpeg.isSubtype(of: .jpeg))
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg" && UTType.png.preferredMIMEType == "image/png")
        #expect(UTType("public.json") == .json && UTType("no.such.type") == nil)
        #expect(UTType.plainText.identifier == "public.plain-text" && "\(UTType.pdf)" == "com.adobe.pdf")
        // An unknown extension gives a dynamic type, as on Apple's platforms.
        let unknown = try #require(UTType(filenameExtension: "zzq"))
        #expect(unknown.isDynamic && !unknown.isDeclared && unknown.conforms(to: .data))
        #expect(UTType(filenameExtension: "png", conformingTo: .text) != .png)
    }

    @Test func anAppsOwnTypeIsDeclaredAndEncodes() throws {
        let notes = UTType(exportedAs: "org.example.notes", conformingTo: .json)
        #expect(notes.conforms(to: .json) && notes.conforms(to: .text) && notes.isDeclared)
        #expect(UTType("org.example.notes") == notes, "declared types are found by identifier")
        let data = try JSONEncoder().encode([UTType.png, notes])
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png, notes])
        #expect(Set([UTType.png, .png, .jpeg]).count == 2)
    }
}
