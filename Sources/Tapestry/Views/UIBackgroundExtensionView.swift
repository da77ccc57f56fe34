import Foundation

/// A view that extends its content to fill its bounds (UIKit 26): laid out under a sidebar or an inspector, it
/// keeps its `contentView` within its safe area and fills the rest around it. UIKit fills it with mirrored,
/// blurred edges of the content; Tapestry fills it with the content view's background colour, so a photo
/// header or a map stays where the user can see all of it and the space around it is not left empty.
@preconcurrency @MainActor
open class UIBackgroundExtensionView: UIView {
    /// The content to extend: added as this view's subview, within its safe area unless
    /// `automaticallyPlacesContentView` is off.
    open var contentView: UIView? {
        didSet {
            guard oldValue !== contentView else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let contentView { addSubview(contentView) }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// Whether the content view is placed within the safe area by this view; true by default. When false, the
    /// app sets its frame or constraints, and the extension still fills around it.
    open var automaticallyPlacesContentView = true {
        didSet { setNeedsLayout() }
    }

    /// An extension view with an empty content view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        let content = UIView()
        addSubview(content)
        contentView = content  // (observers do not run in the class's own initializer)
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let contentView, contentView.superview === self else { return }
        if automaticallyPlacesContentView {
            contentView.frame = bounds.inset(by: safeAreaInsets)
        }
        setNeedsDisplay()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    /// Fills the area around the content view with its background colour.
    open override func draw(_ rect: CGRect) {
        guard let contentView, contentView.superview === self, let fill = contentView.backgroundColor,
            let context = UIGraphicsGetCurrentContext()
        else { return }
        let content = contentView.frame
        context.setFillColor(fill.cgColor)
        for band in [
            CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(content.minY - bounds.minY, 0)),
            CGRect(x: bounds.minX, y: content.maxY, width: bounds.width, height: max(bounds.maxY - content.maxY, 0)),
            CGRect(x: bounds.minX, y: content.minY, width: max(content.minX - bounds.minX, 0), height: content.height),
            CGRect(x: content.maxX, y: content.minY, width: max(bounds.maxX - content.maxX, 0), height: content.height),
        ] where !band.isEmpty {
            context.fill(band)
        }
    }
}
