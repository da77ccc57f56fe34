import Foundation

/// The Auto Layout engine of one view hierarchy (kept on its root view): the items' frames as variables of an
/// incremental Cassowary solver, the active constraints, each view's frame pinned while it translates its
/// autoresizing mask into constraints, and its intrinsic size with content hugging and compression
/// resistance. A layout pass solves what changed and sets the frames of views laid out by constraints.
@MainActor
final class AutoLayoutEngine {
    /// How many engines exist: with none, hierarchy changes skip every Auto Layout hook.
    private(set) static var live = 0

    unowned let root: UIView
    let solver = LayoutSolver()

    final class Item {
        weak var object: AnyObject?
        let left: LayoutSolver.Variable, top: LayoutSolver.Variable
        let width: LayoutSolver.Variable, height: LayoutSolver.Variable
        var pins: [LayoutSolver.Constraint] = []
        var pinned: CGRect?
        /// The autoresizing mask the pins translate and the superview's bounds size they were made at.
        var pinnedMask: UIView.AutoresizingMask = []
        var pinnedReference = CGSize.zero
        var intrinsic: [LayoutSolver.Constraint] = []
        var intrinsicKey: [Double] = []
        /// The weakest preferences for a width or height of zero or more, added once the solver left it negative.
        var floors: [LayoutSolver.Constraint] = []
        init(_ object: AnyObject, name: String) {
            self.object = object
            left = .init("\(name).minX")
            top = .init("\(name).minY")
            width = .init("\(name).width")
            height = .init("\(name).height")
            for variable in [left, top, width, height] { variable.owner = self }
        }
        var frame: CGRect { CGRect(x: left.value, y: top.value, width: width.value, height: height.value) }
        var changed: Bool { left.changed || top.changed || width.changed || height.changed }
        /// Whether the solution was ever applied to the item.
        var applied = false
        /// The pull `exerciseAmbiguityInLayout()` left on one of the item's variables, and its last direction.
        var exercise: LayoutSolver.Constraint?
        var exerciseDirection = -1.0
    }

    var items: [ObjectIdentifier: Item] = [:]
    /// Items whose pins or intrinsic constraints may be out of date (all of them when `allItemsDirty`).
    private var dirtyItems: Set<ObjectIdentifier> = []
    private var allItemsDirty = true
    /// Items whose solution was never applied.
    private var unapplied: [Item] = []
    /// The active constraints and what the solver holds for each (nil: broken, it could not be satisfied).
    private var constraints: [ObjectIdentifier: (constraint: NSLayoutConstraint, solved: LayoutSolver.Constraint?)] =
        [:]
    private var changed: [NSLayoutConstraint] = []
    private var removed: [LayoutSolver.Constraint] = []
    private(set) var isDirty = true
    /// Views that asked for `updateConstraints()`.
    var needsUpdate: [UIView] = []

    init(root: UIView) {
        self.root = root
        Self.live += 1
    }

    deinit {
        // An engine goes with its root view, which may be released on another thread.
        if MainActorContext.isCurrent {
            MainActor.assumeIsolated { Self.live -= 1 }
        } else {
            DispatchQueue.main.async { Self.live -= 1 }
        }
    }

    /// Counts the changes to constraints, pins and intrinsic sizes (what a cached fitting size depends on).
    private(set) var generation = 0

    func markDirty() {
        generation &+= 1
        isDirty = true
        allItemsDirty = true
        root.setNeedsLayout()
    }

    /// One item's frame, intrinsic size or priorities changed.
    func itemDidChange(_ object: AnyObject) {
        generation &+= 1
        dirtyItems.insert(ObjectIdentifier(object))
        // Its text may have moved its baselines: constraints on them go in again with the new offsets.
        if !baselineConstraints.isEmpty, let view = object as? UIView {
            for constraint in baselineConstraints.values where constraint.usesBaseline(of: view) {
                appliedValues[ObjectIdentifier(constraint)] = nil
                constraintDidChange(constraint)
            }
        }
        isDirty = true
        root.setNeedsLayout()
    }

    /// Constraints changed, not items.
    private func markConstraintsDirty() {
        generation &+= 1
        isDirty = true
        root.setNeedsLayout()
    }

    // MARK: Constraints

    func add(_ constraint: NSLayoutConstraint) {
        constraints[ObjectIdentifier(constraint)] = (constraint, nil)
        if constraint.hasBaselineAttribute { baselineConstraints[ObjectIdentifier(constraint)] = constraint }
        changed.append(constraint)
        changedSet.insert(ObjectIdentifier(constraint))
        markConstraintsDirty()
    }

