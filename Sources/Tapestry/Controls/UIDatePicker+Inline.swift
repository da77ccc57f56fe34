import Foundation

/// An inline date picker: a month's calendar (the month and year with buttons to the previous and next month,
/// the weekdays from the calendar's first, six weeks of days), and for a date and time a row with the time's
/// button. The chosen day is a filled circle of the tint colour; today's number is in the tint colour; days
/// outside the minimum and maximum are dimmed and cannot be chosen.
@MainActor
final class DatePickerInlineView: MonthGridView, DatePickerContent {
    unowned let picker: UIDatePicker
    private var timeRow: DatePickerCompactView?
    private let timeLabel = UILabel()
    private var isTurning = false

    init(picker: UIDatePicker) {
        self.picker = picker
        super.init(frame: .zero)
        if picker.datePickerMode == .dateAndTime {
            // The time row: a compact time picker sharing this picker's value.
            timeLabel.text = "Time"
            timeLabel.font = .systemFont(ofSize: 17)
            addSubview(timeLabel)
            let row = DatePickerCompactView(picker: picker, parts: [.time])
            timeRow = row
            addSubview(row)
        }
        shownMonth = monthStart(of: picker.date)
    }

    required init?(coder: NSCoder) { nil }

    override var gridCalendar: Calendar { picker.workingCalendar }
    override var gridLocale: Locale { picker.workingLocale }

    override var intrinsicContentSize: CGSize {
        CGSize(width: 320, height: gridHeight + (timeRow == nil ? 0 : 44))
    }

    func show(animated: Bool) {
        // A value set from outside shows its month.
        let month = monthStart(of: picker.date)
        if month != shownMonth, !isTurning { shownMonth = month }
        timeRow?.show(animated: animated)
        refreshDays()
    }

    /// The chosen day is the picker's; days outside the minimum and maximum cannot be chosen.
    override func look(of day: Date) -> DayLook {
        let calendar = picker.workingCalendar
        let minimumDay = picker.minimumDate.map { calendar.startOfDay(for: $0) }
        let maximumDay = picker.maximumDate.map { calendar.startOfDay(for: $0) }
        return DayLook(
            isEnabled: (minimumDay.map { day >= $0 } ?? true) && (maximumDay.map { day <= $0 } ?? true),
            isChosen: calendar.isDate(day, inSameDayAs: picker.date))
    }

    /// The user chose a day: the picker's date moves to it, keeping its time.
    override func choose(day chosenDay: Date) {
        let calendar = picker.workingCalendar
        let day = calendar.dateComponents([.year, .month, .day], from: chosenDay)
        var parts = calendar.dateComponents([.hour, .minute, .second], from: picker.date)
        (parts.year, parts.month, parts.day) = (day.year, day.month, day.day)
        guard let chosen = calendar.date(from: parts) else { return }
        isTurning = true
        picker.userChose(chosen)
        isTurning = false
        shownMonth = monthStart(of: picker.date)
        refreshDays()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let timeRow {
            let y = gridHeight
            timeLabel.frame = CGRect(x: 16, y: y, width: 80, height: 44)
            timeRow.frame = CGRect(x: 100, y: y, width: bounds.width - 100 - 16, height: 44)
        }
    }
}
