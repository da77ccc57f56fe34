import Foundation
import Testing

@testable import Tapestry

@MainActor
@Suite struct RunLoopClockTests {
    @Test func virtualTimeMovesOnlyWhenAdvanced() {
        UIApplication.replaceShared()  // a fresh application for each test
        let clock = RunLoopClock(mode: .virtual, start: 100)
        #expect(clock.now == 100)
        clock.advance(by: 0.25)
        #expect(clock.now == 100.25)
    }

    @Test func timersFireAtTheirDeadlinesInOrder() {
        UIApplication.replaceShared()  // a fresh application for each test
        let clock = RunLoopClock(mode: .virtual)
        var fired: [String] = []
        clock.schedule(after: 0.3) { fired.append("b@\(clock.now)") }
        clock.schedule(after: 0.1) { fired.append("a@\(clock.now)") }
        let cancelled = clock.schedule(after: 0.2) { fired.append("never") }
        cancelled.invalidate()
        #expect(clock.nextDeadline == 0.1)
        clock.advance(by: 0.05)
        #expect(fired.isEmpty)
        clock.advance(by: 1)
        #expect(fired == ["a@0.1", "b@0.3"])
        #expect(clock.now == 1.05)
        #expect(clock.nextDeadline == nil)
    }

    @Test func timersWithAnyDeadlinesFireInDeadlineThenSchedulingOrder() {
        UIApplication.replaceShared()
        let clock = RunLoopClock(mode: .virtual)
        var fired: [Int] = []
        var expected: [(TimeInterval, Int)] = []
        for index in 0..<300 {
            let delay = TimeInterval((index * 7919) % 50) / 10  // repeats, out of order
            expected.append((delay, index))
            clock.schedule(after: delay) { fired.append(index) }
        }
        clock.advance(by: 10)
        #expect(fired == expected.sorted { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }.map(\.1))
    }

    /// A timer cancelled and scheduled again on every step (the scroll indicators' fading while scrolling)
    /// while the run loop does not turn leaves no pile of dead timers behind.
    @Test func timersRescheduledOverAndOverDoNotPileUp() {
        UIApplication.replaceShared()
        let clock = RunLoopClock(mode: .virtual)
        var fired = 0
        var timer = clock.schedule(after: 0.5) { fired += 1 }
        for _ in 0..<10_000 {
            timer.invalidate()
            timer = clock.schedule(after: 0.5) { fired += 1 }
        }
        #expect(clock.heldTimerCount <= 128)
        clock.advance(by: 1)
        #expect(fired == 1)
    }

    @Test func repeatingTimersRepeatUntilInvalidated() {
        UIApplication.replaceShared()  // a fresh application for each test
        let clock = RunLoopClock(mode: .virtual)
        var count = 0
        let timer = clock.schedule(after: 0.5, repeating: 0.5) { count += 1 }
        clock.advance(by: 1.6)
        #expect(count == 3)
        timer.invalidate()
        clock.advance(by: 5)
        #expect(count == 3)
    }

    @Test func aTimerScheduledByATimerRunsInTheSameAdvanceWhenDue() {
        UIApplication.replaceShared()  // a fresh application for each test
        let clock = RunLoopClock(mode: .virtual)
        var fired: [TimeInterval] = []
        clock.schedule(after: 0.1) {
            fired.append(clock.now)
            clock.schedule(after: 0.1) { fired.append(clock.now) }
        }
        clock.advance(by: 0.5)
        #expect(fired.count == 2)
        #expect(abs(fired[1] - 0.2) < 1e-12)
    }

    @Test func monotonicTimeIsSecondsSinceBoot() {
        UIApplication.replaceShared()  // a fresh application for each test
        let clock = RunLoopClock()
        let uptime = ProcessInfo.processInfo.systemUptime
        #expect(abs(clock.now - uptime) < 5)
        clock.useVirtualTime()
        #expect(clock.mode == .virtual)
        #expect(clock.now >= uptime)
    }
}
