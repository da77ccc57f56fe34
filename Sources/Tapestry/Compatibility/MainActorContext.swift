import Foundation

/// Whether code runs on the main actor, asked where the answer decides between touching main-actor state now
/// and handing the work to the main queue: a `deinit` (a view, layer or controller may be released on any
/// thread) or NSObject's nonisolated `description`.
///
/// The main actor runs on the main queue, which is not always drained by the process's first thread (Swift
/// Testing on Linux drains it on another), so the main queue is tagged and the tag looked up as well.
package enum MainActorContext {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller is on the main thread or inside a job of the main queue.
    package static var isCurrent: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true }
}

/// A value handed to the main queue from a `deinit` on another thread. Only the main actor touches it
/// afterwards, which the compiler cannot see.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Runs `body` as main-actor code from a type that Apple's SDK leaves unisolated but whose state reaches the
/// engine's main-actor state: `CALayer` and its subclasses, `CATransaction`. Core Animation's objects are used
/// from the main thread in UIKit code (a layer on screen is only ever changed there); this is that contract, not
/// a check. `value` is handed to `body` as a parameter so the closure captures nothing it would have to send.
@inline(__always)
package func withMainActorState<Value, Result>(
    _ value: Value, _ body: @MainActor (Value) throws -> Result
) rethrows -> Result {
    try withoutActuallyEscaping(body) { body in
        try unsafeBitCast(body, to: ((Value) throws -> Result).self)(value)
    }
}

/// Runs `body` on the main thread and returns what it returns: at once when called there (or from a job of the
/// main queue), else by waiting for the main queue. For the types Apple's SDK leaves unisolated and callable
/// from any thread (the image renderer) whose work reaches the engine's main-actor state (text laid out by the
/// renderer's Pango context): their callers get the same result on any thread.
package func onMainThread<Result>(_ body: @MainActor () throws -> Result) rethrows -> Result {
    try withoutActuallyEscaping(body) { body in
        let unisolated = unsafeBitCast(body, to: (() throws -> Result).self)
        if MainActorContext.isCurrent { return try unisolated() }
        return try DispatchQueue.main.sync(execute: unisolated)
    }
}
