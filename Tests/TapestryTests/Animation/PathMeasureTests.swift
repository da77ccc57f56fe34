import Foundation
import Testing

@testable import Tapestry

@Suite struct PathMeasureTests {
    private func square() -> CGPath {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        return path
    }

    @Test func measuresLinesAndClosesSubpaths() {
        let measure = PathMeasure(square())
        #expect(measure.length == 400)
        #expect(measure.pieces.count == 1)
        #expect(measure.pieces[0].closed)
        #expect(measure.point(atDistance: 150) == CGPoint(x: 100, y: 50))
        #expect(measure.point(atDistance: 350) == CGPoint(x: 0, y: 50))
    }

    @Test func distancesOutsideThePathClampToItsEnds() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 40, y: 50))
        let measure = PathMeasure(path)
        #expect(measure.length == 50)
        #expect(measure.point(atDistance: -5) == CGPoint(x: 10, y: 10))
        #expect(measure.point(atDistance: 500) == CGPoint(x: 40, y: 50))
        #expect(measure.point(atDistance: 25) == CGPoint(x: 25, y: 30))
    }

    /// A quarter circle drawn as a cubic flattens to a length within a hair of the arc's.
    @Test func curvesAreFlattenedCloseToTheirTrueLength() {
        let path = CGMutablePath()
        let k: CGFloat = 0.5522847498 * 100
        path.move(to: CGPoint(x: 100, y: 0))
        path.addCurve(to: CGPoint(x: 0, y: 100), control1: CGPoint(x: 100, y: k), control2: CGPoint(x: k, y: 100))
        let measure = PathMeasure(path)
        #expect(abs(measure.length - .pi * 50) < 0.5)
        let quad = CGMutablePath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 0))
        #expect(abs(PathMeasure(quad).length - 100) < 0.001)
    }

    /// `trimmed` keeps the part between two fractions of the length, across subpaths, as `strokeStart`/`strokeEnd`.
    @Test func trimmingKeepsThePartBetweenTwoFractions() {
        let measure = PathMeasure(square())
        let half = PathMeasure(measure.trimmed(from: 0.25, to: 0.75))
        #expect(abs(half.length - 200) < 0.001)
        #expect(half.point(atDistance: 0) == CGPoint(x: 100, y: 0))
        #expect(half.point(atDistance: 200) == CGPoint(x: 0, y: 100))
        #expect(PathMeasure(measure.trimmed(from: 0.6, to: 0.4)).length == 0)
        let whole = measure.trimmed(from: -1, to: 2)
        #expect(whole.elements.contains { if case .closeSubpath = $0 { true } else { false } })

        let two = CGMutablePath()
        two.move(to: .zero)
        two.addLine(to: CGPoint(x: 100, y: 0))
        two.move(to: CGPoint(x: 0, y: 50))
        two.addLine(to: CGPoint(x: 100, y: 50))
        let across = PathMeasure(PathMeasure(two).trimmed(from: 0.25, to: 0.75))
        #expect(across.pieces.count == 2)
        #expect(abs(across.length - 100) < 0.001)
    }
}
