import Foundation

/// A month calendar (iOS 16): the month and year with arrows to the previous and next month, the weekdays and
/// the month's days. Its `selectionBehavior` lets the user choose one date or several; its delegate may put a
/// decoration under any day; days outside `availableDateRange` are dimmed and cannot be chosen.
@preconcurrency @MainActor
open class UICalendarView: UIView {
    /// The calendar the view counts in (the current one by default).
    open var calendar: Calendar = .current { didSet { grid.refreshDays() } }
    /// The locale of the month's name and the weekdays.
    open var locale: Locale = .current { didSet { grid.refreshDays() } }
    /// The time zone of the dates (nil: the calendar's).
    open var timeZone: TimeZone? { didSet { grid.refreshDays() } }
    /// The design of the view's fonts, kept (the system font is drawn).
    open var fontDesign: UIFontDescriptor.SystemDesign = .default
    /// Decorations and changes of the visible month.
    open weak var delegate: (any UICalendarViewDelegate)? { didSet { grid.refreshDays() } }
    /// How the user chooses dates; nil: they cannot.
    open var selectionBehavior: UICalendarSelection? {
        didSet {
            oldValue?.calendarView = nil
            selectionBehavior?.calendarView = self
            grid.refreshDays()
        }
    }
    /// The dates that can be shown and chosen (all by default).
    open var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture) {
        didSet { grid.refreshDays() }
    }
    /// Whether the delegate's decorations show.
    open var wantsDateDecorations = true { didSet { grid.refreshDays() } }

    /// The month shown, as year and month components (and the calendar's era).
    open var visibleDateComponents: DateComponents {
        get { workingCalendar.dateComponents([.era, .year, .month], from: grid.shownMonth) }
        set { setVisibleDateComponents(newValue, animated: false) }
    }

    lazy var grid = CalendarGridView(owner: self)

    /// Creates a calendar view showing today's month.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        grid.shownMonth = grid.monthStart(of: Date())
        addSubview(grid)
        grid.refreshDays()
    }

    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { nil }

    /// Shows the month of `dateComponents` (its year and month).
    open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) {
        var components = dateComponents
        components.day = 1
        components.calendar = nil
        guard let date = workingCalendar.date(from: components) else { return }
        let month = grid.monthStart(of: date)
        guard month != grid.shownMonth else { return }
        let previous = grid.shownMonth
        grid.shownMonth = month
        grid.refreshDays()
        grid.shownMonthChanged(from: previous)
    }

    /// Asks the delegate again for the decorations of `dates` (all of them are asked again here).
    open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) { grid.refreshDays() }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: grid.gridHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 320, height: grid.gridHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        grid.frame = bounds
    }

    /// The calendar in the view's time zone.
    var workingCalendar: Calendar {
        var calendar = calendar
        if let timeZone { calendar.timeZone = timeZone }
        calendar.locale = locale
        return calendar
    }

    /// `day` as the year, month and day components a delegate receives.
    func components(of day: Date) -> DateComponents {
        var components = workingCalendar.dateComponents([.era, .year, .month, .day], from: day)
        components.calendar = workingCalendar
        return components
    }

    /// The day `components` name, if they name one.
    func day(of components: DateComponents) -> Date? {
        var components = components
        components.calendar = nil
        components.timeZone = nil
        guard components.year != nil, components.month != nil, components.day != nil else { return nil }
        return workingCalendar.date(from: components).map { workingCalendar.startOfDay(for: $0) }
    }

    /// Whether `day` is inside the available range.
    func isAvailable(_ day: Date) -> Bool {
        let end = workingCalendar.date(byAdding: .day, value: 1, to: day) ?? day
        return end > availableDateRange.start && day <= availableDateRange.end
    }

    /// Draws the days again (the selection changed).
    func selectionChanged() { grid.refreshDays() }

    fileprivate func decorationView(for day: Date) -> UIView? {
        guard wantsDateDecorations, let delegate else { return nil }
        return delegate.calendarView(self, decorationFor: components(of: day))?.makeView()
    }

    fileprivate func visibleMonthChanged(from previous: Date) {
        guard let delegate else { return }
        var components = workingCalendar.dateComponents([.era, .year, .month], from: previous)
        components.calendar = workingCalendar
        delegate.calendarView(self, didChangeVisibleDateComponentsFrom: components)
    }
}

