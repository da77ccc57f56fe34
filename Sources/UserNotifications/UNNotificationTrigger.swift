import Foundation

/// When a scheduled notification is delivered; a request without one is delivered at once.
open class UNNotificationTrigger: NSObject, NSCopying, @unchecked Sendable {
    /// Whether it is delivered again after each time.
    open private(set) var repeats: Bool

    init(repeats: Bool) { self.repeats = repeats }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The next delivery after `date`, or nil when there is none.
    func nextDate(after date: Date) -> Date? { nil }
}

/// A trigger of remote notifications, which the desktop has none of (never delivered).
open class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {}

/// Delivers a notification a number of seconds after it is scheduled (and every as many seconds after, when
/// repeating).
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The seconds from scheduling to delivery.
    open private(set) var timeInterval: TimeInterval
    /// When it was made: `nextTriggerDate()` counts from there, as UIKit's does.
    private let created = Date()

    /// - Precondition: `timeInterval` is greater than 0, and at least 60 when `repeats`.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        precondition(timeInterval > 0 && timeInterval.isFinite, "time interval must be greater than 0")
        precondition(!repeats || timeInterval >= 60, "time interval must be at least 60 if repeating")
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// The date it would next fire if scheduled when it was made.
    open func nextTriggerDate() -> Date? { created.addingTimeInterval(timeInterval) }

    override func nextDate(after date: Date) -> Date? { date.addingTimeInterval(timeInterval) }
}

/// Delivers a notification at the next date matching its components (every such date, when repeating), in the
/// current calendar and time zone unless the components name their own.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The components a date must match.
    open private(set) var dateComponents: DateComponents

    /// Creates one with these values.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date after now that matches the components.
    open func nextTriggerDate() -> Date? { nextDate(after: Date()) }

    override func nextDate(after date: Date) -> Date? {
        var calendar = dateComponents.calendar ?? Calendar.current
        if let zone = dateComponents.timeZone { calendar.timeZone = zone }
        var matching = dateComponents
        matching.calendar = nil
        matching.timeZone = nil
        // A full date in the past matches nothing after it.
        if let exact = calendar.date(from: matching), matching.year != nil, matching.month != nil,
            matching.day != nil
        {
            return exact > date ? exact : nil
        }
        return calendar.nextDate(after: date, matching: matching, matchingPolicy: .nextTime)
    }
}
