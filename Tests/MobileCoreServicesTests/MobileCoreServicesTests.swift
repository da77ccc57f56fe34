import MobileCoreServices
import Testing

/// The `kUTType` constants and `UTType…` functions answer from the type registry, as on iOS.
@Suite struct MobileCoreServicesTests {
    @Test func constantsAreTheIdentifiers() {
        #expect(kUTTypePNG as String == "public.png")
        #expect(String(kUTTypeGIF) == "com.compuserve.gif")
        #expect(kUTTypeImage as String == UTType.image.identifier)
    }

    @Test func conformance() {
        #expect(UTTypeConformsTo(kUTTypePNG, kUTTypeImage))
        #expect(UTTypeConformsTo(kUTTypeGIF, kUTTypeData))
        #expect(!UTTypeConformsTo(kUTTypeImage, kUTTypePNG))
        #expect(!UTTypeConformsTo(kUTTypeMovie, kUTTypeImage))
        #expect(UTTypeConformsTo("org.example.unknown" as CFString, "org.example.unknown" as CFString))
        #expect(!UTTypeConformsTo("org.example.unknown" as CFString, kUTTypeData))
        #expect(UTTypeEqual(kUTTypeJPEG, "public.jpeg" as CFString))
        #expect(UTTypeIsDeclared(kUTTypeJPEG) && !UTTypeIsDynamic(kUTTypeJPEG))
    }

    @Test func tags() {
        let mime = UTTypeCopyPreferredTagWithClass(kUTTypeJPEG, kUTTagClassMIMEType)?.takeRetainedValue()
        #expect(mime as String? == "image/jpeg")
        let ext = UTTypeCopyPreferredTagWithClass(kUTTypeGIF, kUTTagClassFilenameExtension)?.takeRetainedValue()
        #expect(ext as String? == "gif")
        #expect(UTTypeCopyPreferredTagWithClass(kUTTypeImage, kUTTagClassMIMEType) == nil, "an abstract type has none")
        let all = UTTypeCopyAllTagsWithClass(kUTTypeJPEG, kUTTagClassFilenameExtension)?.takeRetainedValue()
        #expect((all as? [String]) == ["jpeg", "jpg", "jpe"])

        let jpg = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "JPG" as CFString, nil)
        #expect(jpg?.takeRetainedValue() as String? == "public.jpeg")
        let png = UTTypeCreatePreferredIdentifierForTag(kUTTagClassMIMEType, "image/png" as CFString, kUTTypeImage)
        #expect(png?.takeRetainedValue() as String? == "public.png")
        let unknown = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "xyz" as CFString, nil)
        let identifier = unknown?.takeRetainedValue() as String?
        #expect(identifier.map { UTTypeIsDynamic($0 as CFString) } == true, "an unknown tag gets a dynamic type")
        #expect(UTTypeCreatePreferredIdentifierForTag("public.other" as CFString, "x" as CFString, nil) == nil)
        #expect(UTTypeCopyDescription(kUTTypePNG)?.takeRetainedValue() as String? == "PNG image")
    }

    @Test func tagClassesOfUTType() {
        #expect(UTType.png.tags[.mimeType] == ["image/png"])
        #expect(UTType(tag: "gif", tagClass: .filenameExtension, conformingTo: nil) == .gif)
        #expect(UTType(tag: "image/jpeg", tagClass: .mimeType, conformingTo: .image) == .jpeg)
        #expect(UTType(tag: "x", tagClass: UTTagClass(rawValue: "public.other"), conformingTo: nil) == nil)
    }
}
