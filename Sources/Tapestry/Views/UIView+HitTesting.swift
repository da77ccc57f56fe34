import Foundation

extension UIView {
    /// UIKit's hit-test walk (SEMANTICS §1), called by the default `hitTest(_:with:)`.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if EventTrace.isEnabled { return tracedHitTest(point, with: event) }
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, point.isFinite, hasFiniteGeometry,
            self.point(inside: point, with: event)
        else { return nil }
        let subviews = storedSubviews
        if subviews.count >= SubviewHitIndex.threshold {
            let index = subviewHitIndex ?? SubviewHitIndex(subviews: subviews)
            subviewHitIndex = index
            var hit: UIView?
            index.forEachCandidate(at: point) { candidate in
                let subview = subviews[candidate]
                hit = subview.hitTest(subview.convertFromSuperview(point), with: event)
                return hit != nil
            }
            return hit ?? self
        }
        var index = subviews.count
        while index > 0 {
            index -= 1
            let subview = subviews[index]
            let local = subview.convertFromSuperview(point)
            // A bounds-answering child cannot be hit outside its bounds: skip the call (same answer).
            if subview.answersByBounds && !subview.boundsContain(local) { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// The same walk, recording each view visited and why it was passed over.
    private func tracedHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let depth = EventTrace.enterHitTest()
        defer { EventTrace.leaveHitTest() }
        let name = EventTrace.name(self)
        var reason: EventTrace.SkipReason?
        if isHidden {
            reason = .hidden
        } else if !isUserInteractionEnabled {
            reason = .interactionDisabled
        } else if !(alpha > 0.01) {
            reason = .alpha
        } else if !point.isFinite || !hasFiniteGeometry {
            reason = .notFinite
        }
        if let reason {
            EventTrace.record(.hitTestSkipped(view: name, depth: depth, reason: reason))
            return nil
        }
        let inside = self.point(inside: point, with: event)
        EventTrace.record(.hitTestVisited(view: name, depth: depth, point: point, pointInside: inside))
        guard inside else {
            EventTrace.record(.hitTestSkipped(view: name, depth: depth, reason: .outsideBounds))
            return nil
        }
        for subview in storedSubviews.reversed() {
            if let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// Whether centre, bounds and transform are finite and the transform invertible; a view that is not
    /// covers no area and never matches a hit-test. Cached: recomputed when the geometry changes.
    var hasFiniteGeometry: Bool { geometryIsHitTestable }

    func computeGeometryIsHitTestable() -> Bool {
        storedCenter.isFinite && storedBounds.isFiniteRect && storedTransform.isFinite
            && (storedTransform.b == 0 && storedTransform.c == 0
                ? storedTransform.a != 0 && storedTransform.d != 0 : storedTransform.determinant != 0)
    }

    /// Whether the bounds contain `point` (half-open, as `CGRect.contains`), without standardizing.
    @inline(__always)
    func boundsContain(_ point: CGPoint) -> Bool {
        let b = storedBounds
        return point.x >= b.origin.x && point.y >= b.origin.y && point.x < b.origin.x + b.size.width
            && point.y < b.origin.y + b.size.height
    }
}
