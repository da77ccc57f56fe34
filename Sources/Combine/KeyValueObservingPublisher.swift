import Foundation
import OpenCombine
import Tapestry

// `view.publisher(for: \.frame)`: Combine's key-value observing publisher over Tapestry's observation of views
// (`observe(_:options:changeHandler:)`, which reports geometry, alpha, hiddenness and a scroll view's content).

extension NSObject {
    /// Publishes the values of an object's key path as they change: made by `publisher(for:options:)`.
    public struct KeyValueObservingPublisher<Subject: NSObject, Value>: Publisher, Equatable {
        /// The values of the key path.
        public typealias Output = Value
        /// Observation does not fail.
        public typealias Failure = Never

        /// The object observed.
        public let object: Subject
        /// The key path observed.
        public let keyPath: KeyPath<Subject, Value>
        /// What is reported: `.initial` sends the current value when the subscriber first asks.
        public let options: NSKeyValueObservingOptions
        let observe: @MainActor (_ send: @escaping @MainActor (Value) -> Void) -> NSKeyValueObservation

        init(
            object: Subject, keyPath: KeyPath<Subject, Value>, options: NSKeyValueObservingOptions,
            observe: @escaping @MainActor (_ send: @escaping @MainActor (Value) -> Void) -> NSKeyValueObservation
        ) {
            self.object = object
            self.keyPath = keyPath
            self.options = options
            self.observe = observe
        }

        /// Starts observing for `subscriber` (on the main thread, where views live).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            subscriber.receive(subscription: ObservationSubscription(subscriber: subscriber, observe: observe))
        }

        /// The same object, key path and options.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.object === rhs.object && lhs.keyPath == rhs.keyPath && lhs.options == rhs.options
        }
    }
}

/// One subscriber's observation: it begins at the first demand and ends at cancellation; values that come while
/// the subscriber asks for none are dropped, as Combine's key-value observing publisher drops them.
private final class ObservationSubscription<S: Subscriber>: Subscription, @unchecked Sendable where S.Failure == Never {
    private var subscriber: S?
    private var observe: (@MainActor (_ send: @escaping @MainActor (S.Input) -> Void) -> NSKeyValueObservation)?
    private var observation: NSKeyValueObservation?
    private var demand = Subscribers.Demand.none

    init(
        subscriber: S,
        observe: @escaping @MainActor (_ send: @escaping @MainActor (S.Input) -> Void) -> NSKeyValueObservation
    ) {
        self.subscriber = subscriber
        self.observe = observe
    }

    func request(_ demand: Subscribers.Demand) {
        onMain { [self] in
            guard subscriber != nil else { return }
            self.demand += demand
            guard let observe else { return }
            self.observe = nil
            observation = observe { [weak self] value in self?.send(value) }
        }
    }

    func cancel() {
        onMain { [self] in
            observation?.invalidate()
            observation = nil
            observe = nil
            subscriber = nil
        }
    }

    @MainActor private func send(_ value: S.Input) {
        guard let subscriber, demand > 0 else { return }
        demand -= 1
        demand += subscriber.receive(value)
    }

    private func onMain(_ work: @escaping @MainActor () -> Void) {
        if MainActorContext.isCurrent {
            MainActor.assumeIsolated { work() }
        } else {
            let work = UncheckedWork(work)
            DispatchQueue.main.async { work.run() }
        }
    }
}

/// A key path handed to the main actor (key paths of views are read there only).
private struct UncheckedKeyPath<Root, Value>: @unchecked Sendable {
    let keyPath: KeyPath<Root, Value>
    init(_ keyPath: KeyPath<Root, Value>) { self.keyPath = keyPath }
}

private struct UncheckedWork: @unchecked Sendable {
    let run: @MainActor () -> Void
    init(_ run: @escaping @MainActor () -> Void) { self.run = run }
}

extension KeyValueObservingView {
    /// A publisher of `keyPath`'s values: the current one first (with `.initial`, the default), then each new one
    /// (a value equal to the last one sent is not sent again).
    public nonisolated func publisher<Value: Equatable>(
        for keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [.initial, .new]
    ) -> NSObject.KeyValueObservingPublisher<Self, Value> {
        let read = UncheckedKeyPath(keyPath)
        return NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options) { send in
            self.observe(read.keyPath, options: options.union(.new)) { _, change in
                if let value = change.newValue { send(value) }
            }
        }
    }

    /// A publisher of `keyPath`'s values (a value that is not `Equatable`: sent at every change of the view's
    /// observable state).
    public nonisolated func publisher<Value>(
        for keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [.initial, .new]
    ) -> NSObject.KeyValueObservingPublisher<Self, Value> {
        let read = UncheckedKeyPath(keyPath)
        return NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options) { send in
            self.observe(read.keyPath, options: options.union(.new)) { _, change in
                if let value = change.newValue { send(value) }
            }
        }
    }
}
