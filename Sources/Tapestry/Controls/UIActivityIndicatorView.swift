import Foundation

/// A spinner that shows work in progress: twelve spokes turning once a second while animating.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The size of the spinner.
    public enum Style: Int, Sendable {
        /// 20 points.
        case medium = 100
        /// 37 points.
        case large = 101
        /// 37 points, white (the style before iOS 13).
        case whiteLarge = 0
        /// 20 points, white (the style before iOS 13).
        case white = 1
        /// 20 points, grey (the style before iOS 13).
        case gray = 2

        /// The spokes' colour the style implies: white for the white styles, grey otherwise.
        var impliedColor: UIColor { self == .white || self == .whiteLarge ? .white : .systemGray }
    }

    /// The size.
    open var style: Style {
        didSet {
            color = style.impliedColor
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The spokes' colour; grey by default, and the style's colour again when set to nil (null-resettable, as
    /// UIKit declares it).
    open var color: UIColor! {
        get { storedColor }
        set {
            storedColor = newValue ?? style.impliedColor
            setNeedsDisplay()
        }
    }
    private var storedColor: UIColor = .systemGray
    /// Whether the spinner hides while stopped; true by default.
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }
    /// Whether it is spinning.
    public private(set) var isAnimating = false

    /// Creates a spinner of a style, its frame the style's size; it starts stopped (and so hidden).
    public init(style: Style = .medium) {
        self.style = style
        storedColor = style.impliedColor
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: style)))
        setUp()
    }

    /// Creates a medium spinner with a frame (a designated initializer, as UIKit's, so a subclass can call it).
    public override init(frame: CGRect) {
        style = .medium
        storedColor = Style.medium.impliedColor
        super.init(frame: frame)
        setUp()
    }

    private func setUp() {
        backgroundColor = .clear
        isUserInteractionEnabled = false
        isHidden = true
    }
    /// A medium spinner, stopped: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`), and
    /// UIKit's initializer does not fail (a subclass's `required init(coder:)` calls it as `super.init(coder:)`).
    public required init(coder: NSCoder) {
        style = .medium
        storedColor = Style.medium.impliedColor
        super.init(frame: .zero)
        setUp()
    }

    // Accessibility, as UIKit's: an element labelled "In progress" that updates often.
    override var defaultAccessibilityTraits: UIAccessibilityTraits? { .updatesFrequently }
    override var defaultAccessibilityLabel: String? { "In progress" }

    private static func size(of style: Style) -> CGSize {
        style == .large || style == .whiteLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    /// Starts spinning (and shows the spinner).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0.0
        spin.toValue = Double.pi * 2
        spin.duration = 1
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")
    }

    /// Stops spinning (and hides the spinner when `hidesWhenStopped`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        layer.removeAnimation(forKey: "spin")
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size.
    open override var intrinsicContentSize: CGSize { Self.size(of: style) }
    /// The style's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(of: style) }

    /// Twelve spokes, fading round the circle.
    open override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2
        let width = max(radius * 0.18, 1.5)
        for spoke in 0..<12 {
            let angle = Double(spoke) * Double.pi / 6
            let path = UIBezierPath()
            path.move(to: CGPoint(x: center.x + radius * 0.45 * cos(angle), y: center.y + radius * 0.45 * sin(angle)))
            path.addLine(
                to: CGPoint(x: center.x + radius * 0.95 * cos(angle), y: center.y + radius * 0.95 * sin(angle)))
            path.lineWidth = width
            path.lineCapStyle = .round
            color.withAlphaComponent(0.25 + 0.75 * CGFloat(spoke) / 11).setStroke()
            path.stroke()
        }
    }
}
