import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct UILongPressGestureRecognizerTests {
    @Test func longPressBeginsAfterHalfASecondAndEndsOnLift() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        root.addSubview(view)
        view.addGestureRecognizer(UILongPressGestureRecognizer { log("press \($0.state)") })
        let touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 50))
        synthesizer.advance(by: 0.4)
        #expect(log.lines == ["v began"])
        synthesizer.advance(by: 0.2)
        #expect(log.lines == ["v began", "v cancelled", "press began"])
        synthesizer.touchMove(touch, to: CGPoint(x: 80, y: 50))
        synthesizer.touchUp(touch)
        #expect(log.lines == ["v began", "v cancelled", "press began", "press changed", "press ended"])
    }

    @Test func longPressFailsWhenMovedOrLiftedEarly() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(view)
        view.addGestureRecognizer(UILongPressGestureRecognizer { log("press \($0.state)") })
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        synthesizer.advance(by: 1)
        let touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 50))
        synthesizer.touchMove(touch, to: CGPoint(x: 70, y: 50))
        synthesizer.advance(by: 1)
        synthesizer.touchUp(touch)
        #expect(log.lines.isEmpty)
    }
}
