import Foundation

/// A task the app asked to finish when it moves to the background (`UIApplication.beginBackgroundTask`).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's number.
    public var rawValue: Int
    /// An identifier from its number.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task: what a failed request returns and what a finished task's variable is set back to.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

extension UIApplication {
    /// Asks for time to finish a task if the app moves to the background. A desktop app is not suspended, so the
    /// task always has its time: the identifier is valid until `endBackgroundTask(_:)`, and the expiration
    /// handler is called only if the app ends first (`terminate()`), as UIKit calls it before suspending.
    public func beginBackgroundTask(
        expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Asks for time to finish a named task (the name shows in debugging output on iOS).
    public func beginBackgroundTask(
        withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        BackgroundTasks.next += 1
        let identifier = UIBackgroundTaskIdentifier(rawValue: BackgroundTasks.next)
        BackgroundTasks.open[identifier] = (taskName, handler)
        return identifier
    }

    /// Says the task is done (an identifier already ended, or `.invalid`, is ignored).
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        BackgroundTasks.open[identifier] = nil
    }

    /// How long background tasks may still run: unlimited while the app is in the foreground, as on iOS, and a
    /// desktop app stays there.
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    /// Calls the expiration handlers of the tasks still open (the app is ending) and forgets them.
    func expireBackgroundTasks() {
        let expiring = BackgroundTasks.open.sorted { $0.key.rawValue < $1.key.rawValue }
        BackgroundTasks.open.removeAll()
        for (_, task) in expiring { task.handler?() }
    }
}

/// The open background tasks.
@MainActor
enum BackgroundTasks {
    static var next = 0
    static var open: [UIBackgroundTaskIdentifier: (name: String?, handler: (@MainActor @Sendable () -> Void)?)] = [:]
}