/// The month grid of a calendar view.
@MainActor
final class CalendarGridView: MonthGridView {
    unowned let owner: UICalendarView

    init(owner: UICalendarView) {
        self.owner = owner
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var gridCalendar: Calendar { owner.workingCalendar }
    override var gridLocale: Locale { owner.locale }
    override var decorationSpace: CGFloat { 8 }

    override func look(of day: Date) -> DayLook {
        let selection = owner.selectionBehavior
        return DayLook(
            isEnabled: owner.isAvailable(day) && (selection?.canSelect(owner.components(of: day)) ?? true),
            isChosen: selection?.isSelected(owner.components(of: day)) ?? false)
    }

    override func choose(day: Date) {
        owner.selectionBehavior?.userChose(owner.components(of: day))
    }

    override func decoration(for day: Date) -> UIView? { owner.decorationView(for: day) }

    override func shownMonthChanged(from previous: Date) { owner.visibleMonthChanged(from: previous) }
}

extension UICalendarView {
    /// A mark under a day's number.
    @preconcurrency @MainActor
    public final class Decoration: NSObject {
        /// How large a decoration is drawn.
        public enum Size: Int, Sendable {
            /// Small.
            case small
            /// Medium (the default).
            case medium
            /// Large.
            case large

            var points: CGFloat {
                switch self {
                case .small: 4
                case .medium: 6
                case .large: 8
                }
            }
        }

        private let make: () -> UIView

        private init(make: @escaping () -> UIView) { self.make = make }

        /// A filled circle of `color` (gray by default).
        public static func `default`(color: UIColor? = nil, size: Size = .medium) -> Decoration {
            Decoration {
                let dot = UIView(frame: CGRect(x: 0, y: 0, width: size.points, height: size.points))
                dot.backgroundColor = color ?? .systemGray
                dot.layer.cornerRadius = size.points / 2
                return dot
            }
        }

        /// An image tinted `color` (gray by default).
        public static func image(_ image: UIImage?, color: UIColor? = nil, size: Size = .medium) -> Decoration {
            Decoration {
                let view = UIImageView(image: image?.withRenderingMode(.alwaysTemplate))
                view.tintColor = color ?? .systemGray
                view.contentMode = .scaleAspectFit
                let side = size.points * 1.5
                view.frame = CGRect(x: 0, y: 0, width: side, height: side)
                return view
            }
        }

        /// A view the app makes (sized by its frame, else its intrinsic size).
        public static func customView(_ viewProvider: @escaping () -> UIView) -> Decoration {
            Decoration {
                let view = viewProvider()
                if view.bounds.size == .zero { view.bounds.size = view.intrinsicContentSize }
                return view
            }
        }

        func makeView() -> UIView { make() }
    }
}

/// A calendar view's delegate: decorations and the month shown.
@preconcurrency @MainActor
public protocol UICalendarViewDelegate: AnyObject {
    /// The decoration under the day `dateComponents` names (nil: none).
    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents)
        -> UICalendarView.Decoration?
    /// The user turned to another month (iOS 16.2); `previousDateComponents` named the one shown before.
    func calendarView(
        _ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents)
}

extension UICalendarViewDelegate {
    /// No decoration.
    public func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents)
        -> UICalendarView.Decoration?
    { nil }
    /// Does nothing.
    public func calendarView(
        _ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents
    ) {}
}

/// How the user chooses dates in a calendar view (iOS 16): one date (`UICalendarSelectionSingleDate`) or several
/// (`UICalendarSelectionMultiDate`).
@preconcurrency @MainActor
open class UICalendarSelection: NSObject {
    /// The calendar view it belongs to.
    weak var calendarView: UICalendarView?

    /// Creates a selection.
    public override init() { super.init() }

    /// Updates the view after the selection changed in code.
    public func updateSelectableDates() { calendarView?.selectionChanged() }

    func canSelect(_ components: DateComponents) -> Bool { true }
    func isSelected(_ components: DateComponents) -> Bool { false }
    func userChose(_ components: DateComponents) {}

