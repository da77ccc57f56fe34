import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Anchors make constraints of the right attributes and relations, and leading and trailing follow the
/// layout direction.
@MainActor
@Suite struct NSLayoutAnchorTests {
    private func stage() -> (UIView, UIView) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        return (parent, child)
    }

    @Test func anchorsMakeConstraintsOfTheirAttributes() {
        UIApplication.replaceShared()
        let (parent, child) = stage()
        let c = child.leadingAnchor.constraint(greaterThanOrEqualTo: parent.leadingAnchor, constant: 4)
        #expect(c.firstItem === child && c.secondItem === parent)
        #expect(c.firstAttribute == .leading && c.secondAttribute == .leading)
        #expect(c.relation == .greaterThanOrEqual && c.constant == 4 && !c.isActive)
        let w = child.widthAnchor.constraint(lessThanOrEqualTo: parent.widthAnchor, multiplier: 0.5, constant: 3)
        #expect(w.multiplier == 0.5 && w.constant == 3 && w.relation == .lessThanOrEqual)
        let fixed = child.heightAnchor.constraint(equalToConstant: 20)
        #expect(fixed.secondItem == nil && fixed.secondAttribute == .notAnAttribute)
        #expect(c.firstAnchor.isEqual(child.leadingAnchor))
        #expect(!c.firstAnchor.isEqual(child.trailingAnchor))
        #expect(c.secondAnchor?.isEqual(parent.leadingAnchor) == true)
        #expect(fixed.secondAnchor == nil)
    }

    /// System spacing is 8 points times the multiplier, after (x) or below (y) the other anchor.
    @Test func systemSpacingIsEightPointsATime() {
        UIApplication.replaceShared()
        let (parent, child) = stage()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalToSystemSpacingAfter: parent.leadingAnchor, multiplier: 2),
            child.topAnchor.constraint(equalToSystemSpacingBelow: parent.topAnchor, multiplier: 1),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame.origin == CGPoint(x: 16, y: 8))
    }

    /// Right to left, leading is the right edge and a leading constant moves inwards from it, as in UIKit. The
    /// direction is the container's: it decides how its contents are laid out.
    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        UIApplication.replaceShared()
        let (parent, child) = stage()
        let sibling = UIView()
        sibling.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(sibling)
        parent.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 10),
            sibling.leadingAnchor.constraint(equalTo: child.trailingAnchor, constant: 5),
            sibling.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -20),
            sibling.topAnchor.constraint(equalTo: parent.topAnchor),
            sibling.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 240, y: 0, width: 50, height: 10))
        #expect(sibling.frame == CGRect(x: 20, y: 0, width: 215, height: 10))

        // Back to left to right: the same constraints lay out the other way.
        parent.semanticContentAttribute = .forceLeftToRight
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 0, width: 50, height: 10))
        #expect(sibling.frame == CGRect(x: 65, y: 0, width: 215, height: 10))
    }

    /// Margins and the margins guide flip too: the leading margin is the right one.
    @Test func leadingMarginsFlipRightToLeft() {
        UIApplication.replaceShared()
        let (parent, child) = stage()
        parent.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 12)
        parent.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 40), child.heightAnchor.constraint(equalToConstant: 4),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame.maxX == 288)
    }

    /// Left and right never flip.
    @Test func leftAndRightStayPut() {
        UIApplication.replaceShared()
        let (parent, child) = stage()
        parent.semanticContentAttribute = .forceRightToLeft
        child.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            child.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame.minX == 10)
    }

    /// A horizontal stack view set right to left lays its arranged subviews out from the right.
    @Test func aRightToLeftStackViewStartsFromTheRight() {
        UIApplication.replaceShared()
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        stack.semanticContentAttribute = .forceRightToLeft
        let first = UIView(), second = UIView()
        for view in [first, second] {
            view.widthAnchor.constraint(equalToConstant: 50).isActive = true
            stack.addArrangedSubview(view)
        }
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        #expect(first.frame.maxX == 300)
        #expect(second.frame.minX == 0)
    }
}
