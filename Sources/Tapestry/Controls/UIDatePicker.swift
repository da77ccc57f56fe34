import Foundation

/// The look of a date picker.
public enum UIDatePickerStyle: Int, Sendable {
    /// The picker chooses: compact for dates and times, wheels for a countdown and for months of years.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// Buttons showing the date and time, which open a picker in a popover.
    case compact = 2
    /// A month's calendar (and the time's button), always shown.
    case inline = 3
}

/// A control for choosing a date, a time, both, a month of a year, or a countdown duration, as UIKit's. It sends
/// `.valueChanged` when the user changes the value (not when code sets it).
///
/// Styles: wheels (a `UIPickerView` whose columns follow the mode and the locale's order), compact (buttons that
/// open the wheels in a popover; on iOS the date button opens a calendar) and inline (a month's calendar with a
/// button for the time). Dates are kept between `minimumDate` and `maximumDate`, and times are rounded to
/// `minuteInterval`.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker chooses.
    public enum Mode: Int, Sendable {
        /// An hour and minute.
        case time = 0
        /// A day.
        case date = 1
        /// A day, hour and minute.
        case dateAndTime = 2
        /// A duration in hours and minutes.
        case countDownTimer = 3
        /// A month of a year.
        case yearAndMonth = 4
    }

    /// What the picker chooses; a date and a time by default.
    open var datePickerMode: Mode = .dateAndTime {
        didSet { if oldValue != datePickerMode { rebuild() } }
    }
    /// The style asked for.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { if oldValue != preferredDatePickerStyle { rebuild() } }
    }
    /// The style shown: the preferred one, or for `.automatic` compact (wheels for a countdown and for months of
    /// years, which have no other).
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer || datePickerMode == .yearAndMonth { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }
    /// The locale that names months and orders the columns (the current one when nil).
    open var locale: Locale? {
        didSet { rebuild() }
    }
    /// The calendar the picker counts in.
    open var calendar: Calendar! = .current {
        didSet { rebuild() }
    }
    /// The time zone shown (the calendar's when nil).
    open var timeZone: TimeZone? {
        didSet { rebuild() }
    }
    /// The earliest date the user can choose (none when nil).
    open var minimumDate: Date? {
        didSet { setDate(storedDate, animated: false) }
    }
    /// The latest date the user can choose (none when nil).
    open var maximumDate: Date? {
        didSet { setDate(storedDate, animated: false) }
    }
    /// The minutes the minute column steps by: a divisor of 60 from 1 to 30 (others are taken as 1).
    open var minuteInterval: Int = 1 {
        didSet {
            if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 }
            storedDate = constrained(storedDate, rounding: roundsToMinuteInterval)
            rebuild()
        }
    }
    /// Whether a date set by code is rounded to `minuteInterval`; true by default.
    open var roundsToMinuteInterval = true
    /// A countdown's duration in seconds, below 24 hours, in whole minutes.
    open var countDownDuration: TimeInterval = 0 {
        didSet {
            let minutes = (max(0, min(countDownDuration, 86_399)) / 60).rounded(.down)
            if countDownDuration != minutes * 60 { countDownDuration = minutes * 60 }
            refreshShownValue(animated: false)
        }
    }

    /// The date chosen; today, now, by default.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    private var storedDate = Date()

    /// Sets the date, kept between the minimum and maximum and rounded to the minute interval.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = constrained(date, rounding: roundsToMinuteInterval)
        refreshShownValue(animated: animated)
    }

    /// The calendar the picker counts in, in its time zone.
    var workingCalendar: Calendar {
        var calendar = self.calendar ?? .current
        if let timeZone { calendar.timeZone = timeZone }
        if let locale { calendar.locale = locale }
        return calendar
    }

    /// The locale that names things.
    var workingLocale: Locale { locale ?? .current }

    /// `date` kept between the limits and (when `rounding`) on the minute interval.
    func constrained(_ date: Date, rounding: Bool) -> Date {
        var result = date
        if rounding, minuteInterval > 1 {
            let calendar = workingCalendar
            let minute = calendar.component(.minute, from: result)
            let rounded = Int((Double(minute) / Double(minuteInterval)).rounded()) * minuteInterval
            let start = calendar.dateInterval(of: .hour, for: result)?.start ?? result
            result = start.addingTimeInterval(TimeInterval(rounded * 60))
        }
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }

    /// A change the user made: keeps it in range, shows it and sends `.valueChanged`.
    func userChose(_ date: Date) {
        let before = storedDate
        storedDate = constrained(date, rounding: false)
        refreshShownValue(animated: true)
        if storedDate != before { sendActions(for: .valueChanged) }
    }

    /// A countdown the user set.
    func userChose(duration: TimeInterval) {
        let before = countDownDuration
        countDownDuration = duration
        if countDownDuration != before { sendActions(for: .valueChanged) }
    }

    // MARK: Views

    /// The view the current style shows.
    private(set) var content: UIView?

    /// Creates a date picker.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        rebuild()
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// Makes the view of the current style and mode.
    private func rebuild() {
        content?.removeFromSuperview()
        let view: UIView
        switch datePickerStyle {
        case .wheels, .automatic: view = DatePickerWheelsView(picker: self)
        case .compact: view = DatePickerCompactView(picker: self)
        case .inline: view = DatePickerInlineView(picker: self)
        }
        content = view
        addSubview(view)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        refreshShownValue(animated: false)
    }

    /// Shows the value in the style's view.
    private func refreshShownValue(animated: Bool) {
        (content as? DatePickerContent)?.show(animated: animated)
    }

    /// The style's natural size: 320 × 216 for wheels (as UIKit's), the buttons' size for compact, the
    /// calendar's for inline.
    open override var intrinsicContentSize: CGSize {
        content?.intrinsicContentSize ?? CGSize(width: 320, height: 216)
    }

    /// The style's natural size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The style's view fills the picker.
    open override func layoutSubviews() {
        super.layoutSubviews()
        content?.frame = bounds
    }
}

/// What every style's view does: shows the picker's value.
@MainActor
protocol DatePickerContent: AnyObject {
    func show(animated: Bool)
}
