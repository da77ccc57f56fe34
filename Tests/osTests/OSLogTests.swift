import Testing
import os.log

/// `import os.log`, the spelling older UIKit code uses, brings the same API; a plain literal picks one `os_log`.
@Suite struct OSLogTests {
    @Test func importingTheSubmoduleBringsTheLoggingAPI() {
        let log = OSLog(subsystem: "com.example", category: "ui")
        #expect(log.isEnabled(type: .fault))
        os_log("a plain message", log: .disabled)
        os_log("%@", log: .disabled, type: .info, "formatted")
        Logger(log).debug("not shown at the default level")
    }
}

/// `os_unfair_lock` from `import os`, used as library code uses it: a lock word in a class, locked around a
/// counter that several threads add to.
@Suite struct UnfairLockTests {
    final class Counter: @unchecked Sendable {
        private let lock = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
        private(set) var value = 0
        init() { lock.initialize(to: os_unfair_lock()) }
        deinit { lock.deallocate() }
        func add() {
            os_unfair_lock_lock(lock)
            value += 1
            os_unfair_lock_unlock(lock)
        }
        func tryAdd() -> Bool {
            guard os_unfair_lock_trylock(lock) else { return false }
            defer { os_unfair_lock_unlock(lock) }
            value += 1
            return true
        }
    }

    @Test func aCounterUnderTheLockLosesNoAddition() async {
        let counter = Counter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 { group.addTask { for _ in 0..<10_000 { counter.add() } } }
        }
        #expect(counter.value == 80_000)
        #expect(counter.tryAdd())
        #expect(counter.value == 80_001)
    }
}
