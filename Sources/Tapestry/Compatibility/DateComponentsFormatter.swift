import Foundation

/// Durations as text ("1:02:05", "1h 2m 5s", "1 hour, 2 minutes, 5 seconds"), as Foundation's
/// `DateComponentsFormatter`, which Linux's Foundation declares unavailable; this one is found first by code that
/// imports UIKit. The words are English whatever the locale.
///
/// A time interval is split into the allowed units by the calendar, counted from `referenceDate` (or now), so
/// months and years are calendar months and years.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:02:05".
        case positional = 0
        /// "1h 2m 5s".
        case abbreviated = 1
        /// "1 hr, 2 min, 5 sec".
        case short = 2
        /// "1 hour, 2 minutes, 5 seconds".
        case full = 3
        /// "one hour, two minutes, five seconds".
        case spellOut = 4
        /// "1hr 2min 5sec".
        case brief = 5
    }

    /// What is written for units whose value is zero.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Behaviour from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Every allowed unit is written, zero or not.
        public static let none = ZeroFormattingBehavior([])
        /// Positional: leading zero units dropped, the rest padded; other styles: every zero unit dropped.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        /// Zero units before the first non-zero one are dropped.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
        /// Zero units between non-zero ones are dropped.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
        /// Zero units after the last non-zero one are dropped.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        /// Every zero unit is dropped.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Positional values are padded to two digits, the first one too.
        public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
    }

    /// The units that may be written; none set means years to seconds (weeks included).
    open var allowedUnits: NSCalendar.Unit = []
    /// How units are written; positional by default.
    open var unitsStyle: UnitsStyle = .positional
    /// What is written for zero units.
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units are written, the largest first (0 for no limit); the rest are dropped.
    open var maximumUnitCount = 0
    /// Whether "About " begins the text.
    open var includesApproximationPhrase = false
    /// Whether " remaining" ends the text.
    open var includesTimeRemainingPhrase = false
    /// The calendar that splits intervals into units (the current one when nil).
    open var calendar: Calendar?
    /// Where intervals are counted from (now when nil).
    open var referenceDate: Date?

    /// Creates a formatter with UIKit's defaults.
    public override init() { super.init() }
    /// Not decodable here.
    public required init?(coder: NSCoder) { nil }

    /// `interval` seconds as text, or nil when it is not finite.
    open func string(from interval: TimeInterval) -> String? {
        guard interval.isFinite else { return nil }
        let start = referenceDate ?? Date()
        return format(from: start, to: start.addingTimeInterval(interval))
    }

    /// The time from `startDate` to `endDate` as text.
    open func string(from startDate: Date, to endDate: Date) -> String? { format(from: startDate, to: endDate) }

    /// `components` (added to the reference date) as text, or nil when the calendar cannot add them.
    open func string(from components: DateComponents) -> String? {
        let start = referenceDate ?? Date()
        guard let end = resolvedCalendar.date(byAdding: components, to: start) else { return nil }
        return format(from: start, to: end)
    }

    /// A number of seconds, a `DateComponents` or a date interval as text; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let components as DateComponents: return string(from: components)
        case let interval as DateInterval: return string(from: interval.start, to: interval.end)
        case let number as NSNumber: return string(from: number.doubleValue)
        case let seconds as Double: return string(from: seconds)
        case let seconds as Int: return string(from: TimeInterval(seconds))
        default: return nil
        }
    }

    /// `components` written in `unitsStyle` with the other settings at their defaults.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    private var resolvedCalendar: Calendar { calendar ?? Calendar.current }

    private func format(from start: Date, to end: Date) -> String? {
        let negative = end < start
        let allowed = allowedUnits.isEmpty ? DurationUnit.defaultUnits : allowedUnits
        let units = DurationUnit.allCases.filter { $0.isAllowed(in: allowed) }
        guard !units.isEmpty else { return nil }
        let parts = resolvedCalendar.dateComponents(
            Set(units.map(\.component)), from: negative ? end : start, to: negative ? start : end)
        var values = units.map { (unit: $0, value: abs(parts.value(for: $0.component) ?? 0)) }
        values = keptUnits(values)
        var text = unitsStyle == .positional ? positional(values) : spelled(values)
        if negative { text = "-" + text }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    /// The units written, after the zero behaviour and the unit count.
    private func keptUnits(_ values: [(unit: DurationUnit, value: Int)]) -> [(unit: DurationUnit, value: Int)] {
        var behavior = zeroFormattingBehavior
        if behavior.contains(.default) {
            behavior = unitsStyle == .positional ? behavior.union(.dropLeading) : behavior.union(.dropAll)
        }
        let nonZero = values.indices.filter { values[$0].value != 0 }
        var kept = values.indices.filter { index in
            guard values[index].value == 0 else { return true }
            guard let first = nonZero.first, let last = nonZero.last else {
                return !behavior.contains(.dropLeading) && !behavior.contains(.dropTrailing)
            }
            if index < first { return !behavior.contains(.dropLeading) }
            if index > last { return !behavior.contains(.dropTrailing) }
            return !behavior.contains(.dropMiddle)
        }
        if kept.isEmpty {
            // Nothing left: the smallest unit, at zero (positional keeps minutes and seconds, "0:00").
            let smallest = values.count - 1
            kept = unitsStyle == .positional && values.count > 1 ? [smallest - 1, smallest] : [smallest]
        } else if unitsStyle == .positional, kept.count == 1, let only = kept.first, only == values.count - 1,
            values.count > 1
        {
            kept.insert(only - 1, at: 0)
        }
        if maximumUnitCount > 0 { kept = Array(kept.prefix(maximumUnitCount)) }
        return kept.map { values[$0] }
    }

    private func positional(_ values: [(unit: DurationUnit, value: Int)]) -> String {
        values.enumerated().map { index, entry in
            index == 0 && !zeroFormattingBehavior.contains(.pad)
                ? String(entry.value) : (entry.value < 10 ? "0" : "") + String(entry.value)
        }.joined(separator: ":")
    }

    private func spelled(_ values: [(unit: DurationUnit, value: Int)]) -> String {
        let words = values.map { entry -> String in
            let one = entry.value == 1
            switch unitsStyle {
            case .abbreviated: return "\(entry.value)\(entry.unit.names.abbreviated)"
            case .brief: return "\(entry.value)\(entry.unit.names.brief)"
            case .short: return "\(entry.value) \(one ? entry.unit.names.short : entry.unit.names.shortPlural)"
            case .spellOut:
                return "\(Self.spelledNumber(entry.value)) \(one ? entry.unit.names.full : entry.unit.names.fullPlural)"
            case .full, .positional:
                return "\(entry.value) \(one ? entry.unit.names.full : entry.unit.names.fullPlural)"
            }
        }
        return words.joined(separator: unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", ")
    }

    private static func spelledNumber(_ value: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: "en_US")
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}

