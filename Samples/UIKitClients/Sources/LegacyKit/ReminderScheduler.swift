import UIKit
import UserNotifications

/// Local reminders as apps wrote them with UserNotifications before Swift concurrency: completion handlers, a
/// category with actions, and an `NSObject` delegate that shows reminders while the app is in front and
/// snoozes on request.
public final class ReminderScheduler: NSObject, UNUserNotificationCenterDelegate {
    public static let categoryIdentifier = "REMINDER"
    public static let snoozeIdentifier = "SNOOZE"
    let center: UNUserNotificationCenter
    public private(set) var snoozed: [String] = []

    public init(center: UNUserNotificationCenter = .current()) {
        self.center = center
        super.init()
    }

    /// Asks for permission, declares the reminder category and becomes the centre's delegate.
    public func start(completion: @escaping (Bool) -> Void) {
        center.delegate = self
        let snooze = UNNotificationAction(identifier: Self.snoozeIdentifier, title: "Snooze", options: [])
        let done = UNNotificationAction(identifier: "DONE", title: "Done", options: [.destructive])
        let category = UNNotificationCategory(
            identifier: Self.categoryIdentifier, actions: [snooze, done], intentIdentifiers: [],
            options: .customDismissAction)
        center.setNotificationCategories([category])
        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, error in
            if let error = error { print("Notifications: \(error.localizedDescription)") }
            completion(granted)
        }
    }

    /// Reminds in `seconds` seconds.
    public func remind(_ title: String, in seconds: TimeInterval, identifier: String = UUID().uuidString) {
        let content = UNMutableNotificationContent()
        content.title = title
        content.body = "Reminder"
        content.sound = UNNotificationSound.default
        content.categoryIdentifier = Self.categoryIdentifier
        content.userInfo = ["title": title]
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
        center.add(UNNotificationRequest(identifier: identifier, content: content, trigger: trigger)) { error in
            if let error = error { print("Could not schedule: \(error)") }
        }
    }

    /// Reminds every day at `hour`:`minute`.
    public func remindDaily(_ title: String, hour: Int, minute: Int) {
        var components = DateComponents()
        components.hour = hour
        components.minute = minute
        let content = UNMutableNotificationContent()
        content.title = title
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        center.add(UNNotificationRequest(identifier: "daily-\(title)", content: content, trigger: trigger))
    }

    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([.banner, .list, .sound])
    }

    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        if response.actionIdentifier == Self.snoozeIdentifier,
            let title = response.notification.request.content.userInfo["title"] as? String
        {
            snoozed.append(title)
            remind(title, in: 600)
        }
        completionHandler()
    }
}
