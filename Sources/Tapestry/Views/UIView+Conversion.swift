import Foundation

extension UIView {
    /// Converts a point from this view's coordinate space to that of `view`.
    ///
    /// Works between any two views, also in different windows (through screen coordinates, where each
    /// window's frame places it). A nil `view` means this view's window (or, outside a window, the root of
    /// its hierarchy).
    /// - Parameters:
    ///   - point: A point in the receiver's coordinate space.
    ///   - view: The view whose coordinate space the result is in.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let target = view ?? rootView
        if target === self { return point }
        if target.storedSuperview === self { return target.convertFromSuperview(point) }
        if storedSuperview === target { return convertToSuperview(point) }
        return point.applying(transform(to: target))
    }

    /// Converts a point from the coordinate space of `view` to this view's.
    ///
    /// - Parameters:
    ///   - point: A point in the coordinate space of `view` (of this view's window when nil).
    ///   - view: The view whose coordinate space `point` is in.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        (view ?? rootView).convert(point, to: self)
    }

    /// Converts a rectangle from this view's coordinate space to that of `view`; with a rotation the result
    /// is the bounding box of the transformed rectangle.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let target = view ?? rootView
        if target === self { return rect }
        return rect.applying(transform(to: target))
    }

    /// Converts a rectangle from the coordinate space of `view` (this view's window when nil) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        (view ?? rootView).convert(rect, to: self)
    }

    /// This view's window, or the top of its hierarchy when it is not in one.
    var rootView: UIView {
        if let storedWindow { return storedWindow }
        var view = self
        while let superview = view.storedSuperview { view = superview }
        return view
    }

    /// The point in this view's space for `point` in the superview's space.
    @inline(__always)
    nonisolated func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        if hasIdentityTransform {
            return CGPoint(
                x: point.x - storedCenter.x + storedBounds.midX, y: point.y - storedCenter.y + storedBounds.midY)
        }
        let local = CGPoint(x: point.x - storedCenter.x, y: point.y - storedCenter.y)
            .applying(storedTransform.inverted())
        return CGPoint(x: local.x + storedBounds.midX, y: local.y + storedBounds.midY)
    }

    /// The point in the superview's space for `point` in this view's space.
    func convertToSuperview(_ point: CGPoint) -> CGPoint {
        let local = CGPoint(x: point.x - storedBounds.midX, y: point.y - storedBounds.midY)
        let moved = hasIdentityTransform ? local : local.applying(storedTransform)
        return CGPoint(x: moved.x + storedCenter.x, y: moved.y + storedCenter.y)
    }

    /// The matrix from this view's bounds space to its superview's (for a window: to screen coordinates):
    /// `center`, `bounds` and `transform` together. Renderers draw each view through it.
    public var transformToSuperview: CGAffineTransform {
        if hasIdentityTransform {
            return CGAffineTransform(
                translationX: storedCenter.x - storedBounds.midX, y: storedCenter.y - storedBounds.midY)
        }
        return CGAffineTransform(translationX: -storedBounds.midX, y: -storedBounds.midY)
            .concatenating(storedTransform)
            .concatenating(CGAffineTransform(translationX: storedCenter.x, y: storedCenter.y))
    }

    /// The matrix from this view's space to the space of its root view, and that root.
    private func transformToRoot() -> (root: UIView, matrix: CGAffineTransform) {
        var matrix = CGAffineTransform.identity
        var view = self
        while let superview = view.storedSuperview {
            matrix = matrix.concatenating(view.transformToSuperview)
            view = superview
        }
        return (view, matrix)
    }

    /// The matrix from this view's space to `target`'s, through their common root (or the screen).
    func transform(to target: UIView) -> CGAffineTransform {
        let (myRoot, mine) = transformToRoot()
        let (theirRoot, theirs) = target.transformToRoot()
        if myRoot === theirRoot { return mine.concatenating(theirs.inverted()) }
        return mine.concatenating(myRoot.transformToSuperview)
            .concatenating(theirRoot.transformToSuperview.inverted())
            .concatenating(theirs.inverted())
    }
}
