import Foundation
import Testing

@testable import Tapestry

/// Durations as text (DateComponentsFormatter, which Linux's Foundation lacks): each units style, the zero
/// behaviours, the unit count, the phrases, calendar months from the reference date.
@Suite struct DateComponentsFormatterTests {
    private func formatter(
        _ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit = [.hour, .minute, .second]
    ) -> DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = style
        formatter.allowedUnits = units
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        formatter.calendar = calendar
        formatter.referenceDate = Date(timeIntervalSince1970: 0)
        return formatter
    }

    @Test func positionalDropsLeadingZerosAndPadsTheRest() {
        let clock = formatter(.positional)
        #expect(clock.string(from: 3725) == "1:02:05")
        #expect(clock.string(from: 3610) == "1:00:10")
        #expect(clock.string(from: 125) == "2:05")
        #expect(clock.string(from: 5) == "0:05", "minutes and seconds at least")
        #expect(clock.string(from: 0) == "0:00")
        #expect(clock.string(from: -125) == "-2:05")
        clock.zeroFormattingBehavior = .pad
        #expect(clock.string(from: 125) == "00:02:05")
        #expect(formatter(.positional, [.minute, .second]).string(from: 3725) == "62:05", "hours not allowed")
        #expect(clock.string(from: .infinity) == nil)
    }

    @Test func eachStyleWritesItsUnits() {
        #expect(formatter(.abbreviated).string(from: 3725) == "1h 2m 5s")
        #expect(formatter(.brief).string(from: 3725) == "1hr 2min 5sec")
        #expect(formatter(.short).string(from: 3725) == "1 hr, 2 min, 5 sec")
        #expect(formatter(.full).string(from: 3725) == "1 hour, 2 minutes, 5 seconds")
        #expect(formatter(.full).string(from: 3601) == "1 hour, 1 second", "zero units dropped")
        #expect(formatter(.spellOut).string(from: 3725) == "one hour, two minutes, five seconds")
        #expect(formatter(.full).string(from: 0) == "0 seconds")
        let days = formatter(.abbreviated, [.day, .hour])
        #expect(days.string(from: 90_000) == "1d 1h")
    }

    @Test func zeroBehavioursUnitCountAndPhrases() {
        let full = formatter(.full)
        full.zeroFormattingBehavior = .none
        #expect(full.string(from: 3600) == "1 hour, 0 minutes, 0 seconds")
        full.zeroFormattingBehavior = .dropTrailing
        #expect(full.string(from: 3600) == "1 hour")
        full.zeroFormattingBehavior = .default
        full.maximumUnitCount = 1
        #expect(full.string(from: 3725) == "1 hour")
        full.maximumUnitCount = 0
        full.includesApproximationPhrase = true
        full.includesTimeRemainingPhrase = true
        #expect(full.string(from: 120) == "About 2 minutes remaining")
    }

    @Test func monthsAndYearsAreTheCalendarsAndOtherInputsAreRead() {
        let long = formatter(.full, [.year, .month, .day])
        // From 1 January 1970: 31 days is one month exactly.
        #expect(long.string(from: 31 * 86_400) == "1 month")
        #expect(long.string(from: 365 * 86_400 + 86_400) == "1 year, 1 day")
        var components = DateComponents()
        components.month = 2
        components.day = 3
        #expect(long.string(from: components) == "2 months, 3 days")
        let start = Date(timeIntervalSince1970: 1000)
        #expect(formatter(.abbreviated).string(from: start, to: start.addingTimeInterval(61)) == "1m 1s")
        #expect(formatter(.abbreviated).string(for: NSNumber(value: 61)) == "1m 1s")
        #expect(formatter(.abbreviated).string(for: "61") == nil)
        #expect(DateComponentsFormatter.localizedString(from: components, unitsStyle: .short) != nil)
    }
}
