import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct UIViewPropertyAnimatorTests {
    @Test func itRunsAlongItsCurveAndCompletesAtTheEnd() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive)
        #expect(view.center.x == 50)  // the block runs when the animator starts
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.center.x == 150)
        synthesizer.advance(by: 0.5)
        #expect(abs(animator.fractionComplete - 0.5) < 0.02)
        #expect(abs(view.presentedCenter.x - (50 + 100 * animator.fractionComplete)) < 1e-6)
        synthesizer.advance(by: 0.6)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
        #expect(view.presentedCenter.x == 150)
        #expect(!UIApplication.shared.frameClock.isRunning)
    }

    @Test func scrubbingAPausedAnimatorIsLinearAndContinuingFinishesIt() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 0 }
        animator.fractionComplete = 0.3
        #expect(animator.state == .active && !animator.isRunning)
        #expect(abs(view.presentedAlpha - 0.7) < 1e-6)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        #expect(abs(Double(view.presentedAlpha) - (1 - bezierProgress(0.5, 0.42, 0, 1, 1))) < 1e-5)
        animator.fractionComplete = 7  // clamped
        #expect(animator.fractionComplete == 1)
        animator.fractionComplete = 0.5
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        synthesizer.advance(by: 0.25)
        #expect(ended == nil)
        synthesizer.advance(by: 0.3)
        #expect(ended == .end)
        #expect(view.presentedAlpha == 0)
    }

    @Test func reversingRunsBackToTheStartAndRestoresTheModel() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        synthesizer.advance(by: 0.4)
        animator.isReversed = true
        let turned = view.presentedCenter.x
        synthesizer.advance(by: 0.2)
        #expect(view.presentedCenter.x < turned)
        synthesizer.advance(by: 0.3)
        #expect(ended == .start)
        #expect(view.center.x == 50)
        #expect(view.presentedCenter.x == 50)
    }

    @Test func stoppingWithoutFinishingKeepsWhatIsDrawnAndSkipsCompletions() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        var called = false
        animator.addCompletion { _ in called = true }
        animator.startAnimation()
        synthesizer.advance(by: 0.5)
        let drawn = view.presentedCenter.x
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(view.center.x == drawn)
        #expect(view.presentedCenter.x == drawn)
        synthesizer.advance(by: 1)
        #expect(!called)
    }

    @Test(arguments: [UIViewAnimatingPosition.start, .end, .current])
    func stoppingThenFinishingLandsWhereAsked(position: UIViewAnimatingPosition) {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        synthesizer.advance(by: 0.5)
        let drawn = view.presentedCenter.x
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        animator.finishAnimation(at: position)
        #expect(ended == position)
        #expect(animator.state == .inactive)
        let expected: CGFloat = position == .start ? 50 : (position == .end ? 150 : drawn)
        #expect(view.center.x == expected)
    }

    @Test func finishingAnAnimatorThatIsNotStoppedStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIApplication.replaceShared()
                UIViewPropertyAnimator(duration: 1, curve: .linear).finishAnimation(at: .end)
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIApplication.replaceShared()
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
                animator.isInterruptible = false
                animator.pauseAnimation()
            }
        }
    }

    @Test func pausesOnCompletionKeepsItActive() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        var called = false
        animator.addCompletion { _ in called = true }
        animator.startAnimation()
        synthesizer.advance(by: 1)
        #expect(animator.state == .active && !animator.isRunning && !called)
        #expect(animator.fractionComplete == 1)
        animator.isReversed = true
        animator.startAnimation()
        synthesizer.advance(by: 1)
        #expect(!called)  // back at the start it pauses again
        #expect(animator.fractionComplete == 0 && animator.state == .active)
        animator.pausesOnCompletion = false
        animator.isReversed = false
        animator.startAnimation()
        animator.isReversed = true
        synthesizer.advance(by: 0.1)
        #expect(called)
        #expect(view.alpha == 1)
    }

    @Test func animationsAddedWhileRunningUseTheRestOfTheTime() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.startAnimation()
        synthesizer.advance(by: 0.5)
        animator.addAnimations { view.alpha = 0 }
        #expect(abs(view.presentedAlpha - 1) < 0.05)
        synthesizer.advance(by: 0.25)
        #expect(abs(view.presentedAlpha - 0.5) < 0.05)
        synthesizer.advance(by: 0.3)
        #expect(view.presentedAlpha == 0)
    }

    @Test func aSpringTimingOvershootsAndAPhysicalSpringSetsTheDuration() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { view.center.x = 150 }
        animator.startAnimation()
        var highest: CGFloat = 0
        for _ in 0..<100 {
            synthesizer.advance(by: 0.01)
            highest = max(highest, view.presentedCenter.x)
        }
        #expect(highest > 160)
        let physical = UIViewPropertyAnimator(
            duration: 99,
            timingParameters: UISpringTimingParameters(mass: 1, stiffness: 200, damping: 30, initialVelocity: .zero))
        #expect(physical.duration < 2)
    }

    @Test func stoppingASpringThatOvershotASizePastZeroKeepsAValidSize() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.2) { view.bounds.size = .zero }
        animator.startAnimation()
        var stopped = false
        for _ in 0..<100 where !stopped {
            synthesizer.advance(by: 0.01)
            if view.layer.presentation()!.bounds.size.width < 0 {
                animator.stopAnimation(true)
                stopped = true
            }
        }
        #expect(stopped, "the spring carried the width below zero")
        #expect(view.bounds.size.width == 0)
    }

    @Test func theViewStaysTouchableWhileAnAnimatorMovesIt() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, view, synthesizer) = makeAnimationStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 200, y: 200) }
        animator.startAnimation()
        synthesizer.advance(by: 0.2)
        #expect(window.hitTest(CGPoint(x: 200, y: 200), with: nil) === view)
        #expect(!animator.isManualHitTestingEnabled)
    }
}

