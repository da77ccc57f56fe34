import Foundation
import Tapestry
import Testing

/// The engine's hit-test walk skips dynamic calls for engine classes and goes down plain views in a loop; these
/// tests compare it with a plain recursive walk written here from SEMANTICS §1 on random mixed trees.
@MainActor
@Suite struct HitTestWalkTests {
    /// Widens its touch area by 20 points on every side.
    final class Wide: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    /// Refuses touches on the left half of its bounds (itself and everything below it).
    final class LeftRefuser: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            point.x < bounds.midX ? nil : super.hitTest(point, with: event)
        }
    }

    /// Reports itself hidden through a computed override, without touching the stored value.
    final class Ghost: UIView {
        override var isHidden: Bool {
            get { true }
            set {}
        }
    }

    /// A subclass that overrides nothing.
    final class Plain: UIView {}

    /// SEMANTICS §1 as a plain recursion over public API, with the test classes' overrides spelled out.
    private func reference(_ view: UIView, _ point: CGPoint) -> UIView? {
        if view is LeftRefuser, point.x < view.bounds.midX { return nil }
        guard !view.isHidden, view.isUserInteractionEnabled, view.alpha > 0.01, point.x.isFinite, point.y.isFinite,
            view.frame.origin.x.isFinite, view.bounds.width.isFinite,
            view.transform.a * view.transform.d - view.transform.b * view.transform.c != 0,
            view.point(inside: point, with: nil)
        else { return nil }
        for subview in view.subviews.reversed() {
            if let hit = reference(subview, view.convert(point, to: subview)) { return hit }
        }
        return view
    }

    private func randomView(_ rng: inout SeededGenerator, in size: CGSize) -> UIView {
        let frame = CGRect(
            x: .random(in: -20...size.width, using: &rng), y: .random(in: -20...size.height, using: &rng),
            width: .random(in: 2...max(3, size.width * 0.7), using: &rng),
            height: .random(in: 2...max(3, size.height * 0.7), using: &rng))
        let view: UIView
        switch Int.random(in: 0..<14, using: &rng) {
        case 0: view = Wide(frame: frame)
        case 1: view = LeftRefuser(frame: frame)
        case 2: view = Ghost(frame: frame)
        case 3: view = Plain(frame: frame)
        case 4: view = UIButton(frame: frame)
        case 5: view = UILabel(frame: frame)  // not interactive by default
        default: view = UIView(frame: frame)
        }
        switch Int.random(in: 0..<24, using: &rng) {
        case 0: view.isHidden = true
        case 1: view.alpha = 0.005
        case 2: view.isUserInteractionEnabled = false
        case 3: view.transform = CGAffineTransform(rotationAngle: .random(in: -1...1, using: &rng))
        case 4: view.transform = CGAffineTransform(scaleX: 1.5, y: 0.5)
        case 5: view.bounds.origin = CGPoint(x: 7, y: -5)
        case 6: view.transform = CGAffineTransform(scaleX: 0, y: 1)  // not invertible: never hit
        default: break
        }
        return view
    }

    private func grow(_ view: UIView, depth: Int, _ rng: inout SeededGenerator) {
        guard depth > 0, view.bounds.width > 8 else { return }
        // Now and then a container big enough to be searched through its grid.
        let count = Int.random(in: 0..<30, using: &rng) == 0 ? 300 : Int.random(in: 0...5, using: &rng)
        for _ in 0..<count { view.addSubview(randomView(&rng, in: view.bounds.size)) }
        for subview in view.subviews where count < 100 { grow(subview, depth: depth - 1, &rng) }
    }

    /// Property: on random trees mixing engine classes, subclasses with overrides, hidden, transparent,
    /// non-interactive, transformed and offset views, the walk gives the reference answer, also after changes.
    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func theWalkAnswersAsThePlainRecursion(seed: UInt64) {
        UIApplication.replaceShared()  // a fresh application for each test
        var rng = SeededGenerator(seed: seed)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        grow(root, depth: 5, &rng)
        func check(_ points: Int) {
            for _ in 0..<points {
                let p = CGPoint(x: .random(in: -30...830, using: &rng), y: .random(in: -30...630, using: &rng))
                let expected = reference(root, p)
                let actual = root.hitTest(p, with: nil)
                #expect(
                    actual === expected,
                    "at \(p): \(String(describing: actual)) instead of \(String(describing: expected))")
            }
        }
        check(500)
        var all: [UIView] = []
        func collect(_ view: UIView) {
            all.append(view)
            view.subviews.forEach(collect)
        }
        collect(root)
        // Each change is followed by hit-tests, so a change the walk's kept copies (a parent's records of its
        // subviews) failed to notice would give a stale answer at once.
        for _ in 0..<120 {
            let view = all.randomElement(using: &rng)!
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: view.isHidden.toggle()
            case 1: view.alpha = view.alpha > 0.5 ? 0 : 1
            case 2: view.isUserInteractionEnabled.toggle()
            case 3: view.transform = view.transform.isIdentity ? CGAffineTransform(rotationAngle: 0.4) : .identity
            case 4: view.center.x += 40
            case 5: view.bounds.size.width *= 0.5
            case 6: view.bounds.origin.y += 9
            case 7: if view !== root { view.removeFromSuperview() }
            case 8:
                let added = randomView(&rng, in: view.bounds.size)
                view.insertSubview(added, at: Int.random(in: 0...view.subviews.count, using: &rng))
                all.append(added)
            default: if view !== root { view.superview?.bringSubviewToFront(view) }
            }
            check(40)
        }
    }

    /// The walk keeps, in each view it goes through, a copy of what it reads of the subviews, and goes down
    /// from copy to copy; a change far below must still be seen from the top, through every kept copy.
    @Test func aChangeDeepDownIsSeenThroughEveryKeptCopyAbove() {
        UIApplication.replaceShared()  // a fresh application for each test
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var parent = root
        var chain: [UIView] = []
        for _ in 0..<6 {
            let child = UIView(
                frame: CGRect(x: 10, y: 10, width: parent.bounds.width - 20, height: parent.bounds.height - 20))
            parent.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))  // a sibling to pass over
            parent.addSubview(child)
            chain.append(child)
            parent = child
        }
        let deepest = chain[5]
        let target = CGPoint(x: 200, y: 200)
        #expect(root.hitTest(target, with: nil) === deepest)
        deepest.center.x += 1000  // out from under the point: its parent answers now
        #expect(root.hitTest(target, with: nil) === chain[4])
        deepest.center.x -= 1000
        #expect(root.hitTest(target, with: nil) === deepest)
        deepest.isHidden = true
        #expect(root.hitTest(target, with: nil) === chain[4])
        deepest.isHidden = false
        let added = UIView(frame: deepest.bounds)
        deepest.addSubview(added)
        #expect(root.hitTest(target, with: nil) === added)
        chain[2].bounds.origin.x = 500  // shifts everything below it away from the point
        #expect(root.hitTest(target, with: nil) === chain[2])
        chain[2].bounds.origin.x = 0
        #expect(root.hitTest(target, with: nil) === added)
        added.removeFromSuperview()
        #expect(root.hitTest(target, with: nil) === deepest)
        chain[3].transform = CGAffineTransform(translationX: 1000, y: 0)
        #expect(root.hitTest(target, with: nil) === chain[2])
        chain[3].transform = .identity
        #expect(root.hitTest(target, with: nil) === deepest)
    }

    @Test func aPlainViewUnderARefusingSiblingIsStillFound() {
        UIApplication.replaceShared()  // a fresh application for each test
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let below = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let refuser = LeftRefuser(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let top = UIView(frame: CGRect(x: 80, y: 80, width: 10, height: 10))
        root.addSubview(below)
        root.addSubview(refuser)
        root.addSubview(top)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === below)
        #expect(root.hitTest(CGPoint(x: 70, y: 10), with: nil) === refuser)
        #expect(root.hitTest(CGPoint(x: 85, y: 85), with: nil) === top)
        refuser.isHidden = true
        #expect(root.hitTest(CGPoint(x: 70, y: 10), with: nil) === below)
    }

    /// Removes its subviews when it goes, as some apps' views do.
    final class Tidy: UIView {
        deinit {
            MainActor.assumeIsolated {
                for subview in subviews {
                    #expect(subview.superview === self)
                    subview.removeFromSuperview()
                }
            }
        }
    }

    @Test func aDeinitCanStillUseTheSuperviewLinkOfItsSubviews() {
        UIApplication.replaceShared()  // a fresh application for each test
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        do {
            let parent = Tidy(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
        }
        #expect(child.superview == nil)
    }

    @Test func aSubviewThatOutlivesItsSuperviewHasNone() {
        UIApplication.replaceShared()  // a fresh application for each test
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.addSubview(child)
        #expect(other.hitTest(CGPoint(x: 5, y: 5), with: nil) === child)
    }
}
