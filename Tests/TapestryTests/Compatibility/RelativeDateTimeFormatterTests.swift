import Foundation
import Testing

@testable import Tapestry

/// Dates relative to others as text (RelativeDateTimeFormatter, which Linux's Foundation lacks): the largest
/// unit that differs, numeric or named, in each units style.
@Suite struct RelativeDateTimeFormatterTests {
    private let now = Date(timeIntervalSince1970: 1_000_000)

    private func formatter(
        _ style: RelativeDateTimeFormatter.UnitsStyle = .full, named: Bool = false
    ) -> RelativeDateTimeFormatter {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = style
        formatter.dateTimeStyle = named ? .named : .numeric
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        formatter.calendar = calendar
        return formatter
    }

    @Test func theLargestUnitThatDiffersIsWrittenBeforeOrAfter() {
        let relative = formatter()
        #expect(relative.localizedString(for: now.addingTimeInterval(-7200), relativeTo: now) == "2 hours ago")
        #expect(relative.localizedString(for: now.addingTimeInterval(7300), relativeTo: now) == "in 2 hours")
        #expect(
            relative.localizedString(for: now.addingTimeInterval(-3 * 86_400 - 60), relativeTo: now) == "3 days ago")
        #expect(relative.localizedString(for: now.addingTimeInterval(-60), relativeTo: now) == "1 minute ago")
        #expect(relative.localizedString(for: now.addingTimeInterval(-14 * 86_400), relativeTo: now) == "2 weeks ago")
        #expect(relative.localizedString(for: now, relativeTo: now) == "in 0 seconds")
    }

    @Test func namedFormsAndStyles() {
        let named = formatter(named: true)
        #expect(named.localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now) == "yesterday")
        #expect(named.localizedString(for: now.addingTimeInterval(86_400), relativeTo: now) == "tomorrow")
        #expect(named.localizedString(for: now.addingTimeInterval(7 * 86_400), relativeTo: now) == "next week")
        #expect(named.localizedString(for: now.addingTimeInterval(-3600), relativeTo: now) == "1 hour ago")
        #expect(named.localizedString(for: now, relativeTo: now) == "now")
        let ago = now.addingTimeInterval(-7200)
        #expect(formatter(.short).localizedString(for: ago, relativeTo: now) == "2 hr. ago")
        #expect(formatter(.abbreviated).localizedString(for: ago, relativeTo: now) == "2h ago")
        #expect(formatter(.spellOut).localizedString(for: ago, relativeTo: now) == "two hours ago")
        var components = DateComponents()
        components.month = -3
        #expect(formatter().localizedString(from: components) == "3 months ago")
        #expect(formatter().string(for: "today") == nil)
        #expect(formatter().localizedString(fromTimeInterval: 90).hasPrefix("in 1 minute"))
    }
}
