import Foundation

/// A horizontal and a vertical distance to move something by, in points (bar item titles, shadows).
public struct UIOffset: Equatable, Hashable, Sendable {
    /// The horizontal distance; positive moves right.
    public var horizontal: CGFloat
    /// The vertical distance; positive moves down.
    public var vertical: CGFloat

    /// Creates an offset.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Creates a zero offset.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// No offset.
    public static let zero = UIOffset()
}

/// Creates an offset, as the C function of that name does.
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
    UIOffset(horizontal: horizontal, vertical: vertical)
}
