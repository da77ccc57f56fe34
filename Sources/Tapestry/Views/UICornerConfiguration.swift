import Foundation

/// A radius for one corner of a view (UIKit 26): a fixed number of points, or one worked out from the view's
/// container so that the corner shares its centre with the container's corner.
public struct UICornerRadius: Hashable, Sendable, CustomStringConvertible, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    enum Kind: Hashable, Sendable {
        case fixed(CGFloat)
        case containerConcentric(minimum: CGFloat?)
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// A corner radius of `radius` points.
    public static func fixed(_ radius: Double) -> UICornerRadius { UICornerRadius(.fixed(CGFloat(radius))) }

    /// A radius concentric with the container's corner: the container's radius less the distance between the
    /// two corners (nothing below zero).
    public static var containerConcentric: UICornerRadius { containerConcentric() }

    /// A radius concentric with the container's corner, never less than `minimum` points when one is given.
    public static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius {
        UICornerRadius(.containerConcentric(minimum: minimum))
    }

    /// A fixed radius written as a number.
    public init(floatLiteral value: Double) { self.init(.fixed(CGFloat(value))) }

    /// A fixed radius written as a whole number.
    public init(integerLiteral value: Int) { self.init(.fixed(CGFloat(value))) }

    /// `fixed(8.0)`, `containerConcentric` or `containerConcentric(minimum: 4.0)`.
    public var description: String {
        switch kind {
        case .fixed(let radius): return "fixed(\(Double(radius)))"
        case .containerConcentric(let minimum?): return "containerConcentric(minimum: \(Double(minimum)))"
        case .containerConcentric(nil): return "containerConcentric"
        }
    }
}

/// How a view's four corners are rounded (UIKit 26), set with `UIView.cornerConfiguration`: a radius per corner,
/// one radius for all corners (the largest of their resolved radii when they differ), or a capsule.
public struct UICornerConfiguration: Hashable, Sendable, CustomStringConvertible {
    /// Corners that take one radius: each resolves `radius` on its own and the group takes the largest.
    struct Group: Hashable, Sendable {
        var corners: UIRectCorner
        var radius: UICornerRadius
    }

    enum Shape: Hashable, Sendable {
        /// Corners in no group are square.
        case groups([Group])
        /// Half the shorter side, at most `maximumRadius`.
        case capsule(maximumRadius: CGFloat?)
    }

    let shape: Shape

    init(_ shape: Shape) { self.shape = shape }

    /// Square corners: what a view has until a configuration is set.
    static let square = UICornerConfiguration(.groups([]))

    /// Each corner resolves `radius` on its own (a concentric radius may differ from corner to corner).
    public static func corners(radius: UICornerRadius) -> UICornerConfiguration {
        corners(topLeftRadius: radius, topRightRadius: radius, bottomLeftRadius: radius, bottomRightRadius: radius)
    }

    /// A radius for each corner; nil leaves that corner square.
    public static func corners(
        topLeftRadius: UICornerRadius?, topRightRadius: UICornerRadius?, bottomLeftRadius: UICornerRadius?,
        bottomRightRadius: UICornerRadius?
    ) -> UICornerConfiguration {
        groups([
            ([.topLeft], topLeftRadius), ([.topRight], topRightRadius), ([.bottomLeft], bottomLeftRadius),
            ([.bottomRight], bottomRightRadius),
        ])
    }

    /// Every corner takes the same radius: the largest that `radius` resolves to at any corner.
    public static func uniformCorners(radius: UICornerRadius) -> UICornerConfiguration {
        groups([(.allCorners, radius)])
    }

    /// The top corners share `topRadius`; the bottom ones take theirs (square when nil).
    public static func uniformTopRadius(
        _ topRadius: UICornerRadius, bottomLeftRadius: UICornerRadius? = nil,
        bottomRightRadius: UICornerRadius? = nil
    ) -> UICornerConfiguration {
        groups([
            ([.topLeft, .topRight], topRadius), ([.bottomLeft], bottomLeftRadius), ([.bottomRight], bottomRightRadius),
        ])
    }

    /// The bottom corners share `bottomRadius`; the top ones take theirs (square when nil).
    public static func uniformBottomRadius(
        _ bottomRadius: UICornerRadius, topLeftRadius: UICornerRadius? = nil, topRightRadius: UICornerRadius? = nil
    ) -> UICornerConfiguration {
        groups([
            ([.bottomLeft, .bottomRight], bottomRadius), ([.topLeft], topLeftRadius), ([.topRight], topRightRadius),
        ])
    }

    /// The left corners share `leftRadius`; the right ones take theirs (square when nil).
    public static func uniformLeftRadius(
        _ leftRadius: UICornerRadius, topRightRadius: UICornerRadius? = nil, bottomRightRadius: UICornerRadius? = nil
    ) -> UICornerConfiguration {
        groups([
            ([.topLeft, .bottomLeft], leftRadius), ([.topRight], topRightRadius), ([.bottomRight], bottomRightRadius),
        ])
    }

    /// The right corners share `rightRadius`; the left ones take theirs (square when nil).
    public static func uniformRightRadius(
        _ rightRadius: UICornerRadius, topLeftRadius: UICornerRadius? = nil, bottomLeftRadius: UICornerRadius? = nil
    ) -> UICornerConfiguration {
        groups([
            ([.topRight, .bottomRight], rightRadius), ([.topLeft], topLeftRadius), ([.bottomLeft], bottomLeftRadius),
        ])
    }

    /// The top corners share `topRadius` and the bottom ones `bottomRadius`.
    public static func uniformEdges(topRadius: UICornerRadius, bottomRadius: UICornerRadius) -> UICornerConfiguration {
        groups([([.topLeft, .topRight], topRadius), ([.bottomLeft, .bottomRight], bottomRadius)])
    }

    /// The left corners share `leftRadius` and the right ones `rightRadius`.
    public static func uniformEdges(leftRadius: UICornerRadius, rightRadius: UICornerRadius) -> UICornerConfiguration {
        groups([([.topLeft, .bottomLeft], leftRadius), ([.topRight, .bottomRight], rightRadius)])
    }

    /// A capsule: half the shorter side, following the view's size, at most `maximumRadius` when one is given.
    public static func capsule(maximumRadius: Double? = nil) -> UICornerConfiguration {
        UICornerConfiguration(.capsule(maximumRadius: maximumRadius.map { CGFloat($0) }))
    }

    private static func groups(_ groups: [(UIRectCorner, UICornerRadius?)]) -> UICornerConfiguration {
        UICornerConfiguration(
            .groups(groups.compactMap { corners, radius in radius.map { Group(corners: corners, radius: $0) } }))
    }

    /// How the configuration reads in a log: each group of corners with its radius.
    public var description: String {
        switch shape {
        case .capsule(let maximum?): return "capsule(maximumRadius: \(Double(maximum)))"
        case .capsule(nil): return "capsule"
        case .groups(let groups):
            let names: [(UIRectCorner, String)] = [
                (.topLeft, "topLeft"), (.topRight, "topRight"), (.bottomLeft, "bottomLeft"),
                (.bottomRight, "bottomRight"),
            ]
            let parts = groups.map { group in
                names.filter { group.corners.contains($0.0) }.map(\.1).joined(separator: "+") + ": \(group.radius)"
            }
            return "corners(" + (parts.isEmpty ? "square" : parts.joined(separator: ", ")) + ")"
        }
    }
}
