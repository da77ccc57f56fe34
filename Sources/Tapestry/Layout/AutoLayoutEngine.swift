import Foundation

/// A view's Auto Layout state, made the first time it takes part (one pointer per view otherwise).
@MainActor
final class ViewLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    var installed: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    var needsUpdateConstraints = false
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compression = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    var engine: AutoLayoutEngine?
    var margins: UIEdgeInsets?
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var additionalSafeAreaInsets = UIEdgeInsets.zero
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    /// Whether the view's root engine has variables for it.
    var isEngineItem = false
}

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
        var intrinsic: [LayoutSolver.Constraint] = []
        var intrinsicKey: [Double] = []
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
    }

    private var items: [ObjectIdentifier: Item] = [:]
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

    deinit { MainActor.assumeIsolated { Self.live -= 1 } }

    func markDirty() {
        isDirty = true
        allItemsDirty = true
        root.setNeedsLayout()
    }

    /// One item's frame, intrinsic size or priorities changed.
    func itemDidChange(_ object: AnyObject) {
        dirtyItems.insert(ObjectIdentifier(object))
        isDirty = true
        root.setNeedsLayout()
    }

    /// Constraints changed, not items.
    private func markConstraintsDirty() {
        isDirty = true
        root.setNeedsLayout()
    }

    // MARK: Constraints

    func add(_ constraint: NSLayoutConstraint) {
        constraints[ObjectIdentifier(constraint)] = (constraint, nil)
        changed.append(constraint)
        changedSet.insert(ObjectIdentifier(constraint))
        markConstraintsDirty()
    }

    func remove(_ constraint: NSLayoutConstraint) {
        guard let entry = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
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
        apply()
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
    private func item(_ object: AnyObject) -> Item {
        let key = ObjectIdentifier(object)
        if let item = items[key] { return item }
        let item = Item(object, name: "")
        items[key] = item
        dirtyItems.insert(key)
        unapplied.append(item)
        if let view = object as? UIView { view.ensureLayoutState().isEngineItem = true }
        return item
    }

    /// `object.attribute` as an expression in `ancestor`'s bounds coordinates.
    private func expression(_ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView)
        -> LayoutSolver.Expression
    {
        if object === ancestor {
            // The common ancestor itself: its content area from (0, 0), as Auto Layout sees a superview (a scroll
            // view's edges are its content's), of which only the size is unknown.
            let view = ancestor
            let item = self.item(view)
            return Self.attributeExpression(
                attribute, left: .init(), top: .init(), width: item.width, height: item.height,
                margins: view.layoutMargins)
        }
        let item = self.item(object)
        var expression = Self.attributeExpression(
            attribute, left: .init([(item.left, 1)]), top: .init([(item.top, 1)]), width: item.width,
            height: item.height, margins: (object as? UIView)?.effectiveLayoutMargins ?? .zero)
        // Up the chain to the ancestor: each step adds the parent's origin.
        var parent = (object as? UIView)?.superview ?? (object as? UILayoutGuide)?.owningView
        if object is UILayoutGuide, let owner = parent, owner === ancestor { return expression }
        if object is UILayoutGuide, let owner = parent {
            // A guide's frame is in its owning view's bounds.
            addStep(owner, to: &expression, horizontal: Self.isHorizontal(attribute))
            parent = owner.superview
        }
        while let view = parent, view !== ancestor {
            addStep(view, to: &expression, horizontal: Self.isHorizontal(attribute))
            parent = view.superview
        }
        return expression
    }

    private func addStep(_ view: UIView, to expression: inout LayoutSolver.Expression, horizontal: Bool) {
        let item = self.item(view)
        expression.terms.append((horizontal ? item.left : item.top, 1))
    }

    private static func isHorizontal(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        NSLayoutConstraint.axis(attribute) == .horizontal
    }

    private static func attributeExpression(
        _ attribute: NSLayoutConstraint.Attribute, left: LayoutSolver.Expression, top: LayoutSolver.Expression,
        width: LayoutSolver.Variable, height: LayoutSolver.Variable, margins: UIEdgeInsets
    ) -> LayoutSolver.Expression {
        func plus(_ e: LayoutSolver.Expression, _ v: LayoutSolver.Variable, _ k: Double, _ c: Double = 0)
            -> LayoutSolver.Expression
        {
            var e = e
            e.terms.append((v, k))
            e.constant += c
            return e
        }
        func shifted(_ e: LayoutSolver.Expression, _ c: CGFloat) -> LayoutSolver.Expression {
            var e = e
            e.constant += Double(c)
            return e
        }
        switch attribute {
        case .left, .leading: return left
        case .right, .trailing: return plus(left, width, 1)
        case .top: return top
        case .bottom, .lastBaseline: return plus(top, height, 1)
        case .firstBaseline: return plus(top, height, 1)
        case .width: return .init([(width, 1)])
        case .height: return .init([(height, 1)])
        case .centerX: return plus(left, width, 0.5)
        case .centerY: return plus(top, height, 0.5)
        case .leftMargin, .leadingMargin: return shifted(left, margins.left)
        case .rightMargin, .trailingMargin: return plus(left, width, 1, -Double(margins.right))
        case .topMargin: return shifted(top, margins.top)
        case .bottomMargin: return plus(top, height, 1, -Double(margins.bottom))
        case .centerXWithinMargins: return plus(left, width, 0.5, Double(margins.left - margins.right) / 2)
        case .centerYWithinMargins: return plus(top, height, 0.5, Double(margins.top - margins.bottom) / 2)
        case .notAnAttribute: return .init()
        }
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
                for c in item.pins + item.intrinsic where solver.contains(c) { try? solver.remove(c) }
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
                // The common ancestor's bounds origin is a constant; its frame origin is not used for it.
                let frame = view.frame
                guard item.pinned != frame else { return }
                for c in item.pins where solver.contains(c) { try? solver.remove(c) }
                item.pins = [
                    LayoutSolver.Constraint(.init([(item.left, 1)], constant: -Double(frame.minX)), .equal),
                    LayoutSolver.Constraint(.init([(item.top, 1)], constant: -Double(frame.minY)), .equal),
                    LayoutSolver.Constraint(.init([(item.width, 1)], constant: -Double(frame.width)), .equal),
                    LayoutSolver.Constraint(.init([(item.height, 1)], constant: -Double(frame.height)), .equal),
                ]
                for c in item.pins { try? solver.add(c) }
                item.pinned = frame
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

    /// Keeps a safe-area, margins or readable guide at its inset of the owning view's bounds.
    private func pinGuide(_ guide: UILayoutGuide, _ item: Item) {
        guard guide.kind != .plain, let owner = guide.owningView else { return }
        let insets = guide.insets
        let ownerItem = self.item(owner)
        let key = [Double(insets.top), Double(insets.left), Double(insets.bottom), Double(insets.right)]
        guard key != item.intrinsicKey else { return }
        for c in item.pins where solver.contains(c) { try? solver.remove(c) }
        item.intrinsicKey = key
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

    /// Sets the solved frames on the views laid out by constraints and on the layout guides.
    private func apply() {
        var moved = unapplied
        unapplied.removeAll()
        var seen = Set(moved.map(ObjectIdentifier.init))
        for variable in solver.changedVariables {
            if let item = variable.owner as? Item, seen.insert(ObjectIdentifier(item)).inserted { moved.append(item) }
        }
        for item in moved where item.object != nil {
            item.applied = true
            if let guide = item.object as? UILayoutGuide {
                guide.layoutFrame = item.frame
            } else if let view = item.object as? UIView, !view.translatesAutoresizingMaskIntoConstraints,
                view !== root
            {
                let frame = item.frame
                guard frame.isFiniteRect, frame != view.frame else { continue }
                view.frame = CGRect(
                    origin: frame.origin, size: CGSize(width: max(frame.width, 0), height: max(frame.height, 0)))
                item.pinned = nil
            }
        }
    }

    /// The solved frame of an item (for tests and `systemLayoutSizeFitting`).
    func solvedFrame(of object: AnyObject) -> CGRect? {
        items[ObjectIdentifier(object)]?.frame
    }

    // MARK: Hierarchy changes

    /// `subtree` is leaving `parent`'s hierarchy: constraints entirely inside it move to it (its own engine),
    /// constraints that cross the cut are deactivated (as UIKit removes them), and its items go.
    static func subtreeWillDetach(_ subtree: UIView, from parent: UIView) {
        guard let engine = parent.rootView.layoutState?.engine else { return }
        var moving: [NSLayoutConstraint] = []
        for constraint in engine.activeConstraints {
            let first = LayoutItem.view(of: constraint.firstItem)?.isDescendant(of: subtree) ?? false
            let second =
                constraint.secondItem == nil
                ? first : (LayoutItem.view(of: constraint.secondItem)?.isDescendant(of: subtree) ?? false)
            if first && second {
                moving.append(constraint)
            } else if first || second {
                constraint.installedView?.uninstall(constraint)
            }
        }
        for constraint in moving { engine.remove(constraint) }
        for (key, item) in engine.items {
            guard let view = LayoutItem.view(of: item.object), view.isDescendant(of: subtree) else { continue }
            for c in item.pins + item.intrinsic where engine.solver.contains(c) { try? engine.solver.remove(c) }
            engine.items[key] = nil
            (item.object as? UIView)?.layoutState?.isEngineItem = false
        }
        if !moving.isEmpty {
            let own = subtree.layoutEngine
            for constraint in moving { own.add(constraint) }
        }
    }

    /// `subtree` joined a hierarchy: its own engine's constraints move to the new root's.
    static func subtreeDidAttach(_ subtree: UIView) {
        guard let state = subtree.layoutState, let engine = state.engine else { return }
        state.engine = nil
        let target = subtree.rootView.layoutEngine
        for constraint in engine.activeConstraints { target.add(constraint) }
        for view in engine.needsUpdate { target.needsUpdate.append(view) }
        for (_, item) in engine.items { (item.object as? UIView)?.layoutState?.isEngineItem = false }
    }
}

extension UIView {
    /// The depth below the root (for running `updateConstraints` deepest first).
    var depth: Int {
        var count = 0
        var view = storedSuperview
        while let current = view {
            count += 1
            view = current.storedSuperview
        }
        return count
    }
}

extension AutoLayoutEngine {
    /// The size the constraints give `view` when its own size is asked to be `target` at the given priorities
    /// (its frame pins, if it translates its mask, set aside meanwhile).
    func fittingSize(
        of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        solveIfNeeded()
        let item = self.item(view)
        let pins = item.pins
        for c in pins where solver.contains(c) { try? solver.remove(c) }
        let width = LayoutSolver.Constraint(
            .init([(item.width, 1)], constant: -Double(target.width)), .equal,
            strength: LayoutSolver.strength(priority: horizontal.rawValue))
        let height = LayoutSolver.Constraint(
            .init([(item.height, 1)], constant: -Double(target.height)), .equal,
            strength: LayoutSolver.strength(priority: vertical.rawValue))
        try? solver.add(width)
        try? solver.add(height)
        solver.updateVariables()
        let size = CGSize(width: item.width.value, height: item.height.value)
        try? solver.remove(width)
        try? solver.remove(height)
        for c in pins { try? solver.add(c) }
        solver.updateVariables()
        return size
    }

    /// Whether some frame variable of `object` can move without breaking any constraint more: a weak pull
    /// on each, one at a time, moves it.
    func isAmbiguous(_ object: AnyObject) -> Bool {
        solveIfNeeded()
        guard let item = items[ObjectIdentifier(object)] else { return false }
        for variable in [item.left, item.top, item.width, item.height] {
            let before = variable.value
            for direction in [1.0, -1.0] {
                let pull = LayoutSolver.Constraint(
                    .init([(variable, 1)], constant: -(before + direction * 1000)), .equal,
                    strength: LayoutSolver.strength(priority: 1) / 1000)
                try? solver.add(pull)
                solver.updateVariables()
                let moved = abs(variable.value - before) > 1e-6
                try? solver.remove(pull)
                solver.updateVariables()
                if moved { return true }
            }
        }
        return false
    }
}
