import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The stepper: the minus and plus halves, clamping or wrapping, and auto-repeat while held.
@MainActor
@Suite struct UIStepperTests {
    @Test func halvesStepClampAndRepeatWhileHeld() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        stepper.maximumValue = 3
        root.addSubview(stepper)
        var values: [Double] = []
        stepper.addAction(UIAction { _ in values.append(stepper.value) }, for: .valueChanged)
        synthesizer.tap(at: CGPoint(x: 80, y: 16))  // plus
        synthesizer.advance(by: 1)
        synthesizer.tap(at: CGPoint(x: 10, y: 16))  // minus
        synthesizer.advance(by: 1)
        synthesizer.tap(at: CGPoint(x: 10, y: 16))  // already at the minimum: no change, no action
        #expect(values == [1, 0])
        let held = synthesizer.touchDown(at: CGPoint(x: 80, y: 16))
        synthesizer.advance(by: 0.75)  // one step at once, then after 0.5 s every 0.1 s, clamped at 3
        synthesizer.touchUp(held)
        #expect(values == [1, 0, 1, 2, 3])
        stepper.wraps = true
        synthesizer.advance(by: 1)
        synthesizer.tap(at: CGPoint(x: 80, y: 16))
        #expect(stepper.value == 0, "past the maximum it wraps")
    }

    @Test func imagesAreKeptByStateAndTheDisabledOneFallsBackToNormal() {
        let stepper = UIStepper()
        let plus = UIImage(bitmap: ImageBitmap(width: 8, height: 8, bytesPerRow: 32))
        let minus = UIImage(bitmap: ImageBitmap(width: 8, height: 8, bytesPerRow: 32))
        stepper.setIncrementImage(plus, for: .normal)
        stepper.setDecrementImage(minus, for: .normal)
        stepper.setBackgroundImage(UIImage(), for: .normal)
        stepper.setDividerImage(UIImage(), forLeftSegmentState: .normal, rightSegmentState: .normal)
        #expect(stepper.incrementImage(for: .normal) === plus && stepper.decrementImage(for: .normal) === minus)
        #expect(stepper.incrementImage(for: .disabled) == nil, "only the state it was set for")
        #expect(stepper.backgroundImage(for: .normal) != nil && stepper.backgroundImage(for: .highlighted) == nil)
        #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal) != nil)
    }
}
