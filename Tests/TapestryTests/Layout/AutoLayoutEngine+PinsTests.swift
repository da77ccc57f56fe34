import Foundation
import Tapestry
import TapestryTesting
import Testing

/// What the engine adds besides the constraints: autoresizing masks as pins, layout guides at their insets,
/// intrinsic sizes, and the floor under sizes nothing decides.
@MainActor
@Suite struct AutoLayoutEnginePinsTests {
    /// A view that translates its mask, referred to by a constraint, stays where its mask puts it: the growth
    /// of the superview is shared among the flexible parts in proportion to their lengths, as UIKit's engine does.
    @Test func aMaskSharesTheSuperviewsGrowthAmongItsFlexibleParts() {
        UIApplication.replaceShared()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let sprung = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 30))
        sprung.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        parent.addSubview(sprung)
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: sprung.trailingAnchor),
            follower.topAnchor.constraint(equalTo: sprung.bottomAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 150, y: 50, width: 10, height: 10))
        parent.frame.size.width = 450  // 150 more: a third to the left margin, two thirds to the width
        parent.layoutIfNeeded()
        #expect(sprung.frame == CGRect(x: 100, y: 20, width: 200, height: 30))
        #expect(follower.frame.minX == 300)
    }

    /// Without a flexible part the frame is pinned where it is, whatever the superview does.
    @Test func aViewWithoutAMaskIsPinnedWhereItIs() {
        UIApplication.replaceShared()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let fixed = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
        parent.addSubview(fixed)
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor, multiplier: 2),
            follower.heightAnchor.constraint(equalToConstant: 1),
            follower.leftAnchor.constraint(equalTo: parent.leftAnchor),
            follower.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        parent.frame.size = CGSize(width: 600, height: 400)
        parent.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 40, y: 40, width: 60, height: 60))
        #expect(follower.frame.width == 120)
        fixed.frame.size.width = 70  // a new frame is pinned again
        parent.layoutIfNeeded()
        #expect(follower.frame.width == 140)
    }

    /// The margins guide sits at the owning view's layout margins, and follows them when they change.
    @Test func theMarginsGuideFollowsTheMargins() {
        UIApplication.replaceShared()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        parent.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let guide = parent.layoutMarginsGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 10, width: 240, height: 160))
        parent.layoutMargins = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 5, y: 0, width: 290, height: 200))
    }

    /// An intrinsic size holds at the view's hugging and compression priorities: a required width beats the
    /// hugging, a compression resistance below a competing constraint gives way.
    @Test func intrinsicSizesHoldAtTheirPriorities() {
        UIApplication.replaceShared()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let label = UILabel()
        label.text = "A label of some width"
        label.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(label)
        let natural = label.intrinsicContentSize.width
        let narrow = label.widthAnchor.constraint(lessThanOrEqualToConstant: natural / 2)
        narrow.priority = UILayoutPriority(700)
        NSLayoutConstraint.activate([
            narrow, label.leftAnchor.constraint(equalTo: parent.leftAnchor),
            label.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(label.frame.width == natural, "compression resistance (750) beats 700")
        label.setContentCompressionResistancePriority(UILayoutPriority(600), for: .horizontal)
        parent.layoutIfNeeded()
        #expect(label.frame.width == natural / 2)
    }
}
