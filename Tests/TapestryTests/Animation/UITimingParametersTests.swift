import Foundation
import Testing

@testable import Tapestry

@MainActor
@Suite struct UITimingParametersTests {
    @Test func aNamedCubicCurveTakesItsControlPoints() {
        let linear = UICubicTimingParameters(animationCurve: .linear)
        #expect(linear.timingCurveType == .cubic)
        #expect(linear.springTimingParameters == nil)
        #expect(linear.cubicTimingParameters === linear)
        let curve = TimingCurve(provider: linear, duration: 1)
        #expect(abs(curve.progress(0.3) - 0.3) < 1e-3)
        let easeIn = TimingCurve(provider: UICubicTimingParameters(animationCurve: .easeIn), duration: 1)
        #expect(easeIn.progress(0.3) < 0.3)
        #expect(UICubicTimingParameters().animationCurve == .easeInOut)
    }

    @Test func customControlPointsShapeTheProgress() {
        let fastStart = UICubicTimingParameters(
            controlPoint1: CGPoint(x: 0, y: 0.9), controlPoint2: CGPoint(x: 0.1, y: 1))
        let curve = TimingCurve(provider: fastStart, duration: 2)
        #expect(curve.progress(0.2) > 0.8)
        #expect(abs(curve.progress(1) - 1) < 1e-6)
    }

    /// A ratio spring keeps the animator's duration; a ratio outside (0, 1] is clamped into it.
    @Test func aRatioSpringRunsOverTheAnimatorsDuration() {
        let spring = UISpringTimingParameters(dampingRatio: 0.6)
        #expect(spring.timingCurveType == .spring)
        #expect(spring.impliedDuration == nil)
        let curve = spring.curve(duration: 0.5)
        #expect(abs(curve.settlingDuration() - 0.5) < 0.01)
        #expect(UISpringTimingParameters(dampingRatio: 3).dampingRatio == 1)
        #expect(UISpringTimingParameters().dampingRatio == 1)
        let timing = TimingCurve(provider: spring, duration: 0.5)
        #expect(timing.progress(1) == 1)
        #expect(timing.progress(0.5) > 0.9)
    }

    /// A physical spring decides its own duration, and its ratio is derived from its values.
    @Test func aPhysicalSpringImpliesItsOwnDuration() {
        let spring = UISpringTimingParameters(
            mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        #expect(abs(spring.dampingRatio - 0.5) < 1e-9)
        let expected = SpringCurve(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0).settlingDuration()
        #expect(spring.impliedDuration == expected)
        #expect(spring.curve(duration: 99).stiffness == 100)
    }

    /// UIKit 17's perceptual form: no bounce is critically damped, a bounce is less damped.
    @Test func durationAndBounceMakeASpring() {
        let still = UISpringTimingParameters(duration: 0.5, bounce: 0)
        #expect(abs(still.dampingRatio - 1) < 1e-6)
        let bouncy = UISpringTimingParameters(duration: 0.5, bounce: 0.3)
        #expect(bouncy.dampingRatio < 1)
        #expect(bouncy.impliedDuration != nil)
    }
}
