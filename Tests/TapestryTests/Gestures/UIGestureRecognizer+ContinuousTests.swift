import Foundation
import Tapestry
import TapestryTesting
import Testing

/// What the continuous two-finger recognizers share (pinch, rotation): a third finger is ignored, a gesture
/// whose fingers lift before it began fails, and one that began ends.
@MainActor
@Suite struct UIGestureRecognizerContinuousTests {
    private func stage() -> (UIPinchGestureRecognizer, Log, EventSynthesizer) {
        UIApplication.replaceShared()
        let log = Log()
        let (_, root, synthesizer) = makeWindow(width: 320, height: 480)
        let pinch = UIPinchGestureRecognizer { log("\($0.state)") }
        root.addGestureRecognizer(pinch)
        return (pinch, log, synthesizer)
    }

    @Test func fingersLiftedBeforeItBeganFailIt() {
        let (pinch, log, synthesizer) = stage()
        let a = synthesizer.touchDown(at: CGPoint(x: 100, y: 100))
        let b = synthesizer.touchDown(at: CGPoint(x: 200, y: 100))
        #expect(pinch.state == .possible)
        synthesizer.touchUp(a)
        synthesizer.touchUp(b)
        #expect(log.lines.isEmpty, "no handler for a gesture that never began")
        #expect(pinch.state == .possible, "reset after failing")
    }

    @Test func aThirdFingerIsIgnoredAndABegunGestureEnds() {
        let (pinch, log, synthesizer) = stage()
        let a = synthesizer.touchDown(at: CGPoint(x: 100, y: 200))
        let b = synthesizer.touchDown(at: CGPoint(x: 200, y: 200))
        let c = synthesizer.touchDown(at: CGPoint(x: 150, y: 300))
        #expect(pinch.numberOfTouches == 2)
        for step in 1...5 {
            synthesizer.advance(by: 0.02)
            synthesizer.touchesMove([
                (a, CGPoint(x: 100 - CGFloat(step) * 10, y: 200)), (b, CGPoint(x: 200 + CGFloat(step) * 10, y: 200)),
            ])
        }
        #expect(pinch.scale > 1.5)
        synthesizer.touchUp(c)
        synthesizer.touchUp(a)
        synthesizer.touchUp(b)
        #expect(log.lines.first == "began" && log.lines.last == "ended")
    }
}
