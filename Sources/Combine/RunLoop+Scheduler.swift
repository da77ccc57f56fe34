import Foundation
import OpenCombine

// The run loop and operation queues as Combine schedulers, under Apple's names: `receive(on: RunLoop.main)`
// runs work on the main run loop's next turn (the app's loop turns it), delayed and repeating work on its timers.

extension RunLoop: @retroactive Scheduler {
    /// A point in time on a run loop: a `Date`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The date.
        public var date: Date

        /// Wraps a date.
        public init(_ date: Date) { self.date = date }

        /// The signed distance in seconds to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        /// The time `stride` later (earlier when negative).
        public func advanced(by stride: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(stride.timeInterval))
        }

        /// A signed interval between two dates, in seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Codable, Sendable
        {
            /// A literal in seconds.
            public typealias FloatLiteralType = TimeInterval
            /// A literal in seconds.
            public typealias IntegerLiteralType = TimeInterval
            /// Seconds.
            public typealias Magnitude = TimeInterval

            /// The interval in seconds.
            public var magnitude: TimeInterval
            /// The interval in seconds.
            public var timeInterval: TimeInterval { magnitude }

            /// An interval of `timeInterval` seconds.
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            /// An interval of `value` seconds.
            public init(floatLiteral value: TimeInterval) { magnitude = value }
            /// An interval of `value` seconds.
            public init(integerLiteral value: TimeInterval) { magnitude = value }
            /// An interval of `source` seconds, when it is exact.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let seconds = TimeInterval(exactly: source) else { return nil }
                magnitude = seconds
            }

            /// `s` seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            /// `s` seconds.
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            /// `ms` milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
            /// `us` microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
            /// `ns` nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }

            /// The shorter interval.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            /// The product.
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            /// The sum.
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            /// The difference.
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            /// Multiplies in place.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            /// Adds in place.
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            /// Subtracts in place.
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        }
    }

    /// A run loop takes no options.
    public struct SchedulerOptions: Sendable {}

    /// Now, as a date.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    /// No tolerance: timers are scheduled for their time.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` on the run loop's next turn.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = SchedulerAction(action)
        perform { action.run() }
    }

    /// Runs `action` on the run loop at `date`.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let action = SchedulerAction(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action.run() }
        timer.tolerance = tolerance.timeInterval
        add(timer, forMode: .default)
    }

    /// Runs `action` on the run loop at `date` and every `interval` after, until the returned value is cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let action = SchedulerAction(action)
        let timer = Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in action.run() }
        timer.tolerance = tolerance.timeInterval
        add(timer, forMode: .default)
        let handle = UncheckedTimer(timer)
        return AnyCancellable { handle.timer.invalidate() }
    }
}

extension OperationQueue: @retroactive Scheduler {
    /// A point in time for an operation queue: a `Date` (the run loop's type).
    public typealias SchedulerTimeType = RunLoop.SchedulerTimeType
    /// An operation queue takes no options.
    public typealias SchedulerOptions = RunLoop.SchedulerOptions

    /// Now, as a date.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Adds `action` to the queue as an operation.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = SchedulerAction(action)
        addOperation { action.run() }
    }

    /// Adds `action` to the queue at `date`.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let action = SchedulerAction(action)
        let queue = UncheckedOperationQueue(self)
        let delay = max(date.date.timeIntervalSinceNow, 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) { queue.queue.addOperation { action.run() } }
    }

    /// Adds `action` to the queue at `date` and every `interval` after, until the returned value is cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let action = SchedulerAction(action)
        let queue = UncheckedOperationQueue(self)
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.setEventHandler { queue.queue.addOperation { action.run() } }
        timer.schedule(
            deadline: .now() + max(date.date.timeIntervalSinceNow, 0), repeating: max(interval.timeInterval, 0),
            leeway: .nanoseconds(Int(max(tolerance.timeInterval, 0) * 1e9)))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

private struct UncheckedTimer: @unchecked Sendable {
    let timer: Timer
    init(_ timer: Timer) { self.timer = timer }
}

private struct UncheckedOperationQueue: @unchecked Sendable {
    let queue: OperationQueue
    init(_ queue: OperationQueue) { self.queue = queue }
}
