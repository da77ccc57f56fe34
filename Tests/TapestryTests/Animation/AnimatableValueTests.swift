import Foundation
import Testing

@testable import Tapestry

@MainActor
@Suite struct AnimatableValueTests {
    /// What apps pass as `fromValue`/`toValue` (`Any?`) becomes a value of the right kind; other things do not.
    @Test func appValuesConvertByKind() {
        #expect(AnimatableValue(any: 2.5) == .scalar(2.5))
        #expect(AnimatableValue(any: CGFloat(3)) == .scalar(3))
        #expect(AnimatableValue(any: Float(0.5)) == .scalar(0.5))
        #expect(AnimatableValue(any: 4) == .scalar(4))
        #expect(AnimatableValue(any: NSNumber(value: 1.5)) == .scalar(1.5))
        #expect(AnimatableValue(any: CGPoint(x: 1, y: 2)) == .point(CGPoint(x: 1, y: 2)))
        #expect(AnimatableValue(any: NSValue(cgPoint: CGPoint(x: 3, y: 4))) == .point(CGPoint(x: 3, y: 4)))
        #expect(
            AnimatableValue(any: CGRect(x: 0, y: 0, width: 5, height: 6))
                == .rect(CGRect(x: 0, y: 0, width: 5, height: 6)))
        #expect(AnimatableValue(any: UIColor.red) == .color(.init(1, 0, 0, 1)))
        #expect(AnimatableValue(any: CGAffineTransform(scaleX: 2, y: 2)) == .transform(CATransform3DMakeScale(2, 2, 1)))
        #expect(AnimatableValue(any: [UIColor.red.cgColor, UIColor.blue.cgColor])?.anyValue is [CGColor])
        #expect(AnimatableValue(any: [0.0, 0.5, 1.0]) == .scalars([0, 0.5, 1]))
        #expect(AnimatableValue(any: "red") == nil)
        #expect(AnimatableValue(any: nil) == nil)
    }

    /// A number read back keeps the Swift type the app used.
    @Test func numbersComeBackAsTheTypeGiven() {
        let v = AnimatableValue.scalar(2.6)
        #expect(v.anyValue(like: Double(0)) as? Double == 2.6)
        #expect(v.anyValue(like: Float(0)) as? Float == Float(2.6))
        #expect(v.anyValue(like: 0) as? Int == 3)
        #expect((v.anyValue(like: NSNumber(value: 0)) as? NSNumber)?.doubleValue == 2.6)
        #expect(v.anyValue as? CGFloat == 2.6)
    }

    @Test func valuesOfOneKindInterpolate() {
        #expect(AnimatableValue.interpolate(.scalar(0), .scalar(10), 0.25) == .scalar(2.5))
        #expect(
            AnimatableValue.interpolate(.point(.zero), .point(CGPoint(x: 10, y: -20)), 0.5)
                == .point(CGPoint(x: 5, y: -10)))
        #expect(
            AnimatableValue.interpolate(.color(.init(0, 0, 0, 0)), .color(.init(1, 0.5, 0, 1)), 0.5)
                == .color(.init(0.5, 0.25, 0, 0.5)))
        #expect(AnimatableValue.interpolate(.scalars([0, 10]), .scalars([10, 20]), 0.1) == .scalars([1, 11]))
    }

    /// Values that do not mix switch halfway, as Core Animation does.
    @Test func valuesOfDifferentKindsSwitchHalfway() {
        let a = AnimatableValue.scalar(1), b = AnimatableValue.point(.zero)
        #expect(AnimatableValue.interpolate(a, b, 0.49) == a)
        #expect(AnimatableValue.interpolate(a, b, 0.5) == b)
        #expect(AnimatableValue.interpolate(.scalars([1]), .scalars([1, 2]), 0.7) == .scalars([1, 2]))
    }

    /// A rotation turns through the angles between rather than shrinking through zero.
    @Test func transformsInterpolateByTheirDecomposition() throws {
        let from = AnimatableValue.transform(CATransform3D())
        let to = AnimatableValue.transform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        let half = AnimatableValue.interpolate(from, to, 0.5)
        let rotation = try #require(half.component("rotation")?.scalar)
        #expect(abs(rotation - .pi / 4) < 1e-9)
        let scale = try #require(half.component("scale")?.scalar)
        #expect(abs(scale - 1) < 1e-9)
    }

    @Test func addingAndSubtractingAreInverse() throws {
        let a = AnimatableValue.rect(CGRect(x: 1, y: 2, width: 3, height: 4))
        let b = AnimatableValue.rect(CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(AnimatableValue.add(AnimatableValue.subtract(b, a), a) == b)
        #expect(AnimatableValue.add(a, a.zero) == a)
        let t = CATransform3DMakeScale(2, 3, 1), u = CATransform3DMakeTranslation(5, 6, 0)
        let delta = AnimatableValue.subtract(.transform(t), .transform(u))
        guard case .transform(let back) = AnimatableValue.add(.transform(u), delta) else {
            Issue.record("not a transform")
            return
        }
        #expect(abs(back.m11 - 2) < 1e-9 && abs(back.m22 - 3) < 1e-9 && abs(back.m41) < 1e-9)
    }

    /// Key paths such as `bounds.size.width` and `transform.rotation.z` read and replace one component.
    @Test func componentsReadAndReplaceByName() throws {
        let rect = AnimatableValue.rect(CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(rect.component("size.width") == .scalar(30))
        #expect(rect.component("origin.y") == .scalar(2))
        #expect(rect.component("depth") == nil)
        #expect(
            rect.replacing("size.height", with: .scalar(99)) == .rect(CGRect(x: 1, y: 2, width: 30, height: 99)))
        #expect(rect.replacing("size.height", with: .point(.zero)) == nil)
        let turned = try #require(
            AnimatableValue.transform(CATransform3DMakeTranslation(7, 8, 0))
                .replacing("rotation.z", with: .scalar(.pi)))
        #expect(abs((turned.component("rotation.z")?.scalar ?? 0) - .pi) < 1e-9)
        #expect(turned.component("translation.x") == .scalar(7))
    }

    /// Colour channels are kept as numbers while animating and clamped only when drawn.
    @Test func coloursClampWhenTheyBecomeCGColors() {
        let overshoot = AnimatableValue.RGBA(1.2, -0.1, 0.5, 1)
        let color = overshoot.cgColor
        #expect(color.red == 1 && color.green == 0 && color.blue == 0.5)
    }
}
