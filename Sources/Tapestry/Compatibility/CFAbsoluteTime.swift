import Foundation

/// Seconds since 1 January 2001, as Core Foundation counts absolute time.
public typealias CFAbsoluteTime = Double

/// The current absolute time: seconds since 1 January 2001 (`Date().timeIntervalSinceReferenceDate`).
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }
