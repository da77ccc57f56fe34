import Foundation
import Tapestry
import Testing

/// The large content viewer: not shown at a desktop's text size; the items' settings are kept.
@MainActor
@Suite struct UILargeContentViewerInteractionTests {
    @Test func theViewerIsOffAtADesktopsTextSizeAndItemsKeepTheirSettings() {
        let button = UIButton(type: .system)
        let interaction = UILargeContentViewerInteraction()
        button.addInteraction(interaction)
        button.showsLargeContentViewer = true
        button.largeContentTitle = "Share"
        button.largeContentImage = UIImage(systemName: "square.and.arrow.up")
        button.scalesLargeContentImage = true
        #expect(interaction.view === button)
        #expect(!UILargeContentViewerInteraction.isEnabled, "no accessibility text size on the desktop")
        UITraitCollection(preferredContentSizeCategory: .accessibilityLarge).performAsCurrent {
            #expect(UILargeContentViewerInteraction.isEnabled)
        }
        #expect(button.showsLargeContentViewer && button.largeContentTitle == "Share" && button.scalesLargeContentImage)
        #expect(!UIView().showsLargeContentViewer && UIView().largeContentImageInsets == .zero)
        final class Delegate: UILargeContentViewerInteractionDelegate {}
        let delegate = Delegate()
        interaction.delegate = delegate
        #expect(delegate.largeContentViewerInteraction(interaction, itemAt: .zero) === button)
    }
}
