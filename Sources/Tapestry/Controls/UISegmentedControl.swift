import Foundation

/// A row of segments; a touch lifted inside a segment selects it and sends `.valueChanged`.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The index of no segment.
    public static let noSegment = -1
    private var titles: [String?] = []
    /// The selected segment, or `noSegment`.
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet { if oldValue != selectedSegmentIndex { setNeedsDisplay() } }
    }
    /// Whether segments select only while touched.
    open var isMomentary = false
    /// The colour of the selected segment.
    open var selectedSegmentTintColor: UIColor? = .white {
        didSet { setNeedsDisplay() }
    }

    /// Creates a control with a segment per title string.
    public init(items: [Any]?) {
        titles = (items ?? []).map { $0 as? String }
        super.init(frame: CGRect(x: 0, y: 0, width: max(60, CGFloat((items ?? []).count) * 70), height: 32))
    }

    /// Creates an empty control with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    // Accessibility, as UIKit's: not an element itself but a container of one element a segment, each a
    // button, selected when it is the selected segment; activating one selects it and sends `.valueChanged`.
    private var segmentElements: [SegmentAccessibilityElement] = []
    open override var accessibilityElements: [Any]? {
        get {
            if let given = super.accessibilityElements { return given }
            while segmentElements.count < numberOfSegments {
                segmentElements.append(SegmentAccessibilityElement(control: self, index: segmentElements.count))
            }
            segmentElements.removeLast(segmentElements.count - numberOfSegments)
            return segmentElements
        }
        set { super.accessibilityElements = newValue }
    }

    /// The number of segments.
    public var numberOfSegments: Int { titles.count }

    /// Inserts a segment with a title.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(segment, 0), titles.count))
        setNeedsDisplay()
    }

    /// Removes a segment.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        if selectedSegmentIndex >= titles.count { selectedSegmentIndex = UISegmentedControl.noSegment }
        setNeedsDisplay()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        titles.removeAll()
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    /// Sets a segment's title.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
        setNeedsDisplay()
    }

    /// A segment's title.
    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

    /// Enables or disables one segment; a disabled segment cannot be selected by touch.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if enabled { disabledSegments.remove(segment) } else { disabledSegments.insert(segment) }
        setNeedsDisplay()
    }
    /// Whether a segment is enabled (true unless `setEnabled(false, forSegmentAt:)` was called for it).
    open func isEnabledForSegment(at segment: Int) -> Bool { !disabledSegments.contains(segment) }
    private var disabledSegments: Set<Int> = []

    private func segment(at point: CGPoint) -> Int? {
        guard !titles.isEmpty, bounds.contains(point) else { return nil }
        return min(titles.count - 1, Int(point.x / (bounds.width / CGFloat(titles.count))))
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, let index = segment(at: touch.location(in: self)), isEnabledForSegment(at: index) else {
            return
        }
        if isMomentary {
            sendActions(for: .valueChanged)
        } else if index != selectedSegmentIndex {
            selectedSegmentIndex = index
            sendActions(for: .valueChanged)
        }
    }

    /// Draws the segments, the selected one raised.
    open override func draw(_ rect: CGRect) {
        // iOS's look: a translucent grey track (visible on any background), thin separators between segments
        // that are not next to the selected one, and the selected segment raised in white with a soft shadow.
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: 8).fill()
        guard !titles.isEmpty else { return }
        let width = bounds.width / CGFloat(titles.count)
        for index in 1..<max(titles.count, 1) where index != selectedSegmentIndex && index - 1 != selectedSegmentIndex {
            UIColor.separator.setFill()
            UIRectFill(
                CGRect(x: CGFloat(index) * width - 0.5, y: bounds.height * 0.25, width: 1, height: bounds.height * 0.5))
        }
        for (index, title) in titles.enumerated() {
            let cell = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
            if index == selectedSegmentIndex {
                let raised = UIBezierPath(roundedRect: cell.insetBy(dx: 2, dy: 2), cornerRadius: 7)
                UIColor.black.withAlphaComponent(0.08).setFill()
                UIBezierPath(roundedRect: cell.insetBy(dx: 2, dy: 2).offsetBy(dx: 0, dy: 1), cornerRadius: 7).fill()
                (selectedSegmentTintColor
                    ?? UIColor(dynamicProvider: {
                        $0.userInterfaceStyle == .dark ? UIColor(white: 0.39, alpha: 1) : .white
                    })).setFill()
                raised.fill()
            }
            if let title, let context = UIGraphicsGetCurrentContext() {
                let attributes =
                    index == selectedSegmentIndex
                    ? titleTextAttributes(for: .selected) ?? titleTextAttributes(for: .normal)
                    : titleTextAttributes(for: .normal)
                let font =
                    attributes?[.font] as? UIFont
                    ?? UIFont.systemFont(ofSize: 13, weight: index == selectedSegmentIndex ? .semibold : .regular)
                let titleColor =
                    attributes?[.foregroundColor] as? UIColor ?? (isEnabled ? UIColor.label : .secondaryLabel)
                let size = TextMeasurement.measure(title, font, cell.width, 1)
                context.draw(
                    title,
                    in: CGRect(x: cell.minX, y: cell.midY - size.height / 2, width: cell.width, height: size.height),
                    style: TextStyle(
                        font: font, color: titleColor.cgColor, alignment: .center,
                        numberOfLines: 1))
            }
        }
    }

    override var protectsTapsFromAncestorRecognizers: Bool { true }

    /// Sets the font (`.font`) and colour (`.foregroundColor`) of the titles in `state` (`.normal` or
    /// `.selected`).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        setNeedsDisplay()
    }

    /// The title attributes set for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}

/// One segment of a segmented control, as assistive technology sees it.
final class SegmentAccessibilityElement: UIAccessibilityElement {
    let index: Int
    var control: UISegmentedControl? { accessibilityContainer as? UISegmentedControl }

    init(control: UISegmentedControl, index: Int) {
        self.index = index
        super.init(accessibilityContainer: control)
    }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? control?.titleForSegment(at: index) }
        set { super.accessibilityLabel = newValue }
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            guard let control else { return .button }
            var traits: UIAccessibilityTraits = .button
            if control.selectedSegmentIndex == index { traits.insert(.selected) }
            if !control.isEnabled || !control.isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            return traits
        }
        set {}
    }
    override var accessibilityFrame: CGRect {
        get {
            guard let control, control.numberOfSegments > 0 else { return .zero }
            let width = control.bounds.width / CGFloat(control.numberOfSegments)
            let rect = CGRect(
                x: control.bounds.minX + width * CGFloat(index), y: control.bounds.minY, width: width,
                height: control.bounds.height)
            return control.convert(rect, to: nil)
        }
        set {}
    }
    override func accessibilityActivate() -> Bool {
        guard let control, control.isEnabled, control.isEnabledForSegment(at: index) else { return false }
        if control.selectedSegmentIndex != index {
            control.selectedSegmentIndex = index
            control.sendActions(for: .valueChanged)
        }
        return true
    }
}
