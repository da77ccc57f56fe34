import Foundation
import Tapestry
import Testing

@Suite struct ObjCSyncTests {
    final class Box: @unchecked Sendable {
        var value = 0
    }

    /// `@synchronized`-style sections as Swift code written for iOS writes them: a defer-paired enter and exit.
    func synchronized<T>(_ lock: AnyObject, _ body: () -> T) -> T {
        objc_sync_enter(lock)
        defer { objc_sync_exit(lock) }
        return body()
    }

    @Test func sectionsOnOneObjectExcludeEachOtherAndNest() async {
        let box = Box()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<5_000 {
                        self.synchronized(box) { self.synchronized(box) { box.value += 1 } }
                    }
                }
            }
        }
        #expect(box.value == 40_000)
    }

    @Test func exitingWhatWasNotEnteredIsAnError() {
        #expect(objc_sync_exit(Box()) == OBJC_SYNC_NOT_OWNING_THREAD_ERROR)
        #expect(objc_sync_enter(3) == OBJC_SYNC_SUCCESS, "a value type locks nothing")
    }
}
