import Foundation

extension AutoLayoutEngine {
    /// The size the constraints give `view` when its own size is asked to be `target` at the given priorities
    /// (its frame pins, if it translates its mask, set aside meanwhile).
    func fittingSize(
        of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority,
        nonNegativeContent: Bool = false
    ) -> CGSize {
        solveIfNeeded()
        // Views with content (an intrinsic size) may be compressed to nothing, not past it.
        var floors: [LayoutSolver.Constraint] = []
        if nonNegativeContent {
            for other in items.values where !other.intrinsic.isEmpty {
                for variable in [other.width, other.height] {
                    floors.append(LayoutSolver.Constraint(.init([(variable, 1)]), .greaterThanOrEqual))
                }
            }
            for c in floors { try? solver.add(c) }
        }
        defer {
            for c in floors where solver.contains(c) { try? solver.remove(c) }
            if !floors.isEmpty { solver.updateVariables() }
        }
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

    /// Moves an ambiguous `object` to another solution its constraints allow: a pull weaker than any
    /// constraint on its first free frame variable, in the other direction at each call, kept until the next
    /// exercise. Returns whether anything moved.
    @discardableResult
    func exerciseAmbiguity(of object: AnyObject) -> Bool {
        solveIfNeeded()
        guard let item = items[ObjectIdentifier(object)] else { return false }
        let variables = [item.left, item.top, item.width, item.height]
        // From the values the view shows now, before the last pull is let go.
        let shown = variables.map(\.value)
        if let old = item.exercise, solver.contains(old) { try? solver.remove(old) }
        item.exercise = nil
        item.exerciseDirection = -item.exerciseDirection
        for (index, variable) in variables.enumerated() {
            for direction in [item.exerciseDirection, -item.exerciseDirection] {
                var target = shown[index] + direction * 100
                if index >= 2 { target = max(target, 0) }  // sizes stay non-negative
                guard target != shown[index] else { continue }
                let pull = LayoutSolver.Constraint(
                    .init([(variable, 1)], constant: -target), .equal,
                    strength: LayoutSolver.strength(priority: 1) / 1000)
                try? solver.add(pull)
                solver.updateVariables()
                if abs(variable.value - shown[index]) > 1e-6 {
                    item.exercise = pull
                    applySolution(including: item)
                    return true
                }
                try? solver.remove(pull)
            }
        }
        solver.updateVariables()
        return false
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
                    strength: LayoutSolver.strength(priority: 1) / 100)  // beats an exercise's pull
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
