import Foundation
import Testing

@testable import Tapestry

/// The month grid shared by the inline date picker and the calendar view (MonthGridView): weeks start on the
/// calendar's first weekday, only the month's own days show, and a subclass's looks and decorations are used.
@MainActor
@Suite struct MonthGridViewTests {
    final class Grid: MonthGridView {
        var calendar = Calendar(identifier: .gregorian)
        var chosen: [Date] = []
        override var gridCalendar: Calendar { calendar }
        override var gridLocale: Locale { Locale(identifier: "en_US") }
        override func look(of day: Date) -> DayLook {
            DayLook(
                isEnabled: calendar.component(.day, from: day) != 2, isChosen: calendar.component(.day, from: day) == 3)
        }
        override func choose(day: Date) { chosen.append(day) }
    }

    @Test func weeksStartOnTheCalendarsFirstWeekdayAndOnlyTheMonthsDaysShow() {
        let grid = Grid(frame: CGRect(x: 0, y: 0, width: 350, height: 400))
        grid.calendar.timeZone = TimeZone(identifier: "UTC")!
        grid.calendar.firstWeekday = 2  // Monday
        // March 2026 begins on a Sunday: with Monday first, six days of February lead.
        grid.shownMonth = grid.calendar.date(from: DateComponents(year: 2026, month: 3, day: 1))!
        grid.refreshDays()
        let shown = grid.dayButtons.enumerated().filter { !$0.element.isHidden }
        #expect(shown.first?.offset == 6 && shown.count == 31)
        #expect(grid.dayButtons[6].title(for: .normal) == "1")
        #expect(!grid.dayButtons[7].isEnabled && grid.dayButtons[8].isSelected, "the subclass's looks")
        #expect(grid.monthLabel.text == "March 2026")
        grid.turn(by: 1)
        #expect(grid.monthLabel.text == "April 2026" && grid.dayButtons.filter { !$0.isHidden }.count == 30)
        grid.layoutIfNeeded()
        #expect(grid.dayButtons[0].frame.minX < grid.dayButtons[1].frame.minX)
        #expect(grid.dayButtons[7].frame.minY > grid.dayButtons[0].frame.maxY, "a week to a row")
    }
}
