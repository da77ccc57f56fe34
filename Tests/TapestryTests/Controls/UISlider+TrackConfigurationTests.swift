import Foundation
import Tapestry
import TapestryTesting
import Testing

/// UIKit 26 slider track configurations and the thumbless style.
@MainActor
@Suite struct UISliderTrackConfigurationTests {
    @Test func ticksHoldTheValueToTheNearestTickInsideTheEnabledRange() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 280, height: 34))
        slider.trackConfiguration = UISlider.TrackConfiguration(numberOfTicks: 5)
        #expect(slider.trackConfiguration?.ticks.map(\.position) == [0, 0.25, 0.5, 0.75, 1])
        slider.value = 0.3
        #expect(slider.value == 0.25)
        slider.value = 0.7
        #expect(slider.value == 0.75)
        // The enabled range keeps the value inside it, on the ticks inside it.
        slider.trackConfiguration?.enabledRange = 0.25...0.5
        #expect(slider.value == 0.5, "re-held when the configuration changes")
        slider.value = 0
        #expect(slider.value == 0.25)
        // Without tick values only, the value is free within the range; fractions follow the slider's range.
        slider.trackConfiguration = UISlider.TrackConfiguration(
            allowsTickValuesOnly: false, enabledRange: 0.1...0.9, numberOfTicks: 3)
        slider.maximumValue = 10
        slider.value = 3.3
        #expect(abs(slider.value - 3.3) < 1e-5)
        slider.value = 10
        #expect(abs(slider.value - 9) < 1e-5)
        let tick = UISlider.TrackConfiguration.Tick(position: 0.5, title: "half")
        #expect(UISlider.TrackConfiguration(ticks: [tick]).ticks.first?.title == "half")
    }

    @Test func aThumblessSliderIsSetWherePressedAndDragged() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 280, height: 40))
        slider.sliderStyle = .thumbless
        root.addSubview(slider)
        #expect(slider.trackRect(forBounds: slider.bounds).height == 8)
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        synthesizer.tap(at: CGPoint(x: 140, y: 20))  // the middle of the track
        #expect(abs(slider.value - 0.5) < 0.01 && changes >= 1)
        synthesizer.drag(from: CGPoint(x: 140, y: 20), to: CGPoint(x: 300, y: 20), steps: 4)
        #expect(slider.value == 1)
    }
}
