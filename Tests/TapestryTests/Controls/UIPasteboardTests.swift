import Foundation
import Tapestry
import Testing

/// The pasteboard: strings, and the hooks a backend sets to reach the system clipboard.
@MainActor
@Suite(.serialized) struct UIPasteboardTests {
    @Test func stringsGoThroughTheSystemHooksWhenSet() {
        let board = UIPasteboard.general
        let (read, write) = (board.systemRead, board.systemWrite)
        defer { (board.systemRead, board.systemWrite) = (read, write) }
        var system: String? = "from the system"
        board.systemRead = { system }
        board.systemWrite = { system = $0 }
        #expect(board.string == "from the system" && board.hasStrings)
        board.string = "mine"
        #expect(system == "mine" && board.strings == ["mine"])
        system = nil
        #expect(!board.hasStrings)
    }

    @Test func imagesAndURLsCopiedInTheProcessArePastedBack() {
        let board = UIPasteboard()
        #expect(!board.hasImages && board.image == nil && board.images == nil)
        let image = UIImage()
        board.image = image
        #expect(board.hasImages && board.image === image && board.images?.count == 1)
        board.images = nil
        #expect(!board.hasImages)
        board.url = URL(string: "https://example.org/a")
        #expect(board.string == "https://example.org/a" && board.hasURLs)
        board.string = "plain words"
        #expect(board.url == nil && !board.hasURLs)
    }

    /// The pasteboard is unisolated, as UIKit's: another thread writes and reads it (through the main thread).
    @Test func anotherThreadWritesAndReadsIt() async {
        let board = UIPasteboard()
        let read = await Task.detached { () -> (String?, Bool, Bool) in
            board.image = UIImage(bitmap: ImageBitmap(width: 1, height: 1, bytesPerRow: 4))
            let hadImage = board.hasImages
            board.string = "copied on a queue"  // replaces the image, as in UIKit
            return (board.string, board.hasStrings, hadImage && !board.hasImages)
        }.value
        #expect(read.0 == "copied on a queue" && read.1 && read.2)
        #expect(board.string == "copied on a queue")
    }

    @Test func itemsHoldSeveralTypesAndTheirTextReachesTheSystem() {
        let board = UIPasteboard.withUniqueName()
        defer { UIPasteboard.remove(withName: board.name) }
        var system: String?
        board.systemRead = { system }
        board.systemWrite = { system = $0 }
        final class Counter: @unchecked Sendable { var value = 0 }
        let counter = Counter()
        let observer = NotificationCenter.default.addObserver(
            forName: UIPasteboard.changedNotification, object: board, queue: nil
        ) { _ in counter.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        let image = UIImage(bitmap: ImageBitmap(width: 2, height: 2, bytesPerRow: 8))
        let before = board.changeCount
        board.items = [
            ["public.utf8-plain-text": "caption", "public.png": image], ["com.example.custom": Data([1, 2, 3])],
        ]
        #expect(system == "caption", "the first item's text goes to the system clipboard")
        #expect(board.numberOfItems == 2 && board.types == ["public.png", "public.utf8-plain-text"])
        #expect(board.string == "caption" && board.image === image)
        #expect(board.data(forPasteboardType: "com.example.custom") == Data([1, 2, 3]))
        #expect(board.data(forPasteboardType: "public.utf8-plain-text") == Data("caption".utf8))
        #expect(board.contains(pasteboardTypes: ["com.example.custom"]))
        #expect(board.itemSet(withPasteboardTypes: ["com.example.custom"]) == IndexSet([1]))
        #expect(!board.contains(pasteboardTypes: ["com.example.custom"], inItemSet: IndexSet([0])))
        #expect(board.changeCount == before + 1 && counter.value == 1)
        board.addItems([["com.example.custom": Data([4])]])
        #expect(board.data(forPasteboardType: "com.example.custom", inItemSet: nil) == [Data([1, 2, 3]), Data([4])])
        // Another application takes the clipboard with text of its own: this process's items are gone.
        system = "theirs"
        #expect(board.items.count == 1 && board.string == "theirs" && board.image == nil)
        board.setData(Data("typed".utf8), forPasteboardType: "public.utf8-plain-text")
        #expect(system == "typed" && board.value(forPasteboardType: "public.utf8-plain-text") as? String == "typed")
        board.color = .red
        #expect(board.hasColors && board.color == .red && !board.hasStrings)
    }

    @Test func itemProvidersAndNamedPasteboardsCarryTheSameItems() throws {
        let board = UIPasteboard.withUniqueName()
        defer { UIPasteboard.remove(withName: board.name) }
        board.setObjects(["hello" as NSString])
        #expect(board.string == "hello")
        let providers = board.itemProviders
        #expect(providers.count == 1 && providers[0].hasItemConformingToTypeIdentifier("public.utf8-plain-text"))
        let again = try #require(UIPasteboard(name: board.name, create: false))
        #expect(again.string == "hello", "the same name shows the same contents")
        #expect(UIPasteboard(name: UIPasteboard.Name(rawValue: "nowhere"), create: false) == nil)
        #expect(UIPasteboard(name: .general, create: false) != nil)
    }

}
