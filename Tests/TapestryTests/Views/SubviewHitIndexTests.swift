import Foundation
import Tapestry
import Testing

@MainActor
@Suite struct SubviewHitIndexTests {
    final class Wide: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -30, dy: -30).contains(point)
        }
    }

    /// The UIKit walk without any index, for comparison.
    private func linearHitTest(_ view: UIView, _ point: CGPoint) -> UIView? {
        guard !view.isHidden, view.isUserInteractionEnabled, view.alpha > 0.01, view.point(inside: point, with: nil)
        else {
            return nil
        }
        for subview in view.subviews.reversed() {
            if let hit = subview.hitTest(view.convert(point, to: subview), with: nil) { return hit }
        }
        return view
    }

    /// Property: the children a renderer is given for a rectangle are, back to front and each once, every child
    /// whose frame meets it and every one that may draw outside its frame (a shadow, subviews sticking out, a
    /// transform); a rectangle around them all gives every child.
    @Test(arguments: [21, 22] as [UInt64])
    func theChildrenDrawingIntoARectangleAreAllFoundInOrder(seed: UInt64) {
        UIApplication.replaceShared()
        var rng = SeededGenerator(seed: seed)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        var reachesOut: Set<ObjectIdentifier> = []
        for _ in 0..<1500 {
            let view = UIView(
                frame: CGRect(
                    x: .random(in: -50...1250, using: &rng), y: .random(in: -50...780, using: &rng),
                    width: .random(in: 1...120, using: &rng), height: .random(in: 1...120, using: &rng)))
            switch Int.random(in: 0..<30, using: &rng) {
            case 0:
                view.layer.shadowOpacity = 0.5
                reachesOut.insert(ObjectIdentifier(view))
            case 1:
                view.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 10)))
                reachesOut.insert(ObjectIdentifier(view))
            case 2:
                view.transform = CGAffineTransform(rotationAngle: 0.3)
                reachesOut.insert(ObjectIdentifier(view))
            default: break
            }
            container.addSubview(view)
        }
        let all = container.subviews
        #expect(container.subviews(drawingInto: CGRect(x: -100, y: -100, width: 1500, height: 1100)) == all)
        for _ in 0..<200 {
            let rect = CGRect(
                x: .random(in: -20...1300, using: &rng), y: .random(in: -20...820, using: &rng),
                width: .random(in: 1...300, using: &rng), height: .random(in: 1...300, using: &rng))
            let found = container.subviews(drawingInto: rect)
            let places = found.map { view in all.firstIndex { $0 === view }! }
            #expect(places == places.sorted() && Set(places).count == places.count, "back to front, once each")
            let wanted = all.filter { $0.frame.intersects(rect) || reachesOut.contains(ObjectIdentifier($0)) }
            #expect(wanted.allSatisfy { view in found.contains { $0 === view } })
        }
    }

    /// Property: with thousands of children (plain, subclassed with a wider hit area, transformed, hidden,
    /// overlapping), the indexed walk answers exactly as the linear one, also after changes.
    @Test(arguments: [11, 12, 13] as [UInt64])
    func theIndexAnswersAsTheLinearWalk(seed: UInt64) {
        UIApplication.replaceShared()  // a fresh application for each test
        var rng = SeededGenerator(seed: seed)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        for _ in 0..<2000 {
            let frame = CGRect(
                x: .random(in: -50...1250, using: &rng), y: .random(in: -50...780, using: &rng),
                width: .random(in: 1...120, using: &rng), height: .random(in: 1...120, using: &rng))
            let view: UIView = Int.random(in: 0..<10, using: &rng) == 0 ? Wide(frame: frame) : UIView(frame: frame)
            if Int.random(in: 0..<20, using: &rng) == 0 { view.transform = CGAffineTransform(rotationAngle: 0.3) }
            if Int.random(in: 0..<15, using: &rng) == 0 { view.isHidden = true }
            if Int.random(in: 0..<8, using: &rng) == 0 {
                view.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 10)))  // sticks out
            }
            container.addSubview(view)
        }
        func check() {
            for _ in 0..<400 {
                let p = CGPoint(x: .random(in: -20...1300, using: &rng), y: .random(in: -20...820, using: &rng))
                #expect(container.hitTest(p, with: nil) === linearHitTest(container, p))
            }
        }
        check()
        for _ in 0..<50 {
            let view = container.subviews.randomElement(using: &rng)!
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: view.center = CGPoint(x: .random(in: 0...1280, using: &rng), y: .random(in: 0...800, using: &rng))
            case 1: container.bringSubviewToFront(view)
            case 2: view.removeFromSuperview()
            default: container.insertSubview(UIView(frame: CGRect(x: 600, y: 400, width: 50, height: 50)), at: 0)
            }
        }
        check()
    }
}
