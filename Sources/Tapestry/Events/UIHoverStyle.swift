import Foundation

/// How a shape's corners are curved (iOS 17).
public enum UICornerCurve: Int, Sendable {
    /// The system's choice: circular.
    case automatic
    /// Quarter circles.
    case circular
    /// Continuous curves, as the system's rounded rectangles.
    case continuous
}

/// An abstract shape (iOS 17) that becomes a concrete path in the rectangle it is resolved in: a rectangle,
/// capsule or circle fitted to it, a fixed rectangle or path in its coordinates, optionally inset.
public struct UIShape: Sendable {
    enum Kind: Sendable {
        case rect(cornerRadius: CGFloat, curve: UICornerCurve, corners: UIRectCorner)
        case capsule
        case circle
        case fixed(CGRect, cornerRadius: CGFloat, curve: UICornerCurve, corners: UIRectCorner)
        case path(CGPath)
    }

    let kind: Kind
    var inset: CGFloat = 0

    /// A rectangle filling the frame it is resolved in.
    public static var rect: UIShape { UIShape(kind: .rect(cornerRadius: 0, curve: .automatic, corners: .allCorners)) }
    /// A rounded rectangle whose radius is half its shorter side.
    public static var capsule: UIShape { UIShape(kind: .capsule) }
    /// A circle of half the frame's shorter side, centred in it.
    public static var circle: UIShape { UIShape(kind: .circle) }

    /// A rectangle filling the frame, with `maskedCorners` rounded by `cornerRadius`.
    public static func rect(
        cornerRadius: CGFloat, cornerCurve: UICornerCurve = .automatic, maskedCorners: UIRectCorner = .allCorners
    ) -> UIShape {
        UIShape(kind: .rect(cornerRadius: cornerRadius, curve: cornerCurve, corners: maskedCorners))
    }

    /// `rect` in the coordinates of the view it is resolved for, whatever that view's size.
    public static func fixedRect(
        _ rect: CGRect, cornerRadius: CGFloat = 0, cornerCurve: UICornerCurve = .automatic,
        maskedCorners: UIRectCorner = .allCorners
    ) -> UIShape {
        UIShape(kind: .fixed(rect, cornerRadius: cornerRadius, curve: cornerCurve, corners: maskedCorners))
    }

    /// A Bézier path, in the coordinates of the view it is resolved for.
    public static func path(_ path: UIBezierPath) -> UIShape { UIShape(kind: .path(path.cgPath.copy() ?? path.cgPath)) }

    /// The same shape, inset by `insets` on every side (negative: outset).
    public func inset(by insets: CGFloat) -> UIShape {
        var shape = self
        shape.inset += insets
        return shape
    }

    /// The concrete path of the shape in `frame`.
    func resolvedPath(in frame: CGRect) -> UIBezierPath {
        let rect: CGRect
        switch kind {
        case .fixed(let fixed, _, _, _): rect = fixed.insetBy(dx: inset, dy: inset)
        case .path(let path):
            guard inset != 0 else { return UIBezierPath(cgPath: path) }
            // A path is inset by scaling it about its centre so that its bounding box shrinks by the inset.
            let box = path.boundingBoxOfPath
            guard box.width > 2 * inset, box.height > 2 * inset else { return UIBezierPath() }
            let transform = CGAffineTransform(translationX: box.midX, y: box.midY)
                .scaledBy(x: (box.width - 2 * inset) / box.width, y: (box.height - 2 * inset) / box.height)
                .translatedBy(x: -box.midX, y: -box.midY)
            let bezier = UIBezierPath(cgPath: path)
            bezier.apply(transform)
            return bezier
        default: rect = frame.insetBy(dx: inset, dy: inset)
        }
        guard rect.width > 0, rect.height > 0 else { return UIBezierPath() }
        let shorter = min(rect.width, rect.height)
        switch kind {
        case .rect(let radius, _, let corners), .fixed(_, let radius, _, let corners):
            guard radius > 0 else { return UIBezierPath(rect: rect) }
            return UIBezierPath(
                roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        case .capsule: return UIBezierPath(roundedRect: rect, cornerRadius: shorter / 2)
        case .circle:
            return UIBezierPath(
                ovalIn: CGRect(x: rect.midX - shorter / 2, y: rect.midY - shorter / 2, width: shorter, height: shorter))
        case .path: return UIBezierPath()
        }
    }
}

/// An effect a view shows while the pointer is over it (iOS 17).
@MainActor
public protocol UIHoverEffect: AnyObject {}

/// The system's effect for the view: on the desktop, a highlight.
public final class UIHoverAutomaticEffect: NSObject, UIHoverEffect {
    /// Creates the automatic effect.
    public override init() { super.init() }
}

/// A tint over the view's shape.
public final class UIHoverHighlightEffect: NSObject, UIHoverEffect {
    /// Creates the highlight effect.
    public override init() { super.init() }
}

/// The view lifts: a tint over its shape with a shadow around it.
public final class UIHoverLiftEffect: NSObject, UIHoverEffect {
    /// Creates the lift effect.
    public override init() { super.init() }
}

extension UIHoverEffect where Self == UIHoverAutomaticEffect {
    /// The system's effect for the view.
    public static var automatic: UIHoverAutomaticEffect { UIHoverAutomaticEffect() }
}

extension UIHoverEffect where Self == UIHoverHighlightEffect {
    /// A tint over the view's shape.
    public static var highlight: UIHoverHighlightEffect { UIHoverHighlightEffect() }
}

extension UIHoverEffect where Self == UIHoverLiftEffect {
    /// The view lifts.
    public static var lift: UIHoverLiftEffect { UIHoverLiftEffect() }
}

/// The effect and shape a view shows while the pointer is over it (iOS 17): a view's `hoverStyle`. On the
/// desktop the highlight is a translucent tint of the shape drawn over the view and its subviews, and the lift
/// adds a shadow around it; both go when the pointer leaves the view or its window.
@MainActor
public final class UIHoverStyle: NSObject {
    /// The effect shown.
    public var effect: any UIHoverEffect { didSet { changed() } }
    /// The shape the effect takes (nil: the view's bounds, rounded as its layer's corners are).
    public var shape: UIShape? { didSet { changed() } }
    /// Whether the effect shows; turning it off keeps the style on its view.
    public var isEnabled = true { didSet { changed() } }

