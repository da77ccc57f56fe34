import Foundation

// A layer's own time (CAMediaTiming on layers): each layer's clock runs from its superlayer's by `beginTime`,
// `speed` and `timeOffset`, so a layer with `speed = 0` pauses every animation in its subtree and
// `timeOffset` scrubs them. Animations are sampled, begin and end in their layer's time.

extension CALayer {
    /// Whether any layer has been given a `beginTime`, `speed` or `timeOffset` of its own; until one is, every
    /// layer's time is the media time and no tree is walked.
    nonisolated(unsafe) static var someLayerHasOwnTiming = false

    /// Re-samples the subtree's animations on the layer's new time.
    func timingDidChange() {
        if !hasDefaultTiming { CALayer.someLayerHasOwnTiming = true }
        withMainActorState(self) { root in
            var stack: [CALayer] = [root]
            while let layer = stack.popLast() {
                if !layer.animationEntries.isEmpty {
                    layer.animationsDidChange()
                    UIApplication.shared.animationEngine.layerDidAddAnimation(layer)
                }
                stack.append(contentsOf: layer.sublayers ?? [])
            }
        }
    }

    var hasDefaultTiming: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 }

    /// This layer's time at media time `t` (what `CACurrentMediaTime()` reads).
    func localTime(atMediaTime t: CFTimeInterval) -> CFTimeInterval {
        guard CALayer.someLayerHasOwnTiming else { return t }
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let current = layer {
            chain.append(current)
            layer = current.superlayer
        }
        var time = t
        for layer in chain.reversed() where !layer.hasDefaultTiming {
            time = (time - layer.beginTime) * Double(layer.speed) + layer.timeOffset
        }
        return time
    }

    /// Whether the layer's time stands still (`speed` is 0 on it or on a superlayer).
    var isTimePaused: Bool {
        var layer: CALayer? = self
        while let current = layer {
            if current.speed == 0 { return true }
            layer = current.superlayer
        }
        return false
    }

    /// The media time at which this layer's time reads `local` (infinity when a layer on the way is paused).
    func mediaTime(atLocalTime local: CFTimeInterval) -> CFTimeInterval {
        guard CALayer.someLayerHasOwnTiming else { return local }
        var time = local
        var layer: CALayer? = self
        while let current = layer {
            if !current.hasDefaultTiming {
                guard current.speed != 0 else { return .infinity }
                time = (time - current.timeOffset) / Double(current.speed) + current.beginTime
            }
            layer = current.superlayer
        }
        return time
    }

    /// Converts a time from `layer`'s time (media time when nil) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(atMediaTime: layer?.mediaTime(atLocalTime: t) ?? t)
    }

    /// Converts a time from this layer's time to `layer`'s (media time when nil).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let media = mediaTime(atLocalTime: t)
        return layer?.localTime(atMediaTime: media) ?? media
    }

    // MARK: Sublayer transform

    /// The matrix `sublayerTransform` puts between a standalone sublayer and this layer: the transform about
    /// this layer's anchor point.
    var sublayerMatrix: CGAffineTransform {
        let b = bounds
        let anchor = CGPoint(x: b.minX + anchorPoint.x * b.width, y: b.minY + anchorPoint.y * b.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(sublayerTransform.affineTransform)
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    }
}
