import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A responder with a paste configuration is offered Paste when the pasteboard holds a type it accepts, and
/// gets the items through `paste(itemProviders:)`.
@MainActor
@Suite struct UIPasteConfigurationTests {
    final class Board: UIView {
        var pasted: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func paste(itemProviders: [NSItemProvider]) {
            for provider in itemProviders {
                _ = provider.loadObject(ofClass: String.self) { text, _ in
                    if let text { MainActor.assumeIsolated { self.pasted.append(text) } }
                }
            }
        }
    }

    @Test func aConfigurationOffersPasteForItsTypesAndHandsOverTheItems() {
        UIApplication.replaceShared()  // a fresh application for each test
        let paste = Selector(UIResponderStandardEditActions.paste(_:))
        let board = Board()
        UIPasteboard.general.string = "pasted text"
        #expect(!board.canPerformAction(paste, withSender: nil), "no configuration: no paste")
        board.pasteConfiguration = UIPasteConfiguration(acceptableTypeIdentifiers: ["public.png"])
        #expect(!board.canPerformAction(paste, withSender: nil), "text is not a type it takes")
        board.pasteConfiguration?.addTypeIdentifiers(forAccepting: NSString.self)
        #expect(board.pasteConfiguration?.acceptableTypeIdentifiers.first == "public.png")
        #expect(board.canPerformAction(paste, withSender: nil))
        board.paste(nil)
        #expect(board.pasted == ["pasted text"])
        let configuration = UIPasteConfiguration(forAccepting: NSString.self)
        configuration.addAcceptableTypeIdentifiers(configuration.acceptableTypeIdentifiers)
        #expect(configuration.acceptableTypeIdentifiers == NSString.readableTypeIdentifiersForItemProvider)
        #expect(!UIView().canPaste(UIPasteboard.general.itemProviders))
    }
}
