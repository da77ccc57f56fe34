import Foundation
import OpenCombine

/// The subscription behind every `merge`: the subscriber's demand is asked of every upstream, and values beyond
/// it (several upstreams answering the same demand) wait in order for the next demand.
final class Merger<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var upstreams: [Subscription?]
    private var finished: [Bool]
    private var requested = Subscribers.Demand.none
    private var demand = Subscribers.Demand.none
    private var buffer: [Output] = []
    private var delivering = false

    init(count: Int, downstream: AnySubscriber<Output, Failure>) {
        self.downstream = downstream
        upstreams = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
        if count == 0 { finishIfDone() }
    }

    func attach(_ subscription: Subscription, at index: Int) {
        lock.lock()
        guard downstream != nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstreams[index] = subscription
        let requested = self.requested
        lock.unlock()
        if requested > 0 { subscription.request(requested) }
    }

    func receive(_ value: Output) -> Subscribers.Demand {
        lock.lock()
        defer { lock.unlock() }
        guard downstream != nil else { return .none }
        buffer.append(value)
        drain()
        return .none
    }

    func complete(_ completion: Subscribers.Completion<Failure>, at index: Int) {
        lock.lock()
        guard let downstream, !finished[index] else {
            lock.unlock()
            return
        }
        finished[index] = true
        upstreams[index] = nil
        if case .failure = completion {
            let others = upstreams.compactMap { $0 }
            end()
            lock.unlock()
            for upstream in others { upstream.cancel() }
            downstream.receive(completion: completion)
            return
        }
        finishIfDone()
        lock.unlock()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        guard downstream != nil else {
            lock.unlock()
            return
        }
        self.demand += demand
        requested += demand
        let upstreams = self.upstreams.compactMap { $0 }
        drain()
        lock.unlock()
        for upstream in upstreams { upstream.request(demand) }
    }

    func cancel() {
        lock.lock()
        let all = upstreams.compactMap { $0 }
        end()
        lock.unlock()
        for upstream in all { upstream.cancel() }
    }

    private func end() {
        downstream = nil
        upstreams = upstreams.map { _ in nil }
        buffer = []
    }

    /// Sends what waits while the subscriber asks (not re-entered: a value sent from inside a delivery waits
    /// its turn behind the one being delivered).
    private func drain() {
        guard !delivering else { return }
        delivering = true
        defer { delivering = false }
        while demand > 0, !buffer.isEmpty, let downstream {
            demand -= 1
            demand += downstream.receive(buffer.removeFirst())
        }
        finishIfDone()
    }

    private func finishIfDone() {
        guard let downstream, buffer.isEmpty, finished.allSatisfy({ $0 }) else { return }
        end()
        downstream.receive(completion: .finished)
    }
}

final class MergerSubscription<Output, Failure: Error>: Subscription {
    private let merger: Merger<Output, Failure>
    init(_ merger: Merger<Output, Failure>) { self.merger = merger }
    func request(_ demand: Subscribers.Demand) { merger.request(demand) }
    func cancel() { merger.cancel() }
}
