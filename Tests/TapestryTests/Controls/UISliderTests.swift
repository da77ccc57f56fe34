import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The slider: the value stays in range, and dragging the thumb changes it continuously.
@MainActor
@Suite struct UISliderTests {
    @Test func theValueIsClampedAndDraggingTheThumbChangesIt() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        root.addSubview(slider)
        slider.value = 5
        #expect(slider.value == 1, "clamped to maximumValue")
        slider.value = 0
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.bounds, value: 0)
        synthesizer.drag(from: CGPoint(x: thumb.midX, y: 20), to: CGPoint(x: 400, y: 20), steps: 5)
        #expect(!values.isEmpty)
        #expect(values == values.sorted(), "dragging right only increases it")
        #expect(slider.value == 1)
        slider.addAction(UIAction { _ in }, for: .valueChanged)
        synthesizer.tap(at: CGPoint(x: 150, y: 20))  // off the thumb: nothing
        #expect(slider.value == 1)
    }
}