    /// A style with `effect` in `shape`.
    public init(effect: some UIHoverEffect, shape: UIShape? = nil) {
        self.effect = effect
        self.shape = shape
    }

    /// A style with the automatic effect in `shape`.
    public convenience init(shape: UIShape? = nil) { self.init(effect: UIHoverAutomaticEffect(), shape: shape) }

    /// The automatic effect in the view's own shape.
    public static func automatic() -> UIHoverStyle { UIHoverStyle() }

    private func changed() { HoverEffectPresenter.shared.styleChanged(self) }
}

extension UIView {
    /// The effect the view shows while the pointer is over it (iOS 17); nil, the default, shows none.
    public var hoverStyle: UIHoverStyle? {
        get { objc_getAssociatedObject(self, &HoverStyleKey.style) as? UIHoverStyle }
        set {
            objc_setAssociatedObject(self, &HoverStyleKey.style, newValue, .OBJC_ASSOCIATION_RETAIN)
            HoverEffectPresenter.shared.viewStyleChanged(self)
        }
    }
}

private enum HoverStyleKey {
    nonisolated(unsafe) static var style: UInt8 = 0
}

/// Shows the hover style of the view under the pointer: the innermost view of the pointer's path with an
/// enabled style gets a shape layer in front of its subviews, taken away when the pointer leaves it.
@MainActor
final class HoverEffectPresenter {
    static let shared = HoverEffectPresenter()

    private weak var view: UIView?
    private let layer = CAShapeLayer()

    /// The view showing an effect, if any.
    var hoveredView: UIView? { layer.superlayer == nil ? nil : view }

    /// Whether any view was ever given a style (until then motion costs nothing here).
    private var stylesSet = false

    /// The pointer moved to `target`: the innermost view on its path with a style (shown while it is enabled).
    func moved(_ target: PointerTarget) {
        guard stylesSet else { return }
        let styled = target.first { view -> UIView? in view.hoverStyle == nil ? nil : view }
        if styled !== view {
            layer.removeFromSuperlayer()
            view = styled
        }
        refresh()
    }

    /// The pointer left `window`.
    func exited(_ window: UIWindow) {
        guard let view, view.window === window || view.window == nil else { return }
        layer.removeFromSuperlayer()
        self.view = nil
    }

    func styleChanged(_ style: UIHoverStyle) {
        if let view, view.hoverStyle === style { refresh() }
    }

    func viewStyleChanged(_ changed: UIView) {
        if changed.hoverStyle != nil { stylesSet = true }
        if changed === view { refresh() }
    }

    private func refresh() {
        guard let view else { return }
        if let style = view.hoverStyle, style.isEnabled, view.window != nil {
            present(on: view, style: style)
        } else {
            layer.removeFromSuperlayer()
        }
    }

    private func present(on view: UIView, style: UIHoverStyle) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let bounds = view.bounds
        let shape =
            style.shape
            ?? .rect(cornerRadius: view.layer.cornerRadius, maskedCorners: UIRectCorner(view.layer.maskedCorners))
        layer.frame = bounds
        layer.path = shape.resolvedPath(in: bounds).cgPath
        let lifts = style.effect is UIHoverLiftEffect
        layer.fillColor =
            UIColor.label.resolvedColor(with: view.traitCollection)
            .withAlphaComponent(lifts ? 0.06 : 0.1).cgColor
        layer.shadowPath = lifts ? layer.path : nil
        layer.shadowOpacity = lifts ? 0.25 : 0
        layer.shadowRadius = lifts ? 6 : 0
        layer.shadowOffset = lifts ? CGSize(width: 0, height: 3) : .zero
        if layer.superlayer !== view.layer {
            layer.removeFromSuperlayer()
            view.layer.addSublayer(layer)
        }
    }
}

extension UIRectCorner {
    /// The corners a layer's `maskedCorners` names.
    init(_ masked: CACornerMask) {
        self = []
        if masked.contains(.layerMinXMinYCorner) { insert(.topLeft) }
        if masked.contains(.layerMaxXMinYCorner) { insert(.topRight) }
        if masked.contains(.layerMinXMaxYCorner) { insert(.bottomLeft) }
        if masked.contains(.layerMaxXMaxYCorner) { insert(.bottomRight) }
    }
}