    func remove(_ constraint: NSLayoutConstraint) {
        guard let entry = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        baselineConstraints[ObjectIdentifier(constraint)] = nil
        appliedValues[ObjectIdentifier(constraint)] = nil
        if let solved = entry.solved { removed.append(solved) }
        if changedSet.remove(ObjectIdentifier(constraint)) != nil { changed.removeAll { $0 === constraint } }
        markConstraintsDirty()
    }

    func constraintDidChange(_ constraint: NSLayoutConstraint) {
        guard constraints[ObjectIdentifier(constraint)] != nil else { return }
        if changedSet.insert(ObjectIdentifier(constraint)).inserted { changed.append(constraint) }
        markConstraintsDirty()
    }

    private var changedSet: Set<ObjectIdentifier> = []
    /// The active constraints on a first or last baseline, installed again when their views' text changes.
    private var baselineConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// The constant and priority each solved constraint went in with.
    private var appliedValues: [ObjectIdentifier: (constant: CGFloat, priority: UILayoutPriority)] = [:]

    var activeConstraints: [NSLayoutConstraint] { constraints.values.map(\.constraint) }

    // MARK: Solving

    /// Runs `updateConstraints()` where asked (deepest first), re-solves what changed, and sets the frames of
    /// the views laid out by constraints (and the guides' frames).
    func solveIfNeeded() {
        guard isDirty || !needsUpdate.isEmpty else { return }
        while !needsUpdate.isEmpty {
            let views = needsUpdate.sorted { $0.depth > $1.depth }
            needsUpdate.removeAll()
            for view in views where view.layoutState?.needsUpdateConstraints == true { view.updateConstraints() }
        }
        isDirty = false
        for solved in removed where solver.contains(solved) { try? solver.remove(solved) }
        removed.removeAll()
        let pending = changed
        changed.removeAll()
        changedSet.removeAll()
        for constraint in pending {
            let key = ObjectIdentifier(constraint)
            guard let entry = constraints[key] else { continue }
            if constraint.lostAnItem {
                // One of its views is gone: it holds nothing.
                if let old = entry.solved, solver.contains(old) { try? solver.remove(old) }
                constraints[key] = nil
                appliedValues[key] = nil
                baselineConstraints[key] = nil
                continue
            }
            // Only the constant changed: move it in place (incremental, no removal).
            if let old = entry.solved, solver.contains(old), let applied = appliedValues[key],
                applied.priority == constraint.priority
            {
                let delta = Double(constraint.constant - applied.constant)
                if (try? solver.changeConstant(of: old, by: -delta)) != nil {
                    appliedValues[key] = (constraint.constant, constraint.priority)
                    continue
                }
            }
            if let old = entry.solved, solver.contains(old) { try? solver.remove(old) }
            let solved = install(constraint)
            constraints[key] = (constraint, solved)
            appliedValues[key] = solved == nil ? nil : (constraint.constant, constraint.priority)
        }
        pruneAndPin()
        solver.updateVariables()
        keepSizesNonNegative()
        apply()
    }

    /// The strength below every priority a constraint can have (priority 1 is 1,001).
    static let leastStrength = 0.001

    /// Where nothing decides a view's size (an empty stack view between two constraints, say), the solver may
    /// leave it negative, which UIKit's engine does not: such a width or height gets the weakest preference for
    /// zero or more, and the solve goes again. Required and prioritised constraints are not changed by it, and
    /// only sizes that came out negative carry one, so a solve that needs none costs nothing more.
    private func keepSizesNonNegative() {
        for _ in 0..<8 {
            var added = false
            for variable in solver.changedVariables where variable.value < -1e-6 {
                guard let item = variable.owner as? Item, item.object is UIView,
                    variable === item.width || variable === item.height,
                    !item.floors.contains(where: { $0.expression.terms.first?.variable === variable })
                else { continue }
                let floor = LayoutSolver.Constraint(
                    .init([(variable, 1)]), .greaterThanOrEqual, strength: Self.leastStrength)
                guard (try? solver.add(floor)) != nil else { continue }
                item.floors.append(floor)
                added = true
            }
            guard added else { return }
            // What moved so far is set too, whatever the next solve changes.
            for variable in solver.changedVariables {
                if let item = variable.owner as? Item { unapplied.append(item) }
            }
            solver.updateVariables()
        }
    }

