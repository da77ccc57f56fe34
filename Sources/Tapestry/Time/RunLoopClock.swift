import Foundation

/// The application run loop's clock and timers: monotonic seconds in production, virtual seconds in tests.
///
/// Everything time-dependent in the engine (tap counts, multi-tap gaps, long presses, the caret's blink,
/// scroll deceleration) reads `now` and schedules with `schedule(after:repeating:_:)`, so a test that switches
/// to virtual time and advances it sees exactly what a user would, with no sleeping.
@preconcurrency @MainActor
public final class RunLoopClock {
    /// Where `now` comes from.
    public enum Mode: Sendable, Equatable {
        /// Seconds since boot from the system's monotonic clock (the `timestamp` UIKit reports).
        case monotonic
        /// Seconds that move only when `advance(by:)` is called.
        case virtual
    }

    /// A timer scheduled on a `RunLoopClock`; keep it to cancel it.
    @preconcurrency @MainActor
    public final class Timer {
        /// When the timer fires next, in the clock's seconds.
        public fileprivate(set) var deadline: TimeInterval
        /// The interval of a repeating timer, or nil for a one-shot timer.
        public let interval: TimeInterval?
        /// False once the timer has fired (one-shot) or has been cancelled.
        public fileprivate(set) var isValid = true
        fileprivate let action: @MainActor () -> Void
        fileprivate let order: Int

        fileprivate init(
            deadline: TimeInterval, interval: TimeInterval?, order: Int, action: @escaping @MainActor () -> Void
        ) {
            self.deadline = deadline
            self.interval = interval
            self.order = order
            self.action = action
        }

        /// Stops the timer; it will not fire again.
        public func invalidate() { isValid = false }
    }

    /// Where `now` comes from.
    public private(set) var mode: Mode
    private var virtualNow: TimeInterval = 0
    private var timers: [Timer] = []
    private var scheduled = 0

    /// Creates a clock in the given mode; a virtual clock starts at `start` seconds.
    public init(mode: Mode = .monotonic, start: TimeInterval = 0) {
        self.mode = mode
        virtualNow = start
    }

    /// The current time in seconds: monotonic since boot, or the virtual time.
    public var now: TimeInterval {
        mode == .virtual ? virtualNow : ProcessInfo.processInfo.systemUptime
    }

    /// Switches to virtual time, continuing from the current time so timestamps never go backwards.
    public func useVirtualTime() {
        guard mode != .virtual else { return }
        virtualNow = now
        mode = .virtual
    }

    /// Schedules `action` to run `delay` seconds from now, and every `interval` seconds after when repeating.
    ///
    /// - Precondition: `delay` is finite and not negative; `interval`, when given, is finite and positive.
    @discardableResult
    public func schedule(
        after delay: TimeInterval, repeating interval: TimeInterval? = nil, _ action: @escaping @MainActor () -> Void
    ) -> Timer {
        precondition(delay.isFinite && delay >= 0, "RunLoopClock.schedule: delay must be finite and >= 0, got \(delay)")
        if let interval {
            precondition(
                interval.isFinite && interval > 0,
                "RunLoopClock.schedule: repeat interval must be finite and > 0, got \(interval)")
        }
        scheduled += 1
        let timer = Timer(deadline: now + delay, interval: interval, order: scheduled, action: action)
        insert(timer)
        return timer
    }

    /// The deadline of the earliest valid timer, or nil when none is scheduled; backends sleep until it.
    public var nextDeadline: TimeInterval? {
        timers.removeAll { !$0.isValid }
        return timers.first?.deadline
    }

    /// Runs every timer whose deadline has passed, earliest first. Returns whether any ran.
    @discardableResult
    public func fireDueTimers() -> Bool {
        fireTimers(upTo: now)
    }

    /// Moves virtual time forward by `seconds`, running each timer at its own deadline along the way.
    ///
    /// - Precondition: The clock is virtual and `seconds` is finite and not negative.
    public func advance(by seconds: TimeInterval) {
        precondition(mode == .virtual, "RunLoopClock.advance(by:): the clock is not virtual; call useVirtualTime()")
        precondition(
            seconds.isFinite && seconds >= 0,
            "RunLoopClock.advance(by:): seconds must be finite and >= 0, got \(seconds)")
        let target = virtualNow + seconds
        _ = fireTimers(upTo: target)
        virtualNow = max(target, virtualNow)
    }

    private func fireTimers(upTo limit: TimeInterval) -> Bool {
        var ran = false
        while let timer = popDue(upTo: limit) {
            if mode == .virtual, timer.deadline > virtualNow { virtualNow = timer.deadline }
            if let interval = timer.interval {
                timer.deadline += interval
                insert(timer)
            } else {
                timer.isValid = false
            }
            ran = true
            timer.action()
        }
        return ran
    }

    private func popDue(upTo limit: TimeInterval) -> Timer? {
        timers.removeAll { !$0.isValid }
        // A deadline a rounding error past the limit is due: timers repeating every 1/60 s fall due at 0.5 s
        // whatever the clock's starting value.
        guard let first = timers.first, first.deadline <= limit + 1e-9 else { return nil }
        timers.removeFirst()
        return first
    }

    /// Invalidates every scheduled timer (the application is being replaced).
    public func cancelAllTimers() {
        for timer in timers { timer.invalidate() }
        timers.removeAll()
    }

    /// Puts a timer in deadline order. A new timer mostly falls due after the others, so the place is looked for
    /// from the end; invalidated timers are let go of whenever their number has doubled since the last time, so a
    /// timer rescheduled on every scroll step (as the scroll indicators' fading is) does not pile them up.
    private func insert(_ timer: Timer) {
        if timers.count >= pruneAt {
            timers.removeAll { !$0.isValid }
            pruneAt = max(64, 2 * timers.count)
        }
        var index = timers.count
        while index > 0,
            timers[index - 1].deadline > timer.deadline
                || (timers[index - 1].deadline == timer.deadline && timers[index - 1].order > timer.order)
        {
            index -= 1
        }
        timers.insert(timer, at: index)
    }
    /// The number of held timers at which invalidated ones are next let go of.
    private var pruneAt = 64
    /// How many timers the clock holds, invalidated ones not yet let go of included.
    var heldTimerCount: Int { timers.count }
}