@MainActor
@Suite struct CADisplayLinkTests {
    @Test func itFiresOncePerFrameWithItsTimestamps() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, _, synthesizer) = makeAnimationStage()
        var stamps: [(CFTimeInterval, CFTimeInterval)] = []
        let link = CADisplayLink { link in stamps.append((link.timestamp, link.targetTimestamp)) }
        link.add(to: .main, forMode: .common)
        // A quarter of a frame more than 0.1 s, so that rounding in the frame times cannot drop the sixth.
        synthesizer.advance(by: 0.1 + 0.004)
        #expect(stamps.count == 6)
        for (stamp, target) in stamps { #expect(abs(target - stamp - 1.0 / 60) < 1e-9) }
        #expect(abs(link.duration - 1.0 / 60) < 1e-12)
        link.isPaused = true
        synthesizer.advance(by: 0.1)
        #expect(stamps.count == 6)
        #expect(!UIApplication.shared.frameClock.isRunning)
        link.isPaused = false
        synthesizer.advance(by: 0.05 + 0.004)
        #expect(stamps.count == 9)
        link.invalidate()
        link.invalidate()  // twice is harmless
        synthesizer.advance(by: 0.1)
        #expect(stamps.count == 9)
        link.add(to: .main, forMode: .common)  // an invalidated link stays stopped
        synthesizer.advance(by: 0.1)
        #expect(stamps.count == 9)
    }

    @Test func aPreferredRateSkipsFrames() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, _, synthesizer) = makeAnimationStage()
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 15, maximum: 30, preferred: 30)
        link.add(to: .main, forMode: .default)
        synthesizer.advance(by: 1 + 0.004)
        #expect(count == 30)
    }

    @Test func withinAFrameDisplayLinksRunBeforeAnimationsAndLayout() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        var order: [String] = []
        final class Probe: UIView {
            var onLayout: () -> Void = {}
            override func layoutSubviews() { onLayout() }
        }
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(probe)
        synthesizer.advance(by: 0)
        probe.onLayout = { order.append("layout") }
        let link = CADisplayLink { _ in
            order.append("link")
            probe.setNeedsLayout()
        }
        link.add(to: .main, forMode: .common)
        synthesizer.advance(by: 1.0 / 60)
        #expect(order == ["link", "layout"])
        link.invalidate()
    }

    @Test func theFrameRateFollowsTheRefreshRate() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, _, synthesizer) = makeAnimationStage()
        UIApplication.shared.frameClock.refreshRate = 120
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.add(to: .main, forMode: .common)
        synthesizer.advance(by: 0.5 + 0.002)
        #expect(count == 60)
        link.invalidate()
    }
}
