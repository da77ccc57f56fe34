import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct UIScreenEdgePanGestureRecognizerTests {
    @Test func screenEdgePanStartsOnlyAtItsEdge() {
        UIApplication.replaceShared()  // a fresh application for each test
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
}
