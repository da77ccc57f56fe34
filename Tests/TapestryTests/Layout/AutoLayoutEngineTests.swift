import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Auto Layout through the public API (SEMANTICS §11.2–4).
@MainActor
@Suite struct AutoLayoutTests {
    func container(_ width: CGFloat = 300, _ height: CGFloat = 200) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    func constrained(in parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test func edgesPinnedWithInsetsFollowTheSuperview() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = container()
        let child = constrained(in: parent)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 5),
            child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -5),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 5, width: 270, height: 190))
        parent.frame.size = CGSize(width: 500, height: 100)
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 5, width: 470, height: 90))
        #expect(parent.constraints.count == 4)
    }

    @Test func centringWithAFixedSizeAndAMultiplier() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = container()
        let child = constrained(in: parent)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
            child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalToConstant: 40),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 75, y: 80, width: 150, height: 40))
    }

    @Test func theStrongerOptionalConstraintWinsAndRequiredOnesBound() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = container()
        let child = constrained(in: parent)
        let low = child.widthAnchor.constraint(equalToConstant: 100)
        low.priority = .defaultLow
        let high = child.widthAnchor.constraint(equalToConstant: 200)
        high.priority = .defaultHigh
        NSLayoutConstraint.activate([
            low, high, child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
            child.trailingAnchor.constraint(lessThanOrEqualTo: parent.trailingAnchor, constant: -150),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame.width == 150, "the required bound clips the preferred 200")
        high.isActive = false
        parent.layoutIfNeeded()
        #expect(child.frame.width == 100)
    }

    @Test func changingAConstantRelaysOut() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = container()
        let child = constrained(in: parent)
        let left = child.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([
            left, child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame.minX == 10)
        left.constant = 70
        #expect(parent.hasPendingLayout)
        parent.layoutIfNeeded()
        #expect(child.frame.minX == 70)
    }

    @Test func anUnsatisfiableRequiredConstraintIsBrokenAndLayoutGoesOn() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = container()
        let child = constrained(in: parent)
        let conflicting = child.widthAnchor.constraint(equalToConstant: 80)
        conflicting.identifier = "the-conflict"
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 40), child.heightAnchor.constraint(equalToConstant: 10),
            child.leftAnchor.constraint(equalTo: parent.leftAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        parent.layoutIfNeeded()
        conflicting.isActive = true
        parent.layoutIfNeeded()
        #expect(child.frame.width == 40, "the constraint that could not be satisfied was broken")
        #expect(conflicting.isActive, "a broken constraint stays active, as in UIKit")
    }

    @Test func intrinsicSizesWithHuggingAndCompressionResistance() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = container(400, 50)
        let name = UILabel(), value = UILabel()
        name.text = "Name"
        value.text = "A rather long value"
        for label in [name, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(label)
        }
        // The name hugs its text; the value takes the rest of the row.
        name.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            name.topAnchor.constraint(equalTo: parent.topAnchor), value.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(name.frame.width == name.intrinsicContentSize.width)
        #expect(name.frame.height == name.intrinsicContentSize.height)
        #expect(value.frame.maxX == 400)
        #expect(value.frame.minX == name.frame.maxX + 8)
        // Longer text: the name grows with it.
        name.text = "A much longer name"
        parent.layoutIfNeeded()
        #expect(name.frame.width == name.intrinsicContentSize.width)
    }

    @Test func aLayoutGuideSpacesTwoViewsEqually() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = container(300, 100)
        let a = constrained(in: parent), b = constrained(in: parent)
        let left = UILayoutGuide(), middle = UILayoutGuide(), right = UILayoutGuide()
        for guide in [left, middle, right] { parent.addLayoutGuide(guide) }
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            a.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            middle.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: middle.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: b.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            left.widthAnchor.constraint(equalTo: middle.widthAnchor),
            middle.widthAnchor.constraint(equalTo: right.widthAnchor),
            a.widthAnchor.constraint(equalToConstant: 60), b.widthAnchor.constraint(equalToConstant: 60),
            a.heightAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalTo: a.heightAnchor),
            a.topAnchor.constraint(equalTo: parent.topAnchor), b.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(a.frame.minX == 60 && b.frame.minX == 180)
        #expect(middle.layoutFrame.width == 60)
    }

    @Test func constraintsAcrossLevelsOfTheHierarchy() {
        UIApplication.replaceShared()  // a fresh application for each test
        let root = container(400, 400)
        let box = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 200))  // laid out by its frame
        root.addSubview(box)
        let inner = constrained(in: box)
        let outer = constrained(in: root)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
            inner.widthAnchor.constraint(equalToConstant: 30), inner.heightAnchor.constraint(equalToConstant: 30),
            // Beside `inner`, which is one level deeper.
            outer.leadingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 5),
            outer.topAnchor.constraint(equalTo: inner.topAnchor),
            outer.widthAnchor.constraint(equalToConstant: 10), outer.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
        #expect(outer.frame == CGRect(x: 95, y: 70, width: 10, height: 10))
        box.frame.origin = CGPoint(x: 0, y: 0)  // the frame-based box moves: its pins follow
        root.layoutIfNeeded()
        #expect(outer.frame.origin == CGPoint(x: 45, y: 10))
    }

    @Test func removingAViewDropsTheConstraintsThatCrossTheCut() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = container()
        let a = constrained(in: parent)
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        let left = a.leftAnchor.constraint(equalTo: parent.leftAnchor)
        NSLayoutConstraint.activate([width, left])
        parent.layoutIfNeeded()
        a.removeFromSuperview()
        #expect(!left.isActive, "it related the view to its old superview")
        #expect(width.isActive, "it lies entirely within the view")
        #expect(parent.constraints.isEmpty)
    }

    @Test func constraintsWithoutACommonAncestorStopWithUIKitsMessage() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIApplication.replaceShared()
                UIView().leadingAnchor.constraint(equalTo: UIView().leadingAnchor).isActive = true
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIApplication.replaceShared()
                let view = UIView()
                // A location cannot equal a size.
                _ = NSLayoutConstraint(
                    item: view, attribute: .left, relatedBy: .equal, toItem: view, attribute: .width, multiplier: 1,
                    constant: 0)
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIApplication.replaceShared()
                let a = UIView(), b = UIView()
                // A location times 0 is a location equal to a constant.
                _ = NSLayoutConstraint(
                    item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .left, multiplier: 0,
                    constant: 5)
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIApplication.replaceShared()
                UIView().widthAnchor.constraint(equalToConstant: 10).priority = UILayoutPriority(1001)
            }
        }
    }

    @Test func updateConstraintsRunsBeforeLayoutWhenAsked() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Card: UIView {
            var updates = 0
            lazy var width = widthAnchor.constraint(equalToConstant: 10)
            var wide = false
            override func updateConstraints() {
                updates += 1
                width.constant = wide ? 100 : 10
                width.isActive = true
                super.updateConstraints()
            }
        }
        let parent = container()
        let card = Card()
        card.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(card)
        NSLayoutConstraint.activate([
            card.leftAnchor.constraint(equalTo: parent.leftAnchor),
            card.topAnchor.constraint(equalTo: parent.topAnchor),
            card.heightAnchor.constraint(equalToConstant: 5),
        ])
        card.setNeedsUpdateConstraints()
        parent.layoutIfNeeded()
        #expect(card.updates == 1 && card.frame.width == 10)
        card.wide = true
        card.setNeedsUpdateConstraints()
        #expect(card.needsUpdateConstraints())
        parent.layoutIfNeeded()
        #expect(card.updates == 2 && card.frame.width == 100)
        #expect(!card.needsUpdateConstraints())
    }

    @Test func aConstantChangedInsideAnAnimationBlockAnimatesTheFrames() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow(width: 400, height: 400)
        let child = constrained(in: root)
        let left = child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 0)
        NSLayoutConstraint.activate([
            left, child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 20),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        synthesizer.advance(by: 0)
        #expect(child.frame.minX == 0)
        left.constant = 200
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { root.layoutIfNeeded() }
        #expect(child.frame.minX == 200)
        synthesizer.advance(by: 0.5)
        #expect(abs(child.layer.presentation()!.position.x - 110) < 1e-6)
    }

    @Test func systemLayoutSizeFittingGivesTheSmallestSizeTheConstraintsAllow() {
        UIApplication.replaceShared()  // a fresh application for each test
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        let intrinsic = label.intrinsicContentSize
        let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(abs(compressed.width - (intrinsic.width + 32)) < 1e-6)
        #expect(abs(compressed.height - (intrinsic.height + 24)) < 1e-6)
        let fixedWidth = card.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth.width == 320)
        #expect(card.frame.size == CGSize(width: 500, height: 500), "the view itself does not change")
    }

    @Test func ambiguityAndTheConstraintsAffectingAView() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = container()
        let child = constrained(in: parent)
        let left = child.leftAnchor.constraint(equalTo: parent.leftAnchor)
        NSLayoutConstraint.activate([left, child.widthAnchor.constraint(equalToConstant: 20)])
        parent.layoutIfNeeded()
        #expect(child.hasAmbiguousLayout, "nothing places it vertically")
        #expect(child.constraintsAffectingLayout(for: .horizontal).count == 2)
        #expect(child.constraintsAffectingLayout(for: .vertical).isEmpty)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: parent.topAnchor), child.heightAnchor.constraint(equalToConstant: 5),
        ])
        parent.layoutIfNeeded()
        #expect(!child.hasAmbiguousLayout)
        #expect(parent.constraintsDescription.contains("NSLayoutConstraint"))
        #expect(!parent.constraintsDescription.contains("AMBIGUOUS"))
    }
}

