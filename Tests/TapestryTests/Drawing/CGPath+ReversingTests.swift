import Foundation
import Testing

@testable import Tapestry

/// A path run the other way (`UIBezierPath.reversing()`, CGPath+Reversing): the same shape and points, each
/// subpath from its end back to its start, curves' control points swapped, closed subpaths kept closed.
@MainActor
@Suite struct CGPathReversingTests {
    private let a = CGPoint(x: 0, y: 0), b = CGPoint(x: 10, y: 0), c = CGPoint(x: 10, y: 10)

    @Test func anOpenSubpathRunsFromItsEndBackToItsStart() {
        let path = UIBezierPath()
        path.move(to: a)
        path.addLine(to: b)
        path.addCurve(to: c, controlPoint1: CGPoint(x: 12, y: 2), controlPoint2: CGPoint(x: 14, y: 8))
        path.addQuadCurve(to: CGPoint(x: 0, y: 10), controlPoint: CGPoint(x: 5, y: 15))
        let reversed = path.reversing()
        #expect(
            reversed.cgPath.elements == [
                .moveTo(CGPoint(x: 0, y: 10)), .quadCurveTo(CGPoint(x: 5, y: 15), c),
                .curveTo(CGPoint(x: 14, y: 8), CGPoint(x: 12, y: 2), b), .lineTo(a),
            ])
        #expect(reversed.bounds == path.bounds, "the same shape")
        #expect(reversed.reversing().cgPath.elements == path.cgPath.elements, "twice is the original")
        #expect(path.cgPath.elements.first == .moveTo(a), "the original is untouched")
    }

    /// A closed subpath keeps its start: its closing line comes first, then its segments backwards, closed again.
    @Test func aClosedSubpathKeepsItsStartAndStaysClosed() {
        let path = UIBezierPath()
        path.move(to: a)
        path.addLine(to: b)
        path.addLine(to: c)
        path.close()
        #expect(path.reversing().cgPath.elements == [.moveTo(a), .lineTo(c), .lineTo(b), .lineTo(a), .closeSubpath])
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2))
        let reversedRect = rect.reversing()
        #expect(reversedRect.bounds == rect.bounds && reversedRect.contains(CGPoint(x: 2, y: 1)))
    }

    /// Subpaths keep their order; a segment after a close starts at the closed subpath's start; line attributes
    /// are kept.
    @Test func subpathsKeepTheirOrderAndTheLineAttributes() {
        let path = UIBezierPath()
        path.lineWidth = 3
        path.lineCapStyle = .round
        path.move(to: a)
        path.addLine(to: b)
        path.close()
        path.addLine(to: c)
        path.move(to: CGPoint(x: 20, y: 20))
        path.addLine(to: CGPoint(x: 30, y: 20))
        let reversed = path.reversing()
        #expect(
            reversed.cgPath.elements == [
                .moveTo(a), .lineTo(b), .lineTo(a), .closeSubpath, .moveTo(c), .lineTo(a),
                .moveTo(CGPoint(x: 30, y: 20)), .lineTo(CGPoint(x: 20, y: 20)),
            ])
        #expect(reversed.lineWidth == 3 && reversed.lineCapStyle == .round)
        #expect(UIBezierPath().reversing().isEmpty)
    }
}
