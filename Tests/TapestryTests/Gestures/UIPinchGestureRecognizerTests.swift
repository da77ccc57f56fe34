import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct UIPinchGestureRecognizerTests {
    @Test func pinchWithTwoSynthesizedTouches() {
        UIApplication.replaceShared()  // a fresh application for each test
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
}
