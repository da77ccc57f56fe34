import Foundation
import Testing

@testable import Tapestry

/// The incremental Cassowary solver on its own.
@Suite struct LayoutSolverTests {
    typealias S = LayoutSolver

    /// `a·x + b·y + … + c relation 0` from pairs.
    func constraint(
        _ terms: [(S.Variable, Double)], _ constant: Double, _ relation: S.Relation, strength: Double = S.required
    ) -> S.Constraint {
        S.Constraint(S.Expression(terms, constant: constant), relation, strength: strength)
    }

    @Test func requiredEqualitiesAndInequalitiesHold() throws {
        let solver = S()
        let left = S.Variable("left"), width = S.Variable("width"), right = S.Variable("right")
        try solver.add(constraint([(left, 1)], -10, .equal))  // left = 10
        try solver.add(constraint([(width, 1)], -100, .greaterThanOrEqual))  // width ≥ 100
        try solver.add(constraint([(right, 1), (left, -1), (width, -1)], 0, .equal))  // right = left + width
        try solver.add(constraint([(right, 1)], -300, .lessThanOrEqual))  // right ≤ 300
        solver.updateVariables()
        #expect(left.value == 10)
        #expect(width.value >= 100 - 1e-9)
        #expect(abs(right.value - (left.value + width.value)) < 1e-9)
        #expect(right.value <= 300 + 1e-9)
    }

    @Test func strongerOptionalConstraintsWin() throws {
        let solver = S()
        let x = S.Variable("x")
        try solver.add(constraint([(x, 1)], -100, .equal, strength: S.strength(priority: 250)))
        try solver.add(constraint([(x, 1)], -200, .equal, strength: S.strength(priority: 750)))
        solver.updateVariables()
        #expect(abs(x.value - 200) < 1e-9)
        // A required bound clips the preferred value.
        try solver.add(constraint([(x, 1)], -150, .lessThanOrEqual))
        solver.updateVariables()
        #expect(abs(x.value - 150) < 1e-9)
    }

