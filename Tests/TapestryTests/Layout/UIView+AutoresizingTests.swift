import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Autoresizing masks (SEMANTICS §11.3): UIKit's bits, a resize shared among the flexible parts in proportion
/// to their sizes, and masks translated into constraints in the same solve.
@MainActor
@Suite struct UIViewAutoresizingTests {
    @Test func masksShareAResizeAmongTheFlexibleParts() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        stretchy.autoresizingMask = [.flexibleWidth]
        let pinnedRight = UIView(frame: CGRect(x: 150, y: 40, width: 40, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        let centred = UIView(frame: CGRect(x: 80, y: 70, width: 40, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        for view in [stretchy, pinnedRight, centred, fixed] { parent.addSubview(view) }
        parent.frame.size = CGSize(width: 400, height: 150)
        #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 380, height: 20))
        #expect(pinnedRight.frame == CGRect(x: 350, y: 40, width: 40, height: 20))
        #expect(centred.frame == CGRect(x: 180, y: 70, width: 40, height: 20))
        #expect(fixed.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.autoresizesSubviews = false
        parent.frame.size = CGSize(width: 100, height: 100)
        #expect(stretchy.frame.width == 380)
    }

    @Test func theBitsAreUIKits() {
        typealias Mask = UIView.AutoresizingMask
        #expect(
            [
                Mask.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight,
                .flexibleBottomMargin,
            ].map(\.rawValue) == [1, 2, 4, 8, 16, 32])
        #expect(UIView().autoresizingMask == [] && UIView().autoresizesSubviews)
    }

    @Test func severalFlexiblePartsShareTheChangeInProportionToTheirSizes() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let all = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 10))
        all.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        let sizeAndRight = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 10))
        sizeAndRight.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
        let vertical = UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 50))
        vertical.autoresizingMask = [.flexibleTopMargin, .flexibleHeight]
        for view in [all, sizeAndRight, vertical] { parent.addSubview(view) }
        parent.bounds.size = CGSize(width: 600, height: 450)
        // 300 more points over margins of 50 and 150 and a width of 100: +50, +100, +150.
        #expect(all.frame == CGRect(x: 100, y: 0, width: 200, height: 10))
        // Over a width of 100 and a right margin of 150: the width takes 100 / 250 of it.
        #expect(sizeAndRight.frame == CGRect(x: 50, y: 20, width: 220, height: 10))
        // 150 more over a top margin of 100 and a height of 50.
        #expect(vertical.frame == CGRect(x: 0, y: 200, width: 10, height: 100))
        parent.bounds.size = CGSize(width: 300, height: 300)
        #expect(all.frame == CGRect(x: 50, y: 0, width: 100, height: 10), "back where it was")
    }

    @Test func aSoleFlexiblePartTakesAllOfItEvenFromNothing() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = UIView(frame: .zero)
        let child = UIView(frame: .zero)
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
    }

    @Test func aViewThatDoesNotTranslateItsMaskIsNotResizedByIt() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.autoresizingMask = [.flexibleWidth]
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        parent.frame.size.width = 200
        #expect(child.frame.width == 50)
    }

    @Test func aMaskedViewFollowsItsConstraintSizedSuperviewInTheSameSolve() {
        UIApplication.replaceShared()  // a fresh application for each test
        // A visual effect view's content view translates its flexible mask: what is pinned inside it sees the
        // size the constraints give the effect view, in one pass, as on iOS.
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let effect = UIVisualEffectView()
        effect.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(effect)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        effect.contentView.addSubview(inner)
        // Along the bottom edge of the content view, which is 0 × 0 until the first layout.
        let footer = UIView(frame: CGRect(x: 0, y: -10, width: 0, height: 10))
        footer.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        effect.contentView.addSubview(footer)
        let onFooter = UIView()
        onFooter.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(onFooter)
        let height = effect.heightAnchor.constraint(equalToConstant: 80)
        NSLayoutConstraint.activate([
            effect.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            effect.topAnchor.constraint(equalTo: parent.topAnchor, constant: 20),
            effect.widthAnchor.constraint(equalToConstant: 100), height,
            inner.topAnchor.constraint(equalTo: effect.contentView.topAnchor, constant: 5),
            inner.bottomAnchor.constraint(equalTo: effect.contentView.bottomAnchor, constant: -5),
            inner.leadingAnchor.constraint(equalTo: effect.contentView.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: effect.contentView.trailingAnchor),
            onFooter.topAnchor.constraint(equalTo: footer.bottomAnchor),
            onFooter.leadingAnchor.constraint(equalTo: footer.leadingAnchor),
            onFooter.widthAnchor.constraint(equalTo: footer.widthAnchor),
            onFooter.heightAnchor.constraint(equalToConstant: 1),
        ])
        parent.layoutIfNeeded()
        #expect(effect.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(inner.frame == CGRect(x: 0, y: 5, width: 100, height: 70))
        // The footer's top margin took the whole height change (its height and bottom margin are fixed).
        #expect(footer.frame == CGRect(x: 0, y: 70, width: 100, height: 10))
        #expect(onFooter.frame == CGRect(x: 10, y: 100, width: 100, height: 1))
        // A constant changed later moves them all in the next pass, and a mask changed later is translated anew.
        height.constant = 50
        parent.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 0, y: 5, width: 100, height: 40))
        #expect(footer.frame == CGRect(x: 0, y: 40, width: 100, height: 10))
        #expect(onFooter.frame.minY == 70)
        footer.autoresizingMask = []
        height.constant = 90
        parent.layoutIfNeeded()
        #expect(footer.frame == CGRect(x: 0, y: 40, width: 100, height: 10))
        #expect(onFooter.frame.minY == 70)
    }
}
