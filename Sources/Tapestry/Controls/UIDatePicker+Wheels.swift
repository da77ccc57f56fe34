import Foundation

/// A date picker's wheels: a `UIPickerView` whose columns follow the mode and the locale (the order of month,
/// day and year, a 12- or 24-hour clock).
@MainActor
final class DatePickerWheelsView: UIView, DatePickerContent, UIPickerViewDataSource, UIPickerViewDelegate {
    /// What a column holds.
    enum Column: Equatable {
        case month, day, year, dayOffset, hour, minute, meridiem, countHours, countMinutes
    }

    unowned let picker: UIDatePicker
    let wheels = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    private(set) var columns: [Column] = []
    private var twelveHour = false
    private var firstYear = 1900
    private var yearCount = 201
    /// The day the `dayOffset` column counts from, and how many days it spans each way.
    private var baseDay = Date()
    private let daySpan = 1_000

    init(picker: UIDatePicker) {
        self.picker = picker
        super.init(frame: .zero)
        configure()
        wheels.dataSource = self
        wheels.delegate = self
        addSubview(wheels)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }

    override func layoutSubviews() {
        super.layoutSubviews()
        wheels.frame = bounds
    }

    private func configure() {
        let calendar = picker.workingCalendar
        let locale = picker.workingLocale
        let hourFormat = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a"
        twelveHour = hourFormat.contains("a")
        let clock: [Column] = twelveHour ? [.hour, .minute, .meridiem] : [.hour, .minute]
        switch picker.datePickerMode {
        case .time: columns = clock
        case .date: columns = dateOrder(locale, [.month, .day, .year])
        case .dateAndTime: columns = [.dayOffset] + clock
        case .countDownTimer: columns = [.countHours, .countMinutes]
        case .yearAndMonth: columns = dateOrder(locale, [.month, .year])
        }
        let year = calendar.component(.year, from: picker.date)
        var low = min(1900, year), high = max(2100, year)
        if let minimum = picker.minimumDate { low = max(low, calendar.component(.year, from: minimum)) }
        if let maximum = picker.maximumDate { high = min(high, calendar.component(.year, from: maximum)) }
        firstYear = low
        yearCount = max(high - low + 1, 1)
        baseDay = calendar.startOfDay(for: picker.date)
    }

    /// The date columns in the order the locale writes them (from its long date format).
    private func dateOrder(_ locale: Locale, _ wanted: [Column]) -> [Column] {
        let format = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d, y"
        func position(_ column: Column) -> Int {
            let letters: [Character] =
                switch column {
                case .month: ["M", "L"]
                case .day: ["d"]
                default: ["y"]
                }
            return format.firstIndex { letters.contains($0) }.map { format.distance(from: format.startIndex, to: $0) }
                ?? 0
        }
        return wanted.sorted { position($0) < position($1) }
    }

    // MARK: Showing the value

    func show(animated: Bool) {
        let calendar = picker.workingCalendar
        let date = picker.date
        for (index, column) in columns.enumerated() {
            let row: Int
            switch column {
            case .month: row = calendar.component(.month, from: date) - 1
            case .day: row = calendar.component(.day, from: date) - 1
            case .year: row = calendar.component(.year, from: date) - firstYear
            case .dayOffset:
                row =
                    daySpan
                    + (calendar.dateComponents([.day], from: baseDay, to: calendar.startOfDay(for: date)).day ?? 0)
            case .hour:
                let hour = calendar.component(.hour, from: date)
                row = twelveHour ? hour % 12 : hour
            case .minute: row = calendar.component(.minute, from: date) / picker.minuteInterval
            case .meridiem: row = calendar.component(.hour, from: date) >= 12 ? 1 : 0
            case .countHours: row = Int(picker.countDownDuration) / 3600
            case .countMinutes: row = (Int(picker.countDownDuration) / 60 % 60) / picker.minuteInterval
            }
            let rows = rowCount(column)
            wheels.selectRow(max(0, min(row, rows - 1)), inComponent: index, animated: animated)
        }
    }

    // MARK: Data source and delegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        rowCount(columns[component])
    }

    private func rowCount(_ column: Column) -> Int {
        switch column {
        case .month: 12
        case .day: 31
        case .year: yearCount
        case .dayOffset: 2 * daySpan + 1
        case .hour: twelveHour ? 12 : 24
        case .minute, .countMinutes: 60 / picker.minuteInterval
        case .meridiem: 2
        case .countHours: 24
        }
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        let calendar = picker.workingCalendar
        switch columns[component] {
        case .month: return calendar.standaloneMonthSymbols[row % 12]
        case .day: return String(row + 1)
        case .year: return String(firstYear + row)
        case .dayOffset:
            let day = calendar.date(byAdding: .day, value: row - daySpan, to: baseDay) ?? baseDay
            if calendar.isDateInToday(day) { return "Today" }
            let formatter = DateFormatter()
            formatter.locale = picker.workingLocale
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
            return formatter.string(from: day)
        case .hour: return twelveHour ? String(row == 0 ? 12 : row) : String(format: "%02d", row)
        case .minute: return String(format: "%02d", row * picker.minuteInterval)
        case .meridiem: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .countHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countMinutes: return "\(row * picker.minuteInterval) min"
        }
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        let share = max(bounds.width, 1) / CGFloat(max(columns.count, 1))
        switch columns[component] {
        case .month, .dayOffset: return share * 1.5
        case .meridiem, .day, .minute, .hour: return share * 0.75
        default: return share
        }
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        if picker.datePickerMode == .countDownTimer {
            let hours = selected(.countHours), minutes = selected(.countMinutes) * picker.minuteInterval
            picker.userChose(duration: TimeInterval(hours * 3600 + minutes * 60))
            return
        }
        let calendar = picker.workingCalendar
        let current = picker.date
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: current)
        parts.second = 0
        if columns.contains(.dayOffset) {
            let day = calendar.date(byAdding: .day, value: selected(.dayOffset) - daySpan, to: baseDay) ?? baseDay
            let dayParts = calendar.dateComponents([.year, .month, .day], from: day)
            (parts.year, parts.month, parts.day) = (dayParts.year, dayParts.month, dayParts.day)
        }
        if columns.contains(.year) { parts.year = firstYear + selected(.year) }
        if columns.contains(.month) { parts.month = selected(.month) + 1 }
        if columns.contains(.day) { parts.day = selected(.day) + 1 }
        if picker.datePickerMode == .yearAndMonth { parts.day = 1 }
        if columns.contains(.hour) {
            let hour = selected(.hour)
            parts.hour = twelveHour ? hour + (selected(.meridiem) == 1 ? 12 : 0) : hour
        }
        if columns.contains(.minute) { parts.minute = selected(.minute) * picker.minuteInterval }
        // A day past the month's end (February 30) is the month's last day, as UIKit's wheels settle.
        if let day = parts.day, let year = parts.year, let month = parts.month,
            let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
            let days = calendar.range(of: .day, in: .month, for: first)?.count, day > days
        {
            parts.day = days
        }
        guard let chosen = calendar.date(from: parts) else { return }
        picker.userChose(chosen)
    }

    private func selected(_ column: Column) -> Int {
        guard let index = columns.firstIndex(of: column) else { return 0 }
        return wheels.selectedRow(inComponent: index)
    }
}