    @Test func anUnsatisfiableRequiredConstraintIsRefusedAndChangesNothing() throws {
        let solver = S()
        let x = S.Variable("x")
        try solver.add(constraint([(x, 1)], -10, .equal))
        let conflicting = constraint([(x, 1)], -20, .equal)
        #expect(throws: S.Failure.unsatisfiable) { try solver.add(conflicting) }
        #expect(!solver.contains(conflicting))
        solver.updateVariables()
        #expect(x.value == 10)
        let inequality = constraint([(x, 1)], -5, .lessThanOrEqual)  // x ≤ 5 with x = 10
        #expect(throws: S.Failure.unsatisfiable) { try solver.add(inequality) }
        try solver.add(constraint([(x, 1)], -50, .lessThanOrEqual))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func removingAConstraintFreesItsVariables() throws {
        let solver = S()
        let x = S.Variable("x")
        let weak = constraint([(x, 1)], -1, .equal, strength: S.strength(priority: 1))
        let fixed = constraint([(x, 1)], -42, .equal)
        try solver.add(weak)
        try solver.add(fixed)
        solver.updateVariables()
        #expect(x.value == 42)
        try solver.remove(fixed)
        solver.updateVariables()
        #expect(abs(x.value - 1) < 1e-9)
        #expect(throws: S.Failure.unknown) { try solver.remove(fixed) }
    }

    @Test func editVariablesFollowSuggestionsWithinTheRequiredConstraints() throws {
        let solver = S()
        let width = S.Variable("width"), half = S.Variable("half")
        try solver.add(constraint([(half, 2), (width, -1)], 0, .equal))  // half = width / 2
        try solver.add(constraint([(width, 1)], -1000, .lessThanOrEqual))
        try solver.addEditVariable(width, strength: S.strength(priority: 999))
        for value in [100.0, 640, 320, 5000, 0] {
            try solver.suggestValue(width, value)
            solver.updateVariables()
            let expected = min(value, 1000)
            #expect(abs(width.value - expected) < 1e-9, "width for \(value)")
            #expect(abs(half.value - expected / 2) < 1e-9)
        }
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
    }

    /// Random systems of a chain `x0 ≤ x1 ≤ … ≤ xn` with required bounds and weighted preferences: the
    /// solution satisfies every required constraint, and each preference a stronger one does not block holds.
    @Test(arguments: 1...20)
    func randomChainsSatisfyEveryRequiredConstraint(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed))
        let solver = S()
        let count = Int.random(in: 2...12, using: &random)
        let xs = (0..<count).map { S.Variable("x\($0)") }
        var required: [S.Constraint] = []
        for i in 1..<count {
            let gap = Double(Int.random(in: 0...20, using: &random))
            let c = constraint([(xs[i], 1), (xs[i - 1], -1)], -gap, .greaterThanOrEqual)  // xi ≥ x(i-1) + gap
            try solver.add(c)
            required.append(c)
        }
        try solver.add(constraint([(xs[0], 1)], 0, .greaterThanOrEqual))
        for x in xs {
            let target = Double(Int.random(in: -50...500, using: &random))
            try solver.add(
                constraint(
                    [(x, 1)], -target, .equal,
                    strength: S.strength(priority: Float(Int.random(in: 1...999, using: &random)))))
        }
        // Remove some preferences and required gaps again, then solve.
        solver.updateVariables()
        for c in required.shuffled(using: &random).prefix(count / 3) { try solver.remove(c) }
        let kept = required.filter { solver.contains($0) }
        solver.updateVariables()
        #expect(xs[0].value >= -1e-7)
        for c in kept {
            let value = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * $1.variable.value }
            #expect(value >= -1e-7, "\(c) holds")
        }
    }

    /// Changing constants in place gives the same solution as building the changed system from scratch.
    @Test(arguments: 1...12)
    func changingConstantsInPlaceMatchesSolvingAfresh(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &+ 1000)
        let count = Int.random(in: 2...10, using: &random)
        // x0 = a0; x(i) = x(i-1) + g(i) (required), x(i) ≤ cap (required), x(i) = pref(i) at a weak priority.
        var constants = (0..<count).map { _ in Double(Int.random(in: 0...30, using: &random)) }
        let caps = (0..<count).map { _ in Double(Int.random(in: 100...400, using: &random)) }
        let prefs = (0..<count).map { _ in Double(Int.random(in: 0...300, using: &random)) }
        func build(_ constants: [Double]) throws -> (S, [S.Variable], [S.Constraint]) {
            let solver = S()
            let xs = (0..<count).map { S.Variable("x\($0)") }
            var chain: [S.Constraint] = []
            for i in 0..<count {
                let c =
                    i == 0
                    ? constraint([(xs[0], 1)], -constants[0], .equal)
                    : constraint(
                        [(xs[i], 1), (xs[i - 1], -1)], -constants[i], i % 2 == 0 ? .equal : .greaterThanOrEqual)
                try solver.add(c)
                chain.append(c)
                try solver.add(
                    constraint([(xs[i], 1)], -caps[i], .lessThanOrEqual, strength: S.strength(priority: 900)))
                try solver.add(constraint([(xs[i], 1)], -prefs[i], .equal, strength: S.strength(priority: 100)))
            }
            solver.updateVariables()
            return (solver, xs, chain)
        }
        let (solver, xs, chain) = try build(constants)
        for _ in 0..<6 {
            let i = Int.random(in: 0..<count, using: &random)
            let change = Double(Int.random(in: -20...20, using: &random))
            constants[i] += change
            try solver.changeConstant(of: chain[i], by: -change)
            solver.updateVariables()
            let (_, fresh, _) = try build(constants)
            // Both are optimal: the required chain holds and the weighted errors are the same (a system with
            // ties may have several optimal solutions).
            func cost(_ v: [S.Variable]) -> Double {
                (0..<count).reduce(0.0) { sum, k in
                    sum + S.strength(priority: 900) * max(0, v[k].value - caps[k])
                        + S.strength(priority: 100) * abs(v[k].value - prefs[k])
                }
            }
            func holds(_ v: [S.Variable]) -> Bool {
                abs(v[0].value - constants[0]) < 1e-6
                    && (1..<count).allSatisfy { k in
                        k % 2 == 0
                            ? abs(v[k].value - v[k - 1].value - constants[k]) < 1e-6
                            : v[k].value - v[k - 1].value - constants[k] > -1e-6
                    }
            }
            #expect(holds(xs) && holds(fresh))
            #expect(abs(cost(xs) - cost(fresh)) <= 1e-6 * max(1, cost(fresh)), "changing constant \(i)")
        }
    }

    @Test func aConstantThatCannotHoldIsRefusedAndTheOldSolutionKept() throws {
        let solver = S()
        let x = S.Variable("x")
        let lower = constraint([(x, 1)], -10, .greaterThanOrEqual)  // x ≥ 10
        let equal = constraint([(x, 1)], -20, .equal)  // x = 20
        try solver.add(lower)
        try solver.add(equal)
        #expect(throws: S.Failure.unsatisfiable) { try solver.changeConstant(of: equal, by: 15) }  // x = 5
        solver.updateVariables()
        #expect(x.value == 20)
        try solver.changeConstant(of: equal, by: -10)  // x = 30
        solver.updateVariables()
        #expect(x.value == 30)
    }
}
