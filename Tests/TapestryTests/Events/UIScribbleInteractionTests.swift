import Foundation
import Tapestry
import Testing

/// Scribble is kept on its view: added and removed like any interaction, never writing on a desktop.
@MainActor
@Suite struct UIScribbleInteractionTests {
    final class NoScribble: NSObject, UIScribbleInteractionDelegate {
        func scribbleInteraction(_ interaction: UIScribbleInteraction, shouldBeginAt location: CGPoint) -> Bool {
            false
        }
    }

    @Test func anInteractionIsKeptOnItsViewAndNeverWrites() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let delegate = NoScribble()
        let scribble = UIScribbleInteraction(delegate: delegate)
        field.addInteraction(scribble)
        #expect(scribble.view === field && scribble.delegate === delegate)
        #expect(field.interactions.contains { $0 === scribble })
        #expect(!scribble.isHandlingWriting && !UIScribbleInteraction.isPencilInputExpected)
        #expect(!delegate.scribbleInteractionShouldDelayFocus(scribble), "the protocol's defaults answer the rest")
        field.removeInteraction(scribble)
        #expect(scribble.view == nil)
    }
}
