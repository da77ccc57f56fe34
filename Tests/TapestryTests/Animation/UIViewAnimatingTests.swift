import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// UIKit's animating protocols and the animation an animator drives (UIViewAnimating): code written against
/// `UIViewAnimating`/`UIViewImplicitlyAnimating` drives a property animator, and a property added with a delay
/// factor moves only over the rest of the animator's progress.
@MainActor
@Suite struct UIViewAnimatingTests {
    @Test func statesAndPositionsHaveUIKitsRawValues() {
        #expect(UIViewAnimatingState.inactive.rawValue == 0 && UIViewAnimatingState.active.rawValue == 1)
        #expect(UIViewAnimatingState.stopped.rawValue == 2)
        #expect(UIViewAnimatingPosition.end.rawValue == 0 && UIViewAnimatingPosition.start.rawValue == 1)
        #expect(UIViewAnimatingPosition.current.rawValue == 2)
    }

    /// An animator used only through the protocols (as transition code receives one) is scrubbed, reversed and
    /// finished through them.
    @Test func anAnimatorIsDrivenThroughTheProtocols() {
        let (_, view, synthesizer) = makeAnimationStage()
        let animating: any UIViewImplicitlyAnimating = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animating.addAnimations { view.alpha = 0 }
        var ended: [UIViewAnimatingPosition] = []
        animating.addCompletion { ended.append($0) }
        #expect(animating.state == .inactive && !animating.isRunning)
        animating.fractionComplete = 0.25
        #expect(animating.state == .active && abs(view.presentedAlpha - 0.75) < 1e-6)
        animating.isReversed = true
        animating.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        #expect(animating.isRunning)
        synthesizer.advance(by: 1)
        #expect(ended == [.start] && view.alpha == 1, "reversed to the start, the model put back")
        let plain: any UIViewAnimating = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
        plain.startAnimation(afterDelay: 0)
        plain.pauseAnimation()
        plain.stopAnimation(false)
        #expect(plain.state == .stopped)
        plain.finishAnimation(at: .end)
        #expect(plain.state == .inactive && view.alpha == 0.5 && view.presentedAlpha == 0.5)
    }

    /// Animations added with a delay factor before the start begin at that fraction of the progress; added while
    /// running, at that fraction of what is left. Before it, the property shows its old value.
    @Test func aDelayFactorStartsTheDrivenAnimationLater() {
        let (_, view, _) = makeAnimationStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.fractionComplete = 0.25
        #expect(abs(view.presentedAlpha - 1) < 1e-6, "not started before half the progress")
        animator.fractionComplete = 0.75
        #expect(abs(view.presentedAlpha - 0.5) < 1e-6, "half of the rest")
        animator.fractionComplete = 0.5
        animator.addAnimations({ view.center.x = 150 }, delayFactor: 0.5)
        // Added at progress 0.5 with factor 0.5: it runs over 0.75...1.
        animator.fractionComplete = 0.75
        #expect(abs(view.presentedCenter.x - 50) < 1e-6)
        animator.fractionComplete = 0.875
        #expect(abs(view.presentedCenter.x - 100) < 1e-6)
        animator.stopAnimation(true)
        #expect(abs(view.center.x - 100) < 1e-6, "stopped without finishing, the model is what was presented")
    }
}
