import Foundation

/// How a view places its content (an image) within its bounds.
public enum UIViewContentMode: Int, Sendable {
    /// Stretch to fill the bounds.
    case scaleToFill
    /// Scale to fit, keeping the aspect ratio.
    case scaleAspectFit
    /// Scale to fill, keeping the aspect ratio and cropping.
    case scaleAspectFill
    /// Redraw when the bounds change.
    case redraw
    /// Centre without scaling.
    case center
    /// Top edge, centred horizontally.
    case top
    /// Bottom edge, centred horizontally.
    case bottom
    /// Left edge, centred vertically.
    case left
    /// Right edge, centred vertically.
    case right
    /// Top-left corner.
    case topLeft
    /// Top-right corner.
    case topRight
    /// Bottom-left corner.
    case bottomLeft
    /// Bottom-right corner.
    case bottomRight
}

extension UIView {
    /// How a view places its content: UIKit's Swift name for `UIViewContentMode`.
    public typealias ContentMode = UIViewContentMode
}

extension UIViewContentMode {
    /// Where content of `contentSize` goes in `bounds` under this mode.
    public func rect(for contentSize: CGSize, in bounds: CGRect) -> CGRect {
        guard contentSize.width > 0, contentSize.height > 0 else { return bounds }
        let w = contentSize.width, h = contentSize.height
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / w, sy = bounds.height / h
            let s = self == .scaleAspectFit ? Swift.min(sx, sy) : Swift.max(sx, sy)
            return CGRect(x: bounds.midX - w * s / 2, y: bounds.midY - h * s / 2, width: w * s, height: h * s)
        case .center: return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        case .top: return CGRect(x: bounds.midX - w / 2, y: bounds.minY, width: w, height: h)
        case .bottom: return CGRect(x: bounds.midX - w / 2, y: bounds.maxY - h, width: w, height: h)
        case .left: return CGRect(x: bounds.minX, y: bounds.midY - h / 2, width: w, height: h)
        case .right: return CGRect(x: bounds.maxX - w, y: bounds.midY - h / 2, width: w, height: h)
        case .topLeft: return CGRect(x: bounds.minX, y: bounds.minY, width: w, height: h)
        case .topRight: return CGRect(x: bounds.maxX - w, y: bounds.minY, width: w, height: h)
        case .bottomLeft: return CGRect(x: bounds.minX, y: bounds.maxY - h, width: w, height: h)
        case .bottomRight: return CGRect(x: bounds.maxX - w, y: bounds.maxY - h, width: w, height: h)
        }
    }
}

