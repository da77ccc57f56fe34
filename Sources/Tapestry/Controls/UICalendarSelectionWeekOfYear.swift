import Foundation

/// Choosing a week (iOS 18): a tap on any day chooses its week of the year, when the delegate allows, and every
/// day of that week shows chosen. The week is named by `yearForWeekOfYear` and `weekOfYear` in the calendar view's
/// calendar (whose first weekday and minimum days in the first week say where weeks start).
@preconcurrency @MainActor
open class UICalendarSelectionWeekOfYear: UICalendarSelection {
    /// Told of choices, and asked which weeks can be chosen.
    public private(set) weak var delegate: (any UICalendarSelectionWeekOfYearDelegate)?
    /// The chosen week (`yearForWeekOfYear` and `weekOfYear`), if any.
    open var selectedWeekOfYear: DateComponents? {
        didSet { calendarView?.selectionChanged() }
    }

    /// A week-of-year selection with `delegate`.
    public init(delegate: (any UICalendarSelectionWeekOfYearDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Chooses `selectedWeekOfYear` in code (the delegate is not told).
    open func setSelectedWeekOfYear(_ selectedWeekOfYear: DateComponents?, animated: Bool) {
        self.selectedWeekOfYear = selectedWeekOfYear
    }

    /// The week of the day `components` name, in the calendar view's calendar.
    private func week(of components: DateComponents) -> DateComponents? {
        guard let calendarView, let day = calendarView.day(of: components) else { return nil }
        let calendar = calendarView.workingCalendar
        var week = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: day)
        week.calendar = calendar
        return week
    }

    override func canSelect(_ components: DateComponents) -> Bool {
        guard let delegate else { return true }
        return delegate.week(ofYearSelection: self, canSelectWeekOfYear: week(of: components))
    }

    override func isSelected(_ components: DateComponents) -> Bool {
        guard let selectedWeekOfYear, let week = week(of: components) else { return false }
        return selectedWeekOfYear.weekOfYear == week.weekOfYear
            && selectedWeekOfYear.yearForWeekOfYear == week.yearForWeekOfYear
    }

    override func userChose(_ components: DateComponents) {
        guard let week = week(of: components), canSelect(components) else { return }
        selectedWeekOfYear = week
        delegate?.week(ofYearSelection: self, didSelectWeekOfYear: week)
    }
}

/// Told of a week-of-year selection's choices.
@preconcurrency @MainActor
public protocol UICalendarSelectionWeekOfYearDelegate: AnyObject {
    /// The user chose the week `weekOfYearComponents` names.
    func week(
        ofYearSelection selection: UICalendarSelectionWeekOfYear,
        didSelectWeekOfYear weekOfYearComponents: DateComponents?)
    /// Whether the user may choose the week `weekOfYearComponents` names (all by default).
    func week(
        ofYearSelection selection: UICalendarSelectionWeekOfYear,
        canSelectWeekOfYear weekOfYearComponents: DateComponents?
    )
        -> Bool
}

extension UICalendarSelectionWeekOfYearDelegate {
    /// Every week may be chosen.
    public func week(
        ofYearSelection selection: UICalendarSelectionWeekOfYear,
        canSelectWeekOfYear weekOfYearComponents: DateComponents?
    ) -> Bool { true }
}
