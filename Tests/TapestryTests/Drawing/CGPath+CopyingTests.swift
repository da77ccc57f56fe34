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
}
