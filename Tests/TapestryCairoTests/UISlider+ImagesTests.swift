import Foundation
import Tapestry
import TapestryCairo
import Testing

/// A slider drawn with its thumb image instead of the capsule.
@MainActor
@Suite struct UISliderImagesTests {
    @Test func theThumbImageIsDrawnWhereTheThumbIs() {
        UIApplication.replaceShared()
        let stage = FrameStage(width: 240, height: 60)
        let slider = UISlider(frame: CGRect(x: 20, y: 10, width: 200, height: 40))
        let thumb = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: .init(scale: 1)).image {
            context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        slider.setThumbImage(thumb, for: .normal)
        slider.value = 0.5
        stage.root.addSubview(slider)
        let pixels = stage.frame()
        let middle = pixels.pixel(x: 120, y: 30)
        #expect(middle.r > 200 && middle.g < 100, "the red thumb at the middle: \(middle)")
        let left = pixels.pixel(x: 105, y: 30)
        #expect(!(left.r > 200 && left.g < 100), "20 points wide, not the capsule's 37")
    }

    @Test func theFillStartsAtTheNeutralValueAndTicksAreDotsOnTheTrack() {
        UIApplication.replaceShared()
        let stage = FrameStage(width: 320, height: 60)
        let slider = UISlider(frame: CGRect(x: 20, y: 10, width: 280, height: 40))
        slider.trackConfiguration = UISlider.TrackConfiguration(
            allowsTickValuesOnly: false, neutralValue: 0.5, numberOfTicks: 3)
        slider.value = 0.25
        stage.root.addSubview(slider)
        let pixels = stage.frame()
        // The thumb sits a quarter along (its centre at 20 + 18.5 + 60.75 = 99); the neutral point halfway (160).
        let between = pixels.pixel(x: 140, y: 30)
        #expect(between.b > 200 && between.r < 60, "filled blue from the thumb to the neutral value: \(between)")
        let beyond = pixels.pixel(x: 220, y: 30)
        #expect(beyond.r > 180 && beyond.b > 180 && beyond.g > 180, "unfilled grey past it: \(beyond)")
        let tick = pixels.pixel(x: 160, y: 30)
        #expect(tick.r > 200 && tick.g > 200 && tick.b > 200, "a light dot at the middle tick: \(tick)")
    }
}
