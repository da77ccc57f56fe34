import Foundation

/// Inset distances for the edges of a rectangle: positive values shrink it, negative values grow it.
public struct UIEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// No insets (all zero).
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Creates insets from the four edge distances.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// A textual form in UIKit's order: top, left, bottom, right.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown where an inset is negative).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let r = standardized
        return CGRect(
            x: r.origin.x + insets.left, y: r.origin.y + insets.top,
            width: r.size.width - insets.left - insets.right,
            height: r.size.height - insets.top - insets.bottom)
    }
}

extension CGPoint {
    /// Whether both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    /// Whether both dimensions are finite numbers.
    public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension CGRect {
    /// Whether origin and size are all finite numbers.
    public var isFiniteRect: Bool { origin.isFinite && size.isFinite }
}

extension CGRect {
    /// The rectangle with each negative width or height made positive by moving its origin, axis by axis, so
    /// it works for a rectangle with a non-finite value too (Foundation's `standardized` gives up on those).
    var standardizedAxes: CGRect {
        var r = self
        if r.size.width < 0 {
            r.origin.x += r.size.width
            r.size.width = -r.size.width
        }
        if r.size.height < 0 {
            r.origin.y += r.size.height
            r.size.height = -r.size.height
        }
        return r
    }
}
