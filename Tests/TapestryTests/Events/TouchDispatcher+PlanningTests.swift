import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Planning a delivery: phases a recognizer holds back reach the view when it fails (moves coalesced into
/// one), are dropped when it recognizes before the view saw anything, and a view that did see its touch is
/// cancelled.
@MainActor
@Suite struct TouchDispatcherPlanningTests {
    /// A view that logs its touches' phases.
    final class Pad: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
    }

    /// A recognizer that decides when told: it fails or recognizes on the third move.
    final class Decider: UIGestureRecognizer {
        var outcome: State = .failed
        var moves = 0
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            moves += 1
            if moves == 3 { state = outcome }
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            if state == .possible { state = .failed }
        }
        override func reset() { moves = 0 }
    }

    private func stage(_ configure: (Decider) -> Void) -> (Pad, Decider, EventSynthesizer) {
        let (_, root, synthesizer) = makeWindow(width: 200, height: 200)
        let pad = Pad(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(pad)
        let decider = Decider()
        configure(decider)
        pad.addGestureRecognizer(decider)
        return (pad, decider, synthesizer)
    }

    private func drag(_ synthesizer: EventSynthesizer, moves: Int) {
        let touch = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        for i in 1...moves { synthesizer.touchMove(touch, to: CGPoint(x: 10 + CGFloat(i) * 5, y: 10)) }
        synthesizer.touchUp(touch)
    }

    /// Held back while the recognizer decides; when it fails, the began and the moves so far (as one) go.
    @Test func heldPhasesGoWhenTheRecognizerFailsWithMovesCoalesced() {
        UIApplication.replaceShared()
        let (pad, _, synthesizer) = stage { $0.delaysTouchesBegan = true }
        let touch = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        synthesizer.touchMove(touch, to: CGPoint(x: 15, y: 10))
        synthesizer.touchMove(touch, to: CGPoint(x: 20, y: 10))
        #expect(pad.log.isEmpty)
        synthesizer.touchMove(touch, to: CGPoint(x: 25, y: 10))
        #expect(pad.log == ["began", "moved"])
        synthesizer.touchMove(touch, to: CGPoint(x: 30, y: 10))
        synthesizer.touchUp(touch)
        #expect(pad.log == ["began", "moved", "moved", "ended"])
    }

    /// When the recognizer recognizes before the view saw anything, the view never hears of the touch.
    @Test func aRecognizedGestureDropsWhatWasHeld() {
        UIApplication.replaceShared()
        let (pad, _, synthesizer) = stage {
            $0.delaysTouchesBegan = true
            $0.outcome = .began
        }
        drag(synthesizer, moves: 5)
        #expect(pad.log.isEmpty)
    }

    /// Without holding back, the view sees its touch until the recognizer recognizes, then a cancel; with
    /// `cancelsTouchesInView` off, it carries on to its end.
    @Test func aViewThatSawItsTouchIsCancelledUnlessTheRecognizerLetsItGo() {
        UIApplication.replaceShared()
        let (pad, _, synthesizer) = stage { $0.outcome = .began }
        drag(synthesizer, moves: 5)
        #expect(pad.log == ["began", "moved", "moved", "cancelled"])

        let (other, _, second) = stage {
            $0.outcome = .began
            $0.cancelsTouchesInView = false
        }
        drag(second, moves: 5)
        #expect(other.log == ["began", "moved", "moved", "moved", "moved", "moved", "ended"])
    }

    /// `delaysTouchesEnded` holds the end while the recognizer is still possible, and lets it go when it fails.
    @Test func theEndWaitsForAnUndecidedRecognizer() {
        final class Patient: UIGestureRecognizer {
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
        }
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow(width: 200, height: 200)
        let pad = Pad(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(pad)
        let patient = Patient()
        pad.addGestureRecognizer(patient)
        synthesizer.tap(at: CGPoint(x: 50, y: 50))
        #expect(pad.log == ["began"])
        patient.state = .failed
        #expect(pad.log == ["began", "ended"])
    }
}
