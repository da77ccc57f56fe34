import Foundation
import OpenCombine

// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`: the date at each tick of a run loop timer.

extension Timer {
    /// Publishes the current date at every tick of a timer on a run loop, once connected.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A connectable publisher of the dates of a repeating timer's ticks: `connect()` (or `autoconnect()`)
    /// starts the timer; every subscriber gets each tick it has asked for.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// The date of each tick.
        public typealias Output = Date
        /// A timer does not fail.
        public typealias Failure = Never

        /// The interval between ticks, in seconds.
        public let interval: TimeInterval
        /// How late a tick may come.
        public let tolerance: TimeInterval?
        /// The run loop the timer runs on.
        public let runLoop: RunLoop
        /// The run loop mode.
        public let mode: RunLoop.Mode
        /// Scheduler options (none for a run loop).
        public let options: RunLoop.SchedulerOptions?

        private let lock = NSRecursiveLock()
        private var subscriptions: [TimerSubscription] = []
        private var timer: Timer?

        /// A publisher of a timer's ticks.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Adds `subscriber`; it gets ticks once the publisher is connected.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            let subscription = TimerSubscription(publisher: self, subscriber: AnySubscriber(subscriber))
            lock.lock()
            subscriptions.append(subscription)
            lock.unlock()
            subscriber.receive(subscription: subscription)
        }

        /// Starts the timer; cancelling the result stops it.
        public func connect() -> Cancellable {
            lock.lock()
            defer { lock.unlock() }
            if timer == nil {
                let publisher = UncheckedPublisher(self)
                let timer = Timer(timeInterval: interval, repeats: true) { _ in publisher.value.tick() }
                if let tolerance { timer.tolerance = tolerance }
                runLoop.add(timer, forMode: mode)
                self.timer = timer
            }
            let publisher = UncheckedPublisher(self)
            return AnyCancellable { publisher.value.disconnect() }
        }

        private func disconnect() {
            lock.lock()
            let timer = self.timer
            self.timer = nil
            lock.unlock()
            timer?.invalidate()
        }

        private func tick() {
            let date = Date()
            lock.lock()
            let subscriptions = self.subscriptions
            lock.unlock()
            for subscription in subscriptions { subscription.deliver(date) }
        }

        fileprivate func remove(_ subscription: TimerSubscription) {
            lock.lock()
            subscriptions.removeAll { $0 === subscription }
            lock.unlock()
        }
    }
}

private struct UncheckedPublisher: @unchecked Sendable {
    let value: Timer.TimerPublisher
    init(_ value: Timer.TimerPublisher) { self.value = value }
}

/// One subscriber of a timer publisher: ticks it has not asked for are dropped.
private final class TimerSubscription: Subscription, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private weak var publisher: Timer.TimerPublisher?
    private var subscriber: AnySubscriber<Date, Never>?
    private var demand = Subscribers.Demand.none

    init(publisher: Timer.TimerPublisher, subscriber: AnySubscriber<Date, Never>) {
        self.publisher = publisher
        self.subscriber = subscriber
    }

    func deliver(_ date: Date) {
        lock.lock()
        defer { lock.unlock() }
        guard let subscriber, demand > 0 else { return }
        demand -= 1
        demand += subscriber.receive(date)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        subscriber = nil
        let publisher = self.publisher
        lock.unlock()
        publisher?.remove(self)
    }
}
