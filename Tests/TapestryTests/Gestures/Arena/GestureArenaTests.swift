import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The arena: which recognizers see a touch, and delivery to them.
@MainActor
@Suite struct GestureArenaTests {
    // 1. A touch that begins in the same event as another touch's move goes only to its own recognizers.
    @Test func aTouchBeginningBesideAnotherTouchsMoveReachesOnlyItsOwnRecognizers() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, _) = makeWindow()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        root.addSubview(a)
        root.addSubview(b)
        let onA = RecordingRecognizer()
        let onB = RecordingRecognizer()
        a.addGestureRecognizer(onA)
        b.addGestureRecognizer(onB)
        let input = UIApplication.shared.input
        input.touchBegan(1, at: CGPoint(x: 10, y: 10), in: window)
        input.touchesChanged(
            [
                InputRouter.TouchChange(identifier: 1, phase: .moved, location: CGPoint(x: 12, y: 10)),
                InputRouter.TouchChange(identifier: 2, phase: .began, location: CGPoint(x: 160, y: 10)),
            ], in: window)
        #expect(onA.beganTouches.count == 1)
        #expect(onB.beganTouches.count == 1)
        #expect(onA.beganTouches.first !== onB.beganTouches.first)
        input.cancelAllTouches()
    }

    // 2. A hover recognizer neither swallows the view's touchesEnded nor keeps views alive.
    @Test func aHoverRecognizerDoesNotHoldTouchesOrViews() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        weak var lastView: LoggingView?
        for _ in 0..<50 {
            do {
                let view = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
                view.addGestureRecognizer(UIHoverGestureRecognizer { _ in })
                root.addSubview(view)
                synthesizer.tap(at: CGPoint(x: 10, y: 10))
                view.removeFromSuperview()
                lastView = view
            }
        }
        #expect(lastView == nil)
        #expect(log.lines.filter { $0 == "v ended" }.count == 50)
    }
}
