import Foundation
import Testing

@testable import Tapestry

/// Button configurations, UIKit 26's Liquid Glass ones among them.
@MainActor
@Suite struct UIButtonConfigurationTests {
    private func button(_ configuration: UIButton.Configuration) -> UIButton {
        var configuration = configuration
        configuration.title = "Play"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.tintColor = .systemBlue
        button.configuration = configuration  // applied again at its size
        return button
    }

    @Test func glassIsATranslucentCapsuleWithABrightEdgeAndATintedTitle() {
        let glass = button(.glass())
        let background = glass.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        #expect(background.map { $0.cgColor.alpha > 0.3 && $0.cgColor.alpha < 0.9 } == true, "translucent")
        #expect(glass.layer.cornerRadius == 22, "a capsule")
        #expect(glass.layer.borderWidth == 0.5 && glass.layer.borderColor == UIGlassEffect.edge.cgColor)
        #expect(glass.titleColor(for: .normal) == .systemBlue)
        let clear = button(.clearGlass()).backgroundColor?.resolvedColor(
            with: UITraitCollection(userInterfaceStyle: .light))
        #expect((clear?.cgColor.alpha ?? 1) < (background?.cgColor.alpha ?? 0), "clear glass shows more through")
        let dark = glass.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect((dark?.cgColor.red ?? 1) < 0.5, "dark glass in the dark appearance")
    }

    @Test func prominentGlassIsTheTintWithAWhiteTitleAndOtherStylesHaveNoGlassEdge() {
        let prominent = button(.prominentGlass())
        #expect(prominent.titleColor(for: .normal) == .white)
        #expect(prominent.backgroundColor?.cgColor.blue ?? 0 > 0.8)
        #expect(button(.prominentClearGlass()).titleColor(for: .normal) == .white)
        let filled = button(.filled())
        #expect(filled.layer.borderWidth == 0 && filled.layer.cornerRadius == 6)
        filled.configuration = .glass()
        filled.configuration = .filled()
        #expect(filled.layer.borderWidth == 0, "the glass edge goes with the glass")
    }

    @Test func aGlassEffectViewIsTintedGlass() {
        let view = UIVisualEffectView(effect: UIGlassEffect())
        #expect(view.layer.borderWidth == 0.5)
        #expect(
            (view.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor.alpha ?? 0)
                > 0.3)
        let tinted = UIGlassEffect(style: .clear)
        tinted.tintColor = .systemRed
        tinted.isInteractive = true
        view.effect = tinted
        #expect(view.backgroundColor?.cgColor.red ?? 0 > 0.9 && view.backgroundColor?.cgColor.alpha == 0.35)
        view.effect = UIBlurEffect(style: .systemMaterial)
        #expect(view.layer.borderWidth == 0, "a blur has no glass edge")
        #expect(UIGlassContainerEffect().spacing == 0)
    }
}
