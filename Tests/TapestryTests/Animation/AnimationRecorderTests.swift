import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// The recorder turns property changes into animations: a block's changes, keyframes, and a standalone
/// layer's implicit animations.
@MainActor
@Suite struct AnimationRecorderTests {
    @Test func aChangeInsideABlockBecomesAnAnimationAndOutsideDoesNot() {
        UIApplication.replaceShared()
        let (_, view, synthesizer) = makeAnimationStage()
        view.alpha = 0.5
        #expect(view.layer.animationKeys() == nil)
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [.repeat, .autoreverse]) { view.alpha = 0 }
        let animation = view.layer.animation(forKey: "opacity")
        #expect(animation?.duration == 0.3)
        #expect(animation?.repeatCount == .infinity)
        #expect(animation?.autoreverses == true)
        #expect(animation?.fillMode == .backwards)
        #expect(AnimationRecorder.isActive == false)
        synthesizer.advance(by: 0)
    }

    @Test func performWithoutAnimationAndDisabledAnimationsRecordNothing() {
        UIApplication.replaceShared()
        let (_, view, _) = makeAnimationStage()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.2 }
        }
        #expect(view.layer.animationKeys() == nil)
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        UIView.animate(withDuration: 1) { view.center.x += 10 }
        #expect(view.layer.animationKeys() == nil)
    }

    /// A second animation of a property runs beside the first under a numbered key (additive animations).
    @Test func aSecondAnimationOfAPropertyGetsANumberedKey() {
        UIApplication.replaceShared()
        let (_, view, _) = makeAnimationStage()
        UIView.animate(withDuration: 1) { view.center.x += 10 }
        UIView.animate(withDuration: 1) { view.center.x += 10 }
        UIView.animate(withDuration: 1) { view.center.x += 10 }
        #expect(Set(view.layer.animationKeys() ?? []) == ["position", "position-2", "position-3"])
        #expect(AnimationRecorder.uniqueKey("opacity", on: view.layer) == "opacity")
    }

    /// A keyframe block's changes become one additive keyframe animation per property, holding each value
    /// until its keyframe starts.
    @Test func keyframesBecomeOneKeyframeAnimationPerProperty() throws {
        UIApplication.replaceShared()
        let (_, view, synthesizer) = makeAnimationStage()
        UIView.animateKeyframes(withDuration: 1, delay: 0) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        }
        let animation = try #require(view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
        #expect(animation.isAdditive)
        #expect(animation.keyTimes?.map(\.doubleValue) == [0, 0.25, 0.5, 1])
        synthesizer.advance(by: 0.375)
        #expect(abs(view.presentedAlpha - 0.5) < 1e-6)
        synthesizer.advance(by: 0.7)
        #expect(view.presentedAlpha == 0)
    }

    /// A standalone layer on screen animates a change implicitly for the transaction's duration; a view's
    /// layer does not outside a block.
    @Test func aStandaloneLayerAnimatesImplicitly() {
        UIApplication.replaceShared()
        let (_, view, synthesizer) = makeAnimationStage()
        let layer = CALayer()
        view.layer.addSublayer(layer)
        synthesizer.advance(by: 0)
        layer.opacity = 0.25
        #expect(layer.animation(forKey: "opacity")?.duration == 0.25)
        view.layer.opacity = 0.5
        #expect(view.layer.animation(forKey: "opacity") == nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 9, y: 9)
        CATransaction.commit()
        #expect(layer.animation(forKey: "position") == nil)
    }
}
