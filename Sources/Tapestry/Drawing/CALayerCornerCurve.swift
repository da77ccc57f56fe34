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
