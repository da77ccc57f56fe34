import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct ContinuousRecognizerTests {
    @Test func longPressBeginsAfterHalfASecondAndEndsOnLift() {
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

    @Test func panTranslationAndVelocity() {
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
        #expect(translations == [CGPoint(x: 10, y: 0), CGPoint(x: 15, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 0)])
        #expect(abs(endVelocity.x - 1000) < 1e-6, "5 pt per 5 ms")
        #expect(endVelocity.y == 0)
    }

    @Test func setTranslationRebasesThePan() {
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
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        root.addSubview(view)
        view.addGestureRecognizer(UIPanGestureRecognizer { log("pan \($0.state)") })
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["v began", "v ended"])
    }

    @Test func swipeRecognizesAQuickStrokeInItsDirection() {
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(view)
        let swipe = UISwipeGestureRecognizer { log("swipe \($0.state)") }
        swipe.direction = [.left, .right]
        view.addGestureRecognizer(swipe)
        synthesizer.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 100, y: 105), steps: 5, duration: 0.1)
        #expect(log.lines == ["swipe ended"])
        log.clear()
        synthesizer.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 250), steps: 5, duration: 0.1)
        #expect(log.lines.isEmpty, "vertical is not allowed")
        synthesizer.drag(from: CGPoint(x: 10, y: 100), to: CGPoint(x: 200, y: 100), steps: 10, duration: 1)
        #expect(log.lines == ["swipe ended"], "the first 50 pt came within 0.5 s")
        log.clear()
        synthesizer.drag(from: CGPoint(x: 10, y: 100), to: CGPoint(x: 60, y: 100), steps: 2, duration: 1.2)
        #expect(log.lines.isEmpty, "too slow")
    }

    @Test func pinchWithTwoSynthesizedTouches() {
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        root.addSubview(view)
        var scales: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { pinch in
            log("pinch \(pinch.state)")
            scales.append(pinch.scale)
        }
        view.addGestureRecognizer(pinch)
        let a = synthesizer.touchDown(at: CGPoint(x: 100, y: 150))
        let b = synthesizer.touchDown(at: CGPoint(x: 200, y: 150))
        synthesizer.advance(by: 0.02)
        synthesizer.touchesMove([(a, CGPoint(x: 75, y: 150)), (b, CGPoint(x: 225, y: 150))])
        synthesizer.advance(by: 0.02)
        synthesizer.touchesMove([(a, CGPoint(x: 50, y: 150)), (b, CGPoint(x: 250, y: 150))])
        synthesizer.touchUp(a)
        synthesizer.touchUp(b)
        #expect(log.lines == ["pinch began", "pinch changed", "pinch ended"])
        #expect(scales.map { ($0 * 100).rounded() / 100 } == [1.5, 2, 2])
    }

    @Test func rotationWithTwoSynthesizedTouches() {
        let (_, root, synthesizer) = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(view)
        var rotations: [CGFloat] = []
        view.addGestureRecognizer(UIRotationGestureRecognizer { rotations.append($0.rotation) })
        let a = synthesizer.touchDown(at: CGPoint(x: 100, y: 150))
        let b = synthesizer.touchDown(at: CGPoint(x: 200, y: 150))
        // Turn the line a quarter turn clockwise on screen, about its middle.
        synthesizer.touchesMove([(a, CGPoint(x: 150, y: 100)), (b, CGPoint(x: 150, y: 200))])
        synthesizer.touchUp(a)
        synthesizer.touchUp(b)
        #expect(rotations.count == 2)
        #expect(abs(rotations[0] - .pi / 2) < 1e-9)
    }

    @Test func screenEdgePanStartsOnlyAtItsEdge() {
        let log = Log()
        let (window, _, synthesizer) = makeWindow()
        let edge = UIScreenEdgePanGestureRecognizer { log("edge \($0.state)") }
        edge.edges = .left
        window.addGestureRecognizer(edge)
        synthesizer.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 4)
        #expect(log.lines.isEmpty)
        synthesizer.drag(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 105, y: 100), steps: 4)
        #expect(log.lines == ["edge began", "edge changed", "edge changed", "edge changed", "edge ended"])
    }

    @Test func hoverFollowsThePointerInAndOut() {
        let log = Log()
        let (window, root, _) = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(view)
        view.addGestureRecognizer(UIHoverGestureRecognizer { log("hover \($0.state) \($0.location(in: view))") })
        let input = UIApplication.shared.input
        input.pointerMoved(to: CGPoint(x: 150, y: 150), in: window)
        input.pointerMoved(to: CGPoint(x: 50, y: 50), in: window)
        input.pointerMoved(to: CGPoint(x: 60, y: 50), in: window)
        input.pointerMoved(to: CGPoint(x: 150, y: 50), in: window)
        #expect(
            log.lines == [
                "hover began \(CGPoint(x: 50, y: 50))", "hover changed \(CGPoint(x: 60, y: 50))",
                "hover ended \(CGPoint(x: 150, y: 50))",
            ])
    }
}
