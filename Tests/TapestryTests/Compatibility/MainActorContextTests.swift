import Foundation
import Testing

@testable import Tapestry

/// Where main-actor state may be reached from code Apple's SDK leaves unisolated (MainActorContext): on the main
/// thread or the main queue, not elsewhere.
@Suite struct MainActorContextTests {
    @Test @MainActor func theMainActorIsTheMainContext() {
        #expect(MainActorContext.isCurrent)
        let doubled = withMainActorState(21) { $0 * 2 }
        #expect(doubled == 42, "the body runs with the value, synchronously")
    }

    @Test func anotherThreadIsNot() async {
        let elsewhere = await Task.detached { MainActorContext.isCurrent }.value
        #expect(!elsewhere)
        let onMainQueue = await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume(returning: MainActorContext.isCurrent) }
        }
        #expect(onMainQueue)
    }

    @Test @MainActor func errorsThrownInTheBodyReachTheCaller() {
        struct Refused: Error {}
        #expect(throws: Refused.self) { try withMainActorState(0) { _ in throw Refused() } }
        let boxed = UncheckedSendable(NSMutableArray())
        boxed.value.add(1)
        #expect(boxed.value.count == 1)
    }
}
