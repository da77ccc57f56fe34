import Foundation

/// A view's layer anchor point (SEMANTICS §10.7). The view keeps its geometric centre (the middle of the
/// untransformed bounds, where the transform turns about by default) in `storedCenter`, which every hit-test
/// and conversion reads; `center`, the layer's position, is where the anchor point sits. They differ only when
/// the anchor is not (0.5, 0.5), by `anchorShift`, so the common case costs nothing.
extension UIView {
    /// How far the anchor point sits from the middle of the bounds, turned and scaled by the transform: the
    /// position is `storedCenter` plus this. Zero for the default anchor.
    var anchorShift: CGPoint {
        guard let layer = storedLayer, layer.hasCustomAnchor else { return .zero }
        return Self.shift(anchor: layer.anchorPoint, size: storedBounds.size, transform: storedTransform)
    }

    static func shift(anchor: CGPoint, size: CGSize, transform t: CGAffineTransform) -> CGPoint {
        let d = CGPoint(x: (anchor.x - 0.5) * size.width, y: (anchor.y - 0.5) * size.height)
        return CGPoint(x: t.a * d.x + t.c * d.y, y: t.b * d.x + t.d * d.y)
    }

    /// The layer's anchor point changed: the position stays, so the view moves (as in UIKit).
    func layerAnchorDidChange(from old: CGPoint) {
        guard let layer = storedLayer else { return }
        let oldFrame = frame
        let position = CGPoint(
            x: storedCenter.x + Self.shift(anchor: old, size: storedBounds.size, transform: storedTransform).x,
            y: storedCenter.y + Self.shift(anchor: old, size: storedBounds.size, transform: storedTransform).y)
        let shift = Self.shift(anchor: layer.anchorPoint, size: storedBounds.size, transform: storedTransform)
        storedCenter = CGPoint(x: position.x - shift.x, y: position.y - shift.y)
        geometryDidChange(oldFrame: oldFrame)
    }

    /// Keeps the position where it was after the bounds size or the transform changed (custom anchors only).
    func keepPosition(_ position: CGPoint) {
        guard let layer = storedLayer, layer.hasCustomAnchor else { return }
        let shift = anchorShift
        storedCenter = CGPoint(x: position.x - shift.x, y: position.y - shift.y)
    }
}
