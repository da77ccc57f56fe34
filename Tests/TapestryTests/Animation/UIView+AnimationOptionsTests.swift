import Foundation
import Testing

@testable import Tapestry

/// Animation options keep UIKit's bit layout (code that stores or combines raw values agrees with iOS), and
/// their curve, transition and calculation-mode fields read back as the animations use them.
@MainActor
@Suite struct UIViewAnimationOptionsTests {
    @Test func theBitsAreUIKits() {
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 196_608)
        #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5_242_880)
        #expect(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue == 7 << 24)
        #expect(UIView.KeyframeAnimationOptions.calculationModePaced.rawValue == 2048)
        #expect(UIView.AnimationOptions.curveEaseInOut.isEmpty, "the default curve has no bits")
    }

    /// The curve field picks Core Animation's named function; other bits do not disturb it.
    @Test func theCurveFieldPicksTheTimingFunction() {
        let options: UIView.AnimationOptions = [.curveEaseOut, .repeat, .allowUserInteraction, .transitionFlipFromTop]
        #expect(options.timingFunction.c1 == CAMediaTimingFunction(name: .easeOut).c1)
        #expect(options.transitionKind == 6)
        #expect(UIView.AnimationCurve.linear.timingFunction.c2 == CAMediaTimingFunction(name: .linear).c2)
        #expect(
            UIView.AnimationOptions([]).timingFunction.c1 == CAMediaTimingFunction(name: .easeInEaseOut).c1)
    }

    /// Keyframe options share the low bits with the view options and carry their own calculation mode.
    @Test func keyframeOptionsShareTheLowBitsAndCarryTheirMode() {
        let options: UIView.KeyframeAnimationOptions = [.calculationModeCubic, .autoreverse, .repeat]
        #expect(options.calculationMode == .cubic)
        #expect(options.shared == [.autoreverse, .repeat])
        #expect(UIView.KeyframeAnimationOptions([]).calculationMode == .linear)
        #expect(UIView.KeyframeAnimationOptions.calculationModeDiscrete.calculationMode == .discrete)
    }
}