    private func install(_ constraint: NSLayoutConstraint) -> LayoutSolver.Constraint? {
        guard let first = constraint.firstItem, let ancestor = constraint.commonAncestor() else { return nil }
        var expression = self.expression(first, constraint.firstAttribute, in: ancestor)
        if let second = constraint.secondItem {
            let other = self.expression(second, constraint.secondAttribute, in: ancestor)
            for term in other.terms {
                expression.terms.append((term.variable, -Double(constraint.multiplier) * term.coefficient))
            }
            expression.constant -= Double(constraint.multiplier) * other.constant
        }
        expression.constant -= Double(constraint.constant)
        let relation: LayoutSolver.Relation =
            constraint.relation == .equal
            ? .equal : (constraint.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual)
        let solved = LayoutSolver.Constraint(
            expression, relation, strength: LayoutSolver.strength(priority: constraint.priority.rawValue),
            source: constraint)
        do {
            try solver.add(solved)
            return solved
        } catch {
            reportUnsatisfiable(constraint)
            return nil
        }
    }

    private func reportUnsatisfiable(_ constraint: NSLayoutConstraint) {
        let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }.map(ObjectIdentifier.init)
        let related = activeConstraints.filter { other in
            other.priority == .required
                && [other.firstItem, other.secondItem].compactMap({ $0 }).contains {
                    items.contains(ObjectIdentifier($0))
                }
        }
        var message = "Tapestry: Unable to simultaneously satisfy constraints.\n"
        message += "\tProbably at least one of the constraints in the following list is one you don't want.\n(\n"
        for other in related { message += "    \"\(other)\",\n" }
        message += ")\n\nWill attempt to recover by breaking constraint \n\(constraint)\n"
        FileHandle.standardError.write(Data(message.utf8))
    }

    /// The item's variables, made (and its ancestors' frames pinned where they translate their masks) on
    /// first use.
    func item(_ object: AnyObject) -> Item {
        let key = ObjectIdentifier(object)
        if let item = items[key] { return item }
        let item = Item(object, name: "")
        items[key] = item
        dirtyItems.insert(key)
        unapplied.append(item)
        if let view = object as? UIView { view.ensureLayoutState().isEngineItem = true }
        return item
    }

    /// Drops items that left the hierarchy, pins the frames of views that translate their masks, and keeps the
    /// intrinsic-size constraints of the others current.
    private func pruneAndPin() {
        // Pinning a guide can add its owning view as an item: go round until every dirty item was seen.
        if allItemsDirty {
            allItemsDirty = false
            dirtyItems.formUnion(items.keys)
        }
        while let key = dirtyItems.popFirst() {
            if let item = items[key] { pin(key, item) }
        }
    }

    private func pin(_ key: ObjectIdentifier, _ item: Item) {
        do {
            guard let object = item.object else {
                for c in item.pins + item.intrinsic + item.floors + [item.exercise].compactMap({ $0 })
                where solver.contains(c) {
                    try? solver.remove(c)
                }
                items[key] = nil
                return
            }
            if let guide = object as? UILayoutGuide {
                pinGuide(guide, item)
                return
            }
            guard let view = object as? UIView else { return }
            if view.translatesAutoresizingMaskIntoConstraints {
                if !item.intrinsic.isEmpty {
                    for c in item.intrinsic where solver.contains(c) { try? solver.remove(c) }
                    item.intrinsic = []
                    item.intrinsicKey = []
                }
                // The common ancestor's bounds origin is a constant; its frame origin is not used for it. The
                // variables hold the alignment rectangle.
                let frame = view.alignmentRect(forFrame: view.frame)
                let superview = view === root ? nil : view.superview
                let mask = superview?.autoresizesSubviews == true ? view.autoresizingMask : []
                let reference = superview?.bounds.size ?? .zero
                if item.pinned == frame, item.pinnedMask == mask, mask.isEmpty || item.pinnedReference == reference {
                    return
                }
                // A frame the mask moved with its superview is already what the pins say.
                if !mask.isEmpty, item.pinnedMask == mask, item.pins.allSatisfy(solver.contains),
                    Self.isClose(item.frame, frame)
                {
                    return
                }
                for c in item.pins where solver.contains(c) { try? solver.remove(c) }
                item.pins = autoresizingPins(item, frame: frame, mask: mask, superview: superview, reference: reference)
                for c in item.pins { try? solver.add(c) }
                item.pinned = frame
                item.pinnedMask = mask
                item.pinnedReference = reference
            } else {
                if !item.pins.isEmpty {
                    for c in item.pins where solver.contains(c) { try? solver.remove(c) }
                    item.pins = []
                    item.pinned = nil
                }
                let size = view.intrinsicContentSize
                let state = view.ensureLayoutState()
                let key = [
                    Double(size.width), Double(size.height), Double(state.hugging.horizontal.rawValue),
                    Double(state.hugging.vertical.rawValue), Double(state.compression.horizontal.rawValue),
                    Double(state.compression.vertical.rawValue),
                ]
                guard key != item.intrinsicKey else { return }
                for c in item.intrinsic where solver.contains(c) { try? solver.remove(c) }
                item.intrinsic = []
                item.intrinsicKey = key
                func bound(
                    _ v: LayoutSolver.Variable, _ value: CGFloat, _ hug: UILayoutPriority, _ resist: UILayoutPriority
                ) {
                    guard value != UIView.noIntrinsicMetric, value >= 0 else { return }
                    item.intrinsic.append(
                        LayoutSolver.Constraint(
                            .init([(v, 1)], constant: -Double(value)), .lessThanOrEqual,
                            strength: LayoutSolver.strength(priority: hug.rawValue)))
                    item.intrinsic.append(
                        LayoutSolver.Constraint(
                            .init([(v, 1)], constant: -Double(value)), .greaterThanOrEqual,
                            strength: LayoutSolver.strength(priority: resist.rawValue)))
                }
                bound(item.width, size.width, state.hugging.horizontal, state.compression.horizontal)
                bound(item.height, size.height, state.hugging.vertical, state.compression.vertical)
                for c in item.intrinsic { try? solver.add(c) }
            }
        }
    }

    /// The constraints a view's autoresizing mask translates into, as UIKit's: a fixed part keeps its length,
    /// and the superview's size change is shared among the flexible parts (margins and size) in proportion to
    /// their lengths, as `resizeSubviews(from:)` moves the frame. With no flexible part on an axis, or no mask,
    /// the frame is pinned where it is.
    private func autoresizingPins(
        _ item: Item, frame: CGRect, mask: UIView.AutoresizingMask, superview: UIView?, reference: CGSize
    ) -> [LayoutSolver.Constraint] {
        let fullFrame = (item.object as? UIView)?.frame ?? frame
        func axis(
            _ origin: LayoutSolver.Variable, _ length: LayoutSolver.Variable, alignedOrigin: CGFloat,
            alignedLength: CGFloat, leading: CGFloat, size: CGFloat, superLength: CGFloat,
            flexible: (Bool, Bool, Bool), superSize: (UIView) -> (LayoutSolver.Variable, CGFloat)
        ) -> [LayoutSolver.Constraint] {
            let parts = [(flexible.0, leading), (flexible.1, size), (flexible.2, superLength - leading - size)]
            let count = parts.filter(\.0).count
            guard count > 0, let superview else {
                return [
                    LayoutSolver.Constraint(.init([(origin, 1)], constant: -Double(alignedOrigin)), .equal),
                    LayoutSolver.Constraint(.init([(length, 1)], constant: -Double(alignedLength)), .equal),
                ]
            }
            let total = parts.reduce(0) { $0 + ($1.0 ? max($1.1, 0) : 0) }
            func share(_ part: (Bool, CGFloat)) -> Double {
                guard part.0 else { return 0 }
                return total > 0 ? Double(max(part.1, 0) / total) : 1 / Double(count)
            }
            // The superview's bounds length is its alignment length plus its alignment insets.
            let (superVariable, insets) = superSize(superview)
            let offset = Double(insets - superLength)
            let originShare = share(parts[0]), lengthShare = share(parts[1])
            return [
                LayoutSolver.Constraint(
                    .init(
                        [(origin, 1), (superVariable, -originShare)],
                        constant: -(Double(alignedOrigin) + originShare * offset)), .equal),
                LayoutSolver.Constraint(
                    .init(
                        [(length, 1), (superVariable, -lengthShare)],
                        constant: -(Double(alignedLength) + lengthShare * offset)), .equal),
            ]
        }
        let superItem = superview.map { self.item($0) }
        let superInsets = superview?.alignmentRectInsets ?? .zero
        // Each axis: the item's variables, its aligned and full frame's origin and length, the superview's
        // length (then, its size variable and insets) and the mask's three parts.
        let axes = [
            (
                item.left, item.width, frame.minX, frame.width, fullFrame.minX, fullFrame.width, reference.width,
                superItem?.width, superInsets.left + superInsets.right,
                [UIView.AutoresizingMask.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            ),
            (
                item.top, item.height, frame.minY, frame.height, fullFrame.minY, fullFrame.height, reference.height,
                superItem?.height, superInsets.top + superInsets.bottom,
                [UIView.AutoresizingMask.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
            ),
        ].map { a in
            axis(
                a.0, a.1, alignedOrigin: a.2, alignedLength: a.3, leading: a.4, size: a.5, superLength: a.6,
                flexible: (mask.contains(a.9[0]), mask.contains(a.9[1]), mask.contains(a.9[2])),
                superSize: { _ in (a.7 ?? a.0, a.8) })
        }
        let (horizontal, vertical) = (axes[0], axes[1])
        return [horizontal[0], vertical[0], horizontal[1], vertical[1]]
    }

    private static func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
            && abs(a.height - b.height) < 1e-6
    }

    /// Keeps a safe-area, margins or readable guide at its inset of the owning view's bounds.
    private func pinGuide(_ guide: UILayoutGuide, _ item: Item) {
        guard guide.kind != .plain, let owner = guide.owningView else { return }
        let insets = guide.insets
        let ownerItem = self.item(owner)
        let key = [Double(insets.top), Double(insets.left), Double(insets.bottom), Double(insets.right)]
        guard key != item.intrinsicKey else { return }
        for c in item.pins where solver.contains(c) { try? solver.remove(c) }
        item.intrinsicKey = key
        if guide.kind == .scrollContent {
            // The content's rectangle starts at the content's origin; its size is what constraints make it.
            item.pins = [
                LayoutSolver.Constraint(.init([(item.left, 1)]), .equal),
                LayoutSolver.Constraint(.init([(item.top, 1)]), .equal),
            ]
            for c in item.pins { try? solver.add(c) }
            return
        }
        let horizontal = Double(insets.left + insets.right), vertical = Double(insets.top + insets.bottom)
        item.pins = [
            LayoutSolver.Constraint(.init([(item.left, 1)], constant: -Double(insets.left)), .equal),
            LayoutSolver.Constraint(.init([(item.top, 1)], constant: -Double(insets.top)), .equal),
            LayoutSolver.Constraint(.init([(item.width, 1), (ownerItem.width, -1)], constant: horizontal), .equal),
            LayoutSolver.Constraint(.init([(item.height, 1), (ownerItem.height, -1)], constant: vertical), .equal),
        ]
        if guide.kind == .readable {
            // At most the readable width, centred in the margins.
            item.pins[2] = LayoutSolver.Constraint(
                .init([(item.width, 1), (ownerItem.width, -1)], constant: horizontal), .lessThanOrEqual)
            item.pins[0] = LayoutSolver.Constraint(
                .init(
                    [(item.left, 2), (item.width, 1), (ownerItem.width, -1)],
                    constant: -Double(insets.left - insets.right)), .equal)
            item.pins.append(LayoutSolver.Constraint(.init([(item.width, 1)], constant: -672), .lessThanOrEqual))
            item.pins.append(
                LayoutSolver.Constraint(
                    .init([(item.width, 1)], constant: -672), .equal, strength: LayoutSolver.strength(priority: 999)))
        }
        for c in item.pins { try? solver.add(c) }
    }

    /// Sets the solved frames of what changed and of `item` (after a change made outside `solveIfNeeded`).
    func applySolution(including item: Item) {
        unapplied.append(item)
        apply()
    }

    /// Sets the solved frames on the views laid out by constraints and on the layout guides.
    private func apply() {
        var moved: [Item] = []
        var seen = Set<ObjectIdentifier>()
        for item in unapplied where seen.insert(ObjectIdentifier(item)).inserted { moved.append(item) }
        unapplied.removeAll()
        for variable in solver.changedVariables {
            if let item = variable.owner as? Item, seen.insert(ObjectIdentifier(item)).inserted { moved.append(item) }
        }
        for item in moved where item.object != nil {
            item.applied = true
            if let guide = item.object as? UILayoutGuide {
                guide.layoutFrame = item.frame
                if guide.kind == .scrollContent, let scrollView = guide.owningView as? UIScrollView,
                    activeConstraints.contains(where: { $0.firstItem === guide || $0.secondItem === guide })
                {
                    // Constraints on the content guide make the content size, as in UIKit.
                    let size = item.frame.size
                    if size.isFinite, size.width >= 0, size.height >= 0, scrollView.contentSize != size {
                        scrollView.contentSize = size
                    }
                }
            } else if let view = item.object as? UIView, !view.translatesAutoresizingMaskIntoConstraints,
                view !== root
            {
                let aligned = item.frame
                guard aligned.isFiniteRect else { continue }
                let frame = view.frame(
                    forAlignmentRect: CGRect(
                        origin: aligned.origin,
                        size: CGSize(width: max(aligned.width, 0), height: max(aligned.height, 0))))
                guard frame != view.frame else { continue }
                view.frame = frame
                item.pinned = nil
            }
        }
    }

}
