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

    @Test func anActiveConstraintsPriorityMayTurnOptionalAndRequiredAgain() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let height = child.heightAnchor.constraint(equalToConstant: 50)
        height.isActive = true
        height.priority = .defaultHigh  // as paging menus do right after activating (allowed since iOS 13)
        let cap = child.heightAnchor.constraint(lessThanOrEqualToConstant: 30)
        NSLayoutConstraint.activate([
            cap, child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame.height == 30, "the optional height gives way to the required cap")
        cap.priority = .defaultLow
        height.priority = .required
        parent.layoutIfNeeded()
        #expect(child.frame.height == 50, "now the height is required and the cap optional")
    }

    @Test func aConstraintSubclassOverridesAwakeFromNib() {
        final class KeyboardConstraint: NSLayoutConstraint {
            var awoke = false
            override func awakeFromNib() {
                super.awakeFromNib()
                awoke = true
            }
        }
        let constraint = KeyboardConstraint(
            item: UIView(), attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 0)
        constraint.awakeFromNib()
        #expect(constraint.awoke)
    }
}
