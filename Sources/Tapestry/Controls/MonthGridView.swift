import Foundation

/// A month's calendar, shared by the inline date picker and `UICalendarView`: the month and year with buttons
/// to the previous and next month, the weekdays from the calendar's first, and six weeks of day buttons of which
/// the month's own show. A subclass says how each day looks (`look(of:)`), what choosing it does, and may put a
/// decoration under a day's number.
@MainActor
class MonthGridView: UIView {
    /// How a day shows.
    struct DayLook {
        /// Whether it can be chosen (else dimmed).
        var isEnabled = true
        /// Whether it is chosen (a filled circle of the tint colour).
        var isChosen = false
    }

    let monthLabel = UILabel()
    let previousButton = UIButton(type: .system)
    let nextButton = UIButton(type: .system)
    private var weekdayLabels: [UILabel] = []
    /// The 42 day buttons, a week to a row.
    private(set) var dayButtons: [UIButton] = []
    /// The decorations shown under days, by button.
    private var decorations: [Int: UIView] = [:]
    /// The first day of the month shown.
    var shownMonth = Date()
    /// The days of the buttons, in order.
    private(set) var buttonDays: [Date] = []

    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 20
    static let dayHeight: CGFloat = 44

    /// The calendar the grid counts in.
    var gridCalendar: Calendar { .current }
    /// The locale of the month's name and the days' spoken labels.
    var gridLocale: Locale { .current }
    /// How `day` looks.
    func look(of day: Date) -> DayLook { DayLook() }
    /// The user chose `day`.
    func choose(day: Date) {}
    /// The view under `day`'s number, if any.
    func decoration(for day: Date) -> UIView? { nil }
    /// The month shown changed (by the arrows or a choice).
    func shownMonthChanged(from previous: Date) {}

    override init(frame: CGRect) {
        super.init(frame: frame)
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
        for _ in 0..<7 {
            let label = UILabel()
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
            button.addAction(UIAction { [weak self] _ in self?.chooseButton(index) }, for: .touchUpInside)
            dayButtons.append(button)
            addSubview(button)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// The first day of `date`'s month.
    func monthStart(of date: Date) -> Date { gridCalendar.dateInterval(of: .month, for: date)?.start ?? date }

    /// Shows the previous or next month.
    func turn(by months: Int) {
        guard let month = gridCalendar.date(byAdding: .month, value: months, to: shownMonth) else { return }
        let previous = shownMonth
        shownMonth = month
        refreshDays()
        shownMonthChanged(from: previous)
    }

    /// Shows the month's days as they look now.
    func refreshDays() {
        let calendar = gridCalendar
        let formatter = DateFormatter()
        formatter.locale = gridLocale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("MMMMy")
        monthLabel.text = formatter.string(from: shownMonth)
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        for (index, label) in weekdayLabels.enumerated() {
            label.text = symbols[(index + calendar.firstWeekday - 1) % 7].uppercased()
        }
        let weekday = calendar.component(.weekday, from: shownMonth)
        let leading = (weekday - calendar.firstWeekday + 7) % 7
        let gridStart = calendar.date(byAdding: .day, value: -leading, to: shownMonth) ?? shownMonth
        let month = calendar.component(.month, from: shownMonth)
        buttonDays = []
        for view in decorations.values { view.removeFromSuperview() }
        decorations = [:]
        formatter.setLocalizedDateFormatFromTemplate("EEEEMMMMd")
        for (index, button) in dayButtons.enumerated() {
            let day = calendar.date(byAdding: .day, value: index, to: gridStart) ?? gridStart
            buttonDays.append(day)
            let inMonth = calendar.component(.month, from: day) == month
            let look = inMonth ? look(of: day) : DayLook(isEnabled: false)
            button.isHidden = !inMonth
            button.isEnabled = look.isEnabled
            button.setTitle(String(calendar.component(.day, from: day)), for: .normal)
            let today = calendar.isDateInToday(day)
            let color: UIColor =
                look.isChosen ? .white : !look.isEnabled ? .tertiaryLabel : today ? tintColor : .label
            button.setTitleColor(color, for: .normal)
            button.titleLabel?.font = look.isChosen || today ? .boldSystemFont(ofSize: 20) : .systemFont(ofSize: 20)
            button.backgroundColor = look.isChosen ? tintColor : .clear
            button.isSelected = look.isChosen
            button.accessibilityLabel = formatter.string(from: day)
            if inMonth, let decoration = decoration(for: day) {
                decoration.isUserInteractionEnabled = false
                decorations[index] = decoration
                addSubview(decoration)
            }
        }
        setNeedsLayout()
    }

    private func chooseButton(_ index: Int) {
        guard buttonDays.indices.contains(index) else { return }
        choose(day: buttonDays[index])
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshDays()
    }

    /// Room kept under each day's number for decorations.
    var decorationSpace: CGFloat { 0 }

    /// The height of the header, weekdays and six weeks.
    var gridHeight: CGFloat { Self.headerHeight + Self.weekdayHeight + 6 * Self.dayHeight }

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
        let side = min(cell, Self.dayHeight) - 4 - decorationSpace
        for (index, button) in dayButtons.enumerated() {
            let column = CGFloat(index % 7), row = CGFloat(index / 7)
            let centre = CGPoint(x: 8 + (column + 0.5) * cell, y: top + (row + 0.5) * Self.dayHeight)
            button.frame = CGRect(
                x: centre.x - side / 2, y: centre.y - side / 2 - decorationSpace / 2, width: side, height: side)
            button.layer.cornerRadius = side / 2
            if let decoration = decorations[index] {
                let size = decoration.bounds.size == .zero ? decoration.intrinsicContentSize : decoration.bounds.size
                let fitted = CGSize(width: max(size.width, 0), height: max(size.height, 0))
                decoration.frame = CGRect(
                    x: centre.x - fitted.width / 2, y: button.frame.maxY, width: fitted.width,
                    height: min(fitted.height, top + (row + 1) * Self.dayHeight - button.frame.maxY))
            }
        }
    }
}
