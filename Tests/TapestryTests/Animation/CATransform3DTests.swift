import Foundation
import Testing

@testable import Tapestry

/// Core Animation's 4×4 transforms: row vectors multiplied on the left, as Apple's documentation lays them out
/// (a translation in m41–m43, `CATransform3DConcat(a, b)` applies `a` first).
@Suite struct CATransform3DTests {
    /// A point through a transform (with the perspective divide).
    private func apply(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat = 0) -> (CGFloat, CGFloat, CGFloat)
    {
        let w = x * t.m14 + y * t.m24 + z * t.m34 + t.m44
        return (
            (x * t.m11 + y * t.m21 + z * t.m31 + t.m41) / w, (x * t.m12 + y * t.m22 + z * t.m32 + t.m42) / w,
            (x * t.m13 + y * t.m23 + z * t.m33 + t.m43) / w
        )
    }

    private func close(_ a: (CGFloat, CGFloat, CGFloat), _ b: (CGFloat, CGFloat, CGFloat)) -> Bool {
        abs(a.0 - b.0) < 1e-9 && abs(a.1 - b.1) < 1e-9 && abs(a.2 - b.2) < 1e-9
    }

    private func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        zip(a.rows.joined(), b.rows.joined()).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test func theBasicTransformsMovePointsAsDocumented() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        let moved = CATransform3DMakeTranslation(10, 20, 30)
        #expect(moved.m41 == 10 && moved.m42 == 20 && moved.m43 == 30)
        #expect(close(apply(moved, 1, 2, 3), (11, 22, 33)))
        #expect(close(apply(CATransform3DMakeScale(2, 3, 4), 1, 1, 1), (2, 3, 4)))
        // A quarter turn about z takes +x to +y (UIKit's y points down, so on screen it turns clockwise).
        let turn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(close(apply(turn, 1, 0), (0, 1, 0)))
        #expect(
            close(turn, CATransform3D(CGAffineTransform(rotationAngle: .pi / 2))), "the same as the affine rotation")
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)), "no axis: no rotation")
        #expect(close(apply(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), 0, 0, 1), (1, 0, 0)), "about y: z to x")
    }

    @Test func concatAppliesTheFirstThenTheSecond() {
        let scale = CATransform3DMakeScale(2, 2, 1), move = CATransform3DMakeTranslation(10, 0, 0)
        #expect(close(apply(CATransform3DConcat(scale, move), 1, 0), (12, 0, 0)), "scaled, then moved")
        #expect(close(apply(CATransform3DConcat(move, scale), 1, 0), (22, 0, 0)), "moved, then scaled")
        // The Translate, Scale and Rotate forms put their step before the transform given.
        #expect(close(CATransform3DTranslate(scale, 10, 0, 0), CATransform3DConcat(move, scale)))
        #expect(close(CATransform3DScale(move, 2, 2, 1), CATransform3DConcat(scale, move)))
        let turn = CATransform3DMakeRotation(0.3, 0, 0, 1)
        #expect(close(CATransform3DRotate(move, 0.3, 0, 0, 1), CATransform3DConcat(turn, move)))
    }

    @Test func perspectiveMakesFarPointsSmaller() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let far = apply(perspective, 100, 0, -500)  // 500 pt behind the screen
        #expect(abs(far.0 - 50) < 1e-9, "half as far from the centre: \(far.0)")
        #expect(!CATransform3DIsAffine(perspective) && CATransform3DIsAffine(CATransform3DMakeScale(2, 3, 1)))
    }

    @Test func affineTransformsGoBothWays() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(CATransform3DIsAffine(t) && CATransform3DGetAffineTransform(t) == affine)
        #expect(t.m11 == 1 && t.m12 == 2 && t.m21 == 3 && t.m22 == 4 && t.m41 == 5 && t.m42 == 6)
    }

    @Test func theInverseUndoesATransformAndASingularOneComesBackUnchanged() {
        var t = CATransform3DConcat(CATransform3DMakeRotation(0.7, 1, 2, 3), CATransform3DMakeTranslation(4, -5, 6))
        t = CATransform3DScale(t, 2, 0.5, 3)
        t.m34 = -1 / 800
        let inverse = CATransform3DInvert(t)
        #expect(close(CATransform3DConcat(t, inverse), CATransform3DIdentity))
        #expect(close(CATransform3DConcat(inverse, t), CATransform3DIdentity))
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(flat), flat), "no inverse: returned as it is")
        #expect(!CATransform3DEqualToTransform(t, inverse))
    }
}
