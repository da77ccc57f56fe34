import Foundation

/// Where a layer sits in its tree: its host view, coordinates across layers, key paths, change notification.
extension CALayer {
    /// The layer removed from the screen loses its animations (their completions get `false`).
    func layerDidLeaveScreen() {
        var stack: [CALayer] = [self]
        while let layer = stack.popLast() {
            layer.removeAllAnimations()
            stack.append(contentsOf: layer.ownSublayers)
            stack.append(contentsOf: layer.sublayersBelowSubviews)
        }
    }

    /// The view whose layer tree holds this layer (itself for a view's layer), or nil when it is in none.
    var hostView: UIView? {
        var layer: CALayer? = self
        while let current = layer {
            if let view = current.view { return view }
            layer = current.parent
        }
        return nil
    }

    /// The matrix from this standalone layer's space to its host view's space.
    func transformToHostView() -> CGAffineTransform {
        var m = CGAffineTransform.identity
        var layer: CALayer? = self
        while let current = layer, current.view == nil {
            m = m.concatenating(
                current.transformToSuperlayer(
                    bounds: current.storedBounds, position: current.storedPosition,
                    transform: current.storedTransform.affineTransform))
            layer = current.parent
        }
        return m
    }

    // MARK: Coordinates

    /// Converts a point from this layer's space to `layer`'s (nil: the root of this layer's tree).
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        point.applying(transformToRoot().concatenating(layer?.transformToRoot().inverted() ?? .identity))
    }

    /// Converts a point from `layer`'s space to this layer's.
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        point.applying((layer?.transformToRoot() ?? .identity).concatenating(transformToRoot().inverted()))
    }

    /// Converts a rectangle from this layer's space to `layer`'s.
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        rect.applying(transformToRoot().concatenating(layer?.transformToRoot().inverted() ?? .identity))
    }

    /// Converts a rectangle from `layer`'s space to this layer's.
    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        rect.applying((layer?.transformToRoot() ?? .identity).concatenating(transformToRoot().inverted()))
    }

    func transformToRoot() -> CGAffineTransform {
        guard let host = hostView else { return transformToHostView() }
        let viewMatrix = withMainActorState(host) { $0.transform(to: $0.window ?? $0.rootView) }
        return (view != nil ? .identity : transformToHostView()).concatenating(viewMatrix)
    }

    /// The base key and the component of a key path: "bounds.size.width" → ("bounds", "size.width").
    nonisolated static func split(_ keyPath: String) -> (String, String?) {
        guard let dot = keyPath.firstIndex(of: ".") else { return (keyPath, nil) }
        return (String(keyPath[..<dot]), String(keyPath[keyPath.index(after: dot)...]))
    }

    // MARK: Change notification

    /// Whether the layer, and every standalone layer above it, has been in its tree across a commit of the run
    /// loop's transaction: Core Animation animates no change of a layer that was never shown, so a tree built
    /// and set up in one turn appears as set up.
    var hasBeenCommitted: Bool {
        var layer: CALayer? = self
        while let current = layer, current.view == nil {
            if current.joinedAtCommit >= CATransaction.commits { return false }
            layer = current.parent
        }
        return true
    }

    /// Records damage for a change of the layer's look.
    func changed() { withMainActorState(self) { $0.changedOnMainActor() } }

    @MainActor private func changedOnMainActor() {
        if let view {
            // A shadow, a sublayer or the clipping may reach further now.
            view.invalidateVisualExtent()
            view.window?.damageExtent(of: view)
        } else if let host = hostView {
            host.invalidateVisualExtent()
            host.window?.damageExtent(of: host)
        }
    }

    /// A model value changed: record damage, and animate it when a UIView animation block or an implicit
    /// transaction applies.
    func modelDidChange(_ key: String, from old: AnimatableValue) {
        withMainActorState((self, key, old)) { layer, key, old in
            layer.changedOnMainActor()
            AnimationRecorder.layer(layer, didChange: key, from: old)
        }
    }
}

/// A standalone layer waiting for its layout, held weakly.
struct WeakLayerReference {
    weak var layer: CALayer?
}

extension CALayer {
    /// Standalone layers marked with `setNeedsLayout()`, laid out by the frame step with the views.
    nonisolated(unsafe) static var layersNeedingLayout: [WeakLayerReference] = []

    /// Lays out the standalone layers that asked for it (what their layout marks again goes next, a bounded
    /// number of rounds).
    static func layOutPendingLayers() {
        var rounds = 0
        while !layersNeedingLayout.isEmpty, rounds < 16 {
            rounds += 1
            let pending = layersNeedingLayout
            layersNeedingLayout.removeAll()
            for entry in pending { entry.layer?.layOutOwnIfNeeded() }
        }
    }

    /// Views' layers marked with `setNeedsDisplay()` since the last frame step, for its display phase.
    nonisolated(unsafe) static var layersNeedingDisplay: [WeakLayerReference] = []

    /// Queues a view's layer for the frame step's display phase (once until that phase runs).
    func queueForDisplay() {
        guard !isQueuedForDisplay else { return }
        isQueuedForDisplay = true
        CALayer.layersNeedingDisplay.append(WeakLayerReference(layer: self))
    }

    /// The display phase: views in a window that asked to be displayed get their layer's `display()` (the
    /// view's `display(_:)`, which sets `contents`), as Core Animation's commit does on iOS, whether or not
    /// anything draws the window afterwards; views that leave their content to `draw(_:)` are drawn by the
    /// renderer.
    @MainActor static func displayPendingLayers() {
        guard !layersNeedingDisplay.isEmpty else { return }
        let pending = layersNeedingDisplay
        layersNeedingDisplay.removeAll()
        for entry in pending {
            guard let layer = entry.layer else { continue }
            layer.isQueuedForDisplay = false
            if let view = layer.view, view.storedWindow != nil { layer.displayIfNeeded() }
        }
    }
}
