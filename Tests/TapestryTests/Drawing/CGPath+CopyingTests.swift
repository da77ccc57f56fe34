import Foundation
import Tapestry
import Testing

@Suite struct CGPathCopyingTests {
    @Test func aCopyTakesEveryPointThroughTheTransform() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 10), control1: CGPoint(x: 12, y: 2), control2: CGPoint(x: 12, y: 8))
        path.closeSubpath()
        var move = CGAffineTransform(translationX: 5, y: 7)
        let moved = path.copy(using: &move)!
        #expect(moved.boundingBox == path.boundingBox.offsetBy(dx: 5, dy: 7))
        #expect(path.copy(using: nil)?.elements == path.elements)
        #expect(path.mutableCopy(using: &move)?.elements == moved.elements)
    }

    @Test func pathsAreMadeFromShapesAsCoreGraphicsMakesThem() {
        var shift = CGAffineTransform(translationX: 10, y: 0)
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2), transform: &shift)
        #expect(rect.boundingBox == CGRect(x: 10, y: 0, width: 4, height: 2))
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 4), transform: nil)
        #expect(ellipse.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 8, height: 4))
        let rounded = CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerWidth: 5, cornerHeight: 5, transform: nil)
        #expect(!rounded.contains(CGPoint(x: 0.5, y: 0.5)) && rounded.contains(CGPoint(x: 10, y: 10)))
        let lines = CGMutablePath()
        lines.addLines(between: [.zero, CGPoint(x: 3, y: 0), CGPoint(x: 3, y: 3)])
        #expect(lines.elements == [.moveTo(.zero), .lineTo(CGPoint(x: 3, y: 0)), .lineTo(CGPoint(x: 3, y: 3))])
        let arc = CGMutablePath()
        arc.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: .pi / 2)
        #expect(abs(arc.currentPoint.x) < 1e-9 && abs(arc.currentPoint.y - 10) < 1e-9, "a quarter turn down")
    }
}
