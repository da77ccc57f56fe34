import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct UISwipeGestureRecognizerTests {
    @Test func swipeRecognizesAQuickStrokeInItsDirection() {
        UIApplication.replaceShared()  // a fresh application for each test
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
}
