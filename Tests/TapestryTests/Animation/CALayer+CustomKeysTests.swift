import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Keys of a layer's own: kept with their type, copied into presentation layers and animated there.
@MainActor
@Suite struct CALayerCustomKeysTests {
    @Test func ownKeysKeepTheirTypeAndAnimateOnThePresentationLayer() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        let layer = CALayer()
        view.layer.addSublayer(layer)
        layer.setValue(2.0, forKey: "angle")
        #expect(layer.value(forKey: "angle") as? Double == 2)
        let animation = CABasicAnimation(keyPath: "angle")
        animation.fromValue = 0.0
        animation.toValue = 10.0
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(animation, forKey: nil)
        synthesizer.advance(by: 0.5)
        let presented = try #require(layer.presentation()?.value(forKey: "angle") as? Double)
        #expect(abs(presented - 5) < 1e-6, "a Double stays a Double: \(presented)")
        #expect(layer.value(forKey: "angle") as? Double == 2, "the model keeps its value")
        // A key never set takes the animation's type.
        let spin = CABasicAnimation(keyPath: "turns")
        spin.fromValue = Float(0)
        spin.toValue = Float(4)
        spin.duration = 1
        spin.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(spin, forKey: nil)
        synthesizer.advance(by: 0.25)
        #expect(layer.presentation()?.value(forKey: "turns") as? Float == 1)
        #expect(CALayer.needsDisplay(forKey: "angle") == false)
    }
}
