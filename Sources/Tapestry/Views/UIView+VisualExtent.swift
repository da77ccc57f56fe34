import Foundation

// The area a view and its subtree draw into, kept from frame to frame: the renderer skips a subtree whose
// extent misses the area being drawn (a long scroll view's off-screen content), and damage reads it for every
// view that moves. Each view with subviews keeps its own extent, in its own coordinates (a leaf's is its own
// reach, worked out when asked), until something it depends on changes: its bounds, its layer's shadow or standalone sublayers, its clipping, its subviews (added, removed,
// hidden, moved, or their own extents). A change clears the view's extent and its ancestors' up to the first
// one already cleared: a kept extent implies kept extents for the visible subviews it was made from, so an
// ancestor above a cleared view is cleared too (or does not depend on it).

/// What a view with subviews keeps about them between frames: the grids that find the children at a point or
/// in an area, and the extent of the subtree's drawing. One object, made when the first of them is kept, so
/// that a view without subviews carries one reference for all three.
final class SubviewCaches {
    @exclusivity(unchecked) nonisolated(unsafe) var hitIndex: SubviewHitIndex?
    @exclusivity(unchecked) nonisolated(unsafe) var drawIndex: SubviewHitIndex?
    @exclusivity(unchecked) nonisolated(unsafe) var visualExtent: CGRect

    nonisolated init(hitIndex: SubviewHitIndex? = nil, drawIndex: SubviewHitIndex? = nil, visualExtent: CGRect = .null)
    {
        self.hitIndex = hitIndex
        self.drawIndex = drawIndex
        self.visualExtent = visualExtent
    }
}

extension UIView {
    /// A grid of this view's subviews for hit-testing (built when there are many; dropped on any change).
    nonisolated var subviewHitIndex: SubviewHitIndex? {
        get { subviewCaches?.hitIndex }
        set {
            if let caches = subviewCaches {
                caches.hitIndex = newValue
            } else if let newValue {
                subviewCaches = SubviewCaches(hitIndex: newValue)
            }
        }
    }
    /// The same for drawing (dropped together with it).
    nonisolated var subviewDrawIndex: SubviewHitIndex? {
        get { subviewCaches?.drawIndex }
        set {
            if let caches = subviewCaches {
                caches.drawIndex = newValue
            } else if let newValue {
                subviewCaches = SubviewCaches(drawIndex: newValue)
            }
        }
    }
    /// The area the view and its subtree draw into, in its own coordinates, kept until something it depends on
    /// changes (`.null`: to be made). Only a view with subviews keeps one.
    nonisolated var visualExtentCache: CGRect {
        get { subviewCaches?.visualExtent ?? .null }
        set {
            if let caches = subviewCaches {
                caches.visualExtent = newValue
            } else if !newValue.isNull {
                subviewCaches = SubviewCaches(visualExtent: newValue)
            }
        }
    }

    /// The area this view and its visible subviews draw into, in the view's own coordinates (a renderer skips
    /// the subtree where this misses what it draws).
    @_spi(Rendering) public func visualExtent() -> CGRect {
        let kept = visualExtentCache
        if !kept.isNull { return kept }
        if subviewStorage.isEmpty { return ownVisualExtent }
        if clipsToBounds {
            let extent = ownVisualExtent
            visualExtentCache = extent
            return extent
        }
        // Children before parents, from a list made with an explicit stack (any depth is safe); subtrees
        // whose extent is kept are not entered.
        var order: [UIView] = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            order.append(view)
            if !view.clipsToBounds {
                for subview in view.storedSubviews
                where !subview.isHidden && !subview.subviewStorage.isEmpty && subview.visualExtentCache.isNull {
                    stack.append(subview)
                }
            }
        }
        var result = CGRect.null
        for view in order.reversed() {
            var extent = view.ownVisualExtent
            if !view.clipsToBounds {
                for subview in view.storedSubviews where !subview.isHidden {
                    // A leaf's is its own reach; a parent's was kept just now or before.
                    let sub = subview.subviewStorage.isEmpty ? subview.ownVisualExtent : subview.visualExtentCache
                    extent = extent.union(sub.applying(subview.transformToSuperview))
                }
            }
            view.visualExtentCache = extent
            result = extent
        }
        return result
    }

    /// Clears the kept extent of this view and of its ancestors up to the first one already cleared (after
    /// this view, which is always cleared: its own extent may not have been made while its superview's was).
    nonisolated func invalidateVisualExtent() {
        subviewCaches?.visualExtent = .null
        var ancestor = storedSuperview
        while let view = ancestor, !view.visualExtentCache.isNull {
            view.visualExtentCache = .null
            ancestor = view.storedSuperview
        }
    }

    /// For checks (the chaos fuzzer's): nil when every extent kept in the subtree equals the one made afresh,
    /// else what differs. Afterwards every view of the subtree keeps a fresh extent, so that a later check has
    /// every change since this one to find.
    @_spi(Rendering) public func checkKeptVisualExtents() -> String? {
        var stack: [UIView] = [self]
        var views: [UIView] = []
        while let view = stack.popLast() {
            views.append(view)
            stack.append(contentsOf: view.storedSubviews)
        }
        let kept = views.map(\.visualExtentCache)
        for view in views { view.subviewCaches?.visualExtent = .null }
        // Every extent made below is made from fresh ones.
        var stale: String?
        func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || (a.isNaN && b.isNaN) }
        func same(_ a: CGRect, _ b: CGRect) -> Bool {
            same(a.origin.x, b.origin.x) && same(a.origin.y, b.origin.y) && same(a.size.width, b.size.width)
                && same(a.size.height, b.size.height)
        }
        for (view, extent) in zip(views, kept) where !same(view.visualExtent(), extent) && !extent.isNull {
            stale = stale ?? "\(type(of: view)) kept \(extent), its subtree's is \(view.visualExtentCache)"
        }
        return stale
    }

    /// The bounds, with the shadow and the standalone sublayers the view's layer draws beyond them.
    var ownVisualExtent: CGRect {
        guard let layer = storedLayer else { return storedBounds }
        var extent = storedBounds
        if layer.hasShadow { extent = extent.union(layer.shadowExtent(of: storedBounds)) }
        if !layer.ownSublayers.isEmpty || !layer.sublayersBelowSubviews.isEmpty, !clipsToBounds {
            var stack = layer.ownSublayers + layer.sublayersBelowSubviews
            while let sublayer = stack.popLast() {
                extent = extent.union(sublayer.bounds.applying(sublayer.transformToHostView()))
                if sublayer.hasShadow {
                    extent = extent.union(
                        sublayer.shadowExtent(of: sublayer.bounds).applying(sublayer.transformToHostView()))
                }
                if !sublayer.masksToBounds { stack.append(contentsOf: sublayer.ownSublayers) }
            }
        }
        return extent
    }
}
