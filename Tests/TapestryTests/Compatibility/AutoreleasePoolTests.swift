import Testing

@testable import Tapestry

/// `autoreleasepool` returns its body's value and rethrows its error; what the body makes and drops is freed
/// before the pool ends, as a drained pool frees it on iOS.
@Suite struct AutoreleasePoolTests {
    final class Temporary {
        static nonisolated(unsafe) var alive = 0
        init() { Temporary.alive += 1 }
        deinit { Temporary.alive -= 1 }
    }

    struct Failure: Error {}

    @Test func thePoolGivesTheBodysValueAndFreesItsTemporariesByItsEnd() {
        let before = Temporary.alive
        var seenInside = 0
        let sum = autoreleasepool {
            var total = 0
            for index in 0..<100 {
                let temporary = Temporary()
                withExtendedLifetime(temporary) { total += index }
            }
            seenInside = Temporary.alive - before
            return total
        }
        #expect(sum == 4950)
        #expect(seenInside == 0)
        #expect(Temporary.alive == before)
    }

    @Test func anErrorThrownInThePoolReachesTheCaller() {
        #expect(throws: Failure.self) {
            try autoreleasepool { () throws -> Int in throw Failure() }
        }
    }
}
