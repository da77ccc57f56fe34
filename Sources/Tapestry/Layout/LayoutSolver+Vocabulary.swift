import Foundation

/// What the solver works with: variables, linear expressions, relations, constraints and their strengths.
extension LayoutSolver {
    /// An unknown the solver finds a value for.
    final class Variable: Hashable, CustomStringConvertible {
        let name: String
        /// The value in the last solution (after `updateVariables()`).
        var value: Double = 0
        /// Whether the last `updateVariables()` changed the value.
        var changed = false
        /// Whatever the variable belongs to (the layout engine's item).
        weak var owner: AnyObject?
        init(_ name: String) { self.name = name }
        static func == (a: Variable, b: Variable) -> Bool { a === b }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        var description: String { name }
    }

    /// A linear expression: Σ coefficient × variable + constant.
    struct Expression {
        var terms: [(variable: Variable, coefficient: Double)]
        var constant: Double
        init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
            self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
            self.constant = constant
        }
    }

    enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }

    /// Strengths: a required constraint is `required`; optional ones are weighted so that any amount of a
    /// stronger error outweighs any amount of weaker ones in practice (UIKit priorities 1…999 map here).
    static let required = 1_001_001_000.0
    static func strength(priority: Float) -> Double {
        let p = Double(min(max(priority, 1), 1000))
        // Priorities map onto three levels of weight (as Kiwi's strong, medium, weak), keeping the order.
        return p >= 1000 ? required : p * p * 1000 + p
    }

    /// `expression relation 0` at a strength.
    final class Constraint: Hashable, CustomStringConvertible {
        let expression: Expression
        let relation: Relation
        let strength: Double
        /// What the constraint stands for (an `NSLayoutConstraint`), described only when a message needs it.
        weak var source: AnyObject?
        init(
            _ expression: Expression, _ relation: Relation, strength: Double = LayoutSolver.required,
            source: AnyObject? = nil
        ) {
            self.expression = expression
            self.relation = relation
            self.strength = min(strength, LayoutSolver.required)
            self.source = source
        }
        var isRequired: Bool { strength >= LayoutSolver.required }
        static func == (a: Constraint, b: Constraint) -> Bool { a === b }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        var description: String { source.map { "\($0)" } ?? "constraint" }
    }

    enum Failure: Error, Equatable {
        /// The required constraints cannot all hold with this one.
        case unsatisfiable
        case duplicate
        case unknown
    }
}
