import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Calendar views (UICalendarView): one date or several chosen by taps as the selection's delegate allows,
/// days outside the available range dimmed, decorations from the delegate under the days' numbers, and the
/// month turned by the arrows or in code with the delegate told.
@MainActor
@Suite struct UICalendarViewTests {
    final class Recorder: UICalendarViewDelegate, UICalendarSelectionSingleDateDelegate,
        UICalendarSelectionMultiDateDelegate
    {
        var log: [String] = []
        var decorated: Set<Int> = []
        func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents)
            -> UICalendarView.Decoration?
        {
            decorated.contains(dateComponents.day ?? 0) ? .default(color: .systemRed, size: .large) : nil
        }
        func calendarView(
            _ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previous: DateComponents
        ) { log.append("month from \(previous.month ?? 0)") }
        func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
            log.append("chose \(dateComponents?.day ?? 0)")
        }
        func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?)
            -> Bool
        { (dateComponents?.day ?? 0) % 7 != 0 }
        func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
        { log.append("add \(dateComponents.day ?? 0)") }
        func multiDateSelection(
            _ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents
        ) { log.append("remove \(dateComponents.day ?? 0)") }
        func multiDateSelection(
            _ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents
        ) -> Bool { dateComponents.day != 20 }
    }

    private func stage() -> (UICalendarView, Recorder, EventSynthesizer) {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow(width: 360, height: 420)
        let calendarView = UICalendarView(frame: CGRect(x: 0, y: 0, width: 350, height: 400))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.firstWeekday = 1
        calendarView.calendar = calendar
        calendarView.locale = Locale(identifier: "en_US")
        calendarView.visibleDateComponents = DateComponents(year: 2026, month: 3)
        let recorder = Recorder()
        calendarView.delegate = recorder
        root.addSubview(calendarView)
        root.layoutIfNeeded()
        return (calendarView, recorder, synthesizer)
    }

    /// The button of `day` in the month shown (March 2026 starts on a Sunday: day d is button d − 1).
    private func button(_ day: Int, in view: UICalendarView) -> UIButton { view.grid.dayButtons[day - 1] }

    private func tap(_ day: Int, in view: UICalendarView, _ synthesizer: EventSynthesizer) {
        let button = button(day, in: view)
        synthesizer.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
    }

    @Test func oneDateIsChosenByATapWhereTheDelegateAllows() throws {
        let (view, recorder, synthesizer) = stage()
        let selection = UICalendarSelectionSingleDate(delegate: recorder)
        view.selectionBehavior = selection
        #expect(view.grid.monthLabel.text == "March 2026" && button(1, in: view).title(for: .normal) == "1")
        #expect(view.grid.dayButtons[31].isHidden, "April's days are not shown")
        tap(15, in: view, synthesizer)
        #expect(recorder.log == ["chose 15"])
        let chosen = try #require(selection.selectedDate)
        #expect(chosen.year == 2026 && chosen.month == 3 && chosen.day == 15 && chosen.calendar != nil)
        #expect(button(15, in: view).isSelected && !button(16, in: view).isSelected)
        #expect(!button(14, in: view).isEnabled, "the delegate refuses multiples of seven")
        tap(14, in: view, synthesizer)
        #expect(recorder.log == ["chose 15"] && selection.selectedDate?.day == 15)
        selection.setSelected(DateComponents(year: 2026, month: 3, day: 2), animated: false)
        #expect(button(2, in: view).isSelected && !button(15, in: view).isSelected && recorder.log.count == 1)
    }

    @Test func severalDatesAreAddedAndTakenAwayWhereTheDelegateAllows() {
        let (view, recorder, synthesizer) = stage()
        let selection = UICalendarSelectionMultiDate(delegate: recorder)
        view.selectionBehavior = selection
        for day in [3, 5, 20, 3, 20] { tap(day, in: view, synthesizer) }
        #expect(recorder.log == ["add 3", "add 5", "add 20", "remove 3"], "20 cannot be taken away")
        #expect(selection.selectedDates.map(\.day) == [5, 20])
        #expect(button(5, in: view).isSelected && button(20, in: view).isSelected && !button(3, in: view).isSelected)
    }

    @Test func daysOutsideTheAvailableRangeAreDimmedAndDecorationsShowUnderTheirDays() {
        let (view, recorder, _) = stage()
        view.selectionBehavior = UICalendarSelectionSingleDate(delegate: nil)
        let start = view.workingCalendar.date(from: DateComponents(year: 2026, month: 3, day: 10))!
        view.availableDateRange = DateInterval(start: start, duration: 86_400 * 5)
        #expect(!button(9, in: view).isEnabled && button(10, in: view).isEnabled && button(15, in: view).isEnabled)
        #expect(!button(16, in: view).isEnabled)
        recorder.decorated = [12]
        view.reloadDecorations(forDateComponents: [DateComponents(year: 2026, month: 3, day: 12)], animated: false)
        view.layoutIfNeeded()
        let dots = view.grid.subviews.filter { $0.backgroundColor == .systemRed }
        #expect(dots.count == 1)
        let twelve = button(12, in: view).frame
        #expect(dots.first.map { abs($0.frame.midX - twelve.midX) < 0.5 && $0.frame.minY >= twelve.maxY } == true)
        #expect(dots.first?.frame.size == CGSize(width: 8, height: 8))
        view.wantsDateDecorations = false
        #expect(view.grid.subviews.filter { $0.backgroundColor == .systemRed }.isEmpty)
    }

    @Test func theArrowsAndCodeTurnTheMonthAndTheDelegateIsToldOfTheArrows() {
        let (view, recorder, synthesizer) = stage()
        let next = view.grid.nextButton
        synthesizer.tap(at: next.convert(CGPoint(x: next.bounds.midX, y: next.bounds.midY), to: nil))
        #expect(view.visibleDateComponents.month == 4 && view.grid.monthLabel.text == "April 2026")
        #expect(recorder.log == ["month from 3"])
        view.setVisibleDateComponents(DateComponents(year: 2027, month: 1), animated: true)
        #expect(view.grid.monthLabel.text == "January 2027" && recorder.log.last == "month from 4")
        #expect(
            view.sizeThatFits(.zero).height == view.intrinsicContentSize.height
                && view.intrinsicContentSize.height > 300)
    }
}
