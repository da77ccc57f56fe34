/// A value handed to the main queue from a `deinit` on another thread. Only the main thread touches it
/// afterwards, which the compiler cannot see.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
