import Foundation
import Tapestry
import Testing

/// Paths: building, bounding boxes, and which points are inside under each fill rule.
@Suite struct CGPathTests {
    @MainActor @Test func aHoleIsInsideUnderWindingAndOutsideUnderEvenOdd() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 150, y: 10)))
        #expect(!path.contains(CGPoint(x: CGFloat.nan, y: 10)), "a non-finite point is never inside")
        let moved = CGMutablePath()
        moved.addPath(path, transform: CGAffineTransform(translationX: 200, y: 0))
        #expect(moved.boundingBox.minX == 200)
        #expect(CGMutablePath().isEmpty && !path.isEmpty)
    }

    @MainActor @Test func curvesAndArcsStayInsideTheirBounds() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 10, y: 10, width: 80, height: 40))
        #expect(path.contains(CGPoint(x: 50, y: 30)))
        #expect(!path.contains(CGPoint(x: 12, y: 12)), "a corner of the box is outside the ellipse")
        let box = path.boundingBoxOfPath
        #expect(
            abs(box.minX - 10) < 0.5 && abs(box.maxX - 90) < 0.5 && abs(box.minY - 10) < 0.5 && abs(box.maxY - 50) < 0.5
        )
    }
}
