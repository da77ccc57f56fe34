import Foundation
import Tapestry
import TapestryCairo
import Testing

/// A stepper drawn with the images set for it.
@MainActor
@Suite struct UIStepperImagesTests {
    @Test func theIncrementImageAndBackgroundTakeThePlaceOfTheSystemLook() {
        UIApplication.replaceShared()
        let stage = FrameStage(width: 120, height: 50)
        let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 94, height: 32))
        let red = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: .init(scale: 1)).image {
            context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let yellow = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: .init(scale: 1)).image {
            context in
            UIColor.systemYellow.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        stepper.setIncrementImage(red, for: .normal)
        stepper.setBackgroundImage(yellow, for: .normal)
        stage.root.addSubview(stepper)
        let pixels = stage.frame()
        let plus = pixels.pixel(x: 10 + 70, y: 26)  // the centre of the + half
        #expect(plus.r > 200 && plus.g < 100, "the increment image: \(plus)")
        let back = pixels.pixel(x: 12, y: 12)
        #expect(back.r > 200 && back.g > 180 && back.b < 80, "the background image: \(back)")
    }
}
