import Foundation

/// A control with − and + halves that step a value; holding repeats (after 0.5 s, every 0.1 s) when
/// `autorepeat` is on. Each change sends `.valueChanged`.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The current value, kept within the range.
    open var value: Double = 0 {
        didSet {
            let clamped = min(max(value, minimumValue), maximumValue)
            if clamped != value { value = clamped }
            if oldValue != value { setNeedsDisplay() }
        }
    }
    /// The lower end; 0 by default.
    open var minimumValue: Double = 0
    /// The upper end; 100 by default.
    open var maximumValue: Double = 100
    /// The step; 1 by default.
    open var stepValue: Double = 1
    /// Whether stepping past an end wraps to the other; false by default.
    open var wraps = false
    /// Whether holding a half repeats; true by default.
    open var autorepeat = true
    /// Whether holding sends `.valueChanged` on every step (true) or at release.
    open var isContinuous = true
    private var direction: Double = 0
    private var repeatTimer: RunLoopClock.Timer?
    private var changedWhileHeld = false

    /// Creates a stepper; it is always 94×32 points, as on iOS.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 94, height: 32)))
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 94, height: 32) }

    /// Its fixed size.
    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }

    // Accessibility: adjustable, its value the number; increment and decrement step it.
    override var defaultAccessibilityTraits: UIAccessibilityTraits? {
        isEnabled ? .adjustable : [.adjustable, .notEnabled]
    }
    override var defaultAccessibilityValue: String? {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
    /// Steps the value up and sends `.valueChanged`.
    open override func accessibilityIncrement() { accessibilityStep(by: stepValue) }
    /// Steps the value down and sends `.valueChanged`.
    open override func accessibilityDecrement() { accessibilityStep(by: -stepValue) }
    private func accessibilityStep(by delta: Double) {
        guard isEnabled else { return }
        var next = value + delta
        if wraps { next = next > maximumValue ? minimumValue : next < minimumValue ? maximumValue : next }
        next = min(max(next, minimumValue), maximumValue)
        guard next != value else { return }
        value = next
        sendActions(for: .valueChanged)
    }

    private func step() {
        var next = value + direction * stepValue
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != value else { return }
        value = next
        if isContinuous { sendActions(for: .valueChanged) } else { changedWhileHeld = true }
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        direction = touch.location(in: self).x < bounds.midX ? -1 : 1
        changedWhileHeld = false
        step()
        if autorepeat {
            let clock = UIApplication.shared.clock
            repeatTimer = clock.schedule(after: 0.5, repeating: 0.1) { [weak self] in
                guard let self, self.isTracking, self.isTouchInside else { return }
                self.step()
            }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        repeatTimer?.invalidate()
        repeatTimer = nil
        if changedWhileHeld { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        repeatTimer?.invalidate()
        repeatTimer = nil
    }

    /// Draws the two halves with − and +.
    open override func draw(_ rect: CGRect) {
        let frame = bounds.insetBy(dx: 0.5, dy: 0.5)
        UIColor.systemGray6.setFill()
        UIBezierPath(roundedRect: frame, cornerRadius: 8).fill()
        UIColor.systemGray4.setStroke()
        let divider = UIBezierPath()
        divider.move(to: CGPoint(x: bounds.midX, y: bounds.minY + 6))
        divider.addLine(to: CGPoint(x: bounds.midX, y: bounds.maxY - 6))
        divider.stroke()
        let ink = isEnabled ? UIColor.black : UIColor.systemGray
        let minus = UIBezierPath()
        minus.lineWidth = 2
        minus.move(to: CGPoint(x: bounds.width * 0.25 - 7, y: bounds.midY))
        minus.addLine(to: CGPoint(x: bounds.width * 0.25 + 7, y: bounds.midY))
        let plus = UIBezierPath()
        plus.lineWidth = 2
        plus.move(to: CGPoint(x: bounds.width * 0.75 - 7, y: bounds.midY))
        plus.addLine(to: CGPoint(x: bounds.width * 0.75 + 7, y: bounds.midY))
        plus.move(to: CGPoint(x: bounds.width * 0.75, y: bounds.midY - 7))
        plus.addLine(to: CGPoint(x: bounds.width * 0.75, y: bounds.midY + 7))
        (value > minimumValue || wraps ? ink : .systemGray4).setStroke()
        minus.stroke()
        (value < maximumValue || wraps ? ink : .systemGray4).setStroke()
        plus.stroke()
    }

    override var protectsTapsFromAncestorRecognizers: Bool { true }
}
