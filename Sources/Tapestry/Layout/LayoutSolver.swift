import Foundation

/// An incremental Cassowary solver (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic Constraint
/// Solving Algorithm", 2001): linear equalities and inequalities over real variables, each required or
/// optional with a strength. Required constraints always hold; optional ones are satisfied as well as their
/// strengths allow (errors are minimised by weight). Constraints and edit variables are added and removed
/// one at a time, and each change re-optimises from the current solution (the dual simplex for new edit
/// values), never from scratch. Auto Layout is built on it.
final class LayoutSolver {
    // MARK: Internals

    fileprivate enum Kind { case external, slack, error, dummy }

    fileprivate struct Symbol: Hashable {
        let id: Int
        let kind: Kind
        static let invalid = Symbol(id: 0, kind: .external)

        // A symbol's id is unique (its kind follows from it), so it alone is hashed, and by one multiplication:
        // the solver's rows and columns are dictionaries keyed by symbols, and the general path (a hasher made, fed
        // the id and the kind, finalised: SipHash) was most of a re-solve. Ids are handed out in sequence by the
        // solver, never by a user, so nothing can choose colliding ones; the table's seed still varies the places.
        static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
        func _rawHashValue(seed: Int) -> Int { (id ^ seed) &* -7_046_029_254_386_353_131 }
        var isValid: Bool { id != 0 }
        var isPivotable: Bool { kind == .slack || kind == .error }
        var isRestricted: Bool { kind != .external }
    }

    /// basic symbol = constant + Σ coefficient × symbol
    fileprivate struct Row {
        var constant: Double
        var cells: [Symbol: Double] = [:]
        init(constant: Double = 0) { self.constant = constant }

        mutating func add(_ value: Double) -> Double {
            constant += value
            return constant
        }

        mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
            let value = (cells[symbol] ?? 0) + coefficient
            if LayoutSolver.nearZero(value) { cells[symbol] = nil } else { cells[symbol] = value }
        }

        mutating func insert(_ row: Row, _ coefficient: Double = 1) {
            constant += row.constant * coefficient
            for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
        }

        mutating func reverseSign() {
            constant = -constant
            for key in cells.keys { cells[key] = -cells[key]! }
        }

        /// Rewrites `0 = constant + … + c·symbol + …` as `symbol = …`.
        mutating func solve(for symbol: Symbol) {
            let coefficient = -1 / cells.removeValue(forKey: symbol)!
            constant *= coefficient
            for key in cells.keys { cells[key]! *= coefficient }
        }

        /// With `lhs` basic (lhs = this row), makes `rhs` basic instead.
        mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

