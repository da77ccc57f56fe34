import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A layer in its tree: converting between layers (standalone ones inside a view's, through views), layers
/// laid out by the frame step when they ask, and animations ending when a layer leaves the screen.
@MainActor
@Suite struct CALayerTreeTests {
    @Test func pointsConvertBetweenLayersThroughTheirPositionsAndViews() {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow(width: 320, height: 480)
        let view = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
        root.addSubview(view)
        let outer = CALayer()
        outer.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        let inner = CALayer()
        inner.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        outer.addSublayer(inner)
        view.layer.addSublayer(outer)
        synthesizer.advance(by: 0)
        #expect(inner.convert(CGPoint(x: 1, y: 1), to: view.layer) == CGPoint(x: 16, y: 16))
        #expect(inner.convert(CGPoint(x: 1, y: 1), to: root.layer) == CGPoint(x: 36, y: 46))
        #expect(outer.convert(CGPoint(x: 16, y: 16), from: view.layer) == CGPoint(x: 6, y: 6))
        #expect(
            inner.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: outer)
                == CGRect(x: 5, y: 5, width: 20, height: 20))
        // A scaled layer converts through its transform about its anchor.
        outer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(outer.convert(CGPoint(x: 50, y: 50), to: view.layer) == CGPoint(x: 60, y: 60))
        #expect(outer.convert(CGPoint(x: 0, y: 0), to: view.layer) == CGPoint(x: -40, y: -40))
    }

    /// A standalone layer that asks for layout is laid out by the next frame, once.
    @Test func aLayerThatAsksForLayoutIsLaidOutByTheFrame() {
        final class Counting: CALayer {
            var passes = 0
            override func layoutSublayers() { passes += 1 }
        }
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow(width: 320, height: 480)
        let layer = Counting()
        root.layer.addSublayer(layer)
        synthesizer.advance(by: 0)
        let before = layer.passes
        layer.setNeedsLayout()
        layer.setNeedsLayout()
        synthesizer.advance(by: 0)
        #expect(layer.passes == before + 1)
        synthesizer.advance(by: 0)
        #expect(layer.passes == before + 1, "nothing asked again")
    }

    /// A new size asks for layout, and `layoutIfNeeded()` lays out the marked layers of the tree beneath the
    /// highest marked one, each before its sublayers (as layers that size their sublayers from their own
    /// bounds need).
    @Test func layoutIfNeededLaysOutTheMarkedTreeParentsFirst() {
        final class Filling: CALayer {
            nonisolated(unsafe) static var order: [String] = []
            override func layoutSublayers() {
                Self.order.append(name ?? "?")
                for sublayer in sublayers ?? [] { sublayer.frame = bounds.insetBy(dx: 5, dy: 5) }
            }
        }
        let outer = Filling()
        outer.name = "outer"
        let middle = Filling()
        middle.name = "middle"
        let inner = Filling()
        inner.name = "inner"
        outer.addSublayer(middle)
        middle.addSublayer(inner)
        Filling.order = []
        // The new size marks the outer layer; its layout resizes (and so marks) the middle one, and so on down.
        outer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        outer.layoutIfNeeded()
        #expect(Filling.order == ["outer", "middle", "inner"])
        #expect(inner.bounds.size == CGSize(width: 80, height: 80))
        Filling.order = []
        outer.layoutIfNeeded()
        #expect(Filling.order.isEmpty, "nothing is marked any more")
        // The same size again asks for nothing; a move neither.
        outer.frame = CGRect(x: 20, y: 0, width: 100, height: 100)
        outer.layoutIfNeeded()
        #expect(Filling.order.isEmpty)
        // Asked from below, the layout starts at the highest of the marked superlayers above.
        middle.setNeedsLayout()
        inner.setNeedsLayout()
        inner.layoutIfNeeded()
        #expect(Filling.order == ["middle", "inner"])
    }

    /// Taken off the screen, a layer's animations end and their completions hear that they did not finish.
    @Test func aLayerLeavingTheScreenEndsItsAnimations() {
        final class Stop: NSObject, CAAnimationDelegate {
            var finished: [Bool] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { finished.append(flag) }
        }
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow(width: 320, height: 480)
        let layer = CALayer()
        root.layer.addSublayer(layer)
        synthesizer.advance(by: 0)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        let stop = Stop()
        fade.delegate = stop
        layer.add(fade, forKey: "fade")
        synthesizer.advance(by: 0.2)
        layer.removeFromSuperlayer()
        synthesizer.advance(by: 0)
        #expect(stop.finished == [false])
        #expect(layer.animationKeys() == nil)
    }
}
