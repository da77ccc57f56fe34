import Foundation

/// UIKit's string drawing on `NSString` (the same as on `String`): measuring and drawing with attributes.
extension NSString {
    /// The size the string takes on one line with `attrs`.
    @preconcurrency @MainActor
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }

    /// Draws the string in the current context with its top-left corner at `point`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string wrapped into `rect` in the current context.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }

    /// The rectangle the string takes when drawn with `attributes` (see `String`'s).
    @preconcurrency @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSString {
    /// Draws the string with `attributes` into `rect` as `boundingRect(with:options:attributes:context:)`
    /// measures it (wrapped at the width with `.usesLineFragmentOrigin`).
    @preconcurrency @MainActor
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        (self as String).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}

extension String {
    /// Draws the string with `attributes` into `rect` as `boundingRect(with:options:attributes:context:)`
    /// measures it (wrapped at the width with `.usesLineFragmentOrigin`).
    @preconcurrency @MainActor
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        NSAttributedString(string: self, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}
