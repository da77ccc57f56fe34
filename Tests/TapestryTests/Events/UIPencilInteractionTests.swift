import Foundation
import Testing

@testable import Tapestry

/// Apple Pencil's interaction, kept on its view for drawing code written for iPad; a desktop has no pencil.
@MainActor
@Suite struct UIPencilInteractionTests {
    /// A canvas that switches to the eraser on a double tap, as drawing apps write it.
    final class Canvas: UIView, UIPencilInteractionDelegate {
        var erasing = false
        func pencilInteractionDidTap(_ interaction: UIPencilInteraction) {
            if UIPencilInteraction.preferredTapAction == .switchEraser { erasing.toggle() }
        }
    }

    @Test func theInteractionStaysOnItsViewAndThePreferencesAreNeutral() {
        UIApplication.replaceShared()
        let canvas = Canvas()
        let interaction = UIPencilInteraction()
        interaction.delegate = canvas
        canvas.addInteraction(interaction)
        #expect(interaction.view === canvas && interaction.isEnabled)
        #expect(canvas.interactions.contains { $0 === interaction })
        #expect(UIPencilInteraction.preferredTapAction == .ignore)
        #expect(UIPencilInteraction.preferredSqueezeAction == .ignore)
        #expect(!UIPencilInteraction.prefersPencilOnlyDrawing && !UIPencilInteraction.prefersHoverToolPreview)
        // The delegate's methods, optional, run as the canvas wrote them when called.
        canvas.pencilInteractionDidTap(interaction)
        #expect(!canvas.erasing, "the preferred action is to ignore")
        let withDelegate = UIPencilInteraction(delegate: canvas)
        #expect(withDelegate.delegate === canvas)
        canvas.removeInteraction(interaction)
        #expect(interaction.view == nil)
    }
}
