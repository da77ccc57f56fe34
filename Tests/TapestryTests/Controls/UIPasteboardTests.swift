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
            board.string = "copied on a queue"
            board.image = UIImage(bitmap: ImageBitmap(width: 1, height: 1, bytesPerRow: 4))
            return (board.string, board.hasStrings, board.hasImages)
        }.value
        #expect(read.0 == "copied on a queue" && read.1 && read.2)
        #expect(board.string == "copied on a queue")
    }
}
