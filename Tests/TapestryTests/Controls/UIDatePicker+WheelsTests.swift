import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The wheels style: columns in the locale's order and clock, the minute interval, the countdown timer, and
/// value-changed events for the user's changes only.
@MainActor
@Suite struct UIDatePickerWheelsTests: DatePickerStage {
    @Test func dateWheelsFollowTheLocalesOrderAndSendValueChangedOnlyForTheUser() {
        let picker = makePicker(.date)
        let view = wheels(picker)
        #expect(view.numberOfComponents == 3)
        #expect(view.delegate?.pickerView(view, titleForRow: 10, forComponent: 0) == "November")
        #expect(view.selectedRow(inComponent: 1) == 26, "the 27th")
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        picker.date = date(2026, 1, 31)
        #expect(changes == 0, "set by code")
        spin(picker, component: 0, to: 1)  // February: the 31st settles on the 28th
        #expect(picker.date == date(2026, 2, 28) && changes == 1)
        let german = makePicker(.date, locale: "de_DE")
        let germanWheels = wheels(german)
        #expect(germanWheels.delegate?.pickerView(germanWheels, titleForRow: 26, forComponent: 0) == "27", "day first")
    }

    @Test func timeWheelsUseTheLocalesClockAndTheMinuteInterval() {
        let picker = makePicker(.time)
        #expect(wheels(picker).numberOfComponents == 3, "hour, minute, AM/PM in en_US")
        spin(picker, component: 2, to: 1)  // PM
        #expect(picker.date == date(2026, 11, 27, 22, 7))
        picker.minuteInterval = 15
        picker.date = date(2026, 11, 27, 10, 8)
        #expect(picker.date == date(2026, 11, 27, 10, 15), "rounded to the interval")
        #expect(wheels(picker).numberOfRows(inComponent: 1) == 4)
        let day = makePicker(.time, locale: "de_DE")
        #expect(wheels(day).numberOfComponents == 2, "a 24-hour clock")
    }

    @Test func aCountdownIsWholeMinutesBelowADay() {
        let picker = makePicker(.countDownTimer)
        picker.countDownDuration = 90_000
        #expect(picker.countDownDuration == 86_340)
        spin(picker, component: 0, to: 1)
        spin(picker, component: 1, to: 30)
        #expect(picker.countDownDuration == 5_400)
    }
}