/// A unit a duration is split into, largest first, with its English names.
enum DurationUnit: CaseIterable {
    case year, month, week, day, hour, minute, second

    /// Years to seconds, weeks included: the units of a formatter that allows none in particular.
    static let defaultUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]

    var component: Calendar.Component {
        switch self {
        case .year: .year
        case .month: .month
        case .week: .weekOfMonth
        case .day: .day
        case .hour: .hour
        case .minute: .minute
        case .second: .second
        }
    }

    /// Whether `units` has this one (weeks of the month or of the year alike).
    func isAllowed(in units: NSCalendar.Unit) -> Bool {
        switch self {
        case .year: units.contains(.year)
        case .month: units.contains(.month)
        case .week: units.contains(.weekOfMonth) || units.contains(.weekOfYear)
        case .day: units.contains(.day)
        case .hour: units.contains(.hour)
        case .minute: units.contains(.minute)
        case .second: units.contains(.second)
        }
    }

    /// The unit's English names in each style.
    var names:
        (abbreviated: String, brief: String, short: String, shortPlural: String, full: String, fullPlural: String)
    {
        switch self {
        case .year: ("y", "yr", "yr", "yrs", "year", "years")
        case .month: ("mo", "mth", "mth", "mths", "month", "months")
        case .week: ("w", "wk", "wk", "wks", "week", "weeks")
        case .day: ("d", "d", "day", "days", "day", "days")
        case .hour: ("h", "hr", "hr", "hr", "hour", "hours")
        case .minute: ("m", "min", "min", "min", "minute", "minutes")
        case .second: ("s", "sec", "sec", "sec", "second", "seconds")
        }
    }
}
