import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Symbol effects on image views: each runs the animation it names on the view's layer, repeats as its options
/// say, and tells its completion.
@MainActor
@Suite struct UIImageViewSymbolEffectsTests {
    func stage() -> (UIImageView, EventSynthesizer) {
        let (window, view, synthesizer) = makeAnimationStage()
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.addSubview(imageView)
        withExtendedLifetime(window) {}
        return (imageView, synthesizer)
    }

    func presentedScale(_ view: UIView) -> Double {
        let t = view.layer.presentation()!.affineTransform()
        return Double(hypot(t.a, t.b))
    }

    @Test func aBounceGrowsAndSettlesOnceAndTellsItsCompletion() {
        let (imageView, synthesizer) = stage()
        var finished: Bool?
        imageView.addSymbolEffect(.bounce) { context in finished = context.isFinished }
        synthesizer.advance(by: 0.5 / 3)  // the first key time: the top of the bounce
        #expect(abs(presentedScale(imageView) - 1.2) < 0.02)
        synthesizer.advance(by: 0.5)
        #expect(abs(presentedScale(imageView) - 1) < 1e-6 && finished == true)
        #expect(imageView.layer.animationKeys()?.isEmpty ?? true)
    }

    @Test func aRepeatingPulseRunsUntilRemoved() {
        let (imageView, synthesizer) = stage()
        imageView.addSymbolEffect(.pulse, options: .repeating)
        synthesizer.advance(by: 10.5)  // half-way through the eleventh pulse
        #expect(abs(Double(imageView.layer.presentation()!.opacity) - 0.35) < 0.02)
        imageView.removeSymbolEffect(ofType: .pulse)
        synthesizer.advance(by: 0.1)
        #expect(imageView.layer.presentation()!.opacity == 1)
    }

    @Test func aScaleHoldsUntilRemovedAndSpeedShortensAnEffect() {
        let (imageView, synthesizer) = stage()
        imageView.addSymbolEffect(.scale.down)
        synthesizer.advance(by: 1)
        #expect(abs(presentedScale(imageView) - 0.8) < 1e-6, "held after it played")
        imageView.removeAllSymbolEffects()
        synthesizer.advance(by: 0.01)
        #expect(presentedScale(imageView) == 1)
        var done = false
        imageView.addSymbolEffect(.wiggle, options: .speed(2).repeat(2)) { _ in done = true }
        synthesizer.advance(by: 0.59)  // two wiggles at twice the speed: 0.6 s
        #expect(!done)
        synthesizer.advance(by: 0.02)
        #expect(done)
    }

    @Test func replacingTheSymbolShowsTheNewImage() {
        let (imageView, synthesizer) = stage()
        let image = UIImage.checkmark
        imageView.setSymbolImage(image, contentTransition: .replace)
        #expect(imageView.image === image)
        synthesizer.advance(by: 0)
        #expect(abs(presentedScale(imageView) - 0.5) < 0.05)
    }
}
