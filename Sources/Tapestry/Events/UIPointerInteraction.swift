import Foundation

/// A region of a view where one pointer style applies.
@preconcurrency @MainActor
open class UIPointerRegion: NSObject {
    /// The region, in the interaction's view's coordinates.
    public let rect: CGRect
    /// Tells regions apart (the style is asked again when it changes).
    public let identifier: AnyHashable?

    /// Creates a region.
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }
}

/// Where the pointer is, when an interaction is asked for its region.
@preconcurrency @MainActor
open class UIPointerRegionRequest: NSObject {
    /// The pointer's location in the interaction's view.
    public let location: CGPoint
    /// The modifier keys held.
    public let modifiers: UIKeyModifierFlags

    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
    }
}

/// The shape the pointer takes.
public enum UIPointerShape: Sendable, Equatable {
    /// A rounded rectangle (on the desktop: the hand that says "clickable").
    case roundedRect(CGRect, radius: CGFloat = 8)
    /// A vertical beam (the text cursor).
    case verticalBeam(length: CGFloat)
    /// A horizontal beam (the text cursor of vertical text).
    case horizontalBeam(length: CGFloat)
}

/// How the pointer shows a view it is over, given as a preview of the view. On the desktop every effect shows
/// the hand (the view itself does not change).
public enum UIPointerEffect {
    /// The system's choice for the view.
    case automatic(UITargetedPreview)
    /// The view is highlighted.
    case highlight(UITargetedPreview)
    /// The view lifts.
    case lift(UITargetedPreview)
    /// The view reacts to hovering.
    case hover(
        UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
        prefersScaledContent: Bool = true)

    /// How a hovered view is tinted.
    public enum TintMode: Int, Sendable {
        /// No tint.
        case none
        /// A tint over the view.
        case overlay
        /// A tint under the view.
        case underlay
    }
}

/// A view as a preview shows it (a pointer effect's, a context menu's or a drag's): the view, how it is drawn
/// and where.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The view shown.
    public let view: UIView
    /// How it is drawn (its visible path, background and shadow).
    public let parameters: UIPreviewParameters
    /// Where it is shown.
    public let target: UIPreviewTarget
    /// The preview's size: the view's bounds.
    open var size: CGSize { view.bounds.size }

    /// A preview of `view` where it is, with `parameters`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
    }

    /// A preview of `view` where it is, with `parameters`.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        self.init(
            view: view, parameters: parameters,
            target: UIPreviewTarget(container: view.superview ?? view, center: view.center))
    }

    /// A preview of `view` where it is.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The same preview shown at another target.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}

/// How a preview draws its view.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The part of the view shown (nil: all of it).
    open var visiblePath: UIBezierPath?
    /// The colour behind the view (nil: the system's).
    open var backgroundColor: UIColor!
    /// The shadow's shape (nil: the visible path's).
    open var shadowPath: UIBezierPath?

    /// Default parameters.
    public override init() {}

    /// Parameters showing only the given rectangles of the view (lines of text), their corners rounded.
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let path = UIBezierPath()
        for value in textLineRects {
            let rect = value.cgRectValue
            guard !rect.isEmpty else { continue }
            path.append(UIBezierPath(roundedRect: rect, cornerRadius: min(4, rect.height / 2)))
        }
        if !path.isEmpty { visiblePath = path }
    }
}

/// Where a preview is shown: a point in a container view, with a transform.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    /// The view whose coordinates `center` is in.
    public let container: UIView
    /// The preview's centre.
    public let center: CGPoint
    /// The transform applied to the preview.
    public let transform: CGAffineTransform

    /// A target at `center` in `container`, transformed by `transform`.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
    }

    /// A target at `center` in `container`.
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}

