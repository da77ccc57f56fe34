import Foundation
import Tapestry
import Testing

@MainActor
@Suite struct ConversionTests {
    @Test func pointsConvertBetweenSiblingsAndAncestors() {
        UIApplication.replaceShared()  // a fresh application for each test
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 200, y: 100, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(inner)
        #expect(inner.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 26))
        #expect(root.convert(CGPoint(x: 16, y: 26), to: inner) == CGPoint(x: 1, y: 1))
        #expect(inner.convert(CGPoint(x: 0, y: 0), to: b) == CGPoint(x: -185, y: -75))
        #expect(inner.convert(CGPoint(x: -185, y: -75), from: b) == .zero)
        #expect(
            inner.convert(CGRect(x: 0, y: 0, width: 2, height: 2), to: root)
                == CGRect(x: 15, y: 25, width: 2, height: 2))
        #expect(inner.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 15, y: 25), "nil: the root outside a window")
    }

    @Test func boundsOriginShiftsContent() {
        UIApplication.replaceShared()  // a fresh application for each test
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(scroller)
        scroller.bounds.origin = CGPoint(x: 0, y: 300)
        #expect(scroller.convert(CGPoint(x: 0, y: 300), to: root) == .zero)
        #expect(scroller.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func conversionAcrossWindowsGoesThroughTheScreen() {
        UIApplication.replaceShared()  // a fresh application for each test
        let left = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let right = UIWindow(frame: CGRect(x: 300, y: 50, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        right.addSubview(view)
        #expect(view.convert(CGPoint(x: 0, y: 0), to: left) == CGPoint(x: 310, y: 60))
        #expect(left.convert(CGPoint(x: 310, y: 60), to: view) == .zero)
        #expect(view.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 11, y: 11), "nil: the view's window")
    }

    /// Property: converting there and back is the identity, for random trees with random transforms.
    @Test func convertThereAndBackIsIdentity() {
        UIApplication.replaceShared()  // a fresh application for each test
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<50 {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
            var views: [UIView] = [root]
            for _ in 0..<12 {
                let parent = views.randomElement(using: &rng)!
                let view = UIView(
                    frame: CGRect(
                        x: .random(in: -100...400, using: &rng), y: .random(in: -100...400, using: &rng),
                        width: .random(in: 1...300, using: &rng), height: .random(in: 1...300, using: &rng)))
                if Bool.random(using: &rng) {
                    view.transform = CGAffineTransform(rotationAngle: .random(in: -3...3, using: &rng))
                        .scaledBy(x: .random(in: 0.5...2, using: &rng), y: .random(in: 0.5...2, using: &rng))
                }
                if Bool.random(using: &rng) {
                    view.bounds.origin = CGPoint(
                        x: .random(in: -50...50, using: &rng), y: .random(in: -50...50, using: &rng))
                }
                parent.addSubview(view)
                views.append(view)
            }
            for _ in 0..<20 {
                let a = views.randomElement(using: &rng)!
                let b = views.randomElement(using: &rng)!
                let p = CGPoint(x: .random(in: -300...300, using: &rng), y: .random(in: -300...300, using: &rng))
                let there = a.convert(p, to: b)
                #expect(approximatelyEqual(b.convert(there, to: a), p, tolerance: 1e-7))
                #expect(approximatelyEqual(b.convert(there, from: b), there))
            }
        }
    }

    @Test func frameFollowsCenterBoundsAndTransform() {
        UIApplication.replaceShared()  // a fresh application for each test
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -100, y: -50, width: 200, height: 100))
        #expect(view.bounds.size == CGSize(width: 100, height: 50), "a transform leaves the bounds alone")
        view.transform = .identity
        view.frame = CGRect(x: 0, y: 0, width: -30, height: 10)
        #expect(view.frame == CGRect(x: -30, y: 0, width: 30, height: 10), "negative sizes are standardized")
    }
}
