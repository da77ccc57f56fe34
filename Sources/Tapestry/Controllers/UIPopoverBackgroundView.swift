import Foundation

/// The frame drawn around a popover's content, with its arrow: subclass it, answer the class methods and draw
/// the arrow at `arrowOffset` on the `arrowDirection` side, then set the class as the popover's
/// `popoverBackgroundViewClass`. The popover places it behind the content, `contentViewInsets()` larger on each
/// side and `arrowHeight()` larger on the arrow's side.
@preconcurrency @MainActor
open class UIPopoverBackgroundView: UIView {
    /// How far the arrow is from the middle of its side, in points.
    open var arrowOffset: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The side the arrow points from.
    open var arrowDirection: UIPopoverArrowDirection = .unknown { didSet { setNeedsLayout() } }

    /// The width of the arrow's base (0 here; a subclass gives its own).
    open class func arrowBase() -> CGFloat { 0 }
    /// The height of the arrow (0 here; a subclass gives its own).
    open class func arrowHeight() -> CGFloat { 0 }
    /// The insets from the background's edges to the content (none here; a subclass gives its own).
    open class func contentViewInsets() -> UIEdgeInsets { .zero }
    /// Whether the content keeps the default popover look (rounded corners, its background); true.
    open class var wantsDefaultContentAppearance: Bool { true }
}

extension UIPopoverPresentationController {
    /// The class of the view drawn around the content (nil: none, the content's rounded rectangle).
    public var popoverBackgroundViewClass: UIPopoverBackgroundView.Type? {
        get { popoverSettings.backgroundClass }
        set { popoverSettings.backgroundClass = newValue }
    }

    /// The margins the popover keeps from the window's edges (8 points each by default).
    public var popoverLayoutMargins: UIEdgeInsets {
        get { popoverSettings.layoutMargins }
        set { popoverSettings.layoutMargins = newValue }
    }

    /// Whether the popover may cover its source when there is no room beside it (kept: it is placed in the
    /// window either way, as near its source as fits).
    public var canOverlapSourceViewRect: Bool {
        get { popoverSettings.canOverlapSource }
        set { popoverSettings.canOverlapSource = newValue }
    }

    /// Whether `point` in `view` is over one of the passthrough views.
    func passesThrough(_ point: CGPoint, in view: UIView) -> Bool {
        for passthrough in passthroughViews ?? [] where passthrough.window === view.window && !passthrough.isHidden {
            if passthrough.bounds.contains(view.convert(point, to: passthrough)) { return true }
        }
        return false
    }

    var popoverSettings: PopoverSettings {
        withUnsafePointer(to: &PopoverSettings.key) { key in
            if let settings = objc_getAssociatedObject(self, key) as? PopoverSettings { return settings }
            let settings = PopoverSettings()
            objc_setAssociatedObject(self, key, settings, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return settings
        }
    }

    /// Places the background view of `popoverBackgroundViewClass` behind the presented view, with the arrow
    /// towards the source.
    func placeBackgroundView(around frame: CGRect, arrow: UIPopoverArrowDirection, sourceMidX: CGFloat) {
        guard let container = containerView, let presented = presentedView, let type = popoverBackgroundViewClass
        else { return }
        let background = popoverSettings.background ?? ClassValueInitializers.make(type, frame: .zero)
        popoverSettings.background = background
        let insets = type.contentViewInsets()
        var outer = frame.inset(
            by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
        if arrow == .up { outer.origin.y -= type.arrowHeight() }
        outer.size.height += arrow == .up || arrow == .down ? type.arrowHeight() : 0
        background.frame = outer
        background.arrowDirection = arrow
        background.arrowOffset = sourceMidX - outer.midX
        if background.superview !== container { container.insertSubview(background, belowSubview: presented) }
        if !type.wantsDefaultContentAppearance {
            presented.layer.cornerRadius = 0
            presented.backgroundColor = .clear
        }
    }
}

/// What a popover keeps beyond its stored properties.
@MainActor
final class PopoverSettings {
    nonisolated(unsafe) static var key: UInt8 = 0
    var backgroundClass: UIPopoverBackgroundView.Type?
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var canOverlapSource = false
    var background: UIPopoverBackgroundView?
}

/// The area outside a popover: a click there dismisses it, except over the passthrough views, which stay
/// usable.
@MainActor
final class PopoverOutsideView: UIView {
    weak var controller: UIPopoverPresentationController?

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if controller?.passesThrough(point, in: self) == true { return false }
        return super.point(inside: point, with: event)
    }
}
