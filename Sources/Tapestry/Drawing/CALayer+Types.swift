import Foundation

/// How a layer's `contents` image is placed in its bounds.
public struct CALayerContentsGravity: Hashable, Sendable, RawRepresentable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Centred, unscaled.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Centred horizontally at the top edge, unscaled.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Centred horizontally at the bottom edge, unscaled.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Centred vertically at the left edge, unscaled.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Centred vertically at the right edge, unscaled.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// At the top-left corner, unscaled.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// At the top-right corner, unscaled.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// At the bottom-left corner, unscaled.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// At the bottom-right corner, unscaled.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping its aspect ratio (cropped).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// The view content mode that places content the same way (Core Animation's "top" is the top of the
    /// screen in UIKit's flipped layers).
    public var contentMode: UIViewContentMode {
        switch self {
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        case .resizeAspect: .scaleAspectFit
        case .resizeAspectFill: .scaleAspectFill
        default: .scaleToFill
        }
    }
}

/// What a layer asks its delegate (a view's layer's delegate is the view). Not isolated, as in Core Animation;
/// every method has a default, as Objective-C's optional methods do.
public protocol CALayerDelegate: NSObjectProtocol {
    /// Gives the layer its content, typically by setting `contents` (called by the default `CALayer.display()`);
    /// a delegate that does not implement it leaves the content to `draw(_:in:)`.
    func display(_ layer: CALayer)
    /// Draws the layer's content (called by the default `CALayer.draw(in:)`).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers (called by the default `CALayer.layoutSublayers()`).
    func layoutSublayers(of layer: CALayer)
    /// The action for a change of `event` on `layer` (nil: keep searching; `NSNull()`: no action).
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Not implemented: the layer's content is drawn with `draw(in:)`.
    public func display(_ layer: CALayer) { layer.delegateDeclinedDisplay = true }
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// No action of its own: the layer keeps searching.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

/// A view is its layer's delegate; its delegate methods are the main actor's, as a view's are in UIKit.
extension UIView: @preconcurrency CALayerDelegate {}

/// A layer's presented geometry and opacity, kept typed because every animated view reads them every frame.
struct PresentedCommon {
    var position: CGPoint?
    var bounds: CGRect?
    var transform: CGAffineTransform?
    var opacity: Double?
    var isEmpty: Bool { position == nil && bounds == nil && transform == nil && opacity == nil }
}

/// The corners `CALayer.cornerRadius` rounds.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates a value from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

extension CALayer {
    /// The area the shadow of a layer with bounds `rect` can darken, in the layer's coordinates.
    func shadowExtent(of rect: CGRect) -> CGRect {
        let base = shadowPath?.boundingBox ?? rect
        let spread = shadowRadius * 2 + 2
        return base.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height).insetBy(dx: -spread, dy: -spread)
    }
}

/// How a layer's `contents` is filtered when drawn at another size.
public struct CALayerContentsFilter: Hashable, Sendable, RawRepresentable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Linear interpolation.
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Linear, between detail levels too.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
