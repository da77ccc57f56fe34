import Foundation

/// The reasons a hit-test passes over a view, as bits of `UIView.hitTestBlockers`.
enum HitTestBlocker {
    static let hidden: UInt8 = 1
    static let interactionDisabled: UInt8 = 2
    static let transparent: UInt8 = 4
    /// Centre, bounds or transform not finite, or the transform not invertible.
    static let geometry: UInt8 = 8
    /// A UIView animation without `.allowUserInteraction` is moving the view (SEMANTICS §10.4).
    static let animating: UInt8 = 16
}

extension UIView {
    /// UIKit's hit-test walk (SEMANTICS §1), called by the default `hitTest(_:with:)`.
    ///
    /// A view whose class answers by its bounds (`answersByBounds`: an engine class that overrides neither
    /// `hitTest` nor `point(inside:)` nor the properties the walk reads) needs no dynamic call: the walk reads
    /// its cached blockers and bounds and, once such a child contains the point, goes down into it in a loop
    /// instead of recursing (the answer can no longer be nil there, so there is nothing to come back for).
    /// Any other child is asked through its own `hitTest(_:with:)`, and the walk goes on below it when that
    /// answers nil. Containers with many children are searched through their grid (`SubviewHitIndex`).
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if EventTrace.isEnabled { return tracedHitTest(point, with: event) }
        if answersByBounds {
            guard hitTestBlockers == 0, boundsContain(point) else { return nil }
        } else {
            guard !isHidden, isUserInteractionEnabled, alpha > 0.01, point.isFinite, hasFiniteGeometry,
                hitTestBlockers & HitTestBlocker.animating == 0,
                self.point(inside: point, with: event)
            else { return nil }
        }
        var view = Unmanaged.passUnretained(self)
        var point = point
        var below = Int.max
        while true {
            switch UIView.walkBoundsAnsweringSubviews(from: view, at: point, below: below) {
            case .answer(let found):
                return found.takeUnretainedValue()
            case .ask(let parent, let index, let parentPoint, let local):
                let child = parent.takeUnretainedValue().storedSubviews[index]
                if let hit = child.hitTest(local, with: event) { return hit }
                (view, point, below) = (parent, parentPoint, index)
            case .searchGrid(let container, let containerPoint):
                let container = container.takeUnretainedValue()
                switch container.gridHit(containerPoint, with: event) {
                case .descend(let child, let local)?: (view, point, below) = (child, local, .max)
                case .found(let hit)?: return hit
                case nil: return container
                }
            }
        }
    }

    /// Where `walkBoundsAnsweringSubviews` stopped.
    private enum HitWalkStop {
        /// No subview of this view takes the point: the view is the answer.
        case answer(Unmanaged<UIView>)
        /// Subview `index` of `parent` must be asked through `hitTest` at `local` (`parentPoint` is the point in
        /// the parent, to go on with the subviews below it when it answers nil).
        case ask(parent: Unmanaged<UIView>, index: Int, parentPoint: CGPoint, local: CGPoint)
        /// The view has enough subviews to be searched through its grid.
        case searchGrid(Unmanaged<UIView>, CGPoint)
    }

    private enum GridHit {
        case descend(Unmanaged<UIView>, CGPoint)
        case found(UIView)
    }

    private enum HitWalkStep {
        case descend(Unmanaged<UIView>, CGPoint)
        case stop(HitWalkStop)
    }

    /// The inner loop of the walk: from `start` (which took `point`), goes down through subviews that answer
    /// by their bounds, trying only the subviews with an index below `below` at the first level, until a view
    /// has no taker, a subview must be asked, or a container needs its grid. Nonisolated and retain-free: it
    /// reads only `nonisolated(unsafe)` fields through unretained references, which the caller keeps alive
    /// (the views are in the tree being hit-tested, and nothing here calls out or changes the tree).
    private nonisolated static func walkBoundsAnsweringSubviews(
        from start: Unmanaged<UIView>, at startPoint: CGPoint, below startLimit: Int
    ) -> HitWalkStop {
        var view = start
        var point = startPoint
        var limit = startLimit
        while true {
            let step: HitWalkStep = view._withUnsafeGuaranteedRef { parent in
                parent.storedSubviews.withUnsafeBufferPointer { subviews in
                    guard subviews.count < SubviewHitIndex.threshold else { return .stop(.searchGrid(view, point)) }
                    var index = min(limit, subviews.count)
                    while index > 0 {
                        index -= 1
                        let child = Unmanaged.passUnretained(subviews[index])
                        let childIndex = index
                        let step = child._withUnsafeGuaranteedRef { child -> HitWalkStep? in
                            let local = child.convertFromSuperview(point)
                            guard child.answersByBounds else {
                                return .stop(.ask(parent: view, index: childIndex, parentPoint: point, local: local))
                            }
                            guard child.hitTestBlockers == 0, child.boundsContain(local) else { return nil }
                            return .descend(Unmanaged.passUnretained(child), local)
                        }
                        if let step { return step }
                    }
                    return .stop(.answer(view))
                }
            }
            switch step {
            case .descend(let child, let local): (view, point, limit) = (child, local, .max)
            case .stop(let stop): return stop
            }
        }
    }

    /// Asks the grid of this container for the front-most subview that takes `point` (in this view's space).
    private func gridHit(_ point: CGPoint, with event: UIEvent?) -> GridHit? {
        let subviews = storedSubviews
        let index = subviewHitIndex ?? SubviewHitIndex(subviews: subviews)
        subviewHitIndex = index
        var result: GridHit?
        index.forEachCandidate(at: point) { candidate in
            let child = subviews[candidate]
            let local = child.convertFromSuperview(point)
            if child.answersByBounds {
                guard child.hitTestBlockers == 0, child.boundsContain(local) else { return false }
                result = .descend(Unmanaged.passUnretained(child), local)
            } else {
                guard let hit = child.hitTest(local, with: event) else { return false }
                result = .found(hit)
            }
            return true
        }
        return result
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
        } else if hitTestBlockers & HitTestBlocker.animating != 0 {
            reason = .animating
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
    /// covers no area and never matches a hit-test. Cached in the blockers: updated when the geometry changes.
    var hasFiniteGeometry: Bool { hitTestBlockers & HitTestBlocker.geometry == 0 }

    nonisolated func updateGeometryBlocker() {
        let usable =
            storedCenter.isFinite && storedBounds.isFiniteRect && storedTransform.isFinite
            && (storedTransform.b == 0 && storedTransform.c == 0
                ? storedTransform.a != 0 && storedTransform.d != 0 : storedTransform.determinant != 0)
        setHitTestBlocker(HitTestBlocker.geometry, !usable)
    }

    @inline(__always)
    nonisolated func setHitTestBlocker(_ blocker: UInt8, _ on: Bool) {
        hitTestBlockers = on ? hitTestBlockers | blocker : hitTestBlockers & ~blocker
    }

    /// Whether the bounds contain `point` (half-open, as `CGRect.contains`), without standardizing.
    @inline(__always)
    nonisolated func boundsContain(_ point: CGPoint) -> Bool {
        let b = storedBounds
        return point.x >= b.origin.x && point.y >= b.origin.y && point.x < b.origin.x + b.size.width
            && point.y < b.origin.y + b.size.height
    }
}