/// What the pointer looks like over a region (SEMANTICS §13.5). On the Linux desktop a style becomes a cursor
/// of the theme, by its Xcursor name (`cursorName`): a vertical beam is "text", a horizontal beam
/// "vertical-text", an effect or a rounded rectangle "pointer" (the hand), `hidden()` "none", `system()` and
/// no style "default" (the arrow).
@preconcurrency @MainActor
open class UIPointerStyle: NSObject {
    /// The cursor's name in the Xcursor theme (a Linux addition; the names of the freedesktop cursor spec).
    public let cursorName: String

    private init(cursorName: String) { self.cursorName = cursorName }

    /// The automatic effect on an interaction's view: the hand.
    static var automatic: UIPointerStyle { UIPointerStyle(cursorName: "pointer") }

    /// A style with an effect on the view (and optionally a shape).
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(cursorName: shape.map(Self.name(for:)) ?? "pointer")
    }

    /// A style with a shape and no effect.
    public convenience init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
        self.init(cursorName: Self.name(for: shape))
    }

    /// A cursor of the theme by its Xcursor name ("crosshair", "grab", "not-allowed", "ew-resize"…), a Linux
    /// addition for what iPadOS has no shape for.
    public convenience init(cursorNamed name: String) {
        precondition(!name.isEmpty, "UIPointerStyle(cursorNamed:): the cursor name is empty")
        self.init(cursorName: name)
    }

    /// No pointer at all while over the region.
    public static func hidden() -> UIPointerStyle { UIPointerStyle(cursorName: "none") }

    /// The system's pointer (the arrow).
    public static func system() -> UIPointerStyle { UIPointerStyle(cursorName: "default") }

    private static func name(for shape: UIPointerShape) -> String {
        switch shape {
        case .roundedRect: "pointer"
        case .verticalBeam: "text"
        case .horizontalBeam: "vertical-text"
        }
    }
}

/// The axes of a layout or movement.
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The bit pattern.
    public var rawValue: UInt
    /// Creates axes from a bit pattern.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Horizontal.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// Vertical.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both.
    public static let both: UIAxis = [.horizontal, .vertical]
}

/// What a pointer interaction's delegate decides; every method is optional.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region the pointer is in (nil: none, the default style of what is under it applies). The default
    /// answers `defaultRegion` (the whole view).
    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion
    ) -> UIPointerRegion?
    /// The style within a region (nil: the system's). The default is the automatic effect (the hand).
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
}

extension UIPointerInteractionDelegate {
    /// Returns `defaultRegion`.
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? { defaultRegion }
    /// Returns the automatic effect.
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
        -> UIPointerStyle?
    { .automatic }
}

/// Changes the pointer over its view (SEMANTICS §13.5): its delegate picks a region and a style; without a
/// delegate the view shows the hand.
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, UIInteraction {
    /// The delegate.
    public private(set) weak var delegate: UIPointerInteractionDelegate?
    /// Whether it acts. Default true.
    public var isEnabled = true
    /// The view it is on.
    public private(set) weak var view: UIView?

    /// Creates an interaction.
    public init(delegate: UIPointerInteractionDelegate?) { self.delegate = delegate }

    /// Part of `UIInteraction`.
    public func willMove(to view: UIView?) {}
    /// Part of `UIInteraction`.
    public func didMove(to view: UIView?) { self.view = view }

    /// Asks the delegate for the region and style to use again (the backend asks on the next motion).
    public func invalidate() {}

    /// The style at `location` (in the view), or nil when the pointer is in no region of this interaction.
    func style(at location: CGPoint, modifiers: UIKeyModifierFlags) -> UIPointerStyle? {
        guard isEnabled, let view else { return nil }
        let defaultRegion = UIPointerRegion(rect: view.bounds)
        guard let delegate else { return .automatic }
        let request = UIPointerRegionRequest(location: location, modifiers: modifiers)
        guard let region = delegate.pointerInteraction(self, regionFor: request, defaultRegion: defaultRegion),
            region.rect.contains(location)
        else { return nil }
        return delegate.pointerInteraction(self, styleFor: region) ?? .system()
    }
}
