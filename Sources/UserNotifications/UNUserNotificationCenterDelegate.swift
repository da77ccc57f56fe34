import Foundation

/// What an app's notification-centre delegate hears: a notification about to be shown while the app is in
/// front, the user's response to one, and a request for the app's notification settings. Every method is
/// optional; implement either the completion-handler or the `async` form of the first two.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// How to show `notification`, which arrived while the app is in front; the default shows nothing (as UIKit
    /// does without a delegate).
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    /// The `async` form of `userNotificationCenter(_:willPresent:withCompletionHandler:)`.
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    /// The user clicked a notification, chose one of its actions or dismissed it (see
    /// `UNNotificationCategoryOptions.customDismissAction`).
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void)
    /// The `async` form of `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    /// The user asked for the app's own notification settings (never on the desktop, whose servers have no
    /// such button).
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    /// See the protocol's requirement of this name.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        // The app may have written the `async` form instead.
        let delegate = Unchecked(self), completion = Unchecked(completionHandler)
        Task { @MainActor in
            let options = await delegate.value.userNotificationCenter(center, willPresent: notification)
            completion.value(options)
        }
    }

    /// See the protocol's requirement of this name.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification)
        async -> UNNotificationPresentationOptions
    { [] }

    /// See the protocol's requirement of this name.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        let delegate = Unchecked(self), completion = Unchecked(completionHandler)
        Task { @MainActor in
            await delegate.value.userNotificationCenter(center, didReceive: response)
            completion.value()
        }
    }

    /// See the protocol's requirement of this name.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse)
        async
    {}

    /// See the protocol's requirement of this name.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
    ) {}
}

/// A value handed between threads that the notification centre confines to the main thread itself.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A weak reference handed between threads.
struct Weak<Object: AnyObject>: @unchecked Sendable {
    weak var value: Object?
    init(_ value: Object) { self.value = value }
}
