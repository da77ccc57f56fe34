import Foundation
import OpenCombine

// `merge`: OpenCombine has no such operator, so it is here, with Apple's types and names. The values of every
// upstream are sent as they come; it finishes when all have finished and fails at the first failure.

extension Publishers {
    /// The values of two publishers of the same type, as each sends them.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        /// The publishers' values.
        public typealias Output = A.Output
        /// Any one's failure.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// Merges two publishers.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        /// Subscribes `subscriber` to the merged values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()]).receive(subscriber: subscriber)
        }
    }

    /// The values of three publishers of the same type, as each sends them.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure {
        /// The publishers' values.
        public typealias Output = A.Output
        /// Any one's failure.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B
        /// The third publisher.
        public let c: C
        /// Merges three publishers.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }
        /// Subscribes `subscriber` to the merged values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()]).receive(
                subscriber: subscriber)
        }
    }

    /// The values of four publishers of the same type, as each sends them.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where
        A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure,
        C.Output == D.Output, C.Failure == D.Failure
    {
        /// The publishers' values.
        public typealias Output = A.Output
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
        /// Merges four publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }
        /// Subscribes `subscriber` to the merged values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
            ]).receive(subscriber: subscriber)
        }
    }

    /// The values of five publishers of the same type, as each sends them.
    public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher
    where
        A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure,
        C.Output == D.Output, C.Failure == D.Failure, D.Output == E.Output, D.Failure == E.Failure
    {
        /// The publishers' values.
        public typealias Output = A.Output
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
        /// The fifth publisher.
        public let e: E
        /// Merges five publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
        }
        /// Subscribes `subscriber` to the merged values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
                e.eraseToAnyPublisher(),
            ]).receive(subscriber: subscriber)
        }
    }

    /// The values of six publishers of the same type, as each sends them.
    public struct Merge6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>: Publisher
    where
        A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure,
        C.Output == D.Output, C.Failure == D.Failure, D.Output == E.Output, D.Failure == E.Failure,
        E.Output == F.Output, E.Failure == F.Failure
    {
        /// The publishers' values.
        public typealias Output = A.Output
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
        /// The fifth publisher.
        public let e: E
        /// The sixth publisher.
        public let f: F
        /// Merges six publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
        }
        /// Subscribes `subscriber` to the merged values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
                e.eraseToAnyPublisher(), f.eraseToAnyPublisher(),
            ]).receive(subscriber: subscriber)
        }
    }

    /// The values of seven publishers of the same type, as each sends them.
    public struct Merge7<
        A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher
    >: Publisher
    where
        A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure,
        C.Output == D.Output, C.Failure == D.Failure, D.Output == E.Output, D.Failure == E.Failure,
        E.Output == F.Output, E.Failure == F.Failure, F.Output == G.Output, F.Failure == G.Failure
    {
        /// The publishers' values.
        public typealias Output = A.Output
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
        /// The fifth publisher.
        public let e: E
        /// The sixth publisher.
        public let f: F
        /// The seventh publisher.
        public let g: G
        /// Merges seven publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
        }
        /// Subscribes `subscriber` to the merged values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
                e.eraseToAnyPublisher(), f.eraseToAnyPublisher(), g.eraseToAnyPublisher(),
            ]).receive(subscriber: subscriber)
        }
    }

    /// The values of eight publishers of the same type, as each sends them.
    public struct Merge8<
        A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher
    >: Publisher
    where
        A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure,
        C.Output == D.Output, C.Failure == D.Failure, D.Output == E.Output, D.Failure == E.Failure,
        E.Output == F.Output, E.Failure == F.Failure, F.Output == G.Output, F.Failure == G.Failure,
        G.Output == H.Output, G.Failure == H.Failure
    {
        /// The publishers' values.
        public typealias Output = A.Output
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
        /// The fifth publisher.
        public let e: E
        /// The sixth publisher.
        public let f: F
        /// The seventh publisher.
        public let g: G
        /// The eighth publisher.
        public let h: H
        /// Merges eight publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
            self.h = h
        }
        /// Subscribes `subscriber` to the merged values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
                e.eraseToAnyPublisher(), f.eraseToAnyPublisher(), g.eraseToAnyPublisher(), h.eraseToAnyPublisher(),
            ]).receive(subscriber: subscriber)
        }
    }

    /// The values of any number of publishers of one type, as each sends them.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// The publishers' values.
        public typealias Output = Upstream.Output
        /// Any one's failure.
        public typealias Failure = Upstream.Failure
        /// The publishers.
        public let publishers: [Upstream]
        /// Merges publishers.
        public init(_ upstream: Upstream...) { publishers = upstream }
        /// Merges publishers.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }
        /// Subscribes `subscriber` to the merged values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let merger = Merger<Output, Failure>(count: publishers.count, downstream: AnySubscriber(subscriber))
            subscriber.receive(subscription: MergerSubscription(merger))
            for (index, publisher) in publishers.enumerated() {
                publisher.subscribe(
                    AnySubscriber(
                        receiveSubscription: { merger.attach($0, at: index) },
                        receiveValue: { merger.receive($0) },
                        receiveCompletion: { merger.complete($0, at: index) }))
            }
        }
        /// These publishers and one more.
        public func merge(with other: Upstream) -> MergeMany<Upstream> { MergeMany(publishers + [other]) }
    }
}

