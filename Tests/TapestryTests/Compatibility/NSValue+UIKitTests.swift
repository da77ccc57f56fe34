import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// NSValue's geometry boxes and Core Animation's use of them.
@MainActor
@Suite struct NSValueUIKitTests {
    @Test func geometryRoundTripsThroughItsBox() {
        let transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
        #expect(NSValue(caTransform3D: transform).caTransform3DValue == transform)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(
            NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue
                == CGRect(x: 1, y: 2, width: 3, height: 4))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(
            NSValue(uiOffset: UIOffset(horizontal: 1, vertical: 2)).uiOffsetValue
                == UIOffset(horizontal: 1, vertical: 2))
        // A box read as something else gives the neutral value, not garbage.
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).caTransform3DValue == CATransform3DIdentity)
        #expect(NSValue(uiEdgeInsets: insets).cgAffineTransformValue == .identity)
    }

    @Test func boxedValuesAnimate() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, synthesizer) = makeWindow()
        _ = window
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.layer.addSublayer(layer)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 0))
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(move, forKey: "move")
        let spin = CABasicAnimation(keyPath: "transform")
        spin.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        spin.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
        spin.duration = 1
        spin.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(spin, forKey: "spin")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = NSNumber(value: 1)
        fade.toValue = NSNumber(value: 0)
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(fade, forKey: "fade")
        synthesizer.advance(by: 0.5)
        let presented = layer.presentation()!
        #expect(abs(presented.position.x - 50) < 1)
        #expect(abs(presented.transform.m11 - 2) < 0.05)
        #expect(abs(presented.opacity - 0.5) < 0.05)
    }

    @Test func geometryStringsReadAndWrite() {
        #expect(NSCoder.cgPoint(for: "{3, -4.5}") == CGPoint(x: 3, y: -4.5))
        #expect(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSCoder.cgSize(for: "{10, 20}") == CGSize(width: 10, height: 20))
        #expect(NSCoder.cgPoint(for: "nonsense") == .zero)
        #expect(NSCoder.string(for: CGPoint(x: 3, y: 4)) == "{3, 4}")
        #expect(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4.5)) == "{{1, 2}, {3, 4.5}}")
    }

    @Test func theUnionOfRangesCoversThemAll() {
        let ranges = [NSRange(location: 4, length: 2), NSRange(location: 1, length: 1)].map { NSValue(range: $0) }
        #expect(NSValue.union(of: ranges) == NSRange(location: 1, length: 5))
        #expect(NSValue.union(of: []).location == NSNotFound)
    }
}
