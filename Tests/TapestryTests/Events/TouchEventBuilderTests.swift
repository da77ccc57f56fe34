import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The event builder: touches, phases, tap counts and the events they travel in.
@MainActor
@Suite struct TouchEventBuilderTests {
    @Test func aCancelledTouchKeepsItsLastLocation() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, _) = makeWindow()
        var cancelledAt: CGPoint?
        final class Recorder: UIView {
            var onCancel: (CGPoint) -> Void = { _ in }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
                onCancel(touches.first!.location(in: nil))
            }
        }
        let view = Recorder(frame: root.bounds)
        view.onCancel = { cancelledAt = $0 }
        root.addSubview(view)
        let input = UIApplication.shared.input
        input.touchBegan(1, at: CGPoint(x: 10, y: 10), in: window)
        input.touchMoved(1, to: CGPoint(x: 40, y: 30))
        // A backend that does not know where the pointer is sends (0, 0); the touch stays where it was.
        input.touchesChanged([InputRouter.TouchChange(identifier: 1, phase: .cancelled, location: .zero)], in: window)
        #expect(cancelledAt == CGPoint(x: 40, y: 30))
    }

    @Test func quickTapsAtOnePlaceCountUpAndAPauseStartsAgain() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, _, synthesizer) = makeWindow()
        var counts: [Int] = []
        for pause in [0.1, 0.1, 1.0] {
            let touch = UIApplication.shared.input.touchBegan(7, at: CGPoint(x: 50, y: 50), in: window)!
            counts.append(touch.tapCount)
            UIApplication.shared.input.touchEnded(7)
            synthesizer.advance(by: pause)
        }
        let touch = UIApplication.shared.input.touchBegan(7, at: CGPoint(x: 50, y: 50), in: window)!
        counts.append(touch.tapCount)
        #expect(counts == [1, 2, 3, 1])
    }

    @Test func aSecondBeganForAFingerThatIsDownCancelsTheFirst() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, root, _) = makeWindow()
        root.addSubview(LoggingView("v", frame: root.bounds, log: log))
        let input = UIApplication.shared.input
        let first = input.touchBegan(1, at: CGPoint(x: 10, y: 10), in: window)
        let second = input.touchBegan(1, at: CGPoint(x: 20, y: 20), in: window)
        #expect(first !== second)
        #expect(log.lines == ["v began", "v cancelled", "v began"])
        #expect(input.touchesDown.count == 1)
    }

    @Test func nonFiniteLocationsAreIgnored() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, root, _) = makeWindow()
        root.addSubview(LoggingView("v", frame: root.bounds, log: log))
        let input = UIApplication.shared.input
        #expect(input.touchBegan(1, at: CGPoint(x: CGFloat.nan, y: 0), in: window) == nil)
        input.touchBegan(2, at: CGPoint(x: 10, y: 10), in: window)
        input.touchMoved(2, to: CGPoint(x: CGFloat.infinity, y: 0))
        input.touchEnded(2)
        #expect(log.lines == ["v began", "v ended"])
    }
}
