import Foundation

/// Dates in English text: a day in one of six forms, each with an optional time, and a time alone. A day without
/// a time is at noon, "tonight" at 20:00; a day without a year is in the reference date's year; weekdays are the
/// next such day (today counts, except after "next").
extension DataDetection {
    private enum DayForm: CaseIterable {
        case iso, slashed, monthThenDay, dayThenMonth, relative, weekday, timeAlone
    }

    private static let month =
        #"(?<month>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"#
        + #"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?"#
    private static let clock =
        #"(?:(?<hour>\d{1,2})(?::(?<minute>\d{2}))?\s*(?<meridiem>[ap]\.m\.|[ap]m\b)|(?<hour24>\d{1,2}):(?<minute24>\d{2})(?::(?<second>\d{2}))?(?!\d))"#
    private static let optionalTime = #"(?:(?:T|,?\s+(?:at\s+)?)"# + clock + ")?"
    private static let year = #"(?:,?\s+(?<year>\d{4})\b)?"#
    private static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    private static let dayForms: [(DayForm, NSRegularExpression)] = DayForm.allCases.map { form in
        let source: String
        switch form {
        case .iso: source = #"\b(?<year>\d{4})-(?<monthNumber>\d{2})-(?<day>\d{2})"# + optionalTime
        case .slashed: source = #"\b(?<monthNumber>\d{1,2})/(?<day>\d{1,2})/(?<year>\d{4}|\d{2})\b"# + optionalTime
        case .monthThenDay: source = #"\b"# + month + #"\s+(?<day>\d{1,2})(?:st|nd|rd|th)?\b"# + year + optionalTime
        case .dayThenMonth: source = #"\b(?<day>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?"# + month + year + optionalTime
        case .relative: source = #"\b(?<relative>today|tonight|tomorrow|yesterday)\b"# + optionalTime
        case .weekday:
            source = #"\b(?:(?<next>next)\s+)?(?<weekday>"# + weekdays.joined(separator: "|") + #")\b"# + optionalTime
        case .timeAlone: source = #"(?<![\w:])(?:at\s+)?"# + clock
        }
        return (form, pattern(source, caseInsensitive: true))
    }

    static func dates(in text: NSString, range: NSRange) -> [DetectedTextResult] {
        let reference = referenceDate ?? Date()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return dayForms.flatMap { form, expression in
            expression.matches(in: text as String, range: range).compactMap { match -> DetectedTextResult? in
                guard let date = date(of: match, form: form, in: text, reference: reference, calendar: calendar)
                else { return nil }
                return DetectedTextResult(type: DataDetection.date, range: match.range, foundDate: date)
            }
        }
    }

    private static func date(
        of match: NSTextCheckingResult, form: DayForm, in text: NSString, reference: Date, calendar: Calendar
    ) -> Date? {
        func number(_ name: String) -> Int? { group(name, of: match, in: text).flatMap { Int($0) } }
        let today = calendar.dateComponents([.year, .month, .day, .weekday], from: reference)
        var day = today
        switch form {
        case .iso, .slashed:
            day.month = number("monthNumber")
            day.day = number("day")
            if let written = number("year") { day.year = written < 100 ? 2000 + written : written }
        case .monthThenDay, .dayThenMonth:
            let name = group("month", of: match, in: text)?.lowercased().prefix(3) ?? ""
            let names = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
            day.month = names.firstIndex(of: String(name)).map { $0 + 1 }
            day.day = number("day")
            if let written = number("year") { day.year = written }
        case .relative:
            let word = group("relative", of: match, in: text)?.lowercased() ?? ""
            let offset = ["yesterday": -1, "tomorrow": 1][word] ?? 0
            guard let moved = calendar.date(byAdding: .day, value: offset, to: reference) else { return nil }
            day = calendar.dateComponents([.year, .month, .day], from: moved)
        case .weekday:
            let name = group("weekday", of: match, in: text)?.lowercased() ?? ""
            guard let target = weekdays.firstIndex(of: name), let current = today.weekday else { return nil }
            var ahead = (target + 1 - current + 7) % 7
            if ahead == 0 && group("next", of: match, in: text) != nil { ahead = 7 }
            guard let moved = calendar.date(byAdding: .day, value: ahead, to: reference) else { return nil }
            day = calendar.dateComponents([.year, .month, .day], from: moved)
        case .timeAlone:
            break
        }
        guard let time = time(of: match, in: text) else { return nil }
        let evening = group("relative", of: match, in: text)?.lowercased() == "tonight"
        var moment = DateComponents(calendar: calendar, timeZone: calendar.timeZone)
        moment.year = day.year
        moment.month = day.month
        moment.day = day.day
        moment.hour = time.written ? time.hour : (evening ? 20 : 12)
        moment.minute = time.minute
        moment.second = time.second
        // A day the calendar does not have (February 30) is no date; `date(from:)` would roll it over.
        guard let date = calendar.date(from: moment), calendar.component(.day, from: date) == moment.day,
            calendar.component(.month, from: date) == moment.month
        else { return nil }
        return date
    }

    /// The match's time of day: `written` false when it has none; nil when it names an impossible one.
    private static func time(
        of match: NSTextCheckingResult, in text: NSString
    ) -> (written: Bool, hour: Int, minute: Int, second: Int)? {
        func number(_ name: String) -> Int? { group(name, of: match, in: text).flatMap { Int($0) } }
        if let hour = number("hour"), let meridiem = group("meridiem", of: match, in: text)?.lowercased() {
            let minute = number("minute") ?? 0
            guard (1...12).contains(hour), (0...59).contains(minute) else { return nil }
            let afternoon = meridiem.hasPrefix("p")
            return (true, hour % 12 + (afternoon ? 12 : 0), minute, 0)
        }
        if let hour = number("hour24"), let minute = number("minute24") {
            let second = number("second") ?? 0
            guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return nil }
            return (true, hour, minute, second)
        }
        return (false, 12, 0, 0)
    }
}
