import Foundation
import Testing

@testable import Tapestry

/// Dates found in English text, in their forms, with and without a time.
@Suite struct DataDetectionDatesTests {
    private let date = DataDetection.date

    @Test func datesInTheirFormsWithAndWithoutATime() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let reference = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 25, hour: 9)))
        let text =
            "Due 2026-03-04T17:30, then 12/24/2026, March 3rd, 2027 at 5pm, 7 June, tomorrow, next Wednesday at 10:15"
            + " and 18:45. Not 2026-02-30 or 25:00."
        let results = try DataDetection.$referenceDate.withValue(reference) { try DetectionTrial.found(text, date) }
        #expect(
            DetectionTrial.words(text, results) == [
                "2026-03-04T17:30", "12/24/2026", "March 3rd, 2027 at 5pm", "7 June", "tomorrow",
                "next Wednesday at 10:15",
                "18:45",
            ])
        let parts = results.map { calendar.dateComponents([.year, .month, .day, .hour, .minute], from: $0.date!) }
        let expected: [[Int?]] = [
            [2026, 3, 4, 17, 30], [2026, 12, 24, 12, 0], [2027, 3, 3, 17, 0], [2026, 6, 7, 12, 0],
            [2026, 11, 26, 12, 0], [2026, 12, 2, 10, 15], [2026, 11, 25, 18, 45],
        ]
        #expect(parts.map { [$0.year, $0.month, $0.day, $0.hour, $0.minute] } == expected)
        #expect(results.allSatisfy { $0.resultType == date && $0.duration == 0 })
    }

    @Test func aSentencesFullStopIsNotPartOfATime() throws {
        let text = "Lunch tomorrow at 1pm. Call at 9 a.m. sharp."
        let results = try DetectionTrial.found(text, date)
        #expect(DetectionTrial.words(text, results) == ["tomorrow at 1pm", "at 9 a.m."])
    }
}
