import Foundation

/// Supplies a picker's components and rows.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of wheels.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of a wheel.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Supplies a picker's titles and hears its selections. Every method is optional.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The title of a row.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The title of a row with attributes (font, colour); used before `titleForRow` when not nil.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    /// The view of a row; `view` is one that scrolled away, to reuse. By default a centred label of the row's
    /// (attributed) title.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?)
        -> UIView
    /// A wheel came to rest on a row.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
    /// The height of a wheel's rows; 32 by default.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The width of a wheel; the picker's width shared equally by default (0).
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
    /// No title.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    /// No attributed title.
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    { nil }
    /// A centred label of the row's attributed title, else its title ("?" without either).
    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        let label = view as? UILabel ?? UILabel()
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 20)
        if let attributed = self.pickerView(pickerView, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = self.pickerView(pickerView, titleForRow: row, forComponent: component) ?? "?"
        }
        return label
    }
    /// Does nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
    /// 32 points.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
    /// 0: an equal share.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
}

/// Wheels of rows side by side; each comes to rest with a row in the middle band, which is its selection
/// (drag or fling a wheel, or click a row to bring it to the middle).
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// Supplies the components and rows.
    open weak var dataSource: UIPickerViewDataSource? {
        didSet { reloadAllComponents() }
    }
    /// Supplies the titles and hears the selections.
    open weak var delegate: UIPickerViewDelegate? {
        didSet { reloadAllComponents() }
    }
    /// Whether the middle band is drawn (it always is, as on current iOS).
    open var showsSelectionIndicator = true

    private var wheels: [PickerWheel] = []
    private let band = UIView()
    /// The wheels' scroll view delegate (private: UIKit's picker view is not a scroll view delegate).
    private lazy var wheelObserver: ScrollViewObserver = {
        let observer = ScrollViewObserver()
        observer.willEndDragging = { [unowned self] in wheelWillEndDragging($0, targetContentOffset: $2) }
        observer.didEndDragging = { [unowned self] in if !$1, let wheel = $0 as? PickerWheel { wheelSettled(wheel) } }
        observer.didEndDecelerating = { [unowned self] in if let wheel = $0 as? PickerWheel { wheelSettled(wheel) } }
        observer.didScroll = { ($0 as? PickerWheel)?.setNeedsLayout() }  // the rows stay laid out as they turn
        return observer
    }()

    /// Creates a picker.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        band.backgroundColor = UIColor.systemGray.withAlphaComponent(0.12)
        band.layer.cornerRadius = 8
        band.isUserInteractionEnabled = false
        addSubview(band)
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// The number of wheels.
    public var numberOfComponents: Int { wheels.count }

    /// The number of rows of a wheel.
    public func numberOfRows(inComponent component: Int) -> Int {
        wheels.indices.contains(component) ? wheels[component].rowCount : 0
    }

    /// The size of a wheel's rows.
    public func rowSize(forComponent component: Int) -> CGSize {
        guard wheels.indices.contains(component) else { return .zero }
        return CGSize(width: wheels[component].bounds.width, height: wheels[component].rowHeight)
    }

    /// Asks the data source and delegate again for everything.
    open func reloadAllComponents() {
        let count = dataSource?.numberOfComponents(in: self) ?? 0
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheel(frame: .zero)
            wheel.delegate = wheelObserver
            wheel.picker = self
            wheel.component = wheels.count
            insertSubview(wheel, belowSubview: band)
            wheels.append(wheel)
        }
        for component in 0..<count { reloadComponent(component) }
        setNeedsLayout()
    }

    /// Asks again for one wheel's rows.
    open func reloadComponent(_ component: Int) {
        guard wheels.indices.contains(component) else { return }
        let wheel = wheels[component]
        wheel.rowCount = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
        wheel.rowHeight = delegate?.pickerView(self, rowHeightForComponent: component) ?? 32
        wheel.selectedRow = min(wheel.selectedRow, max(wheel.rowCount - 1, 0))
        wheel.reload()
    }

    /// The row a wheel rests on, or -1 for a wheel without rows.
    public func selectedRow(inComponent component: Int) -> Int {
        guard wheels.indices.contains(component), wheels[component].rowCount > 0 else { return -1 }
        return wheels[component].selectedRow
    }

    /// Turns a wheel to a row (no delegate call, as in UIKit).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard wheels.indices.contains(component) else { return }
        let wheel = wheels[component]
        guard row >= 0, row < wheel.rowCount else { return }
        wheel.selectedRow = row
        wheel.setContentOffset(CGPoint(x: 0, y: wheel.offset(of: row)), animated: animated)
    }

    /// The view of a row, from the delegate (a label of "?" without one).
    func rowView(row: Int, component: Int, reusing view: UIView?) -> UIView {
        if let delegate { return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: view) }
        let label = view as? UILabel ?? UILabel()
        label.text = "?"
        label.textAlignment = .center
        return label
    }

    /// The view shown for a row, or nil when the row is not on screen.
    public func view(forRow row: Int, forComponent component: Int) -> UIView? {
        wheels.indices.contains(component) ? wheels[component].shownView(row: row) : nil
    }

    /// A wheel came to rest: its row is the selection.
    func wheelSettled(_ wheel: PickerWheel) {
        let row = min(
            max(Int(((wheel.contentOffset.y + wheel.contentInset.top) / wheel.rowHeight).rounded()), 0),
            max(wheel.rowCount - 1, 0))
        guard wheel.rowCount > 0 else { return }
        let changed = row != wheel.selectedRow
        wheel.selectedRow = row
        if wheel.contentOffset.y != wheel.offset(of: row) {
            wheel.setContentOffset(CGPoint(x: 0, y: wheel.offset(of: row)), animated: true)
        }
        if changed { delegate?.pickerView(self, didSelectRow: row, inComponent: wheel.component) }
    }

    // MARK: Scrolling (each wheel's delegate)

    /// Comes to rest on a row.
    private func wheelWillEndDragging(_ scrollView: UIScrollView, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let wheel = scrollView as? PickerWheel, wheel.rowHeight > 0 else { return }
        let top = wheel.contentInset.top
        let row = min(
            max(((targetContentOffset.pointee.y + top) / wheel.rowHeight).rounded(), 0),
            CGFloat(max(wheel.rowCount - 1, 0)))
        targetContentOffset.pointee.y = row * wheel.rowHeight - top
    }

    /// Lays the wheels out side by side and the band across the middle.
    open override func layoutSubviews() {
        let widths = wheels.indices.map { delegate?.pickerView(self, widthForComponent: $0) ?? 0 }
        let fixed = widths.reduce(0, +)
        let flexible = widths.filter { $0 <= 0 }.count
        let share = flexible > 0 ? max(bounds.width - 16 - fixed, 0) / CGFloat(flexible) : 0
        var x: CGFloat = 8
        for (index, wheel) in wheels.enumerated() {
            let width = widths[index] > 0 ? widths[index] : share
            wheel.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            wheel.contentInset = UIEdgeInsets(
                top: (bounds.height - wheel.rowHeight) / 2, left: 0, bottom: (bounds.height - wheel.rowHeight) / 2,
                right: 0)
            wheel.contentSize = CGSize(width: width, height: CGFloat(wheel.rowCount) * wheel.rowHeight)
            if !wheel.isDragging && !wheel.isDecelerating {
                wheel.contentOffset.y = wheel.offset(of: wheel.selectedRow)
            }
            x += width
        }
        let rowHeight = wheels.first?.rowHeight ?? 32
        band.frame = CGRect(x: 8, y: (bounds.height - rowHeight) / 2, width: bounds.width - 16, height: rowHeight)
    }

    /// 320 × 216, as on iOS.
    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }
    /// 320 × 216 (or the width offered).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 320, height: 216)
    }
}

