import Foundation
import Testing

@testable import Tapestry

@Suite struct VelocityTrackerTests {
    @Test func aSteadyMotionReadsAsItsSpeed() {
        var tracker = VelocityTracker()
        for i in 0...10 { tracker.add(CGPoint(x: CGFloat(i) * 10, y: CGFloat(i) * -5), at: Double(i) / 100) }
        let v = tracker.velocity
        #expect(abs(v.x - 1000) < 0.001)
        #expect(abs(v.y + 500) < 0.001)
    }

    @Test func fewerThanTwoSamplesOrNoElapsedTimeIsStill() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity == .zero)
        tracker.add(CGPoint(x: 5, y: 5), at: 1)
        #expect(tracker.velocity == .zero)
        tracker.add(CGPoint(x: 50, y: 5), at: 1)
        #expect(tracker.velocity == .zero)
    }

    /// Only the last `window` seconds count: an early fast stretch does not lift a later slow one.
    @Test func onlyRecentSamplesCount() {
        var tracker = VelocityTracker()
        tracker.add(CGPoint(x: 0, y: 0), at: 0)
        tracker.add(CGPoint(x: 500, y: 0), at: 0.05)
        for i in 1...20 { tracker.add(CGPoint(x: 500 + CGFloat(i), y: 0), at: 0.05 + Double(i) / 100) }
        #expect(abs(tracker.velocity.x - 100) < 0.001)
    }

    /// A lift where the finger last moved, a moment later, is the end of the motion, not a stop.
    @Test func aLiftAtTheLastPlaceSoonAfterKeepsTheSpeed() {
        var tracker = VelocityTracker()
        for i in 0...6 { tracker.add(CGPoint(x: CGFloat(i) * 8, y: 0), at: Double(i) / 60) }
        let before = tracker.velocity
        tracker.addLift(CGPoint(x: 48, y: 0), at: 6.0 / 60 + 0.03)
        #expect(tracker.velocity == before)
        // A lift after a longer rest counts, and slows the reading.
        tracker.addLift(CGPoint(x: 48, y: 0), at: 6.0 / 60 + 0.09)
        #expect(tracker.velocity.x < before.x)
    }

    /// Shifting every sample (a second finger joined and the centroid jumped) adds no speed.
    @Test func shiftingTheSamplesAddsNoSpeed() {
        var tracker = VelocityTracker()
        tracker.add(CGPoint(x: 0, y: 0), at: 0)
        tracker.add(CGPoint(x: 10, y: 0), at: 0.05)
        tracker.shift(by: CGPoint(x: 200, y: 80))
        tracker.add(CGPoint(x: 220, y: 80), at: 0.1)
        #expect(abs(tracker.velocity.x - 200) < 0.001)
        #expect(abs(tracker.velocity.y) < 0.001)
        tracker.reset()
        #expect(tracker.velocity == .zero)
    }
}
