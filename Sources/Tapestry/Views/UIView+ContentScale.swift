import Foundation

// The drawing properties of UIView that most views never set, kept beside the view (in the associated-object
// table) so that they cost an ordinary view nothing.

extension UIView {
    private nonisolated(unsafe) static let contentScaleKey = UnsafeRawPointer(
        UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    private nonisolated(unsafe) static let keepsContextKey = UnsafeRawPointer(
        UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// Pixels per point of the view's drawing: its window's screen scale (the main screen's before it is in a
    /// window), or the value set. Setting it sets the layer's `contentsScale` too; the renderer draws every view
    /// at its window's scale, so a value set is reported back but does not make the drawing finer or coarser.
    public var contentScaleFactor: CGFloat {
        get {
            if let set = AssociatedObjects.shared.value(for: self, key: Self.contentScaleKey) as? CGFloat { return set }
            return window?.screen.scale ?? UIScreen.main.scale
        }
        set {
            AssociatedObjects.shared.set(
                newValue, policy: .OBJC_ASSOCIATION_RETAIN, for: self, key: Self.contentScaleKey)
            layer.contentsScale = newValue
            setNeedsDisplay()
        }
    }

    /// Whether the view's area is cleared before `draw(_:)` runs (true by default). The renderer draws each
    /// view over what lies beneath it, so drawing always starts from a clear area, as with true; false is kept.
    public var clearsContextBeforeDrawing: Bool {
        get { AssociatedObjects.shared.value(for: self, key: Self.keepsContextKey) == nil }
        set {
            AssociatedObjects.shared.set(
                newValue ? nil : true, policy: .OBJC_ASSOCIATION_RETAIN, for: self, key: Self.keepsContextKey)
        }
    }

    /// The layer's anchor point, in unit coordinates of the bounds ((0.5, 0.5), the centre, by default): the
    /// point the transform turns about and that `center` places. Changing it keeps `center`, so the view moves.
    public var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set { layer.anchorPoint = newValue }
    }

    /// The view's transform as a 3-D one (the layer's); its affine part is what is drawn and hit-tested.
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
}
