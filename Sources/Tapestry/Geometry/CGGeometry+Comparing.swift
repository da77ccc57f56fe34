import Foundation

// Core Graphics' comparisons under their Apple names (`CGRectEqualToRect` and friends as Swift imports them),
// which Foundation on Linux leaves out: exact equality, as `==`.

extension CGPoint {
    /// Whether the two points are equal (`CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are equal (`CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles have the same origin and size (`CGRectEqualToRect`); two null rectangles
    /// are equal.
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        return standardized == rect2.standardized
    }
}

extension CGPath: Equatable {
    /// Whether two paths have the same elements in the same order (`CGPathEqualToPath`).
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs === rhs || lhs.elements == rhs.elements }
}
