import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Week-of-year selection (UICalendarSelectionWeekOfYear): a tap chooses the day's whole week where the delegate
/// allows, and a week set in code shows chosen.
@MainActor
@Suite struct UICalendarSelectionWeekOfYearTests {
    final class Recorder: UICalendarSelectionWeekOfYearDelegate {
        var log: [String] = []
        func week(
            ofYearSelection selection: UICalendarSelectionWeekOfYear, didSelectWeekOfYear week: DateComponents?
        ) { log.append("week \(week?.weekOfYear ?? 0) of \(week?.yearForWeekOfYear ?? 0)") }
        func week(
            ofYearSelection selection: UICalendarSelectionWeekOfYear, canSelectWeekOfYear week: DateComponents?
        ) -> Bool { week?.weekOfYear != 13 }
    }

    @Test func aTapChoosesTheDaysWeekWhereTheDelegateAllows() throws {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow(width: 360, height: 420)
        let view = UICalendarView(frame: CGRect(x: 0, y: 0, width: 350, height: 400))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.firstWeekday = 1
        calendar.minimumDaysInFirstWeek = 1
        view.calendar = calendar
        view.locale = Locale(identifier: "en_US")
        view.visibleDateComponents = DateComponents(year: 2026, month: 3)
        let recorder = Recorder()
        let selection = UICalendarSelectionWeekOfYear(delegate: recorder)
        view.selectionBehavior = selection
        root.addSubview(view)
        root.layoutIfNeeded()
        // March 2026 starts on a Sunday: day d is button d − 1, and March 8–14 is a Sunday-to-Saturday week.
        func button(_ day: Int) -> UIButton { view.grid.dayButtons[day - 1] }
        func tap(_ day: Int) {
            let button = button(day)
            synthesizer.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        }
        tap(11)
        let week = try #require(selection.selectedWeekOfYear)
        #expect(week.weekOfYear == 11 && week.yearForWeekOfYear == 2026 && week.calendar != nil)
        #expect(recorder.log == ["week 11 of 2026"])
        #expect((8...14).allSatisfy { button($0).isSelected })
        #expect(!button(7).isSelected && !button(15).isSelected)
        // The delegate refuses week 13 (March 22–28): its days are dimmed and a tap changes nothing.
        #expect(!button(24).isEnabled && button(21).isEnabled)
        tap(24)
        #expect(recorder.log.count == 1 && selection.selectedWeekOfYear?.weekOfYear == 11)
        selection.setSelectedWeekOfYear(DateComponents(weekOfYear: 10, yearForWeekOfYear: 2026), animated: false)
        #expect((1...7).allSatisfy { button($0).isSelected } && !button(8).isSelected && recorder.log.count == 1)
    }
}
