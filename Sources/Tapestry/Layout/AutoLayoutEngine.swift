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
    var unapplied: [Item] = []
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

    /// A constraint's constant or priority changed; or, with `reinstall`, what its attributes mean did (its
    /// view's margins or layout direction), so it is built again rather than moved by its constant.
    func constraintDidChange(_ constraint: NSLayoutConstraint, reinstall: Bool = false) {
        guard constraints[ObjectIdentifier(constraint)] != nil else { return }
        if reinstall { appliedValues[ObjectIdentifier(constraint)] = nil }
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
            for view in views where view.layoutState?.needsUpdateConstraints == true {
                // A controller's view is updated through the controller, as UIKit does.
                if let controller = view.owningViewController, controller.viewIfLoaded === view {
                    controller.updateViewConstraints()
                    view.layoutState?.needsUpdateConstraints = false
                } else {
                    view.updateConstraints()
                }
            }
        }
        isDirty = false
        for solved in removed where solver.contains(solved) { try? solver.remove(solved) }
        removed.removeAll()
        let pending = changed
        changed.removeAll()
        changedSet.removeAll()
        var reinstalling: [NSLayoutConstraint] = []
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
            reinstalling.append(constraint)
        }
        // All the old forms go before any new one comes in: built again one by one, a new form could clash with
        // another's old one (a whole subtree turned right to left) and be broken for it.
        for constraint in reinstalling {
            let key = ObjectIdentifier(constraint)
            let solved = install(constraint)
            constraints[key] = (constraint, solved)
            appliedValues[key] = solved == nil ? nil : (constraint.constant, constraint.priority)
        }
        pruneAndPin()
        solver.updateVariables()
        keepSizesNonNegative()
        apply()
    }

    private func install(_ constraint: NSLayoutConstraint) -> LayoutSolver.Constraint? {
        guard let first = constraint.firstItem, let ancestor = constraint.commonAncestor() else { return nil }
        let rightToLeft = ancestor.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var expression = self.expression(first, constraint.firstAttribute, in: ancestor, rightToLeft: rightToLeft)
        if let second = constraint.secondItem {
            let other = self.expression(second, constraint.secondAttribute, in: ancestor, rightToLeft: rightToLeft)
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
