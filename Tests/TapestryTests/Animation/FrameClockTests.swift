import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Display links on the frame clock: every frame, or every n-th.
@MainActor
@Suite struct FrameClockTests {
    @MainActor final class Counter: NSObject {
        var timestamps: [CFTimeInterval] = []
        func tick(_ link: CADisplayLink) { timestamps.append(link.timestamp) }
    }

    @Test func aFrameIntervalFiresEveryNthFrame() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, _, synthesizer) = makeWindow()
        let every = Counter(), third = Counter()
        let a = CADisplayLink(target: every, selector: Selector(Counter.tick(_:)))
        let b = CADisplayLink(target: third, selector: Selector(Counter.tick(_:)))
        b.frameInterval = 3
        #expect(a.frameInterval == 1)
        a.add(to: .main, forMode: .common)
        b.add(to: .main, forMode: .common)
        synthesizer.advance(by: 0.5)
        a.invalidate()
        b.invalidate()
        #expect(every.timestamps.count >= 27)
        #expect(abs(third.timestamps.count * 3 - every.timestamps.count) <= 3, "\(third.timestamps.count)")
        let gaps = zip(third.timestamps, third.timestamps.dropFirst()).map { $1 - $0 }
        #expect(gaps.allSatisfy { abs($0 - 3.0 / 60) < 1e-6 }, "\(gaps)")
    }
}
