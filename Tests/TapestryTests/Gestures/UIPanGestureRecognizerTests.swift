import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct UIPanGestureRecognizerTests {
    @Test func panTranslationAndVelocity() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(view)
        var translations: [CGPoint] = []
        var endVelocity = CGPoint.zero
        let pan = UIPanGestureRecognizer { pan in
            log("pan \(pan.state)")
            translations.append(pan.translation(in: view))
            if pan.state == .ended { endVelocity = pan.velocity(in: view) }
        }
        view.addGestureRecognizer(pan)
        let touch = synthesizer.touchDown(at: CGPoint(x: 0, y: 10))
        for x in stride(from: 5, through: 20, by: 5) {
            synthesizer.advance(by: 0.005)
            synthesizer.touchMove(touch, to: CGPoint(x: CGFloat(x), y: 10))
            if x == 5 { #expect(log.lines.isEmpty, "5 pt is within the hysteresis") }
        }
        synthesizer.touchUp(touch)
        #expect(log.lines == ["pan began", "pan changed", "pan changed", "pan ended"])
        #expect(
            translations == [CGPoint(x: 10, y: 0), CGPoint(x: 15, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 0)])
        #expect(abs(endVelocity.x - 1000) < 1e-6, "5 pt per 5 ms")
        #expect(endVelocity.y == 0)
    }

    @Test func setTranslationRebasesThePan() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(view)
        var seen: [CGPoint] = []
        let pan = UIPanGestureRecognizer { pan in
            seen.append(pan.translation(in: view))
            pan.setTranslation(.zero, in: view)
        }
        view.addGestureRecognizer(pan)
        synthesizer.drag(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 60, y: 0), steps: 3)
        #expect(seen == [CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 0), .zero])
    }

    @Test func aPanThatNeverMovesFails() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        root.addSubview(view)
        view.addGestureRecognizer(UIPanGestureRecognizer { log("pan \($0.state)") })
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["v began", "v ended"])
    }
}
