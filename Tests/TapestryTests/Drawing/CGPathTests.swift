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
}
