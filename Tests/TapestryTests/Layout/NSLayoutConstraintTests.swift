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

    @Test func aConstraintNamesItsAnchors() {
        let view = UIView(), other = UIView()
        let toView = view.topAnchor.constraint(equalTo: other.bottomAnchor, constant: 8)
        #expect(toView.firstAnchor.isEqual(view.topAnchor) && !toView.firstAnchor.isEqual(view.bottomAnchor))
        #expect(toView.secondAnchor?.isEqual(other.bottomAnchor) == true)
        let constant = view.widthAnchor.constraint(equalToConstant: 40)
        #expect(constant.firstAnchor.isEqual(view.widthAnchor) && constant.secondAnchor == nil)
        #expect(!constant.firstAnchor.isEqual(other.widthAnchor) && !constant.firstAnchor.isEqual("width"))
    }
}
