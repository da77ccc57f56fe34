import Foundation

/// An inline date picker: a month's calendar (the month and year with buttons to the previous and next month,
/// the weekdays from the calendar's first, six weeks of days), and for a date and time a row with the time's
/// button. The chosen day is a filled circle of the tint colour; today's number is in the tint colour; days
/// outside the minimum and maximum are dimmed and cannot be chosen.
@MainActor
final class DatePickerInlineView: UIView, DatePickerContent {
    unowned let picker: UIDatePicker
    let monthLabel = UILabel()
    let previousButton = UIButton(type: .system)
    let nextButton = UIButton(type: .system)
    private var weekdayLabels: [UILabel] = []
    /// The 42 day buttons, week by week.
    private(set) var dayButtons: [UIButton] = []
    private var timeRow: DatePickerCompactView?
    private let timeLabel = UILabel()
    /// The first day of the month shown.
    private(set) var shownMonth = Date()
    /// The day each button stands for.
    private var buttonDays: [Date] = []

    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 20
    static let dayHeight: CGFloat = 44

    init(picker: UIDatePicker) {
        self.picker = picker
        super.init(frame: .zero)
        monthLabel.font = .boldSystemFont(ofSize: 17)
        monthLabel.accessibilityTraits = .header
        addSubview(monthLabel)
        previousButton.setImage(UIImage(systemName: "chevron.left"), for: .normal)
        previousButton.accessibilityLabel = "Previous Month"
        previousButton.addAction(UIAction { [weak self] _ in self?.turn(by: -1) }, for: .touchUpInside)
        nextButton.setImage(UIImage(systemName: "chevron.right"), for: .normal)
        nextButton.accessibilityLabel = "Next Month"
        nextButton.addAction(UIAction { [weak self] _ in self?.turn(by: 1) }, for: .touchUpInside)
        addSubview(previousButton)
        addSubview(nextButton)
        let calendar = picker.workingCalendar
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        for index in 0..<7 {
            let label = UILabel()
            label.text = symbols[(index + calendar.firstWeekday - 1) % 7].uppercased()
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            label.textColor = .tertiaryLabel
            label.textAlignment = .center
            weekdayLabels.append(label)
            addSubview(label)
        }
        for index in 0..<42 {
            // System buttons: a disabled day is drawn grey, with no veil over the background.
            let button = UIButton(type: .system)
            button.titleLabel?.font = .systemFont(ofSize: 20)
            button.addAction(UIAction { [weak self] _ in self?.choose(index) }, for: .touchUpInside)
            dayButtons.append(button)
            addSubview(button)
        }
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

    override var intrinsicContentSize: CGSize {
        let time: CGFloat = timeRow == nil ? 0 : 44
        return CGSize(width: 320, height: Self.headerHeight + Self.weekdayHeight + 6 * Self.dayHeight + time)
    }

    private func monthStart(of date: Date) -> Date {
        picker.workingCalendar.dateInterval(of: .month, for: date)?.start ?? date
    }

    func show(animated: Bool) {
        // A value set from outside shows its month.
        let month = monthStart(of: picker.date)
        if month != shownMonth, !isTurning { shownMonth = month }
        timeRow?.show(animated: animated)
        refreshDays()
    }

    private var isTurning = false

    /// Shows the previous or next month.
    func turn(by months: Int) {
        guard let month = picker.workingCalendar.date(byAdding: .month, value: months, to: shownMonth) else { return }
        shownMonth = month
        refreshDays()
    }

    private func refreshDays() {
        let calendar = picker.workingCalendar
        let formatter = DateFormatter()
        formatter.locale = picker.workingLocale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("MMMMy")
        monthLabel.text = formatter.string(from: shownMonth)
        let weekday = calendar.component(.weekday, from: shownMonth)
        let leading = (weekday - calendar.firstWeekday + 7) % 7
        let gridStart = calendar.date(byAdding: .day, value: -leading, to: shownMonth) ?? shownMonth
        let month = calendar.component(.month, from: shownMonth)
        let chosenDay = calendar.startOfDay(for: picker.date)
        let minimumDay = picker.minimumDate.map { calendar.startOfDay(for: $0) }
        let maximumDay = picker.maximumDate.map { calendar.startOfDay(for: $0) }
        buttonDays = []
        formatter.setLocalizedDateFormatFromTemplate("EEEEMMMMd")
        for (index, button) in dayButtons.enumerated() {
            let day = calendar.date(byAdding: .day, value: index, to: gridStart) ?? gridStart
            buttonDays.append(day)
            let inMonth = calendar.component(.month, from: day) == month
            let allowed = (minimumDay.map { day >= $0 } ?? true) && (maximumDay.map { day <= $0 } ?? true)
            let chosen = calendar.isDate(day, inSameDayAs: chosenDay)
            button.isHidden = !inMonth
            button.isEnabled = allowed
            button.setTitle(String(calendar.component(.day, from: day)), for: .normal)
            let today = calendar.isDateInToday(day)
            let color: UIColor = chosen ? .white : !allowed ? .tertiaryLabel : today ? tintColor : .label
            button.setTitleColor(color, for: .normal)
            button.titleLabel?.font = chosen || today ? .boldSystemFont(ofSize: 20) : .systemFont(ofSize: 20)
            button.backgroundColor = chosen ? tintColor : .clear
            button.isSelected = chosen
            button.accessibilityLabel = formatter.string(from: day)
        }
        setNeedsLayout()
    }

    /// The user chose the day of a button: the picker's date moves to it, keeping its time.
    func choose(_ index: Int) {
        guard buttonDays.indices.contains(index) else { return }
        let calendar = picker.workingCalendar
        let day = calendar.dateComponents([.year, .month, .day], from: buttonDays[index])
        var parts = calendar.dateComponents([.hour, .minute, .second], from: picker.date)
        (parts.year, parts.month, parts.day) = (day.year, day.month, day.day)
        guard let chosen = calendar.date(from: parts) else { return }
        isTurning = true
        picker.userChose(chosen)
        isTurning = false
        shownMonth = monthStart(of: picker.date)
        refreshDays()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshDays()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let inset: CGFloat = 16
        monthLabel.frame = CGRect(x: inset, y: 0, width: width - 2 * inset - 88, height: Self.headerHeight)
        previousButton.frame = CGRect(x: width - inset - 88, y: 0, width: 44, height: Self.headerHeight)
        nextButton.frame = CGRect(x: width - inset - 44, y: 0, width: 44, height: Self.headerHeight)
        let cell = (width - 2 * 8) / 7
        for (index, label) in weekdayLabels.enumerated() {
            label.frame = CGRect(
                x: 8 + CGFloat(index) * cell, y: Self.headerHeight, width: cell, height: Self.weekdayHeight)
        }
        let top = Self.headerHeight + Self.weekdayHeight
        let side = min(cell, Self.dayHeight) - 4
        for (index, button) in dayButtons.enumerated() {
            let column = CGFloat(index % 7), row = CGFloat(index / 7)
            let centre = CGPoint(x: 8 + (column + 0.5) * cell, y: top + (row + 0.5) * Self.dayHeight)
            button.frame = CGRect(x: centre.x - side / 2, y: centre.y - side / 2, width: side, height: side)
            button.layer.cornerRadius = side / 2
        }
        if let timeRow {
            let y = top + 6 * Self.dayHeight
            timeLabel.frame = CGRect(x: inset, y: y, width: 80, height: 44)
            timeRow.frame = CGRect(x: 100, y: y, width: width - 100 - inset, height: 44)
        }
    }
}