/// A constraint whose view was released holds nothing (it would otherwise pin its other view to a constant).
@MainActor
@Suite struct AutoLayoutReleasedItemTests {
    @Test func aConstraintToAReleasedViewIsDroppedNotTurnedIntoAConstant() {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let root = window.rootViewController!.view!
        weak var label: UILabel?
        let kept = UISwitch()
        do {
            let text = UILabel()
            text.text = "Wi-Fi"
            label = text
            let row = UIStackView(arrangedSubviews: [text, kept])
            row.spacing = 12
            root.addSubview(row)
            window.layoutIfNeeded()
            row.removeFromSuperview()
        }
        #expect(label == nil, "the row and its label are gone")
        // The kept view's constraints to the label must not come back as constants.
        kept.layoutIfNeeded()
        root.addSubview(kept)
        window.layoutIfNeeded()
        let lost = kept.constraintsAffectingLayout(for: .horizontal) + kept.constraintsAffectingLayout(for: .vertical)
        #expect(lost.allSatisfy { $0.secondItem != nil || [.width, .height].contains($0.firstAttribute) }, "\(lost)")
    }
}

@MainActor
@Suite struct AutoLayoutPinnedFrameTests {
    /// A view placed by its frame that constraints refer to is pinned there; setting the frame it already has
    /// (as layoutSubviews often do every pass) changes nothing and asks for no further layout, while moving it
    /// moves what is constrained to it.
    @Test func settingTheSameFrameOnAPinnedViewAsksForNoLayout() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, _) = makeWindow(width: 400, height: 300)
        let pinned = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        root.addSubview(pinned)
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: pinned.trailingAnchor, constant: 8),
            follower.topAnchor.constraint(equalTo: pinned.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 20),
            follower.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 118, y: 10, width: 20, height: 20))
        #expect(!window.hasPendingLayout)
        pinned.frame = pinned.frame
        pinned.center = pinned.center
        #expect(!window.hasPendingLayout, "the same frame asks for no layout pass")
        pinned.frame = pinned.frame.offsetBy(dx: 5, dy: 0)
        #expect(window.hasPendingLayout)
        window.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 123, y: 10, width: 20, height: 20))
    }

    @Test func aSizeNothingDecidesIsNotLeftNegative() {
        UIApplication.replaceShared()  // a fresh application for each test
        // A chat input bar's shape (InputBarAccessoryView): empty stack views above and below a text box, the box
        // inside two visual effect views, the bar as tall as its intrinsic height. The empty stacks' heights are
        // free; the solve must not make one negative to make the other positive.
        final class Bar: UIView { override var intrinsicContentSize: CGSize { CGSize(width: -1, height: 49) } }
        final class Box: UIView { override var intrinsicContentSize: CGSize { CGSize(width: -1, height: 37) } }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        func make<V: UIView>(_ view: V) -> V {
            view.translatesAutoresizingMaskIntoConstraints = false
            return view
        }
        let bar = make(Bar()), top = make(UIStackView()), box = make(Box()), bottom = make(UIStackView())
        let container = make(UIVisualEffectView()), content = make(UIVisualEffectView())
        let wrapper = make(UIVisualEffectView())
        top.axis = .vertical
        root.addSubview(bar)
        bar.addSubview(top)
        bar.addSubview(container)
        container.contentView.addSubview(content)
        content.contentView.addSubview(wrapper)
        content.contentView.addSubview(bottom)
        wrapper.contentView.addSubview(box)
        func fill(_ view: UIView, _ superview: UIView) -> [NSLayoutConstraint] {
            [
                view.topAnchor.constraint(equalTo: superview.topAnchor),
                view.bottomAnchor.constraint(equalTo: superview.bottomAnchor),
                view.leftAnchor.constraint(equalTo: superview.leftAnchor),
                view.rightAnchor.constraint(equalTo: superview.rightAnchor),
            ]
        }
        NSLayoutConstraint.activate(
            [
                bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                bar.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                top.topAnchor.constraint(equalTo: bar.topAnchor),
                top.bottomAnchor.constraint(equalTo: container.topAnchor, constant: -6),
                top.leftAnchor.constraint(equalTo: bar.leftAnchor),
                top.rightAnchor.constraint(equalTo: bar.rightAnchor),
                container.bottomAnchor.constraint(lessThanOrEqualTo: bar.bottomAnchor, constant: -6),
                container.leftAnchor.constraint(equalTo: bar.leftAnchor, constant: 12),
                container.rightAnchor.constraint(equalTo: bar.rightAnchor, constant: -12),
                wrapper.topAnchor.constraint(equalTo: container.topAnchor),
                wrapper.bottomAnchor.constraint(equalTo: bottom.topAnchor),
                wrapper.leftAnchor.constraint(equalTo: container.leftAnchor),
                wrapper.rightAnchor.constraint(equalTo: container.rightAnchor, constant: -60),
                bottom.bottomAnchor.constraint(equalTo: container.bottomAnchor),
                bottom.leftAnchor.constraint(equalTo: container.leftAnchor),
                bottom.rightAnchor.constraint(equalTo: container.rightAnchor),
            ] + fill(content, container.contentView) + fill(box, wrapper.contentView))
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 795, width: 390, height: 49))
        #expect(top.frame.height == 0)
        #expect(container.frame == CGRect(x: 12, y: 6, width: 366, height: 37))
        #expect(box.frame.height == 37)
        #expect(bottom.frame == CGRect(x: 0, y: 37, width: 366, height: 0))
    }

    @Test func aSizeRelatedAcrossLevelsIsNotMovedByTheAncestorsOrigins() {
        UIApplication.replaceShared()  // a fresh application for each test
        // Widths and heights compare as they are; only positions take the ancestors' origins on the way up.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let card = UIView(frame: CGRect(x: 50, y: 70, width: 200, height: 200))
        root.addSubview(card)
        let nested = UIView(), outer = UIView()
        for view in [nested, outer] { view.translatesAutoresizingMaskIntoConstraints = false }
        card.addSubview(nested)
        root.addSubview(outer)
        NSLayoutConstraint.activate([
            nested.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            nested.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            nested.widthAnchor.constraint(equalToConstant: 30), nested.heightAnchor.constraint(equalToConstant: 40),
            outer.leadingAnchor.constraint(equalTo: nested.leadingAnchor),
            outer.topAnchor.constraint(equalTo: nested.bottomAnchor),
            outer.widthAnchor.constraint(equalTo: nested.widthAnchor, multiplier: 2),
            outer.heightAnchor.constraint(equalTo: nested.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(nested.frame == CGRect(x: 10, y: 10, width: 30, height: 40))
        #expect(outer.frame == CGRect(x: 60, y: 120, width: 60, height: 40))
    }
}
