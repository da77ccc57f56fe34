import Foundation

/// The section index: the column of titles at a table's trailing edge that the data source's
/// `sectionIndexTitles(for:)` gives. Touching or sliding over a title scrolls its section
/// (`tableView(_:sectionForSectionIndexTitle:at:)`) to the top; the scroll pan does not begin over the index.
extension UITableView {
    /// The title of the index's search entry, drawn as a magnifying glass (UIKit's `UITableViewIndexSearch`).
    public static let indexSearch = "{search}"

    /// The colour of the index's titles (nil: the table's tint colour).
    public var sectionIndexColor: UIColor? {
        get { sectionIndexSettings.color }
        set {
            sectionIndexSettings.color = newValue
            setNeedsLayout()
        }
    }

    /// The colour behind the index while it is not touched (nil: clear).
    public var sectionIndexBackgroundColor: UIColor? {
        get { sectionIndexSettings.background }
        set {
            sectionIndexSettings.background = newValue
            setNeedsLayout()
        }
    }

    /// The colour behind the index while it is touched (nil: clear).
    public var sectionIndexTrackingBackgroundColor: UIColor? {
        get { sectionIndexSettings.trackingBackground }
        set {
            sectionIndexSettings.trackingBackground = newValue
            setNeedsLayout()
        }
    }

    /// The number of rows the table needs before it shows the index (0 by default: always, when there are
    /// titles).
    public var sectionIndexMinimumDisplayRowCount: Int {
        get { sectionIndexSettings.minimumRowCount }
        set {
            sectionIndexSettings.minimumRowCount = newValue
            setNeedsLayout()
        }
    }

    /// Asks the data source for the index titles again (they are asked for when the data is reloaded).
    public func reloadSectionIndexTitles() {
        sectionIndexSettings.isStale = true
        setNeedsLayout()
    }

    /// The index's settings when the table has any yet.
    var storedSectionIndexSettings: SectionIndexSettings? {
        withUnsafePointer(to: &SectionIndexSettings.key) { objc_getAssociatedObject(self, $0) as? SectionIndexSettings }
    }

    /// The index's settings and view, kept with the table.
    var sectionIndexSettings: SectionIndexSettings {
        withUnsafePointer(to: &SectionIndexSettings.key) { key in
            if let settings = objc_getAssociatedObject(self, key) as? SectionIndexSettings { return settings }
            let settings = SectionIndexSettings()
            objc_setAssociatedObject(self, key, settings, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return settings
        }
    }

    /// The index view when it shows.
    var sectionIndexView: TableSectionIndexView? { sectionIndexSettings.view }

    /// Shows, updates or removes the index; called by `layoutSubviews`. The data source's titles and the row
    /// count are read once per reload, not on every scrolled frame.
    func layoutSectionIndex() {
        let settings = sectionIndexSettings
        if settings.isStale {
            settings.isStale = false
            settings.titles = dataSource?.sectionIndexTitles(for: self)
            settings.rowCount = (0..<numberOfSections).reduce(0) { $0 + numberOfRows(inSection: $1) }
        }
        guard let titles = settings.titles, !titles.isEmpty, settings.rowCount >= settings.minimumRowCount else {
            settings.view?.removeFromSuperview()
            settings.view = nil
            return
        }
        let index = settings.view ?? TableSectionIndexView(table: self)
        settings.view = index
        if index.superview !== self { addSubview(index) } else { bringSubviewToFront(index) }
        index.titles = titles
        index.titleColor = settings.color ?? tintColor
        index.restingBackground = settings.background
        index.trackingBackground = settings.trackingBackground
        // Fixed at the trailing edge of the visible area, between the insets.
        let inset = adjustedContentInset
        let width = TableSectionIndexView.width
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.minX : bounds.maxX - width
        index.frame = CGRect(
            x: x, y: bounds.minY + inset.top, width: width,
            height: max(bounds.height - inset.top - inset.bottom, 0))
    }

    /// Whether the table's scroll or swipe pan may begin where its touch is: not over the index.
    func panMayBegin(at point: CGPoint) -> Bool {
        guard let index = sectionIndexView, index.superview === self, !index.isHidden else { return true }
        return !index.frame.contains(point)
    }

    /// The index title at `position` was touched: its section scrolls to the top.
    func sectionIndexTitleTouched(_ title: String, at position: Int) {
        guard let section = dataSource?.tableView(self, sectionForSectionIndexTitle: title, at: position),
            section >= 0, section < numberOfSections
        else { return }
        let inset = adjustedContentInset
        let top = rect(forSection: section).minY - inset.top
        let maximum = max(contentSize.height + inset.bottom - bounds.height, -inset.top)
        setContentOffset(CGPoint(x: contentOffset.x, y: min(max(top, -inset.top), maximum)), animated: false)
    }
}

/// What the table keeps for its index.
@MainActor
final class SectionIndexSettings {
    nonisolated(unsafe) static var key: UInt8 = 0
    var color: UIColor?
    var background: UIColor?
    var trackingBackground: UIColor?
    var minimumRowCount = 0
    var view: TableSectionIndexView?
    /// The data source's titles and the table's row count, read again after a reload.
    var titles: [String]?
    var rowCount = 0
    var isStale = true
}

/// The column of index titles; a press on it (held and slid) picks the title under the touch.
@MainActor
final class TableSectionIndexView: UIView {
    static let width: CGFloat = 16
    static let rowHeight: CGFloat = 14
    unowned let table: UITableView
    private var labels: [UIView] = []
    private var touchedPosition: Int?
    var titleColor: UIColor = .systemBlue { didSet { if titleColor != oldValue { rebuild() } } }
    var restingBackground: UIColor? { didSet { updateBackground() } }
    var trackingBackground: UIColor? { didSet { updateBackground() } }
    var titles: [String] = [] { didSet { if titles != oldValue { rebuild() } } }

