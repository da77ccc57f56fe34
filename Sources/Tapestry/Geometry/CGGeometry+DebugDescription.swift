import Foundation

// Apple's Core Graphics overlay gives its geometry debug descriptions (`size.debugDescription`, and what
// `debugPrint` and `String(reflecting:)` show); Linux's Foundation, which defines these types there, does
// not. The same text as Apple's: the components in parentheses.

extension CGPoint: @retroactive CustomDebugStringConvertible {
    /// `(x, y)`.
    public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
    /// `(width, height)`.
    public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
    /// `(x, y, width, height)`.
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

extension CGVector: CustomDebugStringConvertible {
    /// `(dx, dy)`.
    public var debugDescription: String { "(\(dx), \(dy))" }
}
