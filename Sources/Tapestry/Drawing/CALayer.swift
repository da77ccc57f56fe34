import Foundation

/// The drawing attributes of a view that UIKit keeps on its layer: corner radius, border, shadow, masking
/// and opacity. Drawn by the renderer, not animated. `opacity` and `masksToBounds` are the view's `alpha` and
/// `clipsToBounds`; `backgroundColor` is the view's.
@MainActor
public final class CALayer {
    unowned let view: UIView

    init(view: UIView) { self.view = view }

    // The attributes skip the dynamic exclusivity check, as UIView's state does (see UIView.swift).
    private func changed() { view.window?.damageExtentIncludingShadow(of: view) }

    /// The radius of the rounded corners of the background, border and (when masking) the clip.
    @exclusivity(unchecked) public var cornerRadius: CGFloat = 0 { didSet { changed() } }
    /// The width of the border drawn inside the bounds.
    @exclusivity(unchecked) public var borderWidth: CGFloat = 0 { didSet { changed() } }
    /// The colour of the border; opaque black by default.
    @exclusivity(unchecked) public var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { changed() } }
    /// The colour of the shadow; opaque black by default.
    @exclusivity(unchecked) public var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { changed() } }
    /// The opacity of the shadow; 0 (no shadow) by default.
    @exclusivity(unchecked) public var shadowOpacity: Float = 0 { didSet { changed() } }
    /// The offset of the shadow; (0, -3) by default, as in Core Animation.
    @exclusivity(unchecked) public var shadowOffset = CGSize(width: 0, height: -3) { didSet { changed() } }
    /// The blur radius of the shadow; 3 by default.
    @exclusivity(unchecked) public var shadowRadius: CGFloat = 3 { didSet { changed() } }
    /// The shape of the shadow, or nil for the rounded bounds.
    public var shadowPath: CGPath? { didSet { changed() } }

    /// Whether sublayers (subviews) are clipped to the rounded bounds: the view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }
    /// The layer's opacity: the view's `alpha`.
    public var opacity: Float {
        get { Float(view.alpha) }
        set { view.alpha = CGFloat(newValue) }
    }
    /// The background colour: the view's `backgroundColor`.
    public var backgroundColor: CGColor? {
        get { view.backgroundColor?.cgColor }
        set { view.backgroundColor = newValue.map { UIColor(cgColor: $0) } }
    }
    /// The layer's bounds: the view's.
    public var bounds: CGRect { view.bounds }
    /// The layer's frame: the view's.
    public var frame: CGRect { view.frame }

    /// Marks the layer's view for redrawing.
    public func setNeedsDisplay() { view.setNeedsDisplay() }

    /// Whether the layer draws a shadow.
    var hasShadow: Bool { shadowOpacity > 0 && shadowColor != nil }
}

extension UIWindow {
    /// Adds the area of `view` and its shadow to the damage.
    func damageExtentIncludingShadow(of view: UIView) {
        damageExtent(of: view)
        if let layer = view.storedLayer, layer.hasShadow {
            let spread = layer.shadowRadius * 2 + 1
            let rect = view.bounds.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
                .insetBy(dx: -spread, dy: -spread)
            damageBounds(of: view, rect: rect)
        }
    }
}