    init(table: UITableView) {
        self.table = table
        super.init(frame: .zero)
        let press = UILongPressGestureRecognizer(target: self, action: Selector(Self.pressed(_:)))
        press.minimumPressDuration = 0
        press.name = "section index"
        addGestureRecognizer(press)
        isAccessibilityElement = true
        accessibilityLabel = "Section index"
        accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) { nil }

    private func rebuild() {
        labels.forEach { $0.removeFromSuperview() }
        labels = titles.map { title in
            if title == UITableView.indexSearch, let glass = UIImage(systemName: "magnifyingglass") {
                let image = UIImageView(image: glass.withRenderingMode(.alwaysTemplate))
                image.tintColor = titleColor
                image.contentMode = .scaleAspectFit
                return image
            }
            let label = UILabel()
            label.text = title
            label.font = .systemFont(ofSize: 11, weight: .semibold)
            label.textColor = titleColor
            label.textAlignment = .center
            return label
        }
        labels.forEach(addSubview)
        accessibilityValue = titles.first
        setNeedsLayout()
    }

    private func updateBackground() {
        backgroundColor = touchedPosition == nil ? restingBackground : trackingBackground
    }

    /// The height of one title: 14 points, less when the titles do not fit.
    private var rowHeight: CGFloat {
        titles.isEmpty ? 0 : min(Self.rowHeight, bounds.height / CGFloat(titles.count))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = rowHeight
        let top = (bounds.height - height * CGFloat(titles.count)) / 2
        for (position, label) in labels.enumerated() {
            label.frame = CGRect(x: 0, y: top + CGFloat(position) * height, width: bounds.width, height: height)
        }
    }

    /// The position of the title at a height in the view (the nearest one above or below the column).
    func position(at y: CGFloat) -> Int? {
        guard !titles.isEmpty, rowHeight > 0 else { return nil }
        let top = (bounds.height - rowHeight * CGFloat(titles.count)) / 2
        return min(max(Int(((y - top) / rowHeight).rounded(.down)), 0), titles.count - 1)
    }

    private func pressed(_ press: UILongPressGestureRecognizer) {
        switch press.state {
        case .began, .changed:
            guard let position = position(at: press.location(in: self).y) else { return }
            let first = touchedPosition == nil
            if position != touchedPosition || first {
                touchedPosition = position
                accessibilityValue = titles[position]
                table.sectionIndexTitleTouched(titles[position], at: position)
            }
            if first { updateBackground() }
        default:
            touchedPosition = nil
            updateBackground()
        }
    }

    override func accessibilityIncrement() { step(by: 1) }
    override func accessibilityDecrement() { step(by: -1) }

    private func step(by delta: Int) {
        let current = titles.firstIndex(of: accessibilityValue ?? "") ?? 0
        let next = min(max(current + delta, 0), titles.count - 1)
        guard titles.indices.contains(next) else { return }
        accessibilityValue = titles[next]
        table.sectionIndexTitleTouched(titles[next], at: next)
    }
}
