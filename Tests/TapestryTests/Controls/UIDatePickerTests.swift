import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct UIDatePickerTests {
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

    @Test func theStyleFollowsTheModeAsInUIKit() {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime && picker.datePickerStyle == .compact)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels && picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline && picker.intrinsicContentSize.height > 300)
    }

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

    @Test func datesStayBetweenTheMinimumAndMaximum() {
        let picker = makePicker(.dateAndTime)
        picker.minimumDate = date(2026, 11, 1)
        picker.maximumDate = date(2026, 12, 31)
        picker.date = date(2025, 1, 1)
        #expect(picker.date == date(2026, 11, 1))
        spin(picker, component: 0, to: wheels(picker).selectedRow(inComponent: 0) + 400)
        #expect(picker.date <= date(2026, 12, 31))
    }

    @Test func aCountdownIsWholeMinutesBelowADay() {
        let picker = makePicker(.countDownTimer)
        picker.countDownDuration = 90_000
        #expect(picker.countDownDuration == 86_340)
        spin(picker, component: 0, to: 1)
        spin(picker, component: 1, to: 30)
        #expect(picker.countDownDuration == 5_400)
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

    @Test func aCompactDateOpensACalendarInAPopoverWhoseChoiceIsThePickers() throws {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let picker = makePicker(.dateAndTime, style: .compact)
        root.view.addSubview(picker)
        picker.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: picker.intrinsicContentSize)
        window.layoutIfNeeded()
        let pills = picker.subviews[0].subviews.compactMap { $0 as? UIButton }
        // The time's space is ICU's narrow no-break space, as on iOS.
        #expect(
            pills.map { $0.title(for: .normal)?.replacingOccurrences(of: "\u{202F}", with: " ") }
                == ["Nov 27, 2026", "10:07 AM"])
        pills[0].sendActions(for: .touchUpInside)
        let popover = try #require(root.presentedViewController)
        let inner = try #require(popover.view.subviews.first as? UIDatePicker)
        #expect(inner.datePickerStyle == .inline)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        inner.subviews[0].subviews.compactMap { $0 as? UIButton }.first {
            $0.title(for: .normal) == "20" && !$0.isHidden
        }!
        .sendActions(for: .touchUpInside)
        #expect(picker.date == date(2026, 11, 20, 10, 7, 30) && changes == 1)
        #expect(pills[0].title(for: .normal) == "Nov 20, 2026")
    }
}