    /// Whether two components name the same day.
    static func sameDay(_ a: DateComponents, _ b: DateComponents) -> Bool {
        a.year == b.year && a.month == b.month && a.day == b.day && (a.era == nil || b.era == nil || a.era == b.era)
    }
}

/// Choosing one date: a tap chooses a day (when the delegate allows); tapping it again keeps it.
@preconcurrency @MainActor
open class UICalendarSelectionSingleDate: UICalendarSelection {
    /// Told of choices, and asked which days can be chosen.
    public weak var delegate: (any UICalendarSelectionSingleDateDelegate)?
    /// The chosen date, if any.
    open var selectedDate: DateComponents? {
        didSet { calendarView?.selectionChanged() }
    }

    /// A single-date selection with `delegate`.
    public init(delegate: (any UICalendarSelectionSingleDateDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Chooses `selectedDate` in code (the delegate is not told).
    open func setSelected(_ selectedDate: DateComponents?, animated: Bool) { self.selectedDate = selectedDate }

    override func canSelect(_ components: DateComponents) -> Bool {
        guard let delegate else { return true }
        return delegate.dateSelection(self, canSelectDate: components)
    }

    override func isSelected(_ components: DateComponents) -> Bool {
        selectedDate.map { Self.sameDay($0, components) } ?? false
    }

    override func userChose(_ components: DateComponents) {
        guard canSelect(components) else { return }
        selectedDate = components
        delegate?.dateSelection(self, didSelectDate: components)
    }
}

/// Told of a single-date selection's choices.
@preconcurrency @MainActor
public protocol UICalendarSelectionSingleDateDelegate: AnyObject {
    /// The user chose `dateComponents`.
    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
    /// Whether the user may choose `dateComponents` (all by default).
    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?)
        -> Bool
}

extension UICalendarSelectionSingleDateDelegate {
    /// Every date may be chosen.
    public func dateSelection(
        _ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?
    ) -> Bool { true }
}

/// Choosing several dates: a tap adds a day, a tap on a chosen one takes it away (each when the delegate
/// allows).
@preconcurrency @MainActor
open class UICalendarSelectionMultiDate: UICalendarSelection {
    /// Told of choices, and asked which days can be chosen and given up.
    public weak var delegate: (any UICalendarSelectionMultiDateDelegate)?
    /// The chosen dates, in the order chosen.
    open var selectedDates: [DateComponents] = [] {
        didSet { calendarView?.selectionChanged() }
    }

    /// A multi-date selection with `delegate`.
    public init(delegate: (any UICalendarSelectionMultiDateDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Chooses `selectedDates` in code (the delegate is not told).
    open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) {
        self.selectedDates = selectedDates
    }

    override func canSelect(_ components: DateComponents) -> Bool {
        guard let delegate, !isSelected(components) else { return true }
        return delegate.multiDateSelection(self, canSelectDate: components)
    }

    override func isSelected(_ components: DateComponents) -> Bool {
        selectedDates.contains { Self.sameDay($0, components) }
    }

    override func userChose(_ components: DateComponents) {
        if let index = selectedDates.firstIndex(where: { Self.sameDay($0, components) }) {
            if let delegate,
                !delegate.multiDateSelection(
                    self, canDeselectDate: components)
            {
                return
            }
            selectedDates.remove(at: index)
            delegate?.multiDateSelection(self, didDeselectDate: components)
        } else {
            guard canSelect(components) else { return }
            selectedDates.append(components)
            delegate?.multiDateSelection(self, didSelectDate: components)
        }
    }
}

/// Told of a multi-date selection's choices.
@preconcurrency @MainActor
public protocol UICalendarSelectionMultiDateDelegate: AnyObject {
    /// The user added `dateComponents`.
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
    /// The user took `dateComponents` away.
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)
    /// Whether the user may add `dateComponents` (all by default).
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents)
        -> Bool
    /// Whether the user may take `dateComponents` away (all by default).
    func multiDateSelection(
        _ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents
    ) -> Bool
}

extension UICalendarSelectionMultiDateDelegate {
    /// Every date may be added.
    public func multiDateSelection(
        _ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents
    ) -> Bool { true }
    /// Every date may be taken away.
    public func multiDateSelection(
        _ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents
    ) -> Bool { true }
}
