import Foundation
import Testing

@testable import Tapestry

/// A memory-pressure source runs its handler with `.warning` when the application is told memory runs low, and
/// not after it is cancelled or when its mask leaves warnings out.
@MainActor @Suite(.serialized) struct DispatchSourceMemoryPressureTests {
    final class Count: @unchecked Sendable {
        private let lock = NSLock()
        private var levels: [UInt] = []
        let arrived = DispatchSemaphore(value: 0)
        func add(_ level: UInt) {
            lock.withLock { levels.append(level) }
            arrived.signal()
        }
        var all: [UInt] { lock.withLock { levels } }
    }

    /// Waits (bounded) until the queue has run everything queued so far.
    func drain(_ queue: DispatchQueue) { queue.sync {} }

    @Test func aMemoryWarningReachesTheHandlerAsAWarningUntilCancelled() {
        UIApplication.replaceShared()
        let queue = DispatchQueue(label: "memory pressure")
        let seen = Count()
        let source = DispatchSource.makeMemoryPressureSource(eventMask: [.warning, .critical], queue: queue)
        nonisolated(unsafe) let handled = source
        // `@Sendable`: the handler runs on the source's queue, not on the main actor this suite is on.
        source.setEventHandler { @Sendable in seen.add(handled.data.rawValue) }
        source.activate()
        #expect(source.mask == [.warning, .critical])
        UIApplication.shared.performMemoryWarning()
        #expect(seen.arrived.wait(timeout: .now() + 10) == .success, "the handler ran (bounded wait)")
        #expect(seen.all == [DispatchSource.MemoryPressureEvent.warning.rawValue])
        source.cancel()
        #expect(source.isCancelled)
        UIApplication.shared.performMemoryWarning()
        drain(queue)
        #expect(seen.all.count == 1)
    }

    @Test func aSourceThatAsksOnlyForCriticalPressureIsNotToldOfWarnings() {
        UIApplication.replaceShared()
        let queue = DispatchQueue(label: "critical only")
        let seen = Count()
        let source = DispatchSource.makeMemoryPressureSource(eventMask: .critical, queue: queue)
        nonisolated(unsafe) let handled = source
        source.setEventHandler { @Sendable in seen.add(handled.data.rawValue) }
        source.resume()
        UIApplication.shared.performMemoryWarning()
        drain(queue)
        #expect(seen.all.isEmpty)
        source.cancel()
        #expect(DispatchSource.MemoryPressureEvent.all.rawValue == 0x7)
    }
}
