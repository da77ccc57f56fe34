import Foundation

// What UIKit code takes from Apple's Foundation and Dispatch that Linux's lack: small and exact, so that
// the code compiles unchanged.

/// Nanoseconds in a second (Dispatch's constant on Apple's platforms): `DispatchTime.now() + Double(2 *
/// NSEC_PER_SEC) / Double(NSEC_PER_SEC)`.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000

extension NSMutableString {
    /// Appends text made from a format and its arguments, as `String(format:)` makes it.
    public func appendFormat(_ format: String, _ arguments: CVarArg...) {
        append(String(format: format, arguments: arguments))
    }
}
