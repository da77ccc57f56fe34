import Foundation
import Tapestry
import Testing

/// Text fields and text views keep UIKit's text drag, drop and paste delegates and options; they do not drag
/// or take drops of text, which their nil interactions say.
@MainActor
@Suite struct UITextDragDropTests {
    final class Delegate: UITextDragDelegate, UITextDropDelegate, UITextPasteDelegate {}

    @Test func delegatesAndOptionsAreKeptAndTheInteractionsAreNil() {
        let delegate = Delegate()
        let views: [UIView & UITextDraggable & UITextDroppable] = [UITextField(), UITextView()]
        for view in views {
            #expect(view.textDragInteraction == nil && view.textDropInteraction == nil)
            #expect(!view.isTextDragActive && !view.isTextDropActive)
            view.textDragDelegate = delegate
            view.textDropDelegate = delegate
            view.pasteDelegate = delegate
            view.textDragOptions = .stripTextColorFromPreviews
            #expect(view.textDragDelegate === delegate && view.textDropDelegate === delegate)
            #expect(view.pasteDelegate === delegate && view.textDragOptions == .stripTextColorFromPreviews)
            view.textDragInteraction?.isEnabled = false  // the usual way to turn text drag off compiles
        }
        let proposal = UITextDropProposal(operation: .copy)
        proposal.dropAction = .replaceSelection
        #expect(proposal.operation == .copy && proposal.dropAction == .replaceSelection)
        #expect(UITextDropEditability.temporary.rawValue == 1 && UITextDropPerformer.delegate.rawValue == 1)
    }
}
