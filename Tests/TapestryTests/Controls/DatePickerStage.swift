import Foundation
import Tapestry
import TapestryTesting

/// What the date picker's test suites share: a picker on a fixed date in UTC, dates, and its wheels turned as
/// the user turns them.
@MainActor
protocol DatePickerStage {}

@MainActor
extension DatePickerStage {
    /// A picker in UTC with the Gregorian calendar and a locale, on a fixed date: 27 November 2026, 10:07:30.
    func makePicker(
        _ mode: UIDatePicker.Mode, style: UIDatePickerStyle = .wheels, locale: String = "en_US"
    ) -> UIDatePicker {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        picker.calendar = calendar
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: locale)
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        picker.date = date(2026, 11, 27, 10, 7, 30)
        picker.layoutIfNeeded()
        return picker
    }

    func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0, _ s: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min, second: s))!
    }

    func wheels(_ picker: UIDatePicker) -> UIPickerView {
        picker.subviews.compactMap { $0.subviews.first as? UIPickerView }.first!
    }

    /// Turns a wheel as the user would: the row comes to rest and the delegate hears of it.
    func spin(_ picker: UIDatePicker, component: Int, to row: Int) {
        let view = wheels(picker)
        view.selectRow(row, inComponent: component, animated: false)
        view.delegate?.pickerView(view, didSelectRow: row, inComponent: component)
    }
}
