import Foundation

/// A date relative to another as text ("2 hours ago", "in 3 days", "yesterday"), as Foundation's
/// `RelativeDateTimeFormatter`, which Linux's Foundation lacks. The largest unit that differs is written, its
/// count truncated, in English whatever the locale.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Numbers only ("1 day ago") or names where there are some ("yesterday").
    public enum DateTimeStyle: Int, Sendable {
        /// "1 day ago", "in 0 seconds".
        case numeric = 0
        /// "yesterday", "now".
        case named = 1
    }

    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "in 2 hours".
        case full = 0
        /// "in two hours".
        case spellOut = 1
        /// "in 2 hr.".
        case short = 2
        /// "in 2h".
        case abbreviated = 3
    }

    /// Numbers only, or names where there are some; numeric by default.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// How units are written; full by default.
    open var unitsStyle: UnitsStyle = .full
    /// The calendar that counts the difference.
    open var calendar: Calendar! = Calendar.current
    /// The locale (kept; the words are English).
    open var locale: Locale! = Locale.current

    /// Creates a formatter with UIKit's defaults.
    public override init() { super.init() }
    /// Not decodable here.
    public required init?(coder: NSCoder) { nil }

    /// `date` relative to `referenceDate`.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let units = DurationUnit.allCases.map(\.component)
        let parts = (calendar ?? Calendar.current).dateComponents(Set(units), from: referenceDate, to: date)
        return localizedString(from: parts)
    }

    /// `timeInterval` seconds from now.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// The largest non-zero unit of `dateComponents` (years to seconds), relative to now.
    open func localizedString(from dateComponents: DateComponents) -> String {
        for unit in DurationUnit.allCases {
            if let value = dateComponents.value(for: unit.component), value != 0 {
                return phrase(value, unit)
            }
        }
        return dateTimeStyle == .named ? "now" : phrase(0, .second)
    }

    /// A date relative to now as text; nil for anything that is not a date.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    private func phrase(_ value: Int, _ unit: DurationUnit) -> String {
        if dateTimeStyle == .named, abs(value) == 1, let name = Self.named(unit, future: value > 0) { return name }
        let count = abs(value)
        let amount: String
        let names = unit.names
        switch unitsStyle {
        case .full: amount = "\(count) \(count == 1 ? names.full : names.fullPlural)"
        case .spellOut:
            let formatter = NumberFormatter()
            formatter.numberStyle = .spellOut
            formatter.locale = Locale(identifier: "en_US")
            let words = formatter.string(from: NSNumber(value: count)) ?? String(count)
            amount = "\(words) \(count == 1 ? names.full : names.fullPlural)"
        case .short: amount = "\(count) \(Self.short(unit, one: count == 1))"
        case .abbreviated: amount = "\(count)\(names.abbreviated)"
        }
        return value < 0 ? "\(amount) ago" : "in \(amount)"
    }

    /// A unit's short name ("hr.", "mo.", "days").
    private static func short(_ unit: DurationUnit, one: Bool) -> String {
        switch unit {
        case .year: "yr."
        case .month: "mo."
        case .week: "wk."
        case .day: one ? "day" : "days"
        case .hour: "hr."
        case .minute: "min."
        case .second: "sec."
        }
    }

    /// The named forms of one unit before or after ("yesterday", "next week").
    private static func named(_ unit: DurationUnit, future: Bool) -> String? {
        switch unit {
        case .year: future ? "next year" : "last year"
        case .month: future ? "next month" : "last month"
        case .week: future ? "next week" : "last week"
        case .day: future ? "tomorrow" : "yesterday"
        case .hour, .minute, .second: nil
        }
    }
}
