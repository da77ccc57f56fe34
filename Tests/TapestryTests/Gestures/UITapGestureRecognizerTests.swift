import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
func tap(_ name: String, log: Log, taps: Int = 1) -> UITapGestureRecognizer {
    let recognizer = UITapGestureRecognizer { recognizer in log("\(name) \(recognizer.state)") }
    recognizer.numberOfTapsRequired = taps
    recognizer.name = name
    return recognizer
}

@MainActor
@Suite struct UITapGestureRecognizerTests {
    /// SEMANTICS §4.8: with defaults, the view gets began then cancelled, and the handler runs once, after.
    @Test func aTapGivesTheViewBeganThenCancelledAndRunsTheHandlerOnce() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        root.addSubview(view)
        let recognizer = tap("tap", log: log)
        view.addGestureRecognizer(recognizer)
        synthesizer.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines == ["v began", "v cancelled", "tap ended"])
        #expect(recognizer.state == .possible, "reset after the gesture")
        #expect(recognizer.view === view)
    }

    @Test func allowedTouchTypesDecideWhichTouchesTheRecognizerGets() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, root, synthesizer) = makeWindow()
        let view = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        root.addSubview(view)
        let recognizer = tap("tap", log: log)
        recognizer.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)]
        view.addGestureRecognizer(recognizer)
        synthesizer.tap(at: CGPoint(x: 50, y: 50))  // a direct touch: not for the recognizer
        #expect(log.lines == ["v began", "v ended"])
        log.lines.removeAll()
        let input = UIApplication.shared.input
        for phase in [UITouch.Phase.began, .ended] {
            input.touchesChanged(
                [.init(identifier: 7, phase: phase, location: CGPoint(x: 50, y: 50))], in: window,
                type: .indirectPointer)
        }
        #expect(log.lines == ["v began", "v cancelled", "tap ended"])
        log.lines.removeAll()
        recognizer.allowedTouchTypes = [0, 1, 2, 3].map { NSNumber(value: $0) }
        synthesizer.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines == ["v began", "v cancelled", "tap ended"])
    }

    @Test func withoutCancelsTouchesInViewTheViewGetsTheWholeSequence() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        root.addSubview(view)
        let recognizer = tap("tap", log: log)
        recognizer.cancelsTouchesInView = false
        view.addGestureRecognizer(recognizer)
        synthesizer.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines == ["v began", "v ended", "tap ended"])
    }

    @Test func delaysTouchesBeganHoldsTheViewsTouchesUntilFailure() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        root.addSubview(view)
        let recognizer = tap("tap", log: log)
        recognizer.delaysTouchesBegan = true
        view.addGestureRecognizer(recognizer)
        synthesizer.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines == ["tap ended"], "recognized: the held touches are dropped")

        log.clear()
        let touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(log.lines.isEmpty)
        synthesizer.touchMove(touch, to: CGPoint(x: 55, y: 50))
        #expect(log.lines.isEmpty)
        synthesizer.touchMove(touch, to: CGPoint(x: 100, y: 50))  // too far: the tap fails
        #expect(log.lines == ["v began", "v moved"])
        synthesizer.touchUp(touch)
        #expect(log.lines == ["v began", "v moved", "v ended"])
    }

    @Test func movingTooFarFailsTheTapAndTheViewGetsItsEnd() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        root.addSubview(view)
        view.addGestureRecognizer(tap("tap", log: log))
        synthesizer.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), steps: 3)
        #expect(log.lines == ["v began", "v moved", "v moved", "v moved", "v ended"])
    }

    /// Seed 000: three overlapping siblings with tap recognizers inside a parent with its own.
    @Test func seed000OverlappingSiblingsWithTapRecognizers() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(parent)
        parent.addGestureRecognizer(tap("parent", log: log))
        var views: [UIView] = []
        for (index, name) in ["first", "second", "third"].enumerated() {
            let view = UIView(frame: CGRect(x: 50 + index * 20, y: 50 + index * 20, width: 100, height: 100))
            view.addGestureRecognizer(tap(name, log: log))
            parent.addSubview(view)
            views.append(view)
        }
        let overlap = CGPoint(x: 100, y: 100)
        synthesizer.tap(at: overlap)
        #expect(log.lines == ["third ended"])

        log.clear()
        views[2].isUserInteractionEnabled = false
        synthesizer.tap(at: overlap)
        #expect(log.lines == ["second ended"], "the top view is skipped; the second one gets the tap")

        log.clear()
        views[2].isUserInteractionEnabled = true
        views[2].gestureRecognizers = nil
        synthesizer.tap(at: overlap)
        #expect(log.lines == ["parent ended"], "the parent's recognizer sees touches on its descendants")
    }

    @Test func singleTapRequiringDoubleTapToFail() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        root.addSubview(view)
        let single = tap("single", log: log)
        let double = tap("double", log: log, taps: 2)
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        synthesizer.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines == ["v began"], "the single tap waits; the view's end is held")
        synthesizer.advance(by: 0.2)
        #expect(log.lines == ["v began"])
        synthesizer.advance(by: 0.2)
        #expect(log.lines == ["v began", "v cancelled", "single ended"], "the double tap failed at 0.35 s")

        log.clear()
        synthesizer.tap(at: CGPoint(x: 50, y: 50))
        synthesizer.advance(by: 0.1)
        synthesizer.tap(at: CGPoint(x: 52, y: 50))
        #expect(
            log.lines == ["v began", "v began", "v cancelled", "double ended"],
            "both taps' touches are cancelled in one call")
        synthesizer.advance(by: 1)
        #expect(log.lines.count == 4, "the single tap never fires")
    }

    @Test func twoFingerTap() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(view)
        let recognizer = tap("two", log: log)
        recognizer.numberOfTouchesRequired = 2
        view.addGestureRecognizer(recognizer)
        synthesizer.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines.isEmpty, "one finger is not enough")
        let a = synthesizer.touchDown(at: CGPoint(x: 50, y: 50))
        let b = synthesizer.touchDown(at: CGPoint(x: 100, y: 50))
        #expect(recognizer.numberOfTouches == 2)
        #expect(recognizer.location(in: view) == CGPoint(x: 75, y: 50))
        synthesizer.touchUp(a)
        #expect(log.lines.isEmpty)
        synthesizer.touchUp(b)
        #expect(log.lines == ["two ended"])
    }

    @Test func aTapRecognizerWithAllowedPressTypesRecognizesSelect() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let field = EventLoggingView("field", log: log)
        root.addSubview(field)
        let recognizer = tap("select", log: log)
        recognizer.allowedPressTypes = [NSNumber(value: UIPress.PressType.select.rawValue)]
        field.addGestureRecognizer(recognizer)
        field.keeps = true
        field.becomeFirstResponder()
        synthesizer.press(.select)
        #expect(log.lines.contains("select ended"))
        #expect(log.lines.first == "field pressesBegan select", "presses still reach the responder")
        log.clear()
        synthesizer.press(.upArrow)
        #expect(!log.lines.contains("select ended"))
    }
}
