import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct UIViewBeginCommitAnimationsTests {
    @Test func aBlockAnimatesOverAFifthOfASecondWithTheEaseInOutCurveByDefault() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        UIView.beginAnimations(nil, context: nil)
        view.center = CGPoint(x: 150, y: 50)
        UIView.commitAnimations()
        #expect(view.center == CGPoint(x: 150, y: 50))
        synthesizer.advance(by: 0.1)
        let expected = 50 + 100 * bezierProgress(0.5, 0.42, 0, 0.58, 1)
        #expect(abs(Double(view.presentedCenter.x) - expected) < 1e-4)
        synthesizer.advance(by: 0.15)
        #expect(view.presentedCenter == CGPoint(x: 150, y: 50))
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func theSettersShapeTheChangesMadeAfterThem() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        UIView.beginAnimations("move", context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationRepeatCount(2)
        view.center = CGPoint(x: 150, y: 50)
        UIView.commitAnimations()
        synthesizer.advance(by: 0.25)
        #expect(abs(view.presentedCenter.x - 75) < 1e-6)
        synthesizer.advance(by: 1.25)  // halfway through the second run
        #expect(abs(view.presentedCenter.x - 100) < 1e-6)
        synthesizer.advance(by: 0.6)
        #expect(view.presentedCenter.x == 150)
    }

    @Test func aDelayWaitsAndAZeroDurationAppliesAtOnce() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDelay(0.5)
        UIView.setAnimationCurve(.linear)
        view.alpha = 0
        UIView.commitAnimations()
        synthesizer.advance(by: 0.4)
        #expect(view.presentedAlpha == 1)
        synthesizer.advance(by: 0.2)
        #expect(abs(view.presentedAlpha - 0.5) < 1e-6)
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(0)
        view.center = CGPoint(x: 10, y: 10)
        UIView.commitAnimations()
        synthesizer.advance(by: 0)
        #expect(view.presentedCenter == CGPoint(x: 10, y: 10))
    }

    final class Listener {
        var heard: [String] = []
        func willStart(_ identifier: String?) { heard.append("start \(identifier ?? "nil")") }
        func didStop(_ identifier: String?, finished: NSNumber) {
            heard.append("stop \(identifier ?? "nil") \(finished.boolValue)")
        }
    }

    @Test func theDelegateHearsTheStartAtTheCommitAndTheStopOnceAtTheEnd() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        let listener = Listener()
        UIView.beginAnimations("fade", context: nil)
        UIView.setAnimationDelegate(listener)
        UIView.setAnimationWillStart(Selector(Listener.willStart(_:)))
        UIView.setAnimationDidStop(Selector(Listener.didStop(_:finished:)))
        view.alpha = 0.5
        #expect(listener.heard.isEmpty)
        UIView.commitAnimations()
        #expect(listener.heard == ["start fade"])
        synthesizer.advance(by: 0.1)
        #expect(listener.heard == ["start fade"])
        synthesizer.advance(by: 0.2)
        #expect(listener.heard == ["start fade", "stop fade true"])
        synthesizer.advance(by: 1)
        #expect(listener.heard.count == 2)
    }

    @Test func aRemovedAnimationStopsUnfinishedAndStraySettersChangeNothing() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        let listener = Listener()
        UIView.setAnimationDuration(5)  // no block open: ignored with a message
        UIView.commitAnimations()  // likewise
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDelegate(listener)
        UIView.setAnimationDidStop(Selector(Listener.didStop(_:finished:)))
        view.alpha = 0
        UIView.commitAnimations()
        synthesizer.advance(by: 0.05)
        view.layer.removeAllAnimations()
        synthesizer.advance(by: 0)
        #expect(listener.heard == ["stop nil false"])
        // A change outside any block is not animated.
        view.center = CGPoint(x: 90, y: 90)
        synthesizer.advance(by: 0)
        #expect(view.presentedCenter == CGPoint(x: 90, y: 90))
    }
}
