import Foundation
import Testing

@testable import Tapestry

/// What the layout solver works with (LayoutSolver+Vocabulary): variables and constraints compared by identity,
/// expressions of terms, and priorities turned into strengths that keep their order, 1000 being required.
@MainActor
@Suite struct LayoutSolverVocabularyTests {
    @Test func strengthsKeepThePrioritiesOrderAndRequiredIsTheTop() {
        let priorities: [Float] = [1, 50, 250, 251, 500, 749, 750, 751, 999]
        let strengths = priorities.map { LayoutSolver.strength(priority: $0) }
        #expect(zip(strengths, strengths.dropFirst()).allSatisfy { $0 < $1 }, "strictly increasing")
        #expect(strengths.allSatisfy { $0 < LayoutSolver.required })
        #expect(LayoutSolver.strength(priority: 1000) == LayoutSolver.required)
        #expect(LayoutSolver.strength(priority: 5000) == LayoutSolver.required, "clamped to required")
        #expect(LayoutSolver.strength(priority: 0) == LayoutSolver.strength(priority: 1), "clamped to 1")
        #expect(LayoutSolver.strength(priority: 750) > 8 * LayoutSolver.strength(priority: 250), "squared: far apart")
    }

    @Test func variablesAndConstraintsAreTheirOwnIdentity() {
        let a = LayoutSolver.Variable("width"), b = LayoutSolver.Variable("width")
        #expect(a == a && a != b && Set([a, b, a]).count == 2)
        #expect(a.description == "width" && a.value == 0 && !a.changed)
        let expression = LayoutSolver.Expression([(a, 1), (b, -2)], constant: 10)
        #expect(expression.terms.count == 2 && expression.terms[1].coefficient == -2 && expression.constant == 10)
        let required = LayoutSolver.Constraint(expression, .equal)
        let weak = LayoutSolver.Constraint(
            expression, .greaterThanOrEqual, strength: LayoutSolver.strength(priority: 250))
        #expect(required.isRequired && !weak.isRequired && required != weak)
        #expect(LayoutSolver.Constraint(expression, .equal, strength: 1e12).strength == LayoutSolver.required)
        #expect(required.description == "constraint", "no source")
        let source = NSLayoutConstraint(
            item: UIView(), attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 10)
        #expect(LayoutSolver.Constraint(expression, .equal, source: source).description == "\(source)")
    }
}
