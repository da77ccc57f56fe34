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

// Darwin imports the C memory functions with implicitly unwrapped pointers, glibc with non-optional ones, so
// code passing an optional pointer (`CFDataGetBytePtr(data)` kept in a `let`, `vImage_Buffer.data`) compiles
// only against Darwin's. These take Darwin's types; a call with non-optional pointers still picks glibc's.

/// Copies `n` bytes from `src` to `dst` (which must not overlap), as Darwin imports C's `memcpy`.
@discardableResult
public func memcpy(_ dst: UnsafeMutableRawPointer!, _ src: UnsafeRawPointer!, _ n: Int) -> UnsafeMutableRawPointer! {
    dst.copyMemory(from: src, byteCount: n)
    return dst
}

/// Copies `n` bytes from `src` to `dst`, which may overlap, as Darwin imports C's `memmove`.
@discardableResult
public func memmove(_ dst: UnsafeMutableRawPointer!, _ src: UnsafeRawPointer!, _ n: Int) -> UnsafeMutableRawPointer! {
    // copyMemory has memmove's semantics.
    dst.copyMemory(from: src, byteCount: n)
    return dst
}

/// Sets `n` bytes at `b` to the low byte of `c`, as Darwin imports C's `memset`.
@discardableResult
public func memset(_ b: UnsafeMutableRawPointer!, _ c: Int32, _ n: Int) -> UnsafeMutableRawPointer! {
    b.initializeMemory(as: UInt8.self, repeating: UInt8(truncatingIfNeeded: c), count: n)
    return b
}

extension NSAttributedString {
    /// An empty attributed string, as `NSAttributedString()` makes on Apple's platforms (Linux's Foundation
    /// has only `init(string:)`; an `init()` cannot be added in an extension, so this one's argument has a
    /// default and the call reads the same).
    public convenience init(_emptyString: Void = ()) { self.init(string: "") }
}

extension Timer {
    /// A timer that is never scheduled and never fires, as `Timer()` makes on Apple's platforms: code keeps
    /// one in a stored property as a placeholder (`var delayTimer = Timer()`) until it schedules a real one,
    /// and may `invalidate()` it meanwhile. (Linux's `Timer` does not inherit `NSObject`'s `init()`, and one
    /// cannot be added in an extension, so this one's argument has a default and the call reads the same.)
    public convenience init(_placeholder: Void = ()) {
        self.init(fire: .distantFuture, interval: 0, repeats: false, block: { _ in })
    }
}

extension ProcessInfo {
    /// Whether the process is an iPad app built for the Mac with Mac Catalyst: false.
    public var isMacCatalystApp: Bool { false }
    /// Whether the process is an iPhone or iPad app running on a Mac with Apple silicon: false.
    public var isiOSAppOnMac: Bool { false }
}

/// The version of Foundation, as older iOS code compares it with the `NSFoundationVersionNumber_iOS_…` values
/// to choose an API: Tapestry answers as a Foundation newer than every named version (the named ones stop at
/// iOS 9; later systems compare with `#available`).
public let NSFoundationVersionNumber: Double = 1_953.1
/// Foundation's version in iOS 7.0.
public let NSFoundationVersionNumber_iOS_7_0: Double = 1_047.20
/// Foundation's version in iOS 7.1.
public let NSFoundationVersionNumber_iOS_7_1: Double = 1_047.25
/// Foundation's version in iOS 8.0.
public let NSFoundationVersionNumber_iOS_8_0: Double = 1_140.11
/// The last of iOS 8's versions.
public let NSFoundationVersionNumber_iOS_8_x_Max: Double = 1_199
/// Foundation's version in iOS 9.0.
public let NSFoundationVersionNumber_iOS_9_0: Double = 1_240.1
/// The last of iOS 9's versions.
public let NSFoundationVersionNumber_iOS_9_x_Max: Double = 1_299

/// An object whose contents may be thrown away while no one is using them, as Apple's Foundation declares it for
/// caches (`NSCache` on Linux keeps its objects whole and never calls these; a cache of one's own may).
public protocol NSDiscardableContent: AnyObject {
    /// Marks the contents in use; false when they were already thrown away.
    func beginContentAccess() -> Bool
    /// Marks one use of the contents finished.
    func endContentAccess()
    /// Throws the contents away if no one is using them.
    func discardContentIfPossible()
    /// Whether the contents were thrown away.
    func isContentDiscarded() -> Bool
}

extension URL {
    /// Asks for access to a security-scoped file (one a document picker handed out). A Linux app is not
    /// sandboxed, so access is always there: true. Pair it with `stopAccessingSecurityScopedResource()`, as on iOS.
    public func startAccessingSecurityScopedResource() -> Bool { true }
    /// Gives up access asked for with `startAccessingSecurityScopedResource()` (nothing to give up here).
    public func stopAccessingSecurityScopedResource() {}
}
