import Foundation

/// The shape of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name, as Core Animation's.
    public let rawValue: String
    /// A curve by its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles of the corner radius.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Curves that start `cornerCurveExpansionFactor(.continuous)` × the radius from the corner and meet the
    /// edges without a jump in curvature.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")

    /// How much further than the radius a continuous corner starts.
    static let continuousExpansionFactor: CGFloat = 1.528665
}

/// The radius of each corner of a layer whose corners differ (what a view's corner configuration resolves to).
package struct CornerRadii: Equatable, Sendable {
    package var topLeft: CGFloat
    package var topRight: CGFloat
    package var bottomLeft: CGFloat
    package var bottomRight: CGFloat

    package init(topLeft: CGFloat, topRight: CGFloat, bottomLeft: CGFloat, bottomRight: CGFloat) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
    }

    /// The radius at one corner of a layer (in the layer's own, top-left-origin coordinates).
    package func radius(at corner: CACornerMask) -> CGFloat {
        switch corner {
        case .layerMinXMinYCorner: return topLeft
        case .layerMaxXMinYCorner: return topRight
        case .layerMinXMaxYCorner: return bottomLeft
        default: return bottomRight
        }
    }

    /// The largest of the four.
    package var largest: CGFloat { Swift.max(topLeft, topRight, bottomLeft, bottomRight) }
}
