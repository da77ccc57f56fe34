import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A view's layer anchor point: the position stays, the view moves, and transforms turn about the anchor.
@MainActor
@Suite struct UIViewAnchorTests {
    @Test func movingTheAnchorKeepsThePositionAndMovesTheView() {
        UIApplication.replaceShared()  // a fresh application for each test
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 150, y: 125))
        view.layer.anchorPoint = .zero
        #expect(view.center == CGPoint(x: 150, y: 125))
        #expect(view.layer.position == view.center)
        #expect(view.frame == CGRect(x: 150, y: 125, width: 100, height: 50))
        view.center = CGPoint(x: 10, y: 20)
        #expect(view.frame.origin == CGPoint(x: 10, y: 20), "the anchor (top-left) sits at the position")
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.center == .zero)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test func aTransformTurnsAboutTheAnchorAndHitTestingFollows() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, _) = makeWindow(width: 400, height: 400)
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        root.addSubview(view)
        view.layer.anchorPoint = .zero
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Turned a quarter clockwise about its top-left corner at (150, 125).
        let frame = view.frame
        #expect(abs(frame.minX - 100) < 1e-9 && abs(frame.minY - 125) < 1e-9)
        #expect(abs(frame.width - 50) < 1e-9 && abs(frame.height - 100) < 1e-9)
        #expect(view.center == CGPoint(x: 150, y: 125))
        #expect(window.hitTest(CGPoint(x: 125, y: 200), with: nil) === view)
        #expect(window.hitTest(CGPoint(x: 175, y: 150), with: nil) !== view)
        let corner = view.convert(CGPoint(x: 100, y: 0), to: root)
        #expect(abs(corner.x - 150) < 1e-9 && abs(corner.y - 225) < 1e-9)
    }

    @Test func aResizeKeepsThePositionAtTheAnchor() {
        UIApplication.replaceShared()  // a fresh application for each test
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.anchorPoint = CGPoint(x: 1, y: 1)
        let position = view.center
        view.bounds.size = CGSize(width: 40, height: 20)
        #expect(view.center == position)
        #expect(view.frame.maxX == position.x && view.frame.maxY == position.y, "the bottom-right corner stays")
    }

    @Test func aSpinAboutACornerIsDrawnAboutThatCorner() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow(width: 400, height: 400)
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        root.addSubview(view)
        view.layer.anchorPoint = .zero
        synthesizer.advance(by: 0)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }
        synthesizer.advance(by: 0.5)
        let presented = view.layer.presentation()!
        #expect(presented.position == CGPoint(x: 150, y: 125), "the corner stays put while it turns")
        let t = presented.affineTransform()
        #expect(abs(atan2(t.b, t.a) - .pi / 4) < 1e-6)
    }
}
