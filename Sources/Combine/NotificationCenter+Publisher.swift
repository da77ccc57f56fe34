import Foundation
import OpenCombine

// `NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)`: notifications as values.

extension NotificationCenter {
    /// Publishes the notifications a center posts of one name.
    public struct Publisher: OpenCombine.Publisher, Equatable {
        /// The notifications.
        public typealias Output = Notification
        /// Notifications do not fail.
        public typealias Failure = Never

        /// The center.
        public let center: NotificationCenter
        /// The notifications' name.
        public let name: Notification.Name
        /// The object whose notifications are published, or nil for any object's.
        public let object: AnyObject?

        /// A publisher of `center`'s notifications of `name` from `object` (any object when nil).
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Observes the center for `subscriber` until it cancels; notifications posted while it asks for none are
        /// dropped, as Combine's publisher drops them.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = NotificationSubscription(subscriber: subscriber)
            subscriber.receive(subscription: subscription)
            subscription.start(center: center, name: name, object: object)
        }

        /// The same center, name and object.
        public static func == (lhs: Publisher, rhs: Publisher) -> Bool {
            lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
        }
    }

    /// Publishes the notifications of `name` (from `object`, or from any object when nil).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

private final class NotificationSubscription<S: Subscriber>: Subscription, @unchecked Sendable
where S.Input == Notification, S.Failure == Never {
    private let lock = NSRecursiveLock()
    private var subscriber: S?
    private var demand = Subscribers.Demand.none
    private var observer: NSObjectProtocol?
    private weak var center: NotificationCenter?

    init(subscriber: S) { self.subscriber = subscriber }

    func start(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
        lock.lock()
        defer { lock.unlock() }
        guard subscriber != nil else { return }
        self.center = center
        let deliver = UncheckedDelivery { [weak self] notification in self?.deliver(notification) }
        observer = center.addObserver(forName: name, object: object, queue: nil) { deliver.run($0) }
    }

    private func deliver(_ notification: Notification) {
        lock.lock()
        defer { lock.unlock() }
        guard let subscriber, demand > 0 else { return }
        demand -= 1
        demand += subscriber.receive(notification)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        defer { lock.unlock() }
        self.demand += demand
    }

    func cancel() {
        lock.lock()
        let observer = self.observer
        let center = self.center
        self.observer = nil
        subscriber = nil
        lock.unlock()
        if let observer { center?.removeObserver(observer) }
    }
}

private struct UncheckedDelivery: @unchecked Sendable {
    let run: (Notification) -> Void
}
