import Foundation
import Testing
import os

/// `OSAllocatedUnfairLock` as Swift concurrency code uses it: state guarded across threads, copies sharing one
/// lock, a try that does not wait, and Apple's crash for a lock taken twice on one thread.
@Suite struct OSAllocatedUnfairLockTests {
    @Test func stateChangedUnderTheLockFromManyTasksLosesNothing() async {
        let counts = OSAllocatedUnfairLock(initialState: [String: Int]())
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for _ in 0..<5_000 { counts.withLock { $0["task \(task % 2)", default: 0] += 1 } }
                }
            }
        }
        #expect(counts.withLock { $0 } == ["task 0": 20_000, "task 1": 20_000])
    }

    @Test func copiesShareOneLockAndOneState() {
        let lock = OSAllocatedUnfairLock(initialState: 1)
        let copy = lock
        copy.withLock { $0 += 1 }
        #expect(lock.withLock { $0 } == 2)
        lock.withLockUnchecked { state in
            #expect(copy.withLockIfAvailable { $0 } == nil)
            state = 5
            lock.precondition(.owner)
        }
        lock.precondition(.notOwner)
        #expect(copy.withLockIfAvailable { $0 } == 5)
    }

    @Test func aLockWithoutStateLocksAroundCodeAndTriesWithoutWaiting() {
        let lock = OSAllocatedUnfairLock()
        lock.lock()
        #expect(!lock.lockIfAvailable())
        lock.precondition(.owner)
        lock.unlock()
        #expect(lock.lockIfAvailable())
        lock.unlock()
        #expect(lock.withLock { 7 } == 7)
        #expect(lock.withLockIfAvailable { "free" } == "free")
        let other = DispatchQueue(label: "holder")
        let held = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        other.async {
            lock.lock()
            held.signal()
            release.wait()
            lock.unlock()
        }
        held.wait()
        #expect(lock.withLockIfAvailable { "free" } == nil)
        lock.precondition(.notOwner)
        release.signal()
        #expect(lock.withLock { "taken after the other thread let go" } == "taken after the other thread let go")
    }

    final class Tracked: @unchecked Sendable {
        nonisolated(unsafe) static var freed = 0
        deinit { Tracked.freed += 1 }
    }

    @Test func theStateIsReleasedOnceWhenTheLastCopyOfTheLockGoes() {
        Tracked.freed = 0
        var kept: Tracked? = Tracked()
        do {
            let lock = OSAllocatedUnfairLock(uncheckedState: kept!)
            let copy = lock
            #expect(copy.withLockUnchecked { $0 === kept })
        }
        #expect(Tracked.freed == 0, "the caller's reference still holds the state")
        kept = nil
        #expect(Tracked.freed == 1)
    }

    @Test func takingTheLockTwiceOnOneThreadStopsWithApplesMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let lock = OSAllocatedUnfairLock()
            lock.withLockUnchecked { lock.lock() }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("BUG IN CLIENT OF LIBPLATFORM: Trying to recursively lock an os_unfair_lock"))
    }

    @Test func unlockingALockTheThreadDoesNotHoldStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            OSAllocatedUnfairLock().unlock()
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Unlock of an os_unfair_lock not owned by current thread"))
    }
}
