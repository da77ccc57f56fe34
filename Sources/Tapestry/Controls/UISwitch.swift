import Foundation

/// An on/off switch: a tap (touch up inside) flips it and sends `.valueChanged`.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false {
        didSet { if oldValue != isOn { setNeedsDisplay() } }
    }
    /// The track colour when on; system green by default.
    open var onTintColor: UIColor? = .systemGreen {
        didSet { setNeedsDisplay() }
    }
    /// The thumb colour; white by default.
    open var thumbTintColor: UIColor? = .white {
        didSet { setNeedsDisplay() }
    }

    /// Creates a switch; it is always 51×31 points, as on iOS.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// Sets the state (there is no animation).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 51, height: 31) }

    /// Its fixed size.
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isInsideForTracking(touch.location(in: self)) else { return }
        isOn.toggle()
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    /// Draws the rounded track and the round thumb.
    open override func draw(_ rect: CGRect) {
        let track = bounds.insetBy(dx: 1, dy: 1)
        let onColor = onTintColor ?? .systemGreen
        (isOn ? onColor : UIColor.systemGray4).setFill()
        UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()
        let diameter = track.height - 4
        let x = isOn ? track.maxX - diameter - 2 : track.minX + 2
        (thumbTintColor ?? .white).withAlphaComponent(isEnabled ? 1 : 0.6).setFill()
        UIBezierPath(ovalIn: CGRect(x: x, y: track.minY + 2, width: diameter, height: diameter)).fill()
        if isHighlighted {
            UIColor.black.withAlphaComponent(0.1).setFill()
            UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()
        }
    }

    override var protectsTapsFromAncestorRecognizers: Bool { true }
}
