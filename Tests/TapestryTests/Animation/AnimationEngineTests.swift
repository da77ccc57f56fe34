import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// The engine that runs layers' animations frame by frame: completions that fall due on one frame run in the
/// order their animations end, finished layers leave its list, and a paused layer asks for no frames.
@MainActor
@Suite struct AnimationEngineTests {
    @Test func completionsDueTogetherRunInTheOrderTheirAnimationsEnd() {
        UIApplication.replaceShared()
        let (_, view, synthesizer) = makeAnimationStage()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.superview!.addSubview(other)
        var order: [String] = []
        UIView.animate(withDuration: 0.30, animations: { view.alpha = 0.5 }) { _ in order.append("later") }
        UIView.animate(withDuration: 0.25, animations: { other.alpha = 0.5 }) { _ in order.append("sooner") }
        synthesizer.advance(by: 1)  // one long step: both fall due on the same frame
        #expect(order == ["sooner", "later"])
    }

    @Test func finishedLayersLeaveAndNothingAnimatesAfterwards() {
        UIApplication.replaceShared()
        let (_, view, synthesizer) = makeAnimationStage()
        let engine = UIApplication.shared.animationEngine
        #expect(!engine.isAnimating)
        UIView.animate(withDuration: 0.5) { view.center.x += 40 }
        #expect(engine.isAnimating && engine.animatedLayerCount == 1)
        synthesizer.advance(by: 0.6)
        #expect(!engine.isAnimating && engine.animatedLayerCount == 0)
    }

    /// A layer whose time is stopped (`speed` 0) holds its animation but needs no frames.
    @Test func aPausedLayerNeedsNoFrames() {
        UIApplication.replaceShared()
        let (_, view, synthesizer) = makeAnimationStage()
        let engine = UIApplication.shared.animationEngine
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        view.layer.speed = 0
        synthesizer.advance(by: 0.1)
        #expect(!engine.isAnimating)
        #expect(view.layer.animationKeys() != nil, "the animation is held, not removed")
        view.layer.speed = 1
        #expect(engine.isAnimating)
    }
}