extension Publisher {
    /// The values of this publisher and another publisher, as each sends them.
    public func merge<B: Publisher>(with b: B) -> Publishers.Merge<Self, B>
    where Output == B.Output, Failure == B.Failure {
        Publishers.Merge(self, b)
    }

    /// The values of this publisher and two others, as each sends them.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where Output == B.Output, Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure {
        Publishers.Merge3(self, b, c)
    }

    /// The values of this publisher and three others, as each sends them.
    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D)
        -> Publishers.Merge4<Self, B, C, D>
    where
        Output == B.Output, Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure, C.Output == D.Output,
        C.Failure == D.Failure
    {
        Publishers.Merge4(self, b, c, d)
    }

    /// The values of this publisher and four others, as each sends them.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher>(with b: B, _ c: C, _ d: D, _ e: E)
        -> Publishers.Merge5<Self, B, C, D, E>
    where
        Output == B.Output, Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure, C.Output == D.Output,
        C.Failure == D.Failure, D.Output == E.Output, D.Failure == E.Failure
    {
        Publishers.Merge5(self, b, c, d, e)
    }

    /// The values of this publisher and five others, as each sends them.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(
        with b: B, _ c: C, _ d: D, _ e: E, _ f: F
    ) -> Publishers.Merge6<Self, B, C, D, E, F>
    where
        Output == B.Output, Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure, C.Output == D.Output,
        C.Failure == D.Failure, D.Output == E.Output, D.Failure == E.Failure, E.Output == F.Output,
        E.Failure == F.Failure
    {
        Publishers.Merge6(self, b, c, d, e, f)
    }

    /// The values of this publisher and six others, as each sends them.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>(
        with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
    ) -> Publishers.Merge7<Self, B, C, D, E, F, G>
    where
        Output == B.Output, Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure, C.Output == D.Output,
        C.Failure == D.Failure, D.Output == E.Output, D.Failure == E.Failure, E.Output == F.Output,
        E.Failure == F.Failure, F.Output == G.Output, F.Failure == G.Failure
    {
        Publishers.Merge7(self, b, c, d, e, f, g)
    }

    /// The values of this publisher and seven others, as each sends them.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>(
        with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
    ) -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
    where
        Output == B.Output, Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure, C.Output == D.Output,
        C.Failure == D.Failure, D.Output == E.Output, D.Failure == E.Failure, E.Output == F.Output,
        E.Failure == F.Failure, F.Output == G.Output, F.Failure == G.Failure, G.Output == H.Output,
        G.Failure == H.Failure
    {
        Publishers.Merge8(self, b, c, d, e, f, g, h)
    }

    /// The values of this publisher and another of the same type, as each sends them.
    public func merge(with other: Self) -> Publishers.MergeMany<Self> { Publishers.MergeMany(self, other) }
}
