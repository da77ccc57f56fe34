import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct UIViewAnimationTests {
    @Test func theModelChangesAtOnceAndThePresentationFollowsTheCurve() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        UIView.animate(withDuration: 1) { view.center = CGPoint(x: 150, y: 50) }
        #expect(view.center == CGPoint(x: 150, y: 50))
        #expect(view.presentedCenter.x == 50)
        for step in 1...9 {
            synthesizer.advance(by: 0.1)
            let expected = 50 + 100 * bezierProgress(Double(step) / 10, 0.42, 0, 0.58, 1)
            #expect(abs(Double(view.presentedCenter.x) - expected) < 1e-4, "at \(step)/10")
        }
        synthesizer.advance(by: 0.2)
        #expect(view.presentedCenter == CGPoint(x: 150, y: 50))
        #expect(view.layer.animationKeys() == nil)
    }

    @Test(arguments: [
        (UIView.AnimationOptions.curveLinear, [0.0, 0, 1, 1]),
        (.curveEaseIn, [0.42, 0, 1, 1]),
        (.curveEaseOut, [0, 0, 0.58, 1]),
        (.curveEaseInOut, [0.42, 0, 0.58, 1]),
    ])
    func everyCurveIsCoreAnimationsBezier(options: UIView.AnimationOptions, points: [Double]) {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        UIView.animate(withDuration: 0.5, delay: 0, options: options) { view.alpha = 0 }
        for step in 1...4 {
            synthesizer.advance(by: 0.1)
            let p = bezierProgress(Double(step) / 5, points[0], points[1], points[2], points[3])
            #expect(abs(Double(view.presentedAlpha) - (1 - p)) < 1e-4)
        }
    }

    @Test func completionRunsOnceWithTrueAfterTheLastFrame() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        var calls: [Bool] = []
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0.5 }, completion: { calls.append($0) })
        synthesizer.advance(by: 0.49)
        #expect(calls.isEmpty)
        synthesizer.advance(by: 0.05)
        #expect(calls == [true])
        synthesizer.advance(by: 1)
        #expect(calls == [true])
    }

    @Test func removingTheAnimationsCompletesWithFalseOnTheNextTurn() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.center.x += 100 }, completion: { calls.append($0) })
        synthesizer.advance(by: 0.3)
        view.layer.removeAllAnimations()
        #expect(view.presentedCenter == view.center)
        #expect(calls.isEmpty)
        synthesizer.advance(by: 0)
        #expect(calls == [false])
    }

    @Test func aViewLeavingItsWindowCompletesWithFalse() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { calls.append($0) })
        synthesizer.advance(by: 0.2)
        view.removeFromSuperview()
        synthesizer.advance(by: 0)
        #expect(calls == [false])
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func aZeroOrNegativeDurationAppliesAtOnceAndCompletesOnTheNextTurn() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        var calls: [Bool] = []
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.2 }, completion: { calls.append($0) })
        UIView.animate(withDuration: -3, animations: { view.center.y = 300 }, completion: { calls.append($0) })
        #expect(abs(view.presentedAlpha - 0.2) < 1e-6)
        #expect(view.presentedCenter.y == 300)
        #expect(calls.isEmpty)
        synthesizer.advance(by: 0)
        #expect(calls == [true, true])
    }

    @Test func aNonFiniteDurationStopsWithAMessage() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIApplication.replaceShared()
                UIView.animate(withDuration: .nan) {}
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIApplication.replaceShared()
                UIView.animate(withDuration: 1, delay: .infinity, options: []) {}
            }
        }
    }

    @Test func aSecondAnimationOfTheSamePropertyBlendsWithoutAJump() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 })
        synthesizer.advance(by: 0.5)
        let before = view.presentedCenter.x
        #expect(abs(before - 100) < 1e-6)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 })
        #expect(abs(view.presentedCenter.x - before) < 1e-6)
        #expect(view.layer.animationKeys()?.count == 2)
        // Half a second later the first has ended (150) and the second is half way from 150 to 250 plus its
        // remaining... both deltas: first (−100 → 0) ended, second (−100 → 0) at half: 250 − 50.
        synthesizer.advance(by: 0.5)
        #expect(abs(view.presentedCenter.x - 200) < 1e-6)
        synthesizer.advance(by: 0.6)
        #expect(view.presentedCenter.x == 250)
    }

    @Test func hitTestingUsesTheModelAndSkipsViewsAnimatedWithoutInteraction() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, view, synthesizer) = makeAnimationStage()
        UIView.animate(withDuration: 1) { view.center = CGPoint(x: 200, y: 200) }
        synthesizer.advance(by: 0.1)
        #expect(window.hitTest(CGPoint(x: 200, y: 200), with: nil) !== view)
        synthesizer.advance(by: 1)
        #expect(window.hitTest(CGPoint(x: 200, y: 200), with: nil) === view)

        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction) {
            view.center = CGPoint(x: 50, y: 50)
        }
        synthesizer.advance(by: 0.2)
        // Drawn near the old place, but touched at the destination only.
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
        #expect(window.hitTest(view.presentedCenter, with: nil) !== view)
    }

    @Test func aTouchOnAViewAnimatedWithoutInteractionGoesToWhatIsBehind() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, view, synthesizer) = makeAnimationStage()
        var tapped: [String] = []
        let viewTap = UITapGestureRecognizer { _ in tapped.append("view") }
        view.addGestureRecognizer(viewTap)
        let rootTap = UITapGestureRecognizer { _ in tapped.append("root") }
        view.superview!.addGestureRecognizer(rootTap)
        UIView.animate(withDuration: 1) { view.alpha = 0.5 }
        synthesizer.tap(at: CGPoint(x: 50, y: 50))
        synthesizer.advance(by: 1)
        synthesizer.tap(at: CGPoint(x: 50, y: 50))
        #expect(tapped == ["root", "view"])
        _ = window
    }

    @Test func aDelayShowsTheOldValueUntilItStarts() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        UIView.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
        #expect(view.alpha == 0)
        synthesizer.advance(by: 0.4)
        #expect(view.presentedAlpha == 1)
        synthesizer.advance(by: 0.35)
        #expect(abs(view.presentedAlpha - 0.5) < 1e-6)
    }

    @Test func autoreverseAndRepeatRunForeverWithoutCompleting() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        var completed = false
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse, .repeat],
            animations: { view.center.x = 150 }, completion: { _ in completed = true })
        synthesizer.advance(by: 1.25)
        // Going back: three quarters of the way from the new value to the old.
        #expect(abs(view.presentedCenter.x - 125) < 1e-6)
        synthesizer.advance(by: 1.0)
        #expect(abs(view.presentedCenter.x - 75) < 1e-6)
        synthesizer.advance(by: 30)
        #expect(!completed)
        #expect(UIApplication.shared.frameClock.isRunning)
    }

    @Test func aCriticallyDampedSpringNeverOvershootsAndSettlesByItsDuration() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        var done = false
        UIView.animate(
            withDuration: 0.6, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
            animations: { view.center.x = 150 }, completion: { done = $0 })
        var previous: CGFloat = 50
        for _ in 0..<60 {
            synthesizer.advance(by: 0.01)
            let x = view.presentedCenter.x
            #expect(x <= 150 + 1e-9)
            #expect(x >= previous - 1e-9)
            previous = x
        }
        // Settled within 0.001 of the distance at its duration.
        #expect(abs(view.presentedCenter.x - 150) <= 0.1 + 1e-6)
        synthesizer.advance(by: 0.02)
        #expect(done)
    }

    @Test func anUnderdampedSpringOvershootsAndComesBack() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
            animations: { view.center.x = 150 })
        var maximum: CGFloat = 0
        for _ in 0..<100 {
            synthesizer.advance(by: 0.01)
            maximum = max(maximum, view.presentedCenter.x)
        }
        #expect(maximum > 160)
        #expect(abs(view.presentedCenter.x - 150) < 0.2)
    }

    @Test func springDampingOutsideTheRangeIsClamped() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        var done = false
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 7, initialSpringVelocity: 0, options: [],
            animations: { view.center.x = 150 }, completion: { done = $0 })
        for _ in 0..<50 {
            synthesizer.advance(by: 0.01)
            #expect(view.presentedCenter.x <= 150 + 1e-9)
        }
        synthesizer.advance(by: 0.05)
        #expect(done)
    }

    @Test func keyframesMoveThroughEachStageAtItsRelativeTime() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        var done = false
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.y = 150 }
            }, completion: { done = $0 })
        #expect(view.center == CGPoint(x: 150, y: 150))
        synthesizer.advance(by: 0.25)
        #expect(approximatelyEqual(view.presentedCenter, CGPoint(x: 100, y: 50)))
        synthesizer.advance(by: 0.5)
        #expect(approximatelyEqual(view.presentedCenter, CGPoint(x: 150, y: 100)))
        synthesizer.advance(by: 0.3)
        #expect(done)
        #expect(view.presentedCenter == CGPoint(x: 150, y: 150))
    }

    @Test func discreteKeyframesJump() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: .calculationModeDiscrete,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0) { view.alpha = 0 }
            })
        synthesizer.advance(by: 0.4)
        #expect(view.presentedAlpha == 1)
        synthesizer.advance(by: 0.2)
        #expect(view.presentedAlpha == 0)
    }

    @Test func performWithoutAnimationAppliesAtOnceInsideABlock() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        UIView.animate(withDuration: 1) {
            view.alpha = 0.5
            UIView.performWithoutAnimation { view.center.x = 300 }
        }
        synthesizer.advance(by: 0.1)
        #expect(view.presentedCenter.x == 300)
        #expect(view.presentedAlpha > 0.5)
        #expect(UIView.inheritedAnimationDuration == 0)
    }

    @Test func completionsThatFallDueTogetherRunInEndTimeOrder() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        var order: [String] = []
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 }, completion: { _ in order.append("long") })
        UIView.animate(withDuration: 0.3, animations: { view.center.x = 0 }, completion: { _ in order.append("short") })
        UIView.animate(
            withDuration: 0.3, animations: { view.center.y = 0 }, completion: { _ in order.append("short 2") })
        synthesizer.advance(by: 2)
        #expect(order == ["short", "short 2", "long"])
    }

    @Test func aNestedBlockInheritsTheEnclosingDurationUnlessItOverrides() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        var inner = 0.0
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                UIView.animate(withDuration: 0.1) {
                    inner = UIView.inheritedAnimationDuration
                    view.alpha = 0
                }
                UIView.animate(withDuration: 0.2, delay: 0, options: [.overrideInheritedDuration]) {
                    view.center.x = 250
                }
            })
        #expect(inner == 1)
        synthesizer.advance(by: 0.5)
        #expect(abs(view.presentedAlpha - 0.5) < 1e-6)
        #expect(view.presentedCenter.x == 250)
    }

    @Test func layerPropertiesAnimateInsideABlock() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                view.layer.cornerRadius = 20
                view.layer.borderWidth = 4
                view.backgroundColor = .blue
                view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            })
        synthesizer.advance(by: 0.5)
        let presented = view.layer.presentation()!
        #expect(abs(presented.cornerRadius - 10) < 1e-6)
        #expect(abs(presented.borderWidth - 2) < 1e-6)
        #expect(abs(presented.backgroundColor!.red - 0.5) < 0.01)
        // A quarter turn at half time is an eighth of a turn: the transform rotates, it does not shrink.
        let t = presented.affineTransform()
        #expect(abs(atan2(t.b, t.a) - .pi / 4) < 1e-6)
        #expect(abs(hypot(t.a, t.b) - 1) < 1e-6)
    }

    @Test func aViewOutsideAWindowTakesTheChangeAtOnce() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, _, synthesizer) = makeAnimationStage()
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, animations: { loose.alpha = 0 }, completion: { calls.append($0) })
        #expect(loose.layer.animationKeys() == nil)
        #expect(loose.presentedAlpha == 0)
        synthesizer.advance(by: 0)
        #expect(calls == [true])
    }

    @Test func theLayoutSubviewsOptionAnimatesLayoutDoneInTheBlock() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        final class Container: UIView {
            let child = UIView()
            override func layoutSubviews() { child.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: 10) }
        }
        let container = Container(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(container.child)
        root.addSubview(container)
        synthesizer.advance(by: 0)
        UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear]) {
            container.frame.size.width = 200
        }
        #expect(container.child.frame.width == 100)
        synthesizer.advance(by: 0.5)
        #expect(abs(container.child.layer.presentation()!.bounds.size.width - 75) < 1e-6)
    }

    @Test func aCrossDissolveTransitionFadesTheNewContentIn() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        var done = false
        UIView.transition(
            with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: { view.backgroundColor = .blue }, completion: { done = $0 })
        #expect(view.layer.animationKeys() == ["transition"])
        synthesizer.advance(by: 0.25)
        let look = view.layer.transitionAppearance!
        #expect(abs(look.contentAlpha - 0.25) < 1e-6)
        #expect(abs(look.snapshotAlpha - 0.75) < 1e-6)
        synthesizer.advance(by: 0.8)
        #expect(done)
        #expect(view.layer.transitionAppearance == nil)
    }

    @Test func aFlipSqueezesTheOldContentThenWidensTheNew() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        UIView.transition(with: view, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {})
        synthesizer.advance(by: 0.25)
        var look = view.layer.transitionAppearance!
        #expect(look.snapshotAlpha == 1 && look.contentAlpha == 0)
        #expect(abs(look.snapshotTransform.a - 0.5) < 1e-6)
        synthesizer.advance(by: 0.5)
        look = view.layer.transitionAppearance!
        #expect(look.snapshotAlpha == 0 && look.contentAlpha == 1)
        #expect(abs(look.contentTransform.a - 0.5) < 1e-6)
    }

    @Test func idleAfterAnAnimationMeansNoTimersAtAll() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        UIView.animate(withDuration: 0.3) { view.alpha = 0 }
        #expect(UIApplication.shared.frameClock.isRunning)
        synthesizer.advance(by: 0.4)
        #expect(!UIApplication.shared.frameClock.isRunning)
        let frames = UIApplication.shared.frameClock.frameCount
        synthesizer.advance(by: 10)
        #expect(UIApplication.shared.frameClock.frameCount == frames)
        #expect(UIApplication.shared.clock.nextDeadline == nil)
    }
}
