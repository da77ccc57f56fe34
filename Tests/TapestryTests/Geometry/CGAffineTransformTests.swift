import Foundation
import Tapestry
import Testing

@Suite struct CGAffineTransformTests {
    @Test func basicTransformsMovePoints() {
        let p = CGPoint(x: 2, y: 3)
        #expect(p.applying(.identity) == p)
        #expect(p.applying(CGAffineTransform(translationX: 10, y: -1)) == CGPoint(x: 12, y: 2))
        #expect(p.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 4, y: 9))
        let r = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(
            abs(r.x) < 1e-12 && abs(r.y - 1) < 1e-12, "a quarter turn takes +x to +y (clockwise on a y-down screen)")
    }

    @Test func concatenationAppliesTheLeftTransformFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 5, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 7, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 12, y: 2))
        #expect(move.scaledBy(x: 2, y: 2) == scale.concatenating(move))
        #expect(scale.translatedBy(x: 5, y: 0) == move.concatenating(scale))
    }

    @Test func aSingularTransformInvertsToItself() {
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
        #expect(flat.determinant == 0)
    }

    @Test func rectsTransformToTheirBoundingBox() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(rect.applying(CGAffineTransform(translationX: 1, y: 2)) == CGRect(x: 1, y: 2, width: 10, height: 20))
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 1)) == CGRect(x: -10, y: 0, width: 10, height: 20))
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.width - 20) < 1e-9 && abs(rotated.height - 10) < 1e-9)
        #expect(CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: 2)) == CGSize(width: 4, height: 6))
    }

    /// Property: for random invertible transforms, t · t⁻¹ is the identity and points go there and back.
    @Test func inverseUndoesRandomTransforms() {
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<500 {
            let t = CGAffineTransform(rotationAngle: .random(in: -7...7, using: &rng))
                .scaledBy(x: .random(in: 0.1...5, using: &rng), y: .random(in: 0.1...5, using: &rng))
                .translatedBy(x: .random(in: -1000...1000, using: &rng), y: .random(in: -1000...1000, using: &rng))
            let p = CGPoint(x: .random(in: -500...500, using: &rng), y: .random(in: -500...500, using: &rng))
            #expect(approximatelyEqual(p.applying(t).applying(t.inverted()), p, tolerance: 1e-9))
            let product = t.concatenating(t.inverted())
            #expect(abs(product.a - 1) < 1e-9 && abs(product.b) < 1e-9 && abs(product.c) < 1e-9)
            #expect(abs(product.d - 1) < 1e-9 && abs(product.tx) < 1e-6 && abs(product.ty) < 1e-6)
        }
    }

    @Test func edgeInsetsShrinkRects() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let insets = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        #expect(rect.inset(by: insets) == CGRect(x: 10, y: 5, width: 70, height: 30))
        #expect(rect.inset(by: .zero) == rect)
    }
}
