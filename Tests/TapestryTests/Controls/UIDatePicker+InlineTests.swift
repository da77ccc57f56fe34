import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The inline style: a month's calendar whose chosen day keeps the time.
@MainActor
@Suite struct UIDatePickerInlineTests {
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

    @Test func theInlineCalendarChoosesADayKeepingTheTime() throws {
        let picker = makePicker(.date, style: .inline)
        picker.frame = CGRect(origin: .zero, size: picker.intrinsicContentSize)
        picker.layoutIfNeeded()
        let buttons = picker.subviews[0].subviews.compactMap { $0 as? UIButton }.filter { !$0.isHidden }
        let days = buttons.filter { Int($0.title(for: .normal) ?? "") != nil }
        #expect(days.count == 30, "November's days")
        let chosen = try #require(days.first { $0.isSelected })
        #expect(chosen.title(for: .normal) == "27")
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        days.first { $0.title(for: .normal) == "3" }!.sendActions(for: .touchUpInside)
        #expect(picker.date == date(2026, 11, 3, 10, 7, 30) && changes == 1)
        picker.minimumDate = date(2026, 11, 10)
        let early = picker.subviews[0].subviews.compactMap { $0 as? UIButton }.first {
            $0.title(for: .normal) == "5" && !$0.isHidden
        }
        #expect(early?.isEnabled == false)
    }
}
