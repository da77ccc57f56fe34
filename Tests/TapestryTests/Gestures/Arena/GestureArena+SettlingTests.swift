import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Settling: handlers once per terminal state, resets, undecided recognizers, requirement cycles.
@MainActor
@Suite struct GestureArenaSettlingTests {
    // 4. Disabling or removing a recognizer from its own handler gives one terminal call, in order.
    @Test func disablingAPanFromItsBeganHandlerCancelsItOnce() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        var states: [String] = []
        let pan = UIPanGestureRecognizer { pan in
            states.append("\(pan.state)")
            if pan.state == .began { pan.isEnabled = false }
        }
        root.addGestureRecognizer(pan)
        synthesizer.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 200, y: 20))
        #expect(states == ["began", "cancelled"])
    }

    @Test func removingATapFromItsHandlerRunsItOnce() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        var count = 0
        let tap = UITapGestureRecognizer { tap in
            count += 1
            tap.view?.removeGestureRecognizer(tap)
            tap.isEnabled = false
        }
        root.addGestureRecognizer(tap)
        synthesizer.tap(at: CGPoint(x: 20, y: 20))
        synthesizer.tap(at: CGPoint(x: 20, y: 20))
        #expect(count == 1)
    }

    @Test func disablingARecognizerFromADelegateBeforeItsHandlersRun() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        var states: [String] = []
        let pan = UIPanGestureRecognizer { states.append("\($0.state)") }
        final class Disabler: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                gestureRecognizer.isEnabled = false
                return true
            }
        }
        let delegate = Disabler()
        pan.delegate = delegate
        root.addGestureRecognizer(pan)
        synthesizer.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 200, y: 20))
        #expect(states.isEmpty || states == ["began", "cancelled"])
    }

    // 9. An undecided recognizer cannot hold the view's touchesEnded forever.
    @Test func anUndecidedRecognizerReleasesTheViewsEndedInTime() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        root.addSubview(view)
        let recognizer = RecordingRecognizer()
        view.addGestureRecognizer(recognizer)
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        synthesizer.advance(by: 2)
        #expect(log.lines == ["v began", "v ended"])
        #expect(recognizer.state == .possible)
        #expect(recognizer.resets == 1)
    }

    @Test func aFailureRequirementCycleIsBrokenNotDeadlocked() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        var fired: [String] = []
        let first = UITapGestureRecognizer { _ in fired.append("first") }
        let second = UITapGestureRecognizer { _ in fired.append("second") }
        first.require(toFail: second)
        second.require(toFail: first)
        root.addGestureRecognizer(first)
        root.addGestureRecognizer(second)
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        synthesizer.advance(by: 1)
        #expect(fired.count == 1)
        #expect(first.state == .possible && second.state == .possible)
    }

    @Test func aHandlerThatRemovesTheRecognizerHoldingAViewsEndReleasesItAtOnce() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = LoggingView("v", frame: root.bounds, log: log)
        root.addSubview(view)
        let doubleTap = UITapGestureRecognizer { _ in log("double tap") }
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        let singleTap = UITapGestureRecognizer { tap in
            log("single tap")
            tap.view?.removeGestureRecognizer(doubleTap)
        }
        singleTap.cancelsTouchesInView = false
        // Recognizing together, so the single tap does not fail the double tap: that one keeps holding the end.
        let together = ConfigurableDelegate()
        together.simultaneous = true
        singleTap.delegate = together
        view.addGestureRecognizer(singleTap)
        synthesizer.tap(at: CGPoint(x: 20, y: 20))
        #expect(log.lines == ["v began", "single tap", "v ended"], "the end the double tap held goes out at once")
        synthesizer.advance(by: 1)
        #expect(log.lines == ["v began", "single tap", "v ended"])
    }
}
