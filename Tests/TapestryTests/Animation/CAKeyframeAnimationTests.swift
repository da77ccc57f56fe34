import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Keyframe animations: key times and segment curves, paths at an even speed, the calculation modes.
@MainActor
@Suite struct CAKeyframeAnimationTests {
    private func makeLayerStage() -> (CALayer, UIView, EventSynthesizer) { makeStandaloneLayerStage() }

    @Test func keyframesHonourKeyTimesAndSegmentCurves() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (layer, _, synthesizer) = makeLayerStage()
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = [0, 1, 0.5]
        animation.keyTimes = [0, 0.8, 1]
        animation.timingFunctions = [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .easeIn)]
        animation.duration = 1
        layer.add(animation, forKey: nil)
        synthesizer.advance(by: 0.4)
        #expect(abs(layer.presentation()!.opacity - 0.5) < 1e-5)
        synthesizer.advance(by: 0.5)
        let p = bezierProgress(0.5, 0.42, 0, 1, 1)
        #expect(abs(Double(layer.presentation()!.opacity) - (1 - 0.5 * p)) < 1e-5)
    }

    @Test func aKeyframeAnimationAlongAPathMovesAtEvenSpeed() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (layer, _, synthesizer) = makeLayerStage()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.duration = 1
        layer.add(animation, forKey: nil)
        synthesizer.advance(by: 0.75)
        #expect(approximatelyEqual(layer.presentation()!.position, CGPoint(x: 100, y: 50)))
    }

    /// With a rotation mode, a layer moved along a path turns to the path's direction (half a turn more in
    /// reverse), on top of its own transform, and stops turning when the animation is gone.
    @Test func aLayerMovedAlongAPathTurnsWithItsRotationMode() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (layer, _, synthesizer) = makeLayerStage()
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.rotationMode = .rotateAuto
        animation.duration = 1
        layer.add(animation, forKey: "along")
        synthesizer.advance(by: 0.25)
        func angle() -> CGFloat {
            let t = layer.presentation()!.transform
            return atan2(t.m12, t.m11)
        }
        func scale() -> CGFloat {
            let t = layer.presentation()!.transform
            return hypot(t.m11, t.m12)
        }
        #expect(abs(angle()) < 1e-6 && abs(scale() - 2) < 1e-6, "along the first side: no turn, the scale kept")
        synthesizer.advance(by: 0.5)
        #expect(abs(angle() - .pi / 2) < 1e-6, "down the second side: a quarter turn")
        let reverse = animation.copy() as! CAKeyframeAnimation
        reverse.rotationMode = .rotateAutoReverse
        layer.add(reverse, forKey: "along")
        synthesizer.advance(by: 0.25)
        #expect(abs(abs(angle()) - .pi) < 1e-6, "pointing back along the first side")
        synthesizer.advance(by: 1)
        #expect(abs(angle()) < 1e-6 && abs(scale() - 2) < 1e-6, "the animation is over: the model transform")
    }

    /// Discrete keyframes hold each value until the next key time.
    @Test func discreteKeyframesHoldEachValue() {
        UIApplication.replaceShared()
        let (layer, _, synthesizer) = makeLayerStage()
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = [0.2, 0.6, 1.0]
        animation.keyTimes = [0, 0.5, 1]
        animation.calculationMode = .discrete
        animation.duration = 1
        layer.add(animation, forKey: nil)
        synthesizer.advance(by: 0.3)
        #expect(abs(layer.presentation()!.opacity - 0.2) < 1e-6)
        synthesizer.advance(by: 0.4)
        #expect(abs(layer.presentation()!.opacity - 0.6) < 1e-6)
    }

    /// Without key times, discrete values share the duration evenly (each holds for a third of it here); with
    /// Core Animation's one key time more than values, each holds until the next.
    @Test func discreteKeyframesWithoutKeyTimesShareTheDurationEvenly() {
        UIApplication.replaceShared()
        let (layer, _, synthesizer) = makeLayerStage()
        /// Adds a one-second discrete opacity animation of `values` at `keyTimes`.
        func addDiscrete(_ values: [Double], keyTimes: [NSNumber]? = nil) {
            let animation = CAKeyframeAnimation(keyPath: "opacity")
            animation.values = values
            animation.keyTimes = keyTimes
            animation.calculationMode = .discrete
            animation.duration = 1
            layer.add(animation, forKey: nil)
        }
        addDiscrete([0.2, 0.6, 1.0])
        synthesizer.advance(by: 0.3)
        #expect(abs(layer.presentation()!.opacity - 0.2) < 1e-6)
        synthesizer.advance(by: 0.1)
        #expect(abs(layer.presentation()!.opacity - 0.6) < 1e-6)
        synthesizer.advance(by: 0.3)
        #expect(abs(layer.presentation()!.opacity - 1.0) < 1e-6)
        layer.removeAllAnimations()
        addDiscrete([0.2, 0.6], keyTimes: [0, 0.8, 1])
        synthesizer.advance(by: 0.7)
        #expect(abs(layer.presentation()!.opacity - 0.2) < 1e-6)
        synthesizer.advance(by: 0.15)
        #expect(abs(layer.presentation()!.opacity - 0.6) < 1e-6)
    }

    /// Paced keyframes ignore the key times and move at one speed over the whole distance.
    @Test func pacedKeyframesMoveAtOneSpeed() {
        UIApplication.replaceShared()
        let (layer, _, synthesizer) = makeLayerStage()
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 90)]
        animation.keyTimes = [0, 0.9, 1]
        animation.calculationMode = .paced
        animation.duration = 1
        layer.add(animation, forKey: nil)
        synthesizer.advance(by: 0.5)
        // Half of the 120-point way: 30 along x, then 30 of the 90 down.
        #expect(approximatelyEqual(layer.presentation()!.position, CGPoint(x: 30, y: 30)))
    }

    /// Key times and values that do not pair up are spaced evenly; one value holds throughout.
    @Test func mismatchedKeyTimesAreSpacedEvenlyAndOneValueHolds() {
        UIApplication.replaceShared()
        let (layer, _, synthesizer) = makeLayerStage()
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = [0, 1, 0]
        animation.keyTimes = [0, 1]
        animation.duration = 1
        layer.add(animation, forKey: "even")
        let single = CAKeyframeAnimation(keyPath: "cornerRadius")
        single.values = [7]
        single.duration = 1
        layer.add(single, forKey: "single")
        synthesizer.advance(by: 0.25)
        #expect(abs(layer.presentation()!.opacity - 0.5) < 1e-6)
        #expect(layer.presentation()!.cornerRadius == 7)
    }
}
