import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct HitTestingTests {
    /// Apple's A–E example (seed 003): A holds B and C, C holds D and E; a touch on E.
    @Test func appleAtoEExampleFindsE() {
        UIApplication.replaceShared()  // a fresh application for each test
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let c = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        let d = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 200))
        let e = UIView(frame: CGRect(x: 150, y: 0, width: 150, height: 200))
        a.addSubview(b)
        a.addSubview(c)
        c.addSubview(d)
        c.addSubview(e)
        #expect(a.hitTest(CGPoint(x: 200, y: 150), with: nil) === e)
        #expect(a.hitTest(CGPoint(x: 50, y: 150), with: nil) === d)
        #expect(a.hitTest(CGPoint(x: 50, y: 50), with: nil) === b)
        #expect(a.hitTest(CGPoint(x: 400, y: 50), with: nil) == nil)
    }

    @Test func theFrontmostSubviewWins() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: parent.bounds)
        let front = UIView(frame: parent.bounds)
        parent.addSubview(back)
        parent.addSubview(front)
        #expect(parent.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
        parent.bringSubviewToFront(back)
        #expect(parent.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    }

    @Test func hiddenAlphaAndNonInteractiveViewsAreSkipped() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: parent.bounds)
        parent.addSubview(child)
        #expect(parent.hitTest(CGPoint(x: 10, y: 10), with: nil) === child)
        child.isHidden = true
        #expect(parent.hitTest(CGPoint(x: 10, y: 10), with: nil) === parent)
        child.isHidden = false
        child.alpha = 0.01
        #expect(parent.hitTest(CGPoint(x: 10, y: 10), with: nil) === parent, "0.01 itself is untouchable")
        child.alpha = 0.011
        #expect(parent.hitTest(CGPoint(x: 10, y: 10), with: nil) === child)
        child.alpha = 0
        #expect(parent.hitTest(CGPoint(x: 10, y: 10), with: nil) === parent)
        child.alpha = 1
        child.isUserInteractionEnabled = false
        #expect(parent.hitTest(CGPoint(x: 10, y: 10), with: nil) === parent)
        #expect(child.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
    }

    @Test func aNonInteractiveParentHidesItsWholeSubtree() {
        UIApplication.replaceShared()  // a fresh application for each test
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = UIView(frame: root.bounds)
        let child = UIView(frame: root.bounds)
        root.addSubview(parent)
        parent.addSubview(child)
        parent.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
    }

    /// Seed 004: the part of a child outside its parent is untouchable, with or without clipsToBounds.
    @Test func anOverflowingChildIsUntouchableOutsideItsParent() {
        UIApplication.replaceShared()  // a fresh application for each test
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let red = UIView(frame: CGRect(x: 10, y: 100, width: 200, height: 200))
        let blue = UIView(frame: CGRect(x: 10, y: 100, width: 300, height: 300))
        root.addSubview(red)
        red.addSubview(blue)
        #expect(root.hitTest(CGPoint(x: 100, y: 250), with: nil) === blue, "inside red: blue")
        #expect(root.hitTest(CGPoint(x: 300, y: 350), with: nil) === root, "outside red: not blue")
        red.clipsToBounds = true
        #expect(root.hitTest(CGPoint(x: 300, y: 350), with: nil) === root)
        red.clipsToBounds = false
        #expect(root.hitTest(CGPoint(x: 100, y: 250), with: nil) === blue)
    }

    /// Seed 001: a parent that overrides hitTest makes its overflowing child touchable.
    @Test func aParentOverrideMakesTheOverflowingChildTouchable() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Parent: UIView {
            var child: UIView!
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let inChild = convert(point, to: child)
                if child.point(inside: inChild, with: event) { return child.hitTest(inChild, with: event) }
                return super.hitTest(point, with: event)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let parent = Parent(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        parent.child = child
        root.addSubview(parent)
        parent.addSubview(child)
        // The root asks the parent only when the point is inside the parent, so widen the parent's area too.
        #expect(parent.hitTest(CGPoint(x: 140, y: 140), with: nil) === child)
        #expect(parent.hitTest(CGPoint(x: 20, y: 20), with: nil) === parent)
    }

    /// Seed 001: a button half under a translucent cover still responds when the cover overrides hitTest.
    @Test func aCoveredButtonRespondsThroughTheCoversOverride() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Cover: UIView {
            weak var button: UIView?
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                if let button {
                    let inButton = convert(point, to: button)
                    if button.point(inside: inButton, with: event) { return button }
                }
                return super.hitTest(point, with: event)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        let cover = Cover(frame: CGRect(x: 100, y: 0, width: 200, height: 300))
        cover.alpha = 0.5
        root.addSubview(button)
        root.addSubview(cover)
        #expect(root.hitTest(CGPoint(x: 120, y: 70), with: nil) === cover, "without the link the cover wins")
        cover.button = button
        #expect(root.hitTest(CGPoint(x: 120, y: 70), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 200, y: 200), with: nil) === cover)
    }

    @Test func pointInsideIsCalledThroughTheOverridableMethod() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Round: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                let dx = point.x - bounds.midX, dy = point.y - bounds.midY
                return dx * dx + dy * dy <= (bounds.width / 2) * (bounds.width / 2)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let round = Round(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(round)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === round)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root, "corner of the square is outside the circle")
    }

    @Test func transformsAndBoundsOriginAreHonoured() {
        UIApplication.replaceShared()  // a fresh application for each test
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let rotated = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 20))
        root.addSubview(rotated)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Rotated a quarter turn about its centre (200, 110): it now spans x 190...210, y 10...210.
        #expect(root.hitTest(CGPoint(x: 200, y: 30), with: nil) === rotated)
        #expect(root.hitTest(CGPoint(x: 120, y: 110), with: nil) === root)

        let scroller = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        let content = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 50))
        root.addSubview(scroller)
        scroller.addSubview(content)
        #expect(root.hitTest(CGPoint(x: 10, y: 310), with: nil) === scroller)
        scroller.bounds.origin = CGPoint(x: 0, y: 100)
        #expect(root.hitTest(CGPoint(x: 10, y: 310), with: nil) === content)
    }

    @Test func nonFiniteGeometryNeverMatchesAndNeverCrashes() {
        UIApplication.replaceShared()  // a fresh application for each test
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let nan = UIView(frame: CGRect(x: CGFloat.nan, y: 0, width: 50, height: 50))
        let infinite = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 50))
        let singular = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        singular.transform = CGAffineTransform(scaleX: 0, y: 0)
        root.addSubview(singular)
        root.addSubview(nan)
        root.addSubview(infinite)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: CGFloat.nan, y: 10), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: CGFloat.infinity, y: 10), with: nil) == nil)
        nan.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === nan, "a finite frame again is hit")
    }

    /// Seed 003: an image view swallows nothing; its subviews are untouchable until interaction is enabled.
    @Test func imageViewsAndLabelsStartNonInteractive() {
        UIApplication.replaceShared()  // a fresh application for each test
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let imageView = UIImageView(frame: root.bounds)
        let button = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(imageView)
        imageView.addSubview(button)
        #expect(!imageView.isUserInteractionEnabled)
        #expect(!UILabel(frame: .zero).isUserInteractionEnabled)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
        imageView.isUserInteractionEnabled = true
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === imageView)
    }

    @Test func aHiddenWindowHitsNothing() {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.isHidden, "a window starts hidden, as in UIKit")
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
        window.makeKeyAndVisible()
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
    }
}
