import Combine
import Foundation
import Tapestry
import Testing

/// A view model as iOS code writes one with Combine.
private final class ProfileModel: ObservableObject {
    @Published var name = ""
    @Published var isValid = false
    private var cancellables = Set<AnyCancellable>()

    init() {
        $name.map { $0.count >= 3 }.removeDuplicates().assign(to: \.isValid, on: self).store(in: &cancellables)
    }
}

/// Code that imports Combine next to UIKit: view models, notifications, subjects and key-value publishers.
@MainActor
struct CombineTests {
    @Test func aPublishedPropertyDrivesALabel() {
        let model = ProfileModel()
        let label = UILabel()
        var changes = 0
        let willChange = model.objectWillChange.sink { changes += 1 }
        let binding = model.$name.map { "Hello, \($0)" }.sink { label.text = $0 }
        model.name = "Ada"
        #expect(label.text == "Hello, Ada")
        #expect(model.isValid)
        model.name = "Al"
        #expect(!model.isValid)
        #expect(changes >= 2)
        binding.cancel()
        model.name = "Grace"
        #expect(label.text == "Hello, Al")
        willChange.cancel()
    }

    @Test func notificationsArriveThroughTheirPublisher() {
        var heights: [CGFloat] = []
        let subscription = NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .compactMap { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height }
            .sink { heights.append($0) }
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillShowNotification, object: nil,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 500, width: 320, height: 216)])
        #expect(heights == [216])
        subscription.cancel()
    }

    @Test func subjectsCombineAndFilter() {
        let query = PassthroughSubject<String, Never>()
        let enabled = CurrentValueSubject<Bool, Never>(false)
        var seen: [String] = []
        let subscription = query.combineLatest(enabled).filter { $0.1 }.map(\.0).removeDuplicates()
            .sink { seen.append($0) }
        query.send("a")
        enabled.send(true)
        query.send("b")
        query.send("b")
        enabled.value = false
        query.send("c")
        #expect(seen == ["a", "b"])
        subscription.cancel()
    }

    @Test func aViewsFramePublishesItsValues() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var widths: [CGFloat] = []
        let subscription = view.publisher(for: \.frame).map(\.width).sink { widths.append($0) }
        view.frame.size.width = 20
        view.alpha = 0.5
        view.frame.size.width = 30
        subscription.cancel()
        view.frame.size.width = 40
        #expect(widths == [10, 20, 30])
    }

    @Test func aKeyValuePublisherWaitsForDemand() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        var offsets: [CGFloat] = []
        let subscriber = Subscribers.Sink<CGPoint, Never>(receiveCompletion: { _ in }) { offsets.append($0.y) }
        final class OneAtATime: Subscriber {
            typealias Input = CGPoint
            typealias Failure = Never
            var subscription: Subscription?
            var received: [CGFloat] = []
            func receive(subscription: Subscription) { self.subscription = subscription }
            func receive(_ input: CGPoint) -> Subscribers.Demand {
                received.append(input.y)
                return .none
            }
            func receive(completion: Subscribers.Completion<Never>) {}
        }
        let slow = OneAtATime()
        scrollView.publisher(for: \.contentOffset, options: [.new]).subscribe(slow)
        scrollView.publisher(for: \.contentOffset).subscribe(subscriber)
        scrollView.contentOffset.y = 50
        #expect(slow.received.isEmpty)
        slow.subscription?.request(.max(1))
        scrollView.contentOffset.y = 60
        scrollView.contentOffset.y = 70
        #expect(slow.received == [60])
        #expect(offsets == [0, 50, 60, 70])
        subscriber.cancel()
        slow.subscription?.cancel()
    }

    @Test func schedulersHaveApplesNames() {
        var cancellables = Set<AnyCancellable>()
        var values: [Int] = []
        Just(1).receive(on: DispatchQueue.main).sink { values.append($0) }.store(in: &cancellables)
        Just(2).receive(on: RunLoop.main).sink { values.append($0) }.store(in: &cancellables)
        PassthroughSubject<Int, Never>().debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .sink { values.append($0) }.store(in: &cancellables)
        Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in }.store(in: &cancellables)
        // Nothing has run: each value waits for its queue's turn.
        #expect(values.isEmpty)
        cancellables.removeAll()
    }

    @Test func combineLatestWaitsForEveryUpstreamAndEndsWithThem() {
        let a = PassthroughSubject<Int, URLError>()
        let b = PassthroughSubject<String, URLError>()
        let c = CurrentValueSubject<Bool, URLError>(true)
        var seen: [String] = []
        var completion: Subscribers.Completion<URLError>?
        let subscription = Publishers.CombineLatest3(a, b, c).map { "\($0)\($1)\($2)" }
            .sink(receiveCompletion: { completion = $0 }, receiveValue: { seen.append($0) })
        a.send(1)
        #expect(seen.isEmpty)
        b.send("x")
        a.send(2)
        a.send(completion: .finished)
        a.send(3)
        c.send(false)
        #expect(seen == ["1xtrue", "2xtrue", "2xfalse"])
        #expect(completion == nil)
        b.send(completion: .failure(URLError(.timedOut)))
        #expect(completion == .failure(URLError(.timedOut)))
        c.send(true)
        #expect(seen.count == 3)
        subscription.cancel()
    }

    @Test func combineLatestEndsWhenAnUpstreamEndsEmpty() {
        var finished = false
        let subscription = Just(1).combineLatest(Empty<Int, Never>(), +)
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in Issue.record("no value") })
        #expect(finished)
        subscription.cancel()
    }

    @Test func mergeSendsValuesAsTheyComeAndFinishesWithTheLast() {
        let taps = PassthroughSubject<String, Never>()
        let keys = PassthroughSubject<String, Never>()
        var seen: [String] = []
        var finished = false
        let subscription = taps.merge(with: keys, Just("start"))
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { seen.append($0) })
        taps.send("tap")
        keys.send("key")
        taps.send(completion: .finished)
        keys.send("key2")
        #expect(seen == ["start", "tap", "key", "key2"])
        #expect(!finished)
        keys.send(completion: .finished)
        #expect(finished)
        subscription.cancel()
        var all: [Int] = []
        _ = Publishers.MergeMany([1, 2, 3].map { Just($0) }).collect().sink { all = $0 }
        #expect(all == [1, 2, 3])
    }

    @Test func mergeHoldsValuesBeyondTheDemand() {
        final class TwoAtATime: Subscriber {
            typealias Input = Int
            typealias Failure = Never
            var subscription: Subscription?
            var received: [Int] = []
            func receive(subscription: Subscription) {
                self.subscription = subscription
                subscription.request(.max(2))
            }
            func receive(_ input: Int) -> Subscribers.Demand {
                received.append(input)
                return .none
            }
            func receive(completion: Subscribers.Completion<Never>) {}
        }
        let subscriber = TwoAtATime()
        Publishers.Merge([1, 2, 3].publisher, [10, 20, 30].publisher).subscribe(subscriber)
        #expect(subscriber.received == [1, 2])
        subscriber.subscription?.request(.max(3))
        #expect(subscriber.received == [1, 2, 10, 20, 3])
        subscriber.subscription?.cancel()
    }

    /// Runs `body` on a thread of its own, with that thread's run loop: turning the main actor's run loop from a
    /// test would run the main queue's other jobs (other tests) inside this one.
    nonisolated private func onOwnThread(_ body: @escaping @Sendable (RunLoop) -> Void) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let thread = Thread {
                body(RunLoop.current)
                done.resume()
            }
            thread.start()
        }
    }

    @Test nonisolated func workScheduledOnARunLoopRunsOnItsNextTurn() async {
        await onOwnThread { runLoop in
            var values: [Int] = []
            let subscription = [1, 2].publisher.receive(on: runLoop).sink { values.append($0) }
            #expect(values.isEmpty)
            _ = runLoop.run(mode: .default, before: Date())
            #expect(values == [1, 2])
            subscription.cancel()
        }
    }

    @Test nonisolated func aTimerPublisherTicksOnceConnected() async {
        await onOwnThread { runLoop in
            var ticks: [Date] = []
            let publisher = Timer.publish(every: 0.001, on: runLoop, in: .default)
            let subscription = publisher.sink { ticks.append($0) }
            _ = runLoop.run(mode: .default, before: Date().addingTimeInterval(0.01))
            #expect(ticks.isEmpty)
            let connection = publisher.connect()
            // A real run loop timer: turn the loop until two ticks came (bounded).
            let deadline = Date().addingTimeInterval(5)
            while ticks.count < 2 && Date() < deadline {
                _ = runLoop.run(mode: .default, before: Date().addingTimeInterval(0.01))
            }
            #expect(ticks.count >= 2)
            connection.cancel()
            let count = ticks.count
            _ = runLoop.run(mode: .default, before: Date().addingTimeInterval(0.01))
            #expect(ticks.count == count)
            subscription.cancel()
        }
    }

    @Test func workScheduledOnTheMainQueueRunsAfterTheCurrentJob() async {
        var values: [Int] = []
        let subscription = [1, 2].publisher.receive(on: DispatchQueue.main).sink { values.append($0) }
        #expect(values.isEmpty)
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        #expect(values == [1, 2])
        subscription.cancel()
        let stride = DispatchQueue.SchedulerTimeType.Stride.milliseconds(1500)
        #expect(stride.magnitude == 1_500_000_000)
        #expect(stride == 1.5)
        let start = DispatchQueue.main.now
        #expect(start.distance(to: start.advanced(by: .seconds(2))) == .seconds(2))
        #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(250).timeInterval == 0.25)
    }

    @Test func optionalsAndResultsPublishTheirValue() {
        var values: [Int] = []
        _ = Optional(4).publisher.sink { values.append($0) }
        _ = Int?.none.publisher.sink { values.append($0) }
        _ = Result<Int, URLError>.success(5).publisher.sink(receiveCompletion: { _ in }) { values.append($0) }
        #expect(values == [4, 5])
    }
}
