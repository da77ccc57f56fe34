import Foundation

/// Keys of a layer subclass's own, animated as Core Animation animates them: a layer carries any key
/// (`setValue(_:forKey:)`), a `CABasicAnimation` or `CAKeyframeAnimation` of that key interpolates it on the
/// presentation layer, and a class that answers true from `needsDisplay(forKey:)` is drawn again every frame
/// from its presentation layer (whose `draw(in:)` reads the key), as progress rings and custom charts do.
extension CALayer {
    /// A value of the type an animation of `key` carries, for a key of the app's own that was never set
    /// (its first `fromValue`, `toValue`, `byValue` or keyframe value).
    func customAnimationExample(forKey key: String) -> Any? {
        for entry in animationEntries {
            guard let property = entry.animation as? CAPropertyAnimation, property.splitKeyPath?.base == key else {
                continue
            }
            if let basic = property as? CABasicAnimation,
                let value = basic.fromValue ?? basic.toValue ?? basic.byValue
            {
                return value
            }
            if let keyframes = property as? CAKeyframeAnimation, let first = keyframes.values?.first { return first }
        }
        return nil
    }

    /// Whether the renderer draws this layer's content again from its presentation layer at each frame: an
    /// animated key needs display.
    @_spi(Rendering) public var redrawsWhilePresenting: Bool {
        guard !presented.isEmpty else { return false }
        let type = type(of: self)
        return presented.keys.contains { type.needsDisplay(forKey: $0) }
    }
}
