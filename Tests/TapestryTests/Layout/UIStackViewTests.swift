import Foundation
import Tapestry
import TapestryTesting
import Testing

/// UIStackView on constraints (SEMANTICS §11.7).
@MainActor
@Suite struct UIStackViewTests {
    /// A box with an intrinsic size.
    final class Box: UIView {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { return nil }

        override var intrinsicContentSize: CGSize { size }
    }

    func stage(_ stack: UIStackView, width: CGFloat = 300, height: CGFloat = 100) -> UIView {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        stack.frame = parent.bounds
        parent.addSubview(stack)
        return parent
    }

    @Test func fillStretchesTheViewThatHugsLeast() {
        UIApplication.replaceShared()  // a fresh application for each test
        let a = Box(50, 20), b = Box(60, 20), c = Box(40, 20)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        for view in [a, c] { view.setContentHuggingPriority(.defaultHigh, for: .horizontal) }
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        let parent = stage(stack)
        parent.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 190, height: 100))
        #expect(c.frame == CGRect(x: 260, y: 0, width: 40, height: 100))
    }

    @Test func fillEquallyAndCustomSpacing() {
        UIApplication.replaceShared()  // a fresh application for each test
        let views = [Box(10, 10), Box(20, 10), Box(30, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 6
        stack.setCustomSpacing(30, after: views[0])
        let parent = stage(stack, width: 336)
        parent.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [100, 100, 100])
        #expect(views.map(\.frame.minX) == [0, 130, 236])
    }

    @Test func aHiddenArrangedViewTakesNoSpaceAndTheCollapseAnimates() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow(width: 400, height: 400)
        let views = [Box(10, 10), Box(20, 10), Box(30, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 320)
        root.addSubview(stack)
        synthesizer.advance(by: 0)
        #expect(views.map(\.frame.minY) == [0, 110, 220])
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            views[1].isHidden = true
            stack.layoutIfNeeded()
        }
        #expect(views[0].frame.height == 155 && views[2].frame.minY == 165)
        synthesizer.advance(by: 0.5)
        let presented = views[2].layer.presentation()!
        #expect(abs(presented.position.y - (220 + 50 + 165 + 155 / 2) / 2) < 1e-6)
    }

    @Test func alignmentAcrossTheAxis() {
        UIApplication.replaceShared()  // a fresh application for each test
        let small = Box(20, 20), tall = Box(20, 60)
        let stack = UIStackView(arrangedSubviews: [small, tall])
        stack.alignment = .center
        let parent = stage(stack)
        parent.layoutIfNeeded()
        #expect(small.frame.midY == 50 && small.frame.height == 20)
        stack.alignment = .bottom
        parent.layoutIfNeeded()
        #expect(small.frame.maxY == 100 && tall.frame.maxY == 100)
        stack.alignment = .top
        parent.layoutIfNeeded()
        #expect(small.frame.minY == 0 && tall.frame.height == 60)
    }

    @Test func equalSpacingAndMarginsRelativeArrangement() {
        UIApplication.replaceShared()  // a fresh application for each test
        let views = [Box(20, 10), Box(40, 10), Box(20, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let parent = stage(stack, width: 300)
        parent.layoutIfNeeded()
        #expect(views[0].frame.minX == 10 && views[2].frame.maxX == 290)
        let gap1 = views[1].frame.minX - views[0].frame.maxX, gap2 = views[2].frame.minX - views[1].frame.maxX
        #expect(abs(gap1 - gap2) < 1e-6 && abs(gap1 - 100) < 1e-6)
    }

    @Test func removingAnArrangedViewClosesTheGap() {
        UIApplication.replaceShared()  // a fresh application for each test
        let views = [Box(10, 10), Box(10, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        let parent = stage(stack, width: 200)
        parent.layoutIfNeeded()
        #expect(views[1].frame.minX == 100)
        views[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 1)
        parent.layoutIfNeeded()
        #expect(views[0].frame.width == 200)
    }

    /// A subclass written for iOS chains to UIKit's initializer that cannot fail.
    final class Column: UIStackView {
        override init(frame: CGRect) { super.init(frame: frame) }
        required init(coder: NSCoder) { super.init(coder: coder) }
    }

    @Test func aSubclassChainsToTheCoderInitializerThatCannotFail() {
        let column = Column(coder: NSCoder())
        #expect(column.arrangedSubviews.isEmpty && column.frame == .zero)
        #expect(Column(frame: .zero).axis == .horizontal)
    }

    /// A view that recomputes its size when told it changed (overriding UIKit's open method).
    final class Counting: UIView {
        var invalidations = 0
        override func invalidateIntrinsicContentSize() {
            invalidations += 1
            super.invalidateIntrinsicContentSize()
        }
    }

    @Test func invalidatingTheIntrinsicSizeCanBeOverridden() {
        let view = Counting()
        view.setContentHuggingPriority(.required, for: .horizontal)
        #expect(view.invalidations == 1)
    }
}
