import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Item providers: representations registered and loaded by type (text types standing in for each other, a
/// file URL for a URL), objects made from the best one, and clear errors when there is none.
@MainActor
@Suite struct NSItemProviderTests {
    @Test func itemProvidersLoadTextURLsAndFiles() throws {
        let provider = NSItemProvider(object: URL(string: "https://example.org/a")!)
        var url: URL?
        provider.loadObject(ofClass: URL.self) { object, _ in url = object }
        #expect(url?.host == "example.org")
        #expect(!provider.canLoadObject(ofClass: UIImage.self))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tapestry-drag-\(UUID()).txt")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let fileProvider = try #require(NSItemProvider(contentsOf: file))
        var fileURL: URL?
        fileProvider.loadObject(ofClass: URL.self) { object, _ in fileURL = object }
        #expect(fileURL?.isFileURL == true && fileURL?.lastPathComponent == file.lastPathComponent)
        var failure: Error?
        fileProvider.loadDataRepresentation(forTypeIdentifier: UTTypeIdentifier.png) { _, error in failure = error }
        #expect(failure != nil, "no PNG in a text file's provider")
    }

    @Test func uiKitCodeOffersAndReadsTextAndLinksAsFoundationObjects() {
        // UIKit's way: `NSItemProvider(object: "text" as NSString)`, read back with `NSString.self` (or String).
        let text = NSItemProvider(object: "dragged text" as NSString)
        #expect(text.canLoadObject(ofClass: NSString.self) && text.canLoadObject(ofClass: String.self))
        var read: [String] = []
        text.loadObject(ofClass: NSString.self) { object, _ in read += [object].compactMap { $0 as String? } }
        text.loadObject(ofClass: String.self) { object, _ in read += [object].compactMap { $0 } }
        #expect(read == ["dragged text", "dragged text"])
        let link = NSItemProvider(object: NSURL(string: "https://example.org/b")!)
        var url: NSURL?
        link.loadObject(ofClass: NSURL.self) { object, _ in url = object }
        #expect(url?.host == "example.org")
        #expect(!link.canLoadObject(ofClass: UIImage.self))
    }

    /// A data representation is made only when asked, in the order registered; text types stand in for each
    /// other.
    @Test func dataRepresentationsAreMadeWhenAskedAndTextTypesStandInForEachOther() {
        let provider = NSItemProvider()
        var made = 0
        provider.registerDataRepresentation(forTypeIdentifier: UTTypeIdentifier.plainText, visibility: .all) {
            made += 1
            $0(Data("hello".utf8), nil)
            return nil
        }
        #expect(made == 0)
        #expect(provider.registeredTypeIdentifiers == [UTTypeIdentifier.plainText])
        #expect(provider.hasItemConformingToTypeIdentifier(UTTypeIdentifier.utf8PlainText))
        var text: String?
        provider.loadObject(ofClass: String.self) { object, _ in text = object }
        #expect(text == "hello" && made == 1)
    }

    /// Asking for what it does not hold, or data that makes no object, fails with a message saying so.
    @Test func missingOrUnreadableDataFailsWithAReason() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: UTTypeIdentifier.png, visibility: .all) {
            $0(Data("not a png".utf8), nil)
            return nil
        }
        var error: Error?
        provider.loadObject(ofClass: UIImage.self) { _, e in error = e }
        #expect(error as? ItemProviderError == .unreadable(UTTypeIdentifier.png))
        provider.loadDataRepresentation(forTypeIdentifier: UTTypeIdentifier.url) { _, e in error = e }
        #expect(error as? ItemProviderError == .unavailableType(UTTypeIdentifier.url))
        #expect("\(ItemProviderError.unavailableType("x"))" == "NSItemProvider: no data of type x")
    }

    /// An image is offered as PNG, and only image readers can load it.
    @Test func anImageIsOfferedAsPNG() {
        let provider = NSItemProvider(object: UIImage(bitmap: ImageBitmap(width: 3, height: 2, bytesPerRow: 12)))
        #expect(provider.registeredTypeIdentifiers == [UTTypeIdentifier.png])
        #expect(provider.canLoadObject(ofClass: UIImage.self))
        #expect(!provider.canLoadObject(ofClass: String.self))
    }
}
