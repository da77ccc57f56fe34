import Foundation
import Tapestry
import Testing

@MainActor
@Suite struct NSLayoutConstraintTests {
    @Test func theInitializerWithoutArgumentsMakesAnInactivePlaceholderWithNoItems() {
        let constraint = NSLayoutConstraint()
        #expect(constraint.firstItem == nil && constraint.secondItem == nil)
        #expect(constraint.firstAttribute == .notAnAttribute && constraint.secondAttribute == .notAnAttribute)
        #expect(constraint.relation == .equal && constraint.multiplier == 1 && constraint.constant == 0)
        #expect(!constraint.isActive)
        constraint.constant = 8  // a placeholder takes changes like any constraint
        #expect(constraint.constant == 8)
    }
}