/// A view that shows an image. Like UIKit's, it starts with `isUserInteractionEnabled == false`, so neither it
/// nor its subviews receive touches until that is turned on (SEMANTICS §1.5, seed 003).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// Creates an image view with a frame; it is not interactive.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentMode = .scaleToFill
    }

    /// Image views redraw when resized, so the content mode places the image anew.
    override func sizeDidChange() { setNeedsDisplay() }

    /// Creates an image view sized to `image` (a designated initializer, as in UIKit: subclasses call it).
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        contentMode = .scaleToFill
        self.image = image
    }

    /// Creates an image view sized to `image`, showing `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        contentMode = .scaleToFill
        self.image = image
        self.highlightedImage = highlightedImage
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    // Accessibility, as UIKit's: an image, though not an element until made one.
    override var defaultAccessibilityTraits: UIAccessibilityTraits? { .image }
    override var defaultAccessibilityLabel: String? { image?.accessibilityLabel }
    override var defaultIsAccessibilityElement: Bool { false }

    /// The image shown; an animated image (`UIImage.animatedImage(with:duration:)`) shows its frames in turn
    /// while the view is in a window.
    open var image: UIImage? {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
            updateImageAnimation()
        }
    }
    /// The display link stepping an animated `image`'s frames, when one is shown.
    var imageAnimationLink: CADisplayLink?
    /// When the animated image's current cycles began.
    var imageAnimationStart: CFTimeInterval?
    /// The index of the animated image's frame shown.
    var imageAnimationFrame = 0

    override func engineDidMoveToWindow() { updateImageAnimation() }

    /// The image shown while `isHighlighted` is true.
    open var highlightedImage: UIImage? {
        didSet { setNeedsDisplay() }
    }

    /// Whether the highlighted image is shown.
    open var isHighlighted = false {
        didSet { setNeedsDisplay() }
    }

    // MARK: Animating a sequence of images

    /// The images an animation shows in turn (`startAnimating()`), each for an equal share of
    /// `animationDuration`.
    open var animationImages: [UIImage]? {
        didSet { if animationImages?.isEmpty ?? true { stopAnimating() } }
    }
    /// The images an animation shows while `isHighlighted`.
    open var highlightedAnimationImages: [UIImage]?
    /// How long one cycle through the images takes; 0 (the default) gives each image a thirtieth of a second.
    open var animationDuration: TimeInterval = 0
    /// How many cycles to show; 0 (the default) repeats until `stopAnimating()`.
    open var animationRepeatCount = 0
    /// Whether the images are being shown in turn.
    open var isAnimating: Bool { animationLink != nil }
    private var animationLink: CADisplayLink?
    private var animationStart: CFTimeInterval?
    private var animationFrame = 0

    /// Starts showing `animationImages` in turn, on the display's frames, from the first.
    open func startAnimating() {
        guard !(animationImages?.isEmpty ?? true), animationLink == nil else { return }
        animationStart = nil
        animationFrame = 0
        animationLink = frameLink { $0.advanceAnimation(to: $1) }
        setNeedsDisplay()
    }

    /// Stops the animation and shows `image` again.
    open func stopAnimating() {
        guard let link = animationLink else { return }
        link.invalidate()
        animationLink = nil
        setNeedsDisplay()
    }

    private var shownAnimationImages: [UIImage]? {
        (isHighlighted ? highlightedAnimationImages : nil) ?? animationImages
    }

    private func advanceAnimation(to now: CFTimeInterval) {
        guard let images = shownAnimationImages, !images.isEmpty else { return stopAnimating() }
        let start = animationStart ?? now
        animationStart = start
        let cycle = animationDuration > 0 ? animationDuration : Double(images.count) / 30
        let elapsed = now - start
        if animationRepeatCount > 0 && elapsed >= cycle * Double(animationRepeatCount) { return stopAnimating() }
        let frame = Int((elapsed.truncatingRemainder(dividingBy: cycle)) / cycle * Double(images.count))
        let index = min(max(frame, 0), images.count - 1)
        if index != animationFrame {
            animationFrame = index
            setNeedsDisplay()
        }
    }

    /// Draws the image (or the highlighted image, or the animation's current one) placed by `contentMode`.
    open override func draw(_ rect: CGRect) {
        let animated = isAnimating ? shownAnimationImages.map { $0[min(animationFrame, $0.count - 1)] } : nil
        // An image registered in an asset shows the asset's variant for the view's traits (dark or light).
        let chosen = ((isHighlighted ? highlightedImage : nil) ?? image).map {
            $0.imageAsset?.image(with: traitCollection) ?? $0
        }
        guard let shown = animated ?? currentFrame(of: chosen),
            let context = UIGraphicsGetCurrentContext()
        else {
            return
        }
        // A template (a symbol, unless drawn as original) takes the view's tint colour.
        let drawn =
            shown.drawsAsTemplate && shown.tintColor == nil
            ? shown.withTintColor(tintColor, renderingMode: .alwaysTemplate) : shown
        let rect = contentMode.rect(for: shown.size, in: bounds)
        guard shown.flipsForRightToLeftLayoutDirection, effectiveUserInterfaceLayoutDirection == .rightToLeft else {
            return context.draw(drawn, in: rect)
        }
        context.saveGState()
        context.concatenate(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: rect.minX + rect.maxX, ty: 0))
        context.draw(drawn, in: rect)
        context.restoreGState()
    }

    /// A template image redraws in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.drawsAsTemplate == true || highlightedImage?.drawsAsTemplate == true { setNeedsDisplay() }
    }

    /// The symbol configuration the view applies to a symbol image (kept with the view; a symbol made with a
    /// configuration is sized by it).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { setNeedsDisplay() }
    }

    /// The dynamic range the view would show its image in (iOS 17). Kept with the view: the desktop draws in
    /// standard range, which is what `.unspecified` and `.standard` ask for.
    open var preferredImageDynamicRange: UIImage.DynamicRange = .unspecified

    /// The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// The image's size (none without an image).
    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let insets = image.alignmentRectInsets
        return CGSize(
            width: image.size.width - insets.left - insets.right, height: image.size.height - insets.top - insets.bottom
        )
    }

    /// The image's alignment insets (`withAlignmentRectInsets(_:)`), so that constraints align what the
    /// image shows rather than its padding.
    open override var alignmentRectInsets: UIEdgeInsets { image?.alignmentRectInsets ?? .zero }
}
