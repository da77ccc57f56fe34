import UIKit
import UserNotifications

/// Reminder settings as a Swift 6 app writes them: the notification centre's `async` API from the main actor,
/// and a delegate whose methods are `nonisolated`, as the centre calls them from wherever it is.
@MainActor
public final class ReminderSettings {
    public private(set) var status: UNAuthorizationStatus = .notDetermined
    private let center = UNUserNotificationCenter.current()
    private let presenter = ForegroundPresenter()

    public init() {}

    /// Asks for permission and becomes able to show reminders while the app is in front.
    public func enable() async -> Bool {
        center.delegate = presenter
        do {
            let granted = try await center.requestAuthorization(options: [.alert, .badge])
            status = await center.notificationSettings().authorizationStatus
            return granted
        } catch {
            return false
        }
    }

    /// A weekly reminder on `weekday` (1 is Sunday) at `hour` o'clock.
    public func scheduleWeekly(_ title: String, weekday: Int, hour: Int) async throws {
        let content = UNMutableNotificationContent()
        content.title = title
        content.interruptionLevel = .timeSensitive
        let trigger = UNCalendarNotificationTrigger(
            dateMatching: DateComponents(hour: hour, weekday: weekday), repeats: true)
        try await center.add(UNNotificationRequest(identifier: "weekly-\(title)", content: content, trigger: trigger))
    }

    /// The reminders waiting.
    public func pendingTitles() async -> [String] {
        await center.pendingNotificationRequests().map(\.content.title)
    }

    /// Clears the badge.
    public func clearBadge() async throws { try await center.setBadgeCount(0) }
}

/// Shows notifications while the app is in front.
final class ForegroundPresenter: NSObject, UNUserNotificationCenterDelegate {
    nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions {
        [.banner, .list]
    }
}
