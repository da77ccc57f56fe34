import Testing
import UIKit

/// Code written for iOS guards state with Darwin's unfair lock having imported only UIKit (Apple's Foundation
/// brings it): the same file compiles here.
final class GuardedCounter: @unchecked Sendable {
    private var lock = os_unfair_lock()
    private var value = 0

    func increment() -> Int {
        os_unfair_lock_lock(&lock)
        defer { os_unfair_lock_unlock(&lock) }
        value += 1
        return value
    }

    func tryIncrement() -> Bool {
        guard os_unfair_lock_trylock(&lock) else { return false }
        value += 1
        os_unfair_lock_unlock(&lock)
        return true
    }
}

struct UnfairLockImports {
    @Test func theUnfairLockComesWithUIKit() async {
        let counter = GuardedCounter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 { group.addTask { for _ in 0..<250 { _ = counter.increment() } } }
        }
        #expect(counter.increment() == 1001)
        #expect(counter.tryIncrement())
    }
}