        mutating func substitute(_ symbol: Symbol, _ row: Row) {
            guard let coefficient = cells.removeValue(forKey: symbol) else { return }
            insert(row, coefficient)
        }
    }

    fileprivate struct Tag {
        var marker = Symbol.invalid
        var other = Symbol.invalid
        /// The marker's coefficient in the constraint's row as made (after any change of sign): a change of
        /// the constraint's constant moves the tableau through it.
        var markerCoefficient = 1.0
        /// -1 when the row was made with its sign reversed.
        var sign = 1.0
    }

    fileprivate struct Edit {
        let tag: Tag
        let constraint: Constraint
        var constant: Double
    }

    static func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

    private var nextID = 1
    private var constraints: [Constraint: Tag] = [:]
    private var rows: [Symbol: Row] = [:]
    /// For each symbol, the basic symbols whose rows may contain it (entries can be stale; checked on use):
    /// a substitution visits only those rows instead of every row.
    private var columns: [Symbol: Set<Symbol>] = [:]
    /// Basic symbols whose rows changed since the last `updateVariables()` (only their variables can move).
    private var touched: Set<Symbol> = []
    private var variablesBySymbol: [Symbol: Variable] = [:]
    /// The variables the last `updateVariables()` changed.
    private(set) var changedVariables: [Variable] = []
    private var variables: [Variable: Symbol] = [:]
    private var edits: [Variable: Edit] = [:]
    private var infeasible: [Symbol] = []
    private var objective = Row()
    private var artificial: Row?

    init() {}

    private func makeSymbol(_ kind: Kind) -> Symbol {
        nextID += 1
        return Symbol(id: nextID, kind: kind)
    }

    // MARK: Constraints

    /// Whether `constraint` is in the solver.
    func contains(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// The number of constraints in the solver.
    var constraintCount: Int { constraints.count }

    /// Adds a constraint and re-optimises. Throws `.unsatisfiable` (and leaves the solver as it was) when a
    /// required constraint conflicts with the required ones already in.
    func add(_ constraint: Constraint) throws(Failure) {
        guard constraints[constraint] == nil else { throw .duplicate }
        var tag = Tag()
        var row = makeRow(for: constraint, tag: &tag)
        var subject = chooseSubject(row, tag)
        if !subject.isValid && row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard Self.nearZero(row.constant) else {
                undoErrorTerms(constraint, tag)
                throw .unsatisfiable
            }
            subject = tag.marker
        }
        if !subject.isValid {
            guard addWithArtificialVariable(row) else {
                // The tableau may have changed while trying: put it back by removing what was added.
                undoErrorTerms(constraint, tag)
                throw .unsatisfiable
            }
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            setRow(subject, row)
        }
        constraints[constraint] = tag
        optimize()
    }

    /// The objective's error terms of a constraint that did not go in.
    private func undoErrorTerms(_ constraint: Constraint, _ tag: Tag) {
        for symbol in [tag.marker, tag.other] where symbol.isValid && symbol.kind == .error {
            if let row = rows[symbol] {
                objective.insert(row, -constraint.strength)
            } else {
                objective.insert(symbol, -constraint.strength)
            }
        }
    }

    /// Removes a constraint and re-optimises.
    func remove(_ constraint: Constraint) throws(Failure) {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw .unknown }
        undoErrorTerms(constraint, tag)
        if rows.removeValue(forKey: tag.marker) == nil {
            guard let leaving = markerLeavingRow(tag.marker) else { throw .unknown }
            var row = rows.removeValue(forKey: leaving)!
            touched.insert(leaving)
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, row)
        }
        optimize()
    }

    /// Changes a constraint's constant in place by `delta` (added to its expression's constant), without
    /// taking it out: the rows that hold its marker move, and the dual simplex restores feasibility. This is
    /// how an `NSLayoutConstraint.constant` change re-solves (the paper's change of a constraint's constant).
    func changeConstant(of constraint: Constraint, by delta: Double) throws(Failure) {
        guard let tag = constraints[constraint] else { throw .unknown }
        guard delta != 0 else { return }
        // A required equality whose marker is basic is implied by the others: it cannot move on its own.
        if tag.marker.kind == .dummy, rows[tag.marker] != nil { throw .unsatisfiable }
        shiftMarker(tag, by: tag.sign * delta / tag.markerCoefficient)
        if !dualOptimize() {
            // The required constraints cannot all hold with the new constant: put the old one back.
            shiftMarker(tag, by: -tag.sign * delta / tag.markerCoefficient)
            _ = dualOptimize()
            throw .unsatisfiable
        }
    }

    private func shiftMarker(_ tag: Tag, by shift: Double) {
        if rows[tag.marker] != nil {
            touched.insert(tag.marker)
            if rows[tag.marker]!.add(-shift) < 0 && tag.marker.isRestricted { infeasible.append(tag.marker) }
        } else {
            for symbol in columns[tag.marker] ?? [] {
                let coefficient = rows[symbol]?.coefficient(for: tag.marker) ?? 0
                guard coefficient != 0 else { continue }
                touched.insert(symbol)
                if rows[symbol]!.add(coefficient * shift) < 0 && symbol.isRestricted { infeasible.append(symbol) }
            }
        }
    }

    // MARK: Edit variables

    /// Makes `variable` suggestible at a (non-required) strength.
    func addEditVariable(_ variable: Variable, strength: Double) throws(Failure) {
        guard edits[variable] == nil else { throw .duplicate }
        let constraint = Constraint(Expression([(variable, 1)]), .equal, strength: min(strength, Self.required - 1))
        try add(constraint)
        edits[variable] = Edit(tag: constraints[constraint]!, constraint: constraint, constant: 0)
    }

    /// Stops editing `variable`.
    func removeEditVariable(_ variable: Variable) throws(Failure) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknown }
        try remove(edit.constraint)
    }

    func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Suggests a value for an edit variable; the solution moves to it as far as the stronger constraints
    /// allow (the dual simplex, from the current solution).
    func suggestValue(_ variable: Variable, _ value: Double) throws(Failure) {
        guard var edit = edits[variable] else { throw .unknown }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        let marker = edit.tag.marker, other = edit.tag.other
        if var row = rows[marker] {
            if row.add(-delta) < 0 { infeasible.append(marker) }
            rows[marker] = row
            touched.insert(marker)
        } else if var row = rows[other] {
            if row.add(delta) < 0 { infeasible.append(other) }
            rows[other] = row
            touched.insert(other)
        } else {
            for symbol in columns[marker] ?? [] {
                let coefficient = rows[symbol]?.coefficient(for: marker) ?? 0
                guard coefficient != 0 else { continue }
                touched.insert(symbol)
                if rows[symbol]!.add(delta * coefficient) < 0 && symbol.kind != .external { infeasible.append(symbol) }
            }
        }
        dualOptimize()
    }

    /// Copies the solution into the variables' `value`s.
    func updateVariables() {
        for variable in changedVariables { variable.changed = false }
        changedVariables.removeAll(keepingCapacity: true)
        for symbol in touched where symbol.kind == .external {
            guard let variable = variablesBySymbol[symbol] else { continue }
            let value = rows[symbol]?.constant ?? 0
            guard value != variable.value else { continue }
            variable.value = value
            variable.changed = true
            changedVariables.append(variable)
        }
        touched.removeAll(keepingCapacity: true)
    }

    // MARK: The simplex

    private func makeRow(for constraint: Constraint, tag: inout Tag) -> Row {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !Self.nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag.marker = slack
            row.insert(slack, coefficient)
            if !constraint.isRequired {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, -coefficient)
                objective.insert(error, constraint.strength)
            }
        case .equal:
            if !constraint.isRequired {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, constraint.strength)
                objective.insert(minus, constraint.strength)
            } else {
                let dummy = makeSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            }
        }
        if row.constant < 0 {
            row.reverseSign()
            tag.sign = -1
        }
        tag.markerCoefficient = row.coefficient(for: tag.marker)
        return row
    }

    private func symbol(for variable: Variable) -> Symbol {
        if let symbol = variables[variable] { return symbol }
        let symbol = makeSymbol(.external)
        variables[variable] = symbol
        variablesBySymbol[symbol] = variable
        return symbol
    }

    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        if let external = row.cells.keys.filter({ $0.kind == .external }).min(by: { $0.id < $1.id }) {
            return external
        }
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isPivotable, row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    private func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        setRow(art, row)
        artificial = row
        optimize(usingArtificial: true)
        let success = Self.nearZero(artificial!.constant)
        artificial = nil
        if var basic = rows.removeValue(forKey: art) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.cells.keys.filter(\.isPivotable).min(by: { $0.id < $1.id }) else {
                return false
            }
            basic.solve(for: art, entering)
            substitute(entering, basic)
            setRow(entering, basic)
        }
        for key in columns.removeValue(forKey: art) ?? [] where rows[key] != nil { rows[key]!.cells[art] = nil }
        objective.cells[art] = nil
        return success
    }

    private func substitute(_ symbol: Symbol, _ row: Row) {
        for key in columns.removeValue(forKey: symbol) ?? [] {
            guard rows[key]?.cells[symbol] != nil else { continue }
            rows[key]!.substitute(symbol, row)
            touched.insert(key)
            for cell in row.cells.keys { columns[cell, default: []].insert(key) }
            if key.isRestricted && rows[key]!.constant < 0 { infeasible.append(key) }
        }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    /// Stores `row` as the basic row of `symbol` and indexes its cells.
    private func setRow(_ symbol: Symbol, _ row: Row) {
        rows[symbol] = row
        touched.insert(symbol)
        for cell in row.cells.keys { columns[cell, default: []].insert(symbol) }
    }

    /// The primal simplex on the objective (or the artificial objective while adding a constraint).
    private func optimize(usingArtificial: Bool = false) {
        while true {
            let current = usingArtificial ? artificial! : objective
            guard
                let entering = current.cells.filter({ $0.key.kind != .dummy && $0.value < 0 }).min(by: {
                    $0.key.id < $1.key.id
                })?.key
            else { return }
            var leaving: Symbol?
            var best = Double.infinity
            for symbol in columns[entering] ?? [] where symbol.isRestricted {
                guard let row = rows[symbol] else { continue }
                let coefficient = row.coefficient(for: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if ratio < best || (ratio == best && symbol.id < (leaving?.id ?? .max)) {
                    best = ratio
                    leaving = symbol
                }
            }
            guard let leaving else { return }  // unbounded: cannot happen for layout objectives
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, entering)
            substitute(entering, row)
            setRow(entering, row)
        }
    }

    /// The dual simplex: pivots infeasible rows back to non-negative constants. Returns false when a row
    /// cannot be made feasible (the required constraints conflict).
    @discardableResult
    private func dualOptimize() -> Bool {
        var success = true
        // The oldest infeasible row first, whatever order they were found in.
        while let index = infeasible.indices.min(by: { infeasible[$0].id < infeasible[$1].id }) {
            let leaving = infeasible.remove(at: index)
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var entering: Symbol?
            var best = Double.infinity
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                let ratio = objective.coefficient(for: symbol) / coefficient
                if ratio < best || (ratio == best && symbol.id < (entering?.id ?? .max)) {
                    best = ratio
                    entering = symbol
                }
            }
            guard let entering else {
                if !Self.nearZero(row.constant) { success = false }
                continue
            }
            var pivot = rows.removeValue(forKey: leaving)!
            pivot.solve(for: leaving, entering)
            substitute(entering, pivot)
            setRow(entering, pivot)
        }
        return success
    }

    /// The row to pivot a non-basic marker into when removing its constraint.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: Symbol?, second: Symbol?, third: Symbol?
        var r1 = Double.infinity, r2 = Double.infinity
        for symbol in columns[marker] ?? [] {
            guard let row = rows[symbol] else { continue }
            let c = row.coefficient(for: marker)
            guard c != 0 else { continue }
            // Ties go to the older symbol, so the pivots (and the cost of later changes) do not depend on the
            // order a hash set happens to iterate in.
            if symbol.kind == .external {
                if symbol.id < (third?.id ?? .max) { third = symbol }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && symbol.id < (first?.id ?? .max)) { r1 = r; first = symbol }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && symbol.id < (second?.id ?? .max)) { r2 = r; second = symbol }
            }
        }
        return first ?? second ?? third
    }
}
