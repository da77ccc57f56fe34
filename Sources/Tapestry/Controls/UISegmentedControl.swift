import Foundation

/// A row of segments; a touch lifted inside a segment selects it and sends `.valueChanged`.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The index of no segment.
    public static let noSegment = -1
    /// One segment: a title or an image, the action it runs when chosen, its fixed width (0: a share).
    private struct SegmentContent {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var width: CGFloat = 0
    }
    private var segments: [SegmentContent] = []
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
    /// Background images by state and bar metrics, divider images by the states either side, and content
    /// offsets by segment type (UIKit's customisation before iOS 13, still honoured).
    private var backgroundImages: [[Int]: UIImage] = [:]
    private var dividerImages: [[Int]: UIImage] = [:]
    private var positionAdjustments: [[Int]: UIOffset] = [:]
    private var segmentOffsets: [Int: CGSize] = [:]

    /// Creates a control with a segment per title string.
    public init(items: [Any]?) {
        segments = (items ?? []).map { SegmentContent(title: $0 as? String, image: $0 as? UIImage) }
        super.init(frame: CGRect(x: 0, y: 0, width: max(60, CGFloat((items ?? []).count) * 70), height: 32))
    }

    /// Creates a control with a segment per action (its title and image), each run when its segment is chosen.
    public init(frame: CGRect, actions: [UIAction]) {
        segments = actions.map { SegmentContent(title: $0.title, image: $0.image, action: $0) }
        super.init(frame: frame)
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
    public var numberOfSegments: Int { segments.count }

    /// Inserts a segment with a title.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert(SegmentContent(title: title), at: min(max(segment, 0), segments.count))
        setNeedsDisplay()
    }

    /// Removes a segment.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex >= segments.count { selectedSegmentIndex = UISegmentedControl.noSegment }
        setNeedsDisplay()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    /// Sets a segment's title.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        setNeedsDisplay()
    }

    /// A segment's title.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Inserts a segment with an image.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert(SegmentContent(image: image), at: min(max(segment, 0), segments.count))
        setNeedsDisplay()
    }

    /// Sets a segment's image (shown instead of its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        if image != nil { segments[segment].title = nil }
        setNeedsDisplay()
    }

    /// A segment's image.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Inserts a segment made from an action (its title and image); choosing it runs the action.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        segments.insert(
            SegmentContent(title: action.title, image: action.image, action: action),
            at: min(max(segment, 0), segments.count))
        setNeedsDisplay()
    }

    /// Replaces a segment's action, title and image with the action's.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment] = SegmentContent(
            title: action.title, image: action.image, action: action, width: segments[segment].width)
        setNeedsDisplay()
    }

    /// A segment's action, if it was made from one.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The segment whose action has `identifier`, or `noSegment`.
    open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == identifier } ?? UISegmentedControl.noSegment
    }

    /// Gives a segment a fixed width; 0 (the default) gives it a share of the width the fixed ones leave.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width.isFinite ? max(width, 0) : 0
        setNeedsDisplay()
    }

    /// A segment's fixed width, or 0 when it takes a share.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Whether segments are as wide as their content rather than equal; kept (segments share the width).
    open var apportionsSegmentWidthsByContent = false

    /// Each segment's rectangle in the bounds: fixed widths as set, the rest shared equally.
    func segmentFrames() -> [CGRect] {
        let fixed = segments.reduce(0) { $0 + $1.width }
        let shared = segments.filter { $0.width == 0 }.count
        let share = shared > 0 ? max(bounds.width - fixed, 0) / CGFloat(shared) : 0
        var x = bounds.minX
        return segments.map { segment in
            let width = segment.width > 0 ? segment.width : share
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// Enables or disables one segment; a disabled segment cannot be selected by touch.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if enabled { disabledSegments.remove(segment) } else { disabledSegments.insert(segment) }
        setNeedsDisplay()
    }
    /// Whether a segment is enabled (true unless `setEnabled(false, forSegmentAt:)` was called for it).
    open func isEnabledForSegment(at segment: Int) -> Bool { !disabledSegments.contains(segment) }
    private var disabledSegments: Set<Int> = []

    private func segment(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        return segmentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    /// Chooses a segment as a touch or assistive technology does: selects it (unless momentary), runs its
    /// action and sends `.valueChanged`; choosing the selected segment again does nothing.
    func choose(_ index: Int) {
        guard segments.indices.contains(index), isMomentary || index != selectedSegmentIndex else { return }
        if !isMomentary { selectedSegmentIndex = index }
        segments[index].action?.perform(from: self)
        sendActions(for: .valueChanged)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, let index = segment(at: touch.location(in: self)), isEnabledForSegment(at: index) else {
            return
        }
        choose(index)
    }

    /// Draws the segments, the selected one raised.
    open override func draw(_ rect: CGRect) {
        // iOS's look: a translucent grey track (visible on any background), thin separators between segments
        // that are not next to the selected one, and the selected segment raised in white with a soft shadow.
        // Images set for the states take the place of the track, the raised segment and the separators.
        let normalImage = backgroundImage(for: .normal, barMetrics: .default)
        let selectedImage = backgroundImage(for: .selected, barMetrics: .default)
        if let normalImage {
            normalImage.draw(in: bounds)
        } else {
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: 8).fill()
        }
        guard !segments.isEmpty else { return }
        let frames = segmentFrames()
        for index in 1..<max(segments.count, 1) {
            let left: UIControl.State = index - 1 == selectedSegmentIndex ? .selected : .normal
            let right: UIControl.State = index == selectedSegmentIndex ? .selected : .normal
            if let divider = dividerImage(forLeftSegmentState: left, rightSegmentState: right, barMetrics: .default)
                ?? dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
            {
                let width = divider.size.width
                divider.draw(in: CGRect(x: frames[index].minX - width / 2, y: 0, width: width, height: bounds.height))
            } else if normalImage == nil, index != selectedSegmentIndex, index - 1 != selectedSegmentIndex {
                UIColor.separator.setFill()
                UIRectFill(
                    CGRect(x: frames[index].minX - 0.5, y: bounds.height * 0.25, width: 1, height: bounds.height * 0.5))
            }
        }
        for (index, segment) in segments.enumerated() {
            let shift = contentShift(of: index)
            let cell = frames[index].offsetBy(dx: shift.width, dy: shift.height)
            let title = segment.image == nil ? segment.title : nil
            if index == selectedSegmentIndex, let selectedImage {
                selectedImage.draw(in: frames[index])
            } else if index == selectedSegmentIndex, normalImage == nil {
                let raised = UIBezierPath(roundedRect: cell.insetBy(dx: 2, dy: 2), cornerRadius: 7)
                UIColor.black.withAlphaComponent(0.08).setFill()
                UIBezierPath(roundedRect: cell.insetBy(dx: 2, dy: 2).offsetBy(dx: 0, dy: 1), cornerRadius: 7).fill()
                (selectedSegmentTintColor
                    ?? UIColor(dynamicProvider: {
                        $0.userInterfaceStyle == .dark ? UIColor(white: 0.39, alpha: 1) : .white
                    })).setFill()
                raised.fill()
            }
            if let image = segment.image {
                // An image in the title's colour when it is a template (a symbol), centred at its size.
                let color =
                    titleTextAttributes(for: index == selectedSegmentIndex ? .selected : .normal)?[
                        .foregroundColor] as? UIColor ?? (isEnabled ? UIColor.label : .secondaryLabel)
                let drawn = image.drawsAsTemplate ? image.withTintColor(color, renderingMode: .alwaysTemplate) : image
                let size = CGSize(
                    width: min(image.size.width, cell.width - 8), height: min(image.size.height, cell.height - 6))
                drawn.draw(
                    in: CGRect(
                        x: cell.midX - size.width / 2, y: cell.midY - size.height / 2, width: size.width,
                        height: size.height))
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

    /// Sets the image stretched behind the segments in a state (`.normal`: the whole track; `.selected`: the
    /// selected segment, in place of its raised look). `UIImage()` draws no background at all.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages[[Int(state.rawValue), barMetrics.rawValue]] = image
        setNeedsDisplay()
    }

    /// The background image set for a state and bar metrics.
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[[Int(state.rawValue), barMetrics.rawValue]]
    }

    /// Sets the image drawn between two segments in the given states, in place of the thin separator.
    open func setDividerImage(
        _ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
        rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics
    ) {
        dividerImages[[Int(leftState.rawValue), Int(rightState.rawValue), barMetrics.rawValue]] = image
        setNeedsDisplay()
    }

    /// The divider image set for the states either side and bar metrics.
    open func dividerImage(
        forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
        barMetrics: UIBarMetrics
    ) -> UIImage? {
        dividerImages[[Int(leftState.rawValue), Int(rightState.rawValue), barMetrics.rawValue]]
    }

    /// Moves the titles and images of one type of segment (`.any` for every segment without its own).
    open func setContentPositionAdjustment(
        _ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics
    ) {
        positionAdjustments[[leftCenterRightOrAlone.rawValue, barMetrics.rawValue]] = adjustment
        setNeedsDisplay()
    }

    /// The content adjustment set for a type of segment.
    open func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics)
        -> UIOffset
    {
        positionAdjustments[[leftCenterRightOrAlone.rawValue, barMetrics.rawValue]] ?? .zero
    }

    /// Moves one segment's title or image within it.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        segmentOffsets[segment] = offset
        setNeedsDisplay()
    }

    /// How far one segment's content is moved.
    open func contentOffsetForSegment(at segment: Int) -> CGSize { segmentOffsets[segment] ?? .zero }

    /// How far a segment's content moves: its own offset plus its type's adjustment (else `.any`'s).
    func contentShift(of index: Int) -> CGSize {
        let type: Segment =
            segments.count == 1 ? .alone : index == 0 ? .left : index == segments.count - 1 ? .right : .center
        let adjustment =
            positionAdjustments[[type.rawValue, UIBarMetrics.default.rawValue]]
            ?? positionAdjustments[[Segment.any.rawValue, UIBarMetrics.default.rawValue]] ?? .zero
        let own = contentOffsetForSegment(at: index)
        return CGSize(width: own.width + adjustment.horizontal, height: own.height + adjustment.vertical)
    }
}

extension UISegmentedControl {
    /// Where a segment sits, for content position adjustments.
    public enum Segment: Int, Sendable {
        /// Any segment.
        case any = 0
        /// The leftmost segment.
        case left = 1
        /// A segment between the ends.
        case center = 2
        /// The rightmost segment.
        case right = 3
        /// The only segment.
        case alone = 4
    }
}
