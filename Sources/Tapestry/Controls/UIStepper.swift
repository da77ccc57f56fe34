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

    /// Background images by state, the divider image by the states either side, and the increment and decrement
    /// images by state (UIKit's customisation; each takes the place of the system look where set).
    private var backgroundImages: [UInt: UIImage] = [:]
    private var dividerImages: [[UInt]: UIImage] = [:]
    private var incrementImages: [UInt: UIImage] = [:]
    private var decrementImages: [UInt: UIImage] = [:]

    /// Sets the image stretched behind both halves in a state.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        setNeedsDisplay()
    }
    /// The background image set for a state.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] }

    /// Sets the image between the halves for the states either side.
    open func setDividerImage(
        _ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State
    ) {
        dividerImages[[leftState.rawValue, rightState.rawValue]] = image
        setNeedsDisplay()
    }
    /// The divider image set for the states either side.
    open func dividerImage(forLeftSegmentState state: UIControl.State, rightSegmentState state2: UIControl.State)
        -> UIImage?
    { dividerImages[[state.rawValue, state2.rawValue]] }

    /// Sets the image of the + half in a state (drawn in the tint colour when it is a template).
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages[state.rawValue] = image
        setNeedsDisplay()
    }
    /// The + image set for a state.
    open func incrementImage(for state: UIControl.State) -> UIImage? { incrementImages[state.rawValue] }

    /// Sets the image of the − half in a state.
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages[state.rawValue] = image
        setNeedsDisplay()
    }
    /// The − image set for a state.
    open func decrementImage(for state: UIControl.State) -> UIImage? { decrementImages[state.rawValue] }

    /// The image set for a state, else for `.normal`.
    private func image(_ images: [UInt: UIImage], enabled: Bool) -> UIImage? {
        (enabled ? nil : images[UIControl.State.disabled.rawValue]) ?? images[UIControl.State.normal.rawValue]
    }

    /// Draws the two halves with − and + (or the images set for them).
    open override func draw(_ rect: CGRect) {
        if let background = image(backgroundImages, enabled: isEnabled) {
            background.draw(in: bounds)
        } else {
            UIColor.systemGray6.setFill()
            UIBezierPath(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 8).fill()
        }
        if let divider = dividerImages[[UIControl.State.normal.rawValue, UIControl.State.normal.rawValue]] {
            let width = divider.size.width
            divider.draw(in: CGRect(x: bounds.midX - width / 2, y: 0, width: width, height: bounds.height))
        } else if backgroundImages.isEmpty {
            UIColor.systemGray4.setStroke()
            let divider = UIBezierPath()
            divider.move(to: CGPoint(x: bounds.midX, y: bounds.minY + 6))
            divider.addLine(to: CGPoint(x: bounds.midX, y: bounds.maxY - 6))
            divider.stroke()
        }
        let ink = isEnabled ? UIColor.black : UIColor.systemGray
        let canDecrement = value > minimumValue || wraps
        let canIncrement = value < maximumValue || wraps
        for (images, centreX, enabled, isPlus) in [
            (decrementImages, bounds.width * 0.25, canDecrement, false),
            (incrementImages, bounds.width * 0.75, canIncrement, true),
        ] {
            let colour = enabled ? ink : .systemGray4
            if let icon = image(images, enabled: enabled && isEnabled) {
                let drawn = icon.drawsAsTemplate ? icon.withTintColor(enabled ? tintColor : .systemGray4) : icon
                let size = CGSize(
                    width: min(icon.size.width, bounds.width / 2), height: min(icon.size.height, bounds.height))
                drawn.draw(
                    in: CGRect(
                        x: centreX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
                        height: size.height))
                continue
            }
            let sign = UIBezierPath()
            sign.lineWidth = 2
            sign.move(to: CGPoint(x: centreX - 7, y: bounds.midY))
            sign.addLine(to: CGPoint(x: centreX + 7, y: bounds.midY))
            if isPlus {
                sign.move(to: CGPoint(x: centreX, y: bounds.midY - 7))
                sign.addLine(to: CGPoint(x: centreX, y: bounds.midY + 7))
            }
            colour.setStroke()
            sign.stroke()
        }
    }

    override var protectsTapsFromAncestorRecognizers: Bool { true }
}
