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

/// What the hit-test walk reads of one subview, kept side by side in its superview's `subviewHitRecords` so
/// that a level of the walk reads one buffer instead of each subview object, as a C walk reads an array of
/// structs: the subview, its centre, the middle and the edges of its bounds (each worked out once, by the same
/// arithmetic `convertFromSuperview` and `boundsContain` use, so the answers are the same to the bit), whether
/// the walk needs nothing else of it, and where the subview's own records are, so that going down a level
/// touches no view object either.
struct SubviewHitRecord {
    enum Kind: UInt8 {
        /// It answers by its bounds, has no transform and nothing blocks it: the record is all the walk needs.
        case plain
        /// It answers by its bounds but something (hidden, transparent, …) blocks it: the walk passes over it.
        case blocked
        /// It has a transform or its class may answer otherwise: the walk reads the subview itself.
        case other
    }
    let view: Unmanaged<UIView>
    let center: CGPoint
    let middle: CGPoint
    let origin: CGPoint
    /// `origin` plus the size, as `boundsContain` adds them.
    let end: CGPoint
    /// The subview's own records when they were valid as this one was made (or patched in by the walk); the
    /// subview's records stay valid with this address and count while this record's view keeps its records
    /// valid, because invalidating them invalidates this one's too (`invalidateHitRecords()`).
    var records: UnsafeMutablePointer<SubviewHitRecord>?
    var recordCount: Int32
    var hasRecords: Bool
    let kind: Kind

    nonisolated init(_ child: UIView) {
        view = Unmanaged.passUnretained(child)
        let bounds = child.storedBounds
        center = child.storedCenter
        middle = CGPoint(x: bounds.midX, y: bounds.midY)
        origin = bounds.origin
        end = CGPoint(x: bounds.origin.x + bounds.size.width, y: bounds.origin.y + bounds.size.height)
        kind =
            !child.answersByBounds || !child.hasIdentityTransform
            ? .other : child.hitTestBlockers == 0 ? .plain : .blocked
        let own = child.subviewHitRecords
        hasRecords = child.hitRecordsValid && child.staleSubviewCount == 0
        records = own.base
        recordCount = Int32(own.count)
    }
}

/// The records of a view's subviews, in memory the view owns (not an array, so that reading them retains
/// nothing): allocated by the first walk through the view, reused after changes, freed by `deinit`.
struct SubviewHitRecords {
    private(set) var base: UnsafeMutablePointer<SubviewHitRecord>?
    // 32 bits each, so that the three fields take 16 bytes of every view.
    private var storedCount: Int32 = 0
    private var capacity: Int32 = 0
    var count: Int { Int(storedCount) }

    /// Replaces the records with those of `subviews`.
    nonisolated mutating func fill(from subviews: [UIView]) {
        // Only containers below `SubviewHitIndex.threshold` keep records, so the count fits.
        if subviews.count > capacity {
            base?.deallocate()
            capacity = Int32(max(subviews.count, 4))
            base = .allocate(capacity: Int(capacity))
        }
        storedCount = Int32(subviews.count)
        guard let base else { return }
        for (index, child) in subviews.enumerated() { (base + index).initialize(to: SubviewHitRecord(child)) }
    }

