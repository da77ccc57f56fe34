import Foundation
import Testing

@testable import Tapestry

/// Core Animation's timing curves: the named ones' control points (Apple's documentation), and the progress
/// they give, checked against the same cubic Béziers as CSS defines them (CSS's `ease` is Core Animation's
/// `default`).
@Suite struct CAMediaTimingFunctionTests {
    private func points(_ function: CAMediaTimingFunction) -> [Float] {
        var result: [Float] = []
        for index in 0..<4 {
            var values: [Float] = [0, 0]
            function.getControlPoint(at: index, values: &values)
            result += values
        }
        return result
    }

    @Test func theNamedCurvesHaveApplesControlPoints() {
        #expect(points(CAMediaTimingFunction(name: .linear)) == [0, 0, 0, 0, 1, 1, 1, 1])
        #expect(points(CAMediaTimingFunction(name: .easeIn)) == [0, 0, 0.42, 0, 1, 1, 1, 1])
        #expect(points(CAMediaTimingFunction(name: .easeOut)) == [0, 0, 0, 0, 0.58, 1, 1, 1])
        #expect(points(CAMediaTimingFunction(name: .easeInEaseOut)) == [0, 0, 0.42, 0, 0.58, 1, 1, 1])
        #expect(points(CAMediaTimingFunction(name: .default)) == [0, 0, 0.25, 0.1, 0.25, 1, 1, 1])
        #expect(CAMediaTimingFunction(name: .easeIn) == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
        #expect(CAMediaTimingFunction(name: .easeIn) != CAMediaTimingFunction(name: .easeOut))
    }

    @Test func progressFollowsTheCurve() {
        func progress(_ name: CAMediaTimingFunctionName, _ x: Double) -> Double {
            CAMediaTimingFunction(name: name).progress(at: x)
        }
        // Values of the same Béziers at half time, as CSS's easing functions give them.
        #expect(abs(progress(.easeIn, 0.5) - 0.3153) < 0.001)
        #expect(abs(progress(.easeOut, 0.5) - 0.6847) < 0.001)
        #expect(abs(progress(.easeInEaseOut, 0.5) - 0.5) < 0.0001, "symmetric")
        #expect(abs(progress(.default, 0.5) - 0.8024) < 0.001)
        #expect(progress(.linear, 0.37) == 0.37)
        for name in [CAMediaTimingFunctionName.easeIn, .easeOut, .easeInEaseOut, .default] {
            #expect(
                progress(name, 0) == 0 && progress(name, 1) == 1 && progress(name, -1) == 0 && progress(name, 2) == 1)
            let samples = stride(from: 0.0, through: 1.0, by: 0.05).map { progress(name, $0) }
            #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 }, "\(name.rawValue) never goes back")
        }
    }

    @Test func aCurveDescribesItsControlPoints() {
        #expect(CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4).description.contains("0.1"))
    }
}
