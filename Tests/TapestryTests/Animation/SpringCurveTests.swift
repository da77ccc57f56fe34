import Foundation
import Testing

@testable import Tapestry

@Suite struct SpringCurveTests {
    @Test func startsAtZeroAndComesToRestAtOne() {
        for zeta in [0.3, 1.0, 2.0] {
            let spring = SpringCurve(mass: 1, stiffness: 100, damping: 2 * zeta * 10, initialVelocity: 0)
            #expect(spring.value(at: 0) == 0)
            #expect(abs(spring.value(at: 10) - 1) < 1e-6)
        }
    }

    /// An underdamped spring overshoots; a critically damped one from rest never does.
    @Test func onlyAnUnderdampedSpringOvershoots() {
        let bouncy = SpringCurve(mass: 1, stiffness: 100, damping: 4, initialVelocity: 0)
        let peak = stride(from: 0.0, through: 2, by: 0.01).map { bouncy.value(at: $0) }.max()!
        #expect(peak > 1.3)
        let critical = SpringCurve(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)
        let highest = stride(from: 0.0, through: 3, by: 0.01).map { critical.value(at: $0) }.max()!
        #expect(highest <= 1)
    }

    /// The settling duration is when the motion stays within 0.001 of the target for good.
    @Test func settlingDurationIsWhenTheMotionStaysClose() {
        for damping in [3.0, 20, 60] {
            let spring = SpringCurve(mass: 1, stiffness: 100, damping: damping, initialVelocity: 0)
            let settle = spring.settlingDuration()
            #expect(settle > 0)
            for t in stride(from: settle, through: settle + 3, by: 0.005) {
                #expect(abs(1 - spring.value(at: t)) <= SpringCurve.settleThreshold * 1.01)
            }
            let before = stride(from: 0, through: settle * 0.9, by: 0.001).contains {
                abs(1 - spring.value(at: $0)) > SpringCurve.settleThreshold
            }
            #expect(before)
        }
    }

    /// The ratio form is the spring that settles over the given duration, as UIKit runs an animation's spring.
    @Test func theRatioFormSettlesInTheDurationAsked() {
        for (ratio, duration) in [(0.5, 0.8), (1.0, 0.3), (0.2, 2.0)] {
            let spring = SpringCurve(dampingRatio: ratio, settlingIn: duration, initialVelocity: 0)
            #expect(abs(spring.settlingDuration() - duration) < duration * 0.02)
            #expect(abs(spring.zeta - ratio) < 1e-9)
        }
    }

    @Test func theVelocityStartsAtTheInitialVelocityAndDiesAway() {
        let spring = SpringCurve(mass: 1, stiffness: 200, damping: 20, initialVelocity: 3)
        #expect(abs(spring.velocity(at: 0) - 3) < 0.05)
        #expect(abs(spring.velocity(at: 5)) < 1e-4)
    }

    @Test func aSpringWithoutDampingNeverSettles() {
        let spring = SpringCurve(mass: 1, stiffness: 100, damping: 0, initialVelocity: 0)
        #expect(spring.settlingDuration(upTo: 42) == 42)
    }
}