    nonisolated mutating func free() {
        base?.deallocate()
        base = nil
        storedCount = 0
        capacity = 0
    }
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
    ///
    /// Each level reads its subviews from the parent's `subviewHitRecords`, side by side in one buffer, as a C
    /// walk reads an array of structs, and goes down through a record's pointer to the subview's records, so
    /// that it touches a view object only when the subview has a transform or must be asked, or when records
    /// must be rebuilt after a change (then the parent's record is pointed at the new ones).
    private nonisolated static func walkBoundsAnsweringSubviews(
        from start: Unmanaged<UIView>, at startPoint: CGPoint, below startLimit: Int
    ) -> HitWalkStop {
        var view = start
        var point = startPoint
        var limit = startLimit
        // The records of `view`'s subviews when known without reading `view`, and the record (in the level
        // above) that should point at them once they are rebuilt.
        var known: (base: UnsafeMutablePointer<SubviewHitRecord>?, count: Int)?
        var recordAbove: UnsafeMutablePointer<SubviewHitRecord>?
        while true {
            let records: (base: UnsafeMutablePointer<SubviewHitRecord>?, count: Int)
            if let known {
                records = known
            } else {
                let own = view._withUnsafeGuaranteedRef { parent -> SubviewHitRecords? in
                    if !parent.hitRecordsValid || parent.staleSubviewCount != 0 {
                        guard parent.storedSubviews.count < SubviewHitIndex.threshold else { return nil }
                        parent.rebuildSubviewHitRecords()
                    }
                    return parent.subviewHitRecords
                }
                guard let own else { return .searchGrid(view, point) }
                records = (own.base, own.count)
                if let recordAbove {
                    recordAbove.pointee.records = own.base
                    recordAbove.pointee.recordCount = Int32(own.count)
                    recordAbove.pointee.hasRecords = true
                }
            }
            var index = min(limit, records.count)
            var next: (view: Unmanaged<UIView>, local: CGPoint, record: UnsafeMutablePointer<SubviewHitRecord>)?
            search: while index > 0 {
                index -= 1
                let record = records.base.unsafelyUnwrapped + index
                switch record.pointee.kind {
                case .plain:
                    // The arithmetic of `convertFromSuperview` and `boundsContain`, on the record's copies.
                    let r = record.pointee
                    let local = CGPoint(x: point.x - r.center.x + r.middle.x, y: point.y - r.center.y + r.middle.y)
                    guard local.x >= r.origin.x, local.y >= r.origin.y, local.x < r.end.x, local.y < r.end.y
                    else { continue }
                    next = (r.view, local, record)
                    break search
                case .blocked:
                    continue
                case .other:
                    let childIndex = index
                    let outcome = record.pointee.view._withUnsafeGuaranteedRef { child -> HitWalkStep? in
                        let local = child.convertFromSuperview(point)
                        guard child.answersByBounds else {
                            return .stop(.ask(parent: view, index: childIndex, parentPoint: point, local: local))
                        }
                        guard child.hitTestBlockers == 0, child.boundsContain(local) else { return nil }
                        return .descend(Unmanaged.passUnretained(child), local)
                    }
                    switch outcome {
                    case nil: continue
                    case .stop(let stop)?: return stop
                    case .descend(let child, let local)?:
                        next = (child, local, record)
                        break search
                    }
                }
            }
            guard let next else { return .answer(view) }
            let record = next.record.pointee
            (view, point, limit) = (next.view, next.local, .max)
            if record.hasRecords {
                (known, recordAbove) = ((record.records, Int(record.recordCount)), nil)
            } else {
                (known, recordAbove) = (nil, next.record)
            }
        }
    }

    /// Copies what the walk reads of each subview into `subviewHitRecords` (reusing its memory).
    private nonisolated func rebuildSubviewHitRecords() {
        subviewHitRecords.fill(from: storedSubviews)
        hitRecordsValid = true
    }

    /// Marks this view's records stale, and those of every ancestor up to the first already stale (their
    /// records may point into this view's); the next walk through them rebuilds them.
    nonisolated func invalidateHitRecords() {
        var view = self
        while view.hitRecordsValid {
            view.hitRecordsValid = false
            guard let parent = view.storedSuperview else { return }
            view = parent
        }
    }

    /// Asks the grid of this container for the front-most subview that takes `point` (in this view's space).
    private func gridHit(_ point: CGPoint, with event: UIEvent?) -> GridHit? {
        let subviews = storedSubviews
        let index = subviewHitIndex ?? SubviewHitIndex(subviews: subviews)
        subviewHitIndex = index
        var result: GridHit?
        // The candidates are read without retaining them (`subviews`, a copy of the array, keeps them alive even
        // if an overridden `hitTest` changes the tree): on a large container most of them are cold in the cache.
        subviews.withUnsafeBufferPointer { buffer in
            index.forEachCandidate(at: point) { candidate in
                let child = Unmanaged.passUnretained(buffer[candidate])
                let plain = child._withUnsafeGuaranteedRef { child -> (Bool, CGPoint, Bool) in
                    let local = child.convertFromSuperview(point)
                    return (
                        child.answersByBounds, local, child.hitTestBlockers == 0 && child.boundsContain(local)
                    )
                }
                if plain.0 {
                    guard plain.2 else { return false }
                    result = .descend(child, plain.1)
                } else {
                    guard let hit = child.takeUnretainedValue().hitTest(plain.1, with: event) else { return false }
                    result = .found(hit)
                }
                return true
            }
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
        storedSuperview?.invalidateHitRecords()
        let usable =
            storedCenter.isFinite && storedBounds.isFiniteRect && storedTransform.isFinite
            && (storedTransform.b == 0 && storedTransform.c == 0
                ? storedTransform.a != 0 && storedTransform.d != 0 : storedTransform.determinant != 0)
        setHitTestBlocker(HitTestBlocker.geometry, !usable)
    }

    @inline(__always)
    nonisolated func setHitTestBlocker(_ blocker: UInt8, _ on: Bool) {
        let blockers = on ? hitTestBlockers | blocker : hitTestBlockers & ~blocker
        guard blockers != hitTestBlockers else { return }
        hitTestBlockers = blockers
        storedSuperview?.invalidateHitRecords()
    }

    /// Whether the bounds contain `point` (half-open, as `CGRect.contains`), without standardizing.
    @inline(__always)
    nonisolated func boundsContain(_ point: CGPoint) -> Bool {
        let b = storedBounds
        return point.x >= b.origin.x && point.y >= b.origin.y && point.x < b.origin.x + b.size.width
            && point.y < b.origin.y + b.size.height
    }
}