/// One wheel: a scroll view whose rows are views made only for the rows on screen (reused as they scroll away).
@MainActor
final class PickerWheel: UIScrollView {
    weak var picker: UIPickerView?
    var component = 0
    var rowCount = 0
    var rowHeight: CGFloat = 32
    var selectedRow = 0
    private var labels: [Int: UIView] = [:]
    private var spare: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        showsVerticalScrollIndicator = false
        alwaysBounceVertical = true
        addGestureRecognizer(
            UITapGestureRecognizer { [weak self] tap in
                guard let self, self.rowHeight > 0 else { return }
                let row = Int(tap.location(in: self).y / self.rowHeight)
                guard row >= 0, row < self.rowCount else { return }
                self.setContentOffset(CGPoint(x: 0, y: self.offset(of: row)), animated: false)
                self.picker?.wheelSettled(self)
            })
    }
    required init?(coder: NSCoder) { return nil }

    func offset(of row: Int) -> CGFloat { CGFloat(row) * rowHeight - contentInset.top }

    func shownView(row: Int) -> UIView? { labels[row] }

    func reload() {
        for (_, label) in labels {
            label.removeFromSuperview()
            spare.append(label)
        }
        labels.removeAll()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard rowHeight > 0, rowCount > 0 else { return }
        let first = max(Int(bounds.minY / rowHeight), 0)
        let last = min(Int(bounds.maxY / rowHeight), rowCount - 1)
        for (row, label) in labels where row < first || row > last {
            label.removeFromSuperview()
            labels[row] = nil
            spare.append(label)
        }
        guard first <= last else { return }
        let middle = bounds.midY
        for row in first...last {
            let label: UIView
            if let shown = labels[row] {
                label = shown
            } else {
                label = picker?.rowView(row: row, component: component, reusing: spare.popLast()) ?? UILabel()
                addSubview(label)
                labels[row] = label
            }
            label.frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
            // Rows fade away from the middle, as on a wheel.
            let distance = abs(label.frame.midY - middle) / max(bounds.height / 2, 1)
            label.alpha = max(1 - distance * 0.7, 0.2)
        }
    }
}
