import Foundation
import Tapestry
import Testing

@MainActor
@Suite struct UIBezierPathTests {
    @Test func containsHonoursTheFillRule() {
        UIApplication.replaceShared()  // a fresh application for each test
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(roundedRect: CGRect(x: 25, y: 25, width: 50, height: 50), cornerRadius: 5))
        #expect(path.contains(CGPoint(x: 50, y: 50)), "nonzero: the inner square winds the same way")
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 50, y: 50)), "even-odd: a hole")
        #expect(path.contains(CGPoint(x: 10, y: 10)))
        #expect(!path.contains(CGPoint(x: 150, y: 10)))
        #expect(!path.contains(CGPoint(x: CGFloat.nan, y: 10)))
        #expect(path.contains(CGPoint(x: 26, y: 26)), "the rounded corner of the hole is not a hole")
    }

    @Test func ovalsAndArcs() {
        UIApplication.replaceShared()  // a fresh application for each test
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(oval.contains(CGPoint(x: 50, y: 25)))
        #expect(!oval.contains(CGPoint(x: 3, y: 3)))
        #expect(oval.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        let half = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi, clockwise: true)
        half.close()
        #expect(half.contains(CGPoint(x: 50, y: 70)), "clockwise from 0 to π sweeps the lower half on screen")
        #expect(!half.contains(CGPoint(x: 50, y: 30)))
        #expect(abs(half.currentPoint.x - 90) < 1e-9, "closing returns to the start")
    }

    @Test func buildingTransformingAndBounds() {
        UIApplication.replaceShared()  // a fresh application for each test
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        path.addCurve(
            to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 5, y: 15), controlPoint2: CGPoint(x: 2, y: 12))
        path.close()
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 15), "control points included, as UIKit")
        path.apply(CGAffineTransform(translationX: 100, y: 0))
        #expect(path.bounds.minX == 100)
        #expect(path.contains(CGPoint(x: 105, y: 5)))
        path.setLineDash([5, 3], phase: 1)
        #expect(path.lineDash.pattern == [5, 3] && path.lineDash.phase == 1)
        #expect(!path.isEmpty)
        path.removeAllPoints()
        #expect(path.isEmpty)
    }
}
