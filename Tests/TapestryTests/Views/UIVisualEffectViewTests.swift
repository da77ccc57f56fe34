import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Effect views: a blur drawn as its material's tint (following the appearance where UIKit's does), glass with
/// its edge, vibrancy and no effect clear, and the content view filling the view.
@MainActor
@Suite struct UIVisualEffectViewTests {
    private func resolved(_ view: UIView, _ style: UIUserInterfaceStyle) -> CGFloat? {
        view.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).cgColor.red
    }

    @Test func systemMaterialsFollowTheAppearanceAndFixedOnesDoNot() {
        UIApplication.replaceShared()
        let adaptive = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        #expect(resolved(adaptive, .light)! > 0.9)
        #expect(resolved(adaptive, .dark)! < 0.2)
        let dark = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialDark))
        #expect(resolved(dark, .light)! < 0.2)
        let light = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        #expect(resolved(light, .dark)! > 0.9)
    }

    /// Changing the effect changes what is drawn: no effect is clear, glass gets its edge and loses it again.
    @Test func changingTheEffectChangesTheLook() {
        UIApplication.replaceShared()
        let view = UIVisualEffectView(effect: nil)
        #expect(view.backgroundColor == nil)
        view.effect = UIGlassEffect()
        #expect(view.backgroundColor != nil && view.layer.borderWidth == 0.5)
        view.effect = UIBlurEffect(style: .dark)
        #expect(view.layer.borderWidth == 0)
        view.effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark))
        #expect(view.backgroundColor == nil)
        let tinted = UIGlassEffect(style: .clear)
        tinted.tintColor = .systemRed
        view.effect = tinted
        #expect(view.backgroundColor?.cgColor.alpha == 0.35)
    }

    /// Content goes in the content view, which fills the effect view as it changes size.
    @Test func theContentViewFillsTheView() {
        UIApplication.replaceShared()
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        view.layoutIfNeeded()
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect(view.subviews.first === view.contentView)
        view.frame.size = CGSize(width: 120, height: 40)
        view.layoutIfNeeded()
        #expect(view.contentView.frame.size == CGSize(width: 120, height: 40))
    }
}
