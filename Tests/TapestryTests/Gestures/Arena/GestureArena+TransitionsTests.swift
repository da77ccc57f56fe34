import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
final class ConfigurableDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false
    var requireFailureOf: UIGestureRecognizer?
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        shouldReceive
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { otherGestureRecognizer === requireFailureOf }
}

@MainActor
@Suite struct ArbitrationTests {
    private func scene() -> (Log, LoggingView, EventSynthesizer) {
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        view.isMultipleTouchEnabled = true
        root.addSubview(view)
        return (log, view, synthesizer)
    }

    @Test func longPressVersusPan() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (log, view, synthesizer) = scene()
        view.addGestureRecognizer(UILongPressGestureRecognizer { log("press \($0.state)") })
        view.addGestureRecognizer(UIPanGestureRecognizer { log("pan \($0.state)") })
        // Held still: the long press wins, and the pan never begins even when the finger moves later.
        var touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 50))
        synthesizer.advance(by: 0.6)
        synthesizer.touchMove(touch, to: CGPoint(x: 120, y: 50))
        synthesizer.touchUp(touch)
        #expect(log.lines == ["v began", "v cancelled", "press began", "press changed", "press ended"])
        // Dragged at once: the pan wins, the long press fails by moving.
        log.clear()
        touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 50))
        synthesizer.advance(by: 0.05)
        synthesizer.touchMove(touch, to: CGPoint(x: 80, y: 50))
        synthesizer.advance(by: 1)
        synthesizer.touchUp(touch)
        #expect(log.lines == ["v began", "v cancelled", "pan began", "pan ended"])
    }

    @Test func panVersusSwipeWithTheFailureRequirement() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (log, view, synthesizer) = scene()
        let swipe = UISwipeGestureRecognizer { log("swipe \($0.state)") }
        let pan = UIPanGestureRecognizer { log("pan \($0.state)") }
        pan.require(toFail: swipe)
        view.addGestureRecognizer(swipe)
        view.addGestureRecognizer(pan)
        synthesizer.drag(from: CGPoint(x: 10, y: 100), to: CGPoint(x: 110, y: 100), steps: 4, duration: 0.1)
        #expect(
            log.lines == ["v began", "v moved", "v cancelled", "swipe ended"],
            "quick: the swipe wins; the view saw the first move while the pan waited")
        log.clear()
        synthesizer.drag(from: CGPoint(x: 10, y: 100), to: CGPoint(x: 40, y: 100), steps: 3, duration: 1.5)
        #expect(
            log.lines == ["v began", "v moved", "v cancelled", "pan began", "pan changed", "pan ended"],
            "slow: the swipe fails at the second move, then the waiting pan begins")
    }

    @Test func withoutARequirementThePanBeatsTheSwipe() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (log, view, synthesizer) = scene()
        view.addGestureRecognizer(UISwipeGestureRecognizer { log("swipe \($0.state)") })
        view.addGestureRecognizer(UIPanGestureRecognizer { log("pan \($0.state)") })
        synthesizer.drag(from: CGPoint(x: 10, y: 100), to: CGPoint(x: 110, y: 100), steps: 4, duration: 0.1)
        #expect(
            log.lines == [
                "v began", "v cancelled", "pan began", "pan changed", "pan changed", "pan changed", "pan ended",
            ])
    }

    @Test func simultaneousRecognitionWhenADelegateAllowsIt() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (log, view, synthesizer) = scene()
        let delegate = ConfigurableDelegate()
        let pinch = UIPinchGestureRecognizer { log("pinch \($0.state)") }
        let rotation = UIRotationGestureRecognizer { log("rotation \($0.state)") }
        pinch.delegate = delegate
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)
        func twoFingers() {
            let a = synthesizer.touchDown(at: CGPoint(x: 100, y: 150))
            let b = synthesizer.touchDown(at: CGPoint(x: 200, y: 150))
            synthesizer.touchesMove([(a, CGPoint(x: 50, y: 100)), (b, CGPoint(x: 250, y: 200))])
            synthesizer.touchUp(a)
            synthesizer.touchUp(b)
        }
        twoFingers()
        #expect(log.lines.filter { !$0.hasPrefix("v ") } == ["pinch began", "pinch ended"], "exclusive by default")
        log.clear()
        delegate.simultaneous = true
        twoFingers()
        #expect(
            log.lines.filter { !$0.hasPrefix("v ") }
                == ["pinch began", "rotation began", "pinch ended", "rotation ended"])
    }

    @Test func shouldBeginFalseFailsTheRecognizerAndTheViewKeepsItsTouches() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (log, view, synthesizer) = scene()
        let delegate = ConfigurableDelegate()
        delegate.shouldBegin = false
        let recognizer = tap("tap", log: log)
        recognizer.delegate = delegate
        view.addGestureRecognizer(recognizer)
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["v began", "v ended"])
    }

    @Test func theViewsOwnShouldBeginIsAsked() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Refusing: LoggingView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = Refusing("r", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        root.addSubview(view)
        view.addGestureRecognizer(tap("tap", log: log))
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["r began", "r ended"])
    }

    @Test func shouldReceiveFalseKeepsTheTouchFromTheRecognizer() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (log, view, synthesizer) = scene()
        let delegate = ConfigurableDelegate()
        delegate.shouldReceive = false
        let recognizer = tap("tap", log: log)
        recognizer.delegate = delegate
        view.addGestureRecognizer(recognizer)
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["v began", "v ended"])
    }

    @Test func disablingDuringRecognitionCancels() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (log, view, synthesizer) = scene()
        let pan = UIPanGestureRecognizer { log("pan \($0.state)") }
        view.addGestureRecognizer(pan)
        let touch = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        synthesizer.touchMove(touch, to: CGPoint(x: 40, y: 10))
        pan.isEnabled = false
        synthesizer.touchMove(touch, to: CGPoint(x: 60, y: 10))
        synthesizer.touchUp(touch)
        #expect(log.lines == ["v began", "v cancelled", "pan began", "pan cancelled"])
        #expect(pan.state == .possible)
        pan.isEnabled = true
        log.clear()
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["v began", "v ended"])
    }

    @Test func aDelegateCanAddAFailureRequirement() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (log, view, synthesizer) = scene()
        let single = tap("single", log: log)
        let double = tap("double", log: log, taps: 2)
        let delegate = ConfigurableDelegate()
        delegate.requireFailureOf = double
        single.delegate = delegate
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        #expect(!log.lines.contains("single ended"))
        synthesizer.advance(by: 0.5)
        #expect(log.lines.last == "single ended")
    }

    @Test func chainsOfFailureRequirements() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (log, view, synthesizer) = scene()
        let single = tap("single", log: log)
        let double = tap("double", log: log, taps: 2)
        let triple = tap("triple", log: log, taps: 3)
        single.require(toFail: double)
        double.require(toFail: triple)
        for recognizer in [single, double, triple] { view.addGestureRecognizer(recognizer) }
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        synthesizer.advance(by: 0.1)
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        synthesizer.advance(by: 1)
        #expect(log.lines.filter { !$0.hasPrefix("v ") } == ["double ended"])
        log.clear()
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        synthesizer.advance(by: 1)
        #expect(log.lines.filter { !$0.hasPrefix("v ") } == ["single ended"])
    }

    @Test func handlersRunAfterTheEventsDeliveryNotInTheMiddle() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (log, view, synthesizer) = scene()
        let recognizer = UITapGestureRecognizer { _ in log("handler sees \(log.lines.count) lines") }
        view.addGestureRecognizer(recognizer)
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["v began", "v cancelled", "handler sees 2 lines"])
    }

    @Test func aRecognizerOnAnAncestorSeesTouchesOnDescendantsButNotElsewhere() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let outside = UIView(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
        root.addSubview(container)
        root.addSubview(outside)
        container.addSubview(inner)
        container.addGestureRecognizer(tap("container", log: log))
        synthesizer.tap(at: CGPoint(x: 15, y: 15))
        synthesizer.tap(at: CGPoint(x: 210, y: 210))
        #expect(log.lines == ["container ended"])
    }

    @Test func removingARecognizerDuringItsGestureCancelsIt() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (log, view, synthesizer) = scene()
        let pan = UIPanGestureRecognizer { log("pan \($0.state)") }
        view.addGestureRecognizer(pan)
        let touch = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        synthesizer.touchMove(touch, to: CGPoint(x: 40, y: 10))
        view.removeGestureRecognizer(pan)
        synthesizer.touchMove(touch, to: CGPoint(x: 60, y: 10))
        synthesizer.touchUp(touch)
        #expect(log.lines == ["v began", "v cancelled", "pan began", "pan cancelled"])
        #expect(pan.view == nil)
    }

    @Test func aCustomRecognizerSubclass() {
        UIApplication.replaceShared()  // a fresh application for each test
        /// Recognizes a touch that goes down and up in the left half of its view.
        final class LeftHalfTap: UIGestureRecognizer {
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                let p = touches.first!.location(in: view)
                state = p.x < view!.bounds.midX ? .recognized : .failed
            }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
        }
        let (log, view, synthesizer) = scene()
        view.addGestureRecognizer(LeftHalfTap { log("left \($0.state)") })
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        synthesizer.tap(at: CGPoint(x: 290, y: 10))
        #expect(log.lines == ["v began", "v cancelled", "left ended", "v began", "v ended"])
    }

    @Test func illegalTransitionsAreIgnored() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Confused: UIGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .changed }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                state = .began
                state = .failed  // once begun it cannot fail: cancelled instead
            }
        }
        let (log, view, synthesizer) = scene()
        view.addGestureRecognizer(Confused { log("confused \($0.state)") })
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["v began", "v cancelled", "confused began", "confused cancelled"])
    }

    // 3. A recognizer removed from its view is reset and never fires later.
    @Test func aRemovedLongPressIsResetAndNeverFires() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        var fired: [String] = []
        let press = UILongPressGestureRecognizer { fired.append("\($0.state) view=\($0.view != nil)") }
        root.addGestureRecognizer(press)
        let touch = synthesizer.touchDown(at: CGPoint(x: 20, y: 20))
        synthesizer.advance(by: 0.2)
        root.removeGestureRecognizer(press)
        synthesizer.advance(by: 1)
        synthesizer.touchUp(touch)
        #expect(fired.isEmpty)
        #expect(press.state == .possible)
    }

    @Test func removingABegunRecognizerCancelsItWithItsViewStillSet() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        var fired: [String] = []
        let press = UILongPressGestureRecognizer { fired.append("\($0.state) view=\($0.view != nil)") }
        root.addGestureRecognizer(press)
        let touch = synthesizer.touchDown(at: CGPoint(x: 20, y: 20))
        synthesizer.advance(by: 0.6)
        root.removeGestureRecognizer(press)
        synthesizer.touchUp(touch)
        #expect(fired == ["began view=true", "cancelled view=true"])
        #expect(press.state == .possible)
    }
}
