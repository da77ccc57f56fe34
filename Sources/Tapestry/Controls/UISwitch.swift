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

    /// An image for the on side (UIKit draws none since iOS 7; kept).
    open var onImage: UIImage?
    /// An image for the off side (UIKit draws none since iOS 7; kept).
    open var offImage: UIImage?
    /// The title beside a checkbox-style switch (a Mac idiom; kept).
    open var title: String?
    /// The style asked for; `.automatic` by default.
    open var preferredStyle = Style.automatic
    /// The style drawn: a sliding switch (a checkbox is the Mac idiom's, which Tapestry does not take).
    open var style: Style { .sliding }

    /// A switch's size in UIKit 26 (measured): 63×28, whatever frame it is given.
    static let fixedSize = CGSize(width: 63, height: 28)

    /// Creates a switch at `frame`'s origin; it is always 63×28 points, as in UIKit 26.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    // Accessibility, as UIKit's: a button whose value is "1" or "0"; activating it toggles it.
    override var defaultAccessibilityTraits: UIAccessibilityTraits? { isEnabled ? .button : [.button, .notEnabled] }
    override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }
    /// Toggles the switch and sends `.valueChanged`, as a double tap with VoiceOver does.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
        return true
    }

    /// The frame keeps the switch's fixed size: a frame given (by code or by Auto Layout) moves it only.
    open override var frame: CGRect {
        get { super.frame }
        set {
            guard hasIdentityTransform else {
                super.frame = newValue
                return
            }
            super.frame = CGRect(origin: newValue.standardizedAxes.origin, size: Self.fixedSize)
        }
    }

    /// The bounds keep the switch's fixed size.
    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = CGRect(origin: newValue.origin, size: Self.fixedSize) }
    }

    /// Sets the state (there is no animation).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// Its fixed size, 63×28.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.fixedSize }

    /// Its fixed size, 63×28.
    open override var intrinsicContentSize: CGSize { Self.fixedSize }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isInsideForTracking(touch.location(in: self)) else { return }
        isOn.toggle()
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    /// Draws the capsule track and the capsule thumb (UIKit 26's shape: 37×24 inside a 63×28 track).
    open override func draw(_ rect: CGRect) {
        let track = bounds
        let onColor = onTintColor ?? .systemGreen
        (isOn ? onColor : UIColor.systemGray4).setFill()
        UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()
        let height = max(track.height - 4, 0)
        let width = min(37, max(track.width - 4, 0))
        let x = isOn ? track.maxX - width - 2 : track.minX + 2
        (thumbTintColor ?? .white).withAlphaComponent(isEnabled ? 1 : 0.6).setFill()
        UIBezierPath(
            roundedRect: CGRect(x: x, y: track.minY + 2, width: width, height: height), cornerRadius: height / 2
        ).fill()
        if isHighlighted {
            UIColor.black.withAlphaComponent(0.1).setFill()
            UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()
        }
    }

    override var protectsTapsFromAncestorRecognizers: Bool { true }
}

extension UISwitch {
    /// How a switch looks.
    public enum Style: Int, Sendable {
        /// As the platform chooses.
        case automatic = 0
        /// A checkbox with a title (the Mac idiom).
        case checkbox = 1
        /// A sliding switch.
        case sliding = 2
    }
}
