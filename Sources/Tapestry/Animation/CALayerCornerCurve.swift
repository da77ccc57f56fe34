import Foundation

/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// A curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles (Tapestry draws every corner so).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous curve (drawn as `circular` here).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
