import Foundation

/// A compact date picker: buttons showing the date and the time; each opens a picker in a popover (the date's a
/// month calendar, the time's wheels), whose changes are the compact picker's.
@MainActor
final class DatePickerCompactView: UIView, DatePickerContent {
    unowned let picker: UIDatePicker
    let dateButton = DatePickerCompactView.pill()
    let timeButton = DatePickerCompactView.pill()

    /// A compact view of the picker's `parts` (`.date`, `.time`; by default what its mode shows).
    init(picker: UIDatePicker, parts: Set<UIDatePicker.Mode>? = nil) {
        self.picker = picker
        super.init(frame: .zero)
        let mode = picker.datePickerMode
        let parts = parts ?? Set(mode == .dateAndTime ? [.date, .time] : [mode])
        if parts.contains(.date) {
            addSubview(dateButton)
            dateButton.addAction(UIAction { [weak self] _ in self?.open(.date) }, for: .touchUpInside)
        }
        if parts.contains(.time) {
            addSubview(timeButton)
            timeButton.addAction(UIAction { [weak self] _ in self?.open(.time) }, for: .touchUpInside)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// A rounded grey button, as UIKit's compact picker draws its fields.
    static func pill() -> UIButton {
        let button = UIButton(type: .system)
        button.backgroundColor = .tertiarySystemFill
        button.layer.cornerRadius = 6
        button.setTitleColor(.label, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17)
        button.contentEdgeInsets = UIEdgeInsets(top: 6, left: 11, bottom: 6, right: 11)
        return button
    }

    private var buttons: [UIButton] { [dateButton, timeButton].filter { $0.superview === self } }

    func show(animated: Bool) {
        let formatter = DateFormatter()
        formatter.locale = picker.workingLocale
        formatter.calendar = picker.workingCalendar
        formatter.timeZone = picker.workingCalendar.timeZone
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        dateButton.setTitle(formatter.string(from: picker.date), for: .normal)
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        timeButton.setTitle(formatter.string(from: picker.date), for: .normal)
        invalidateIntrinsicContentSize()
        picker.invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override var intrinsicContentSize: CGSize {
        let sizes = buttons.map { $0.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)) }
        let width = sizes.reduce(0) { $0 + $1.width } + CGFloat(max(sizes.count - 1, 0)) * 8
        return CGSize(width: width, height: max(sizes.map(\.height).max() ?? 34, 34))
    }

    /// The buttons, trailing-aligned as UIKit places them, centred vertically.
    override func layoutSubviews() {
        super.layoutSubviews()
        var x = bounds.maxX
        for button in buttons.reversed() {
            let size = button.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
            let height = max(size.height, 34)
            x -= size.width
            button.frame = CGRect(x: x, y: bounds.midY - height / 2, width: size.width, height: height)
            x -= 8
        }
    }

    /// Opens the date's calendar or the time's wheels in a popover pointing at its button.
    func open(_ part: UIDatePicker.Mode) {
        guard let presenter = picker.controllerToPresentFrom() else { return }
        let inner = UIDatePicker()
        inner.datePickerMode = part
        inner.preferredDatePickerStyle = part == .date ? .inline : .wheels
        inner.locale = picker.locale
        inner.calendar = picker.calendar
        inner.timeZone = picker.timeZone
        inner.minimumDate = picker.minimumDate
        inner.maximumDate = picker.maximumDate
        inner.minuteInterval = picker.minuteInterval
        inner.date = picker.date
        inner.addAction(
            UIAction { [weak self, weak inner] _ in
                guard let self, let inner else { return }
                self.picker.userChose(self.merging(inner.date, part: part))
            }, for: .valueChanged)
        let controller = UIViewController()
        controller.view.addSubview(inner)
        let size = inner.intrinsicContentSize
        inner.frame = CGRect(origin: .zero, size: size)
        controller.preferredContentSize = size
        controller.modalPresentationStyle = .popover
        controller.popoverPresentationController?.sourceView = part == .date ? dateButton : timeButton
        presenter.present(controller, animated: true)
    }

    /// The picker's date with the day (or the time) of `chosen`.
    func merging(_ chosen: Date, part: UIDatePicker.Mode) -> Date {
        let calendar = picker.workingCalendar
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: picker.date)
        let new = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: chosen)
        if part == .date {
            (parts.year, parts.month, parts.day) = (new.year, new.month, new.day)
        } else {
            (parts.hour, parts.minute, parts.second) = (new.hour, new.minute, 0)
        }
        return calendar.date(from: parts) ?? chosen
    }
}
