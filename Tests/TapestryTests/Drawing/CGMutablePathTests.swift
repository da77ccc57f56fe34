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

    @Test func aTangentArcRoundsTheCornerBetweenTwoLines() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        // A line to (80, 0), then a quarter circle about (80, 20) ending at (100, 20).
        #expect(path.elements.contains(.lineTo(CGPoint(x: 80, y: 0))))
        let end = path.currentPoint
        #expect(abs(end.x - 100) < 1e-9 && abs(end.y - 20) < 1e-9)
        let box = path.boundingBoxOfPath
        #expect(abs(box.maxX - 100) < 1e-9 && abs(box.maxY - 20) < 1e-9)
        // Every piece of the arc ends on the circle, 20 from its centre.
        let ends = path.elements.compactMap { element -> CGPoint? in
            if case .curveTo(_, _, let point) = element { return point }
            return nil
        }
        #expect(!ends.isEmpty)
        for point in ends { #expect(abs(hypot(point.x - 80, point.y - 20) - 20) < 1e-6) }
        // The other way round the corner turns the other way.
        let other = CGMutablePath()
        other.move(to: CGPoint(x: 100, y: 100))
        other.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 0, y: 0), radius: 20)
        #expect(abs(other.currentPoint.x - 80) < 1e-9 && abs(other.currentPoint.y) < 1e-9)
    }

    @Test func aTangentArcInALineOrWithoutACurrentPointIsALine() {
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 100, y: 0), radius: 10)
        #expect(straight.elements == [.moveTo(.zero), .lineTo(CGPoint(x: 50, y: 0))])
        let empty = CGMutablePath()
        empty.addArc(tangent1End: CGPoint(x: 5, y: 5), tangent2End: CGPoint(x: 9, y: 0), radius: 3)
        #expect(empty.elements == [.moveTo(CGPoint(x: 5, y: 5))])
    }

    /// Core Graphics counts `clockwise` in its y-up space (a clockwise arc turns counterclockwise on a UIKit
    /// screen, as Apple's documentation warns), UIBezierPath on screen: the same flag, opposite arcs.
    @Test func arcDirectionsCountAsCoreGraphicsAndUIKitCountThem() {
        func box(_ build: (CGMutablePath) -> Void) -> CGRect {
            let path = CGMutablePath()
            build(path)
            return path.boundingBoxOfPath.integral
        }
        let quarter = CGRect(x: 0, y: 0, width: 10, height: 10)
        let increasing = box {
            $0.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        }
        #expect(increasing == quarter, "counterclockwise in y-up space: towards larger angles, the short way")
        let decreasing = box { $0.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true) }
        #expect(decreasing == CGRect(x: -10, y: -10, width: 20, height: 20), "the long way round")
        let bezier = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(bezier.cgPath.boundingBoxOfPath.integral == quarter, "UIKit's clockwise is on screen (y down)")
        #expect(box { $0.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: .pi / 2) } == quarter)
    }
}
