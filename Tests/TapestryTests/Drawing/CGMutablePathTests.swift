import Foundation
import Tapestry
import Testing

/// Building paths: curves and arcs, and the bounds they give.
@Suite struct CGMutablePathTests {
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
