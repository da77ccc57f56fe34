import Foundation

/// A bar that fills from the leading edge as work progresses (the right edge in a right-to-left layout).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The look of the bar.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default` = 0
        /// A bar for toolbars (drawn the same).
        case bar = 1
    }

    /// The style.
    open var progressViewStyle: Style = .default
    /// How much is done, 0…1.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0
    /// The colour of the done part; system blue by default.
    open var progressTintColor: UIColor? {
        didSet { fill.backgroundColor = progressImage == nil ? progressTintColor ?? .systemBlue : nil }
    }
    /// The colour of the rest; light grey by default.
    open var trackTintColor: UIColor? {
        didSet { backgroundColor = trackTintColor ?? .systemGray4 }
    }

    /// An image stretched over the done part, in place of `progressTintColor`; nil by default.
    open var progressImage: UIImage? {
        didSet {
            fill.image = progressImage
            fill.backgroundColor = progressImage == nil ? progressTintColor ?? .systemBlue : nil
        }
    }
    /// An image stretched over the track, in place of `trackTintColor`; nil by default.
    open var trackImage: UIImage? {
        didSet { track.image = trackImage }
    }
    /// A `Progress` whose `fractionCompleted` the bar follows: read on every frame while it is set and not
    /// finished (Linux's `Progress` posts no key-value changes), and once when it is set. The bar moves only
    /// forward without animation, as UIKit's does.
    open var observedProgress: Progress? {
        didSet {
            observation?.invalidate()
            observation = nil
            guard let observedProgress else { return }
            followObservedProgress()
            guard !observedProgress.isFinished else { return }
            let link = CADisplayLink(handler: { [weak self] link in
                guard let self, self.observedProgress != nil else { return link.invalidate() }
                self.followObservedProgress()
            })
            link.add(to: .main, forMode: .common)
            observation = link
        }
    }
    private var observation: CADisplayLink?

    private let fill = UIImageView()
    private let track = UIImageView()

    /// Creates a progress view of a style.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 150, height: 4))
        setUp()
    }

    /// Creates a progress view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    // Accessibility, as UIKit's: an element that updates often, its value a percentage.
    override var defaultAccessibilityTraits: UIAccessibilityTraits? { .updatesFrequently }
    override var defaultAccessibilityValue: String? { "\(Int((progress * 100).rounded()))%" }

    private func setUp() {
        backgroundColor = .systemGray4
        layer.cornerRadius = 2
        clipsToBounds = true
        fill.backgroundColor = .systemBlue
        fill.isUserInteractionEnabled = false
        track.isUserInteractionEnabled = false
        addSubview(track)
        addSubview(fill)
        isUserInteractionEnabled = false
    }

    /// Sets the progress (clamped to 0…1), sliding the bar over 0.25 s when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = min(max(progress.isFinite ? progress : 0, 0), 1)
        if animated && window != nil {
            UIView.animate(withDuration: 0.25) { self.layoutFill() }
        } else {
            layoutFill()
        }
    }

    private func layoutFill() {
        let width = bounds.width * CGFloat(storedProgress)
        let leading = effectiveUserInterfaceLayoutDirection == .leftToRight
        fill.frame = CGRect(x: leading ? 0 : bounds.width - width, y: 0, width: width, height: bounds.height)
        track.frame = bounds
    }

    private func followObservedProgress() {
        guard let observedProgress else { return }
        let fraction = Float(observedProgress.fractionCompleted)
        if fraction != storedProgress { setProgress(fraction, animated: false) }
        if observedProgress.isFinished || observedProgress.isCancelled {
            observation?.invalidate()
            observation = nil
        }
    }

    /// Keeps the done part at its share of the width.
    open override func layoutSubviews() { layoutFill() }

    /// No width of its own, 4 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }
}
