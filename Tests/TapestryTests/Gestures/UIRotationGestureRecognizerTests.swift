import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct UIRotationGestureRecognizerTests {
    @Test func rotationWithTwoSynthesizedTouches() {
        UIApplication.replaceShared()  // a fresh application for each test
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
}
