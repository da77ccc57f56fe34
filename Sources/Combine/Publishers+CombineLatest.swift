import Foundation
import OpenCombine

// `combineLatest`: OpenCombine has no such operator, so it is here, with Apple's types and names. Every
// upstream's latest value is kept; once each has sent one, any new value sends the tuple of the latest ones.

extension Publishers {
    /// The latest values of two publishers, each time either sends one (once both have).
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The latest value of each.
        public typealias Output = (A.Output, B.Output)
        /// Either's failure.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// Combines two publishers.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        /// Subscribes `subscriber` to the combination.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            LatestValues<Failure>.publisher([erase(a), erase(b)]).map { ($0[0] as! A.Output, $0[1] as! B.Output) }
                .receive(subscriber: subscriber)
        }
    }

    /// The latest values of three publishers, each time one sends one (once all have).
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        /// The latest value of each.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// Any one's failure.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C
        /// Combines three publishers.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }
        /// Subscribes `subscriber` to the combination.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            LatestValues<Failure>.publisher([erase(a), erase(b), erase(c)])
                .map { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) }
                .receive(subscriber: subscriber)
        }
    }

    /// The latest values of four publishers, each time one sends one (once all have).
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        /// The latest value of each.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        /// Any one's failure.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C
        /// The fourth publisher.
        public let d: D
        /// Combines four publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }
        /// Subscribes `subscriber` to the combination.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            LatestValues<Failure>.publisher([erase(a), erase(b), erase(c), erase(d)])
                .map { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output) }
                .receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// The latest values of this publisher and `other`, each time either sends one (once both have).
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// `transform` of the latest values of this publisher and `other`.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure
    {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// The latest values of this publisher and two others.
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure
    {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// `transform` of the latest values of this publisher and two others.
    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }

    /// The latest values of this publisher and three others.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R
    ) -> Publishers.CombineLatest4<Self, P, Q, R>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    /// `transform` of the latest values of this publisher and three others.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R,
        _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map(transform)
    }
}

/// A publisher with its values type-erased, for the combining subscriptions.
func erase<P: Publisher>(_ publisher: P) -> AnyPublisher<Any, P.Failure> {
    publisher.map { $0 as Any }.eraseToAnyPublisher()
}

/// The subscription behind every `combineLatest`: it takes all an upstream sends, keeps the latest of each, and
/// sends the latest combination when the subscriber asks (a combination made while it asks for none waits, and
/// only the newest one is sent). It finishes when every upstream has, or when one finishes having sent nothing;
/// it fails at the first failure.
final class LatestValues<Failure: Error>: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<[Any], Failure>?
    private var upstreams: [Subscription?]
    private var latest: [Any?]
    private var finished: [Bool]
    private var demand = Subscribers.Demand.none
    private var pending = false

    private init(count: Int, downstream: AnySubscriber<[Any], Failure>) {
        self.downstream = downstream
        upstreams = Array(repeating: nil, count: count)
        latest = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
    }

    /// A publisher of the latest values of `publishers`, in their order.
    static func publisher(_ publishers: [AnyPublisher<Any, Failure>]) -> AnyPublisher<[Any], Failure> {
        AnyPublisher(
            Deferred {
                PublisherFromClosure<[Any], Failure> { subscriber in
                    let combiner = LatestValues(count: publishers.count, downstream: subscriber)
                    subscriber.receive(subscription: CombinerSubscription(combiner))
                    for (index, publisher) in publishers.enumerated() {
                        publisher.subscribe(
                            AnySubscriber(
                                receiveSubscription: { combiner.attach($0, at: index) },
                                receiveValue: { combiner.receive($0, at: index) },
                                receiveCompletion: { combiner.complete($0, at: index) }))
                    }
                }
            })
    }

    private func attach(_ subscription: Subscription, at index: Int) {
        lock.lock()
        guard downstream != nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstreams[index] = subscription
        lock.unlock()
        subscription.request(.unlimited)
    }

    private func receive(_ value: Any, at index: Int) -> Subscribers.Demand {
        lock.lock()
        defer { lock.unlock() }
        guard downstream != nil, !finished[index] else { return .none }
        latest[index] = value
        if latest.allSatisfy({ $0 != nil }) {
            pending = true
            sendPending()
        }
        return .none
    }

    private func complete(_ completion: Subscribers.Completion<Failure>, at index: Int) {
        lock.lock()
        guard let downstream, !finished[index] else {
            lock.unlock()
            return
        }
        finished[index] = true
        upstreams[index] = nil
        let ends: Bool
        switch completion {
        case .failure: ends = true
        case .finished: ends = latest[index] == nil || finished.allSatisfy { $0 }
        }
        guard ends else {
            lock.unlock()
            return
        }
        let others = upstreams.compactMap { $0 }
        end()
        lock.unlock()
        for upstream in others { upstream.cancel() }
        downstream.receive(completion: completion)
    }

    fileprivate func request(_ demand: Subscribers.Demand) {
        lock.lock()
        defer { lock.unlock() }
        guard downstream != nil else { return }
        self.demand += demand
        sendPending()
    }

    fileprivate func cancel() {
        lock.lock()
        let all = upstreams.compactMap { $0 }
        end()
        lock.unlock()
        for upstream in all { upstream.cancel() }
    }

    private func end() {
        downstream = nil
        upstreams = upstreams.map { _ in nil }
        latest = latest.map { _ in nil }
    }

    private func sendPending() {
        guard pending, demand > 0, let downstream else { return }
        pending = false
        demand -= 1
        demand += downstream.receive(latest.map { $0! })
    }
}

private final class CombinerSubscription<Failure: Error>: Subscription {
    private let combiner: LatestValues<Failure>
    init(_ combiner: LatestValues<Failure>) { self.combiner = combiner }
    func request(_ demand: Subscribers.Demand) { combiner.request(demand) }
    func cancel() { combiner.cancel() }
}

/// A publisher whose subscription is made by a closure (the combining operators' plumbing).
struct PublisherFromClosure<Output, Failure: Error>: Publisher {
    let subscribe: (AnySubscriber<Output, Failure>) -> Void
    init(_ subscribe: @escaping (AnySubscriber<Output, Failure>) -> Void) { self.subscribe = subscribe }
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribe(AnySubscriber(subscriber))
    }
}
