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
    override var defaultIsAccessibilityElement: Bool { false }

    /// The image shown.
    open var image: UIImage? {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The image shown while `isHighlighted` is true.
    open var highlightedImage: UIImage? {
        didSet { setNeedsDisplay() }
    }

    /// Whether the highlighted image is shown.
    open var isHighlighted = false {
        didSet { setNeedsDisplay() }
    }

    /// Draws the image (or the highlighted image) placed by `contentMode`.
    open override func draw(_ rect: CGRect) {
        guard let shown = (isHighlighted ? highlightedImage : nil) ?? image, let context = UIGraphicsGetCurrentContext()
        else {
            return
        }
        // A template (a symbol, unless drawn as original) takes the view's tint colour.
        let drawn =
            shown.drawsAsTemplate && shown.tintColor == nil
            ? shown.withTintColor(tintColor, renderingMode: .alwaysTemplate) : shown
        context.draw(drawn, in: contentMode.rect(for: shown.size, in: bounds))
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

    /// The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// The image's size (none without an image).
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
