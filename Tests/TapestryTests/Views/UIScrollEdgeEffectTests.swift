import Foundation
import Testing

@testable import Tapestry

/// UIKit 26 scroll edge effects: one per edge, each with its own style and visibility.
@MainActor
@Suite struct UIScrollEdgeEffectTests {
    @Test func eachEdgeHasItsOwnEffect() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.topEdgeEffect.style === UIScrollEdgeEffect.Style.automatic)
        #expect(!scrollView.bottomEdgeEffect.isHidden)
        scrollView.topEdgeEffect.style = .hard
        scrollView.bottomEdgeEffect.isHidden = true
        #expect(scrollView.topEdgeEffect.style === UIScrollEdgeEffect.Style.hard)
        #expect(scrollView.leftEdgeEffect.style === UIScrollEdgeEffect.Style.automatic)
        #expect(scrollView.bottomEdgeEffect.isHidden && !scrollView.rightEdgeEffect.isHidden)
        #expect(scrollView.topEdgeEffect === scrollView.topEdgeEffect)
        #expect(UIScrollEdgeEffect.Style.soft.description == "soft")
    }

    @Test func anElementContainerInteractionNamesItsScrollViewAndEdge() {
        let scrollView = UIScrollView(frame: .zero)
        let bar = UIView(frame: .zero)
        let interaction = UIScrollEdgeElementContainerInteraction()
        interaction.scrollView = scrollView
        interaction.edge = .bottom
        bar.addInteraction(interaction)
        #expect(interaction.view === bar && interaction.scrollView === scrollView && interaction.edge == .bottom)
    }
}
