import Foundation
import Testing

@testable import Tapestry

/// Values an app keeps on an animation under its own keys travel with the copy the layer adds, so a delegate
/// reads them on the animation it is told about (Core Animation's key-value coding).
@MainActor
@Suite struct CAAnimationTests {
    final class Recorder: NSObject, CAAnimationDelegate {
        var tags: [String] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            tags.append(anim.value(forKey: "tag") as? String ?? "none")
        }
    }

    @Test func keyedValuesTravelWithTheAddedCopy() {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 0.2
        animation.setValue("fade-in", forKey: "tag")
        #expect(animation.value(forKey: "tag") as? String == "fade-in")
        let recorder = Recorder()
        animation.delegate = recorder
        root.layer.add(animation, forKey: "fade")
        #expect(root.layer.animation(forKey: "fade")?.value(forKey: "tag") as? String == "fade-in")
        synthesizer.advance(by: 0.3)
        #expect(recorder.tags == ["fade-in"])
        animation.setValue(nil, forKey: "tag")
        #expect(animation.value(forKey: "tag") == nil)
    }
}
