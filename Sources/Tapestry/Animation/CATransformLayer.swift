import Foundation

/// A layer that only groups and transforms its sublayers: Core Animation draws none of its own content (no
/// background, border, shadow, contents or `draw(in:)`), only its sublayers through its transform. Here every
/// layer tree is drawn through the flat part of its transforms, so its sublayers are drawn as they would be in
/// any layer; what it does not draw is its own content.
open class CATransformLayer: CALayer {
    /// A transform layer is not hit: only its sublayers are (nil when none contains `p`).
    open override func hitTest(_ p: CGPoint) -> CALayer? {
        let hit = super.hitTest(p)
        return hit === self ? nil : hit
    }
}
