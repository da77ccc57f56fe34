@preconcurrency import Dispatch
import Foundation
import OpenCombine

// A dispatch queue as a Combine scheduler, under Apple's names: `receive(on: DispatchQueue.main)`,
// `debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)`. Work runs with `async`, delayed work with
// `asyncAfter`, repeating work on a dispatch timer source.

extension DispatchQueue: @retroactive Scheduler {
    /// A point in time on a dispatch queue: a `DispatchTime`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The dispatch time.
        public var dispatchTime: DispatchTime

        /// Wraps a dispatch time.
        public init(_ time: DispatchTime) { dispatchTime = time }

        /// The signed distance in nanoseconds to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride {
            let from = dispatchTime.uptimeNanoseconds
            let to = other.dispatchTime.uptimeNanoseconds
            return Stride(nanoseconds: to >= from ? Int(clamping: to - from) : -Int(clamping: from - to))
        }

        /// The time `stride` later (earlier when negative).
        public func advanced(by stride: Stride) -> SchedulerTimeType {
            SchedulerTimeType(dispatchTime + .nanoseconds(stride.magnitude))
        }

        /// Hashes the time's nanoseconds.
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// The same nanosecond.
        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        /// Encodes the time's nanoseconds since boot.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        /// Decodes a time from its nanoseconds since boot.
        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            dispatchTime = DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self))
        }

        /// A signed interval between two dispatch times, in nanoseconds; literals are seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Codable, Sendable
        {
            /// A literal in seconds.
            public typealias FloatLiteralType = Double
            /// A literal in seconds.
            public typealias IntegerLiteralType = Int
            /// Nanoseconds.
            public typealias Magnitude = Int

            /// The interval in nanoseconds (negative for an interval into the past).
            public var magnitude: Int

            /// The interval as a `DispatchTimeInterval`.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            init(nanoseconds: Int) { magnitude = nanoseconds }

            /// An interval from a `DispatchTimeInterval` (`.never` is the longest interval).
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).partialValue
                case .milliseconds(let ms): magnitude = ms.multipliedReportingOverflow(by: 1_000_000).partialValue
                case .microseconds(let us): magnitude = us.multipliedReportingOverflow(by: 1_000).partialValue
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            /// An interval of `value` seconds.
            public init(floatLiteral value: Double) { magnitude = Int(clamping: Int64((value * 1e9).rounded())) }
            /// An interval of `value` seconds.
            public init(integerLiteral value: Int) { self = .seconds(value) }
            /// An interval of `source` seconds, when it fits.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let seconds = Int(exactly: source) else { return nil }
                let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
                guard !overflow else { return nil }
                magnitude = nanoseconds
            }

            /// `s` seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            /// `s` seconds.
            public static func seconds(_ s: Double) -> Stride { Stride(floatLiteral: s) }
            /// `ms` milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            /// `us` microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            /// `ns` nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }

            /// The shorter interval.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            /// The product of two intervals' nanoseconds.
            public static func * (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude * rhs.magnitude)
            }
            /// The sum.
            public static func + (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude + rhs.magnitude)
            }
            /// The difference.
            public static func - (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude - rhs.magnitude)
            }
            /// Multiplies in place.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            /// Adds in place.
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            /// Subtracts in place.
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        }
    }

    /// How work is submitted to the queue.
    public struct SchedulerOptions: Sendable {
        /// The quality of service.
        public var qos: DispatchQoS
        /// The work item's flags.
        public var flags: DispatchWorkItemFlags
        /// A group the work joins.
        public var group: DispatchGroup?

        /// Options for submitting work.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// Now, as a dispatch time.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
    /// No tolerance: work is scheduled for its time.
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    /// Runs `action` on the queue.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let options = options ?? SchedulerOptions()
        let action = SchedulerAction(action)
        async(group: options.group, qos: options.qos, flags: options.flags) { action.run() }
    }

    /// Runs `action` on the queue at `date`.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let options = options ?? SchedulerOptions()
        let action = SchedulerAction(action)
        asyncAfter(deadline: date.dispatchTime, qos: options.qos, flags: options.flags) { action.run() }
    }

    /// Runs `action` on the queue at `date` and every `interval` after, until the returned value is cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: self)
        let action = SchedulerAction(action)
        timer.setEventHandler { action.run() }
        timer.schedule(
            deadline: date.dispatchTime, repeating: interval.timeInterval,
            leeway: .nanoseconds(max(tolerance.magnitude, 0)))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

/// Work handed to a queue or a run loop by a scheduler: Combine's actions are not `Sendable`, and the scheduler's
/// contract is that it runs them where it was asked to.
struct SchedulerAction: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
