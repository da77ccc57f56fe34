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
}
