import Foundation
import Tapestry
import TapestryCairo
import Testing

/// Pattern colours (`UIColor(patternImage:)`) as view backgrounds: the image repeated from the view's corner.
@MainActor
@Suite struct ViewRendererPatternTests {
    /// A 4 × 4 pt tile: red on the left half, blue on the right.
    func tile(scale: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: .init(scale: scale)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 4))
        }
    }

    func isRed(_ p: PixelBuffer.Pixel) -> Bool { p.r > 200 && p.b < 60 }
    func isBlue(_ p: PixelBuffer.Pixel) -> Bool { p.b > 200 && p.r < 60 }

    @Test func aPatternBackgroundRepeatsTheImageFromTheViewsCorner() {
        for scale in [1.0, 2.0] {
            let stage = FrameStage()
            let view = UIView(frame: CGRect(x: 11, y: 10, width: 20, height: 8))
            view.backgroundColor = UIColor(patternImage: tile(scale: scale))
            stage.root.addSubview(view)
            let frame = stage.frame()
            for x in stride(from: 11, to: 31, by: 4) {
                #expect(
                    isRed(frame.pixel(x: x, y: 12)) && isRed(frame.pixel(x: x + 1, y: 16)),
                    "red at \(x), scale \(scale)")
                #expect(
                    isBlue(frame.pixel(x: x + 2, y: 12)) && isBlue(frame.pixel(x: x + 3, y: 16)), "blue at \(x + 2)")
            }
            let outside = frame.pixel(x: 31, y: 12)
            #expect(outside.r > 240 && outside.g > 240, "nothing past the bounds")
        }
    }

    @Test func aPatternColourReadsAsClearAndIsEqualOnlyForTheSameImage() {
        let image = tile(scale: 1)
        let pattern = UIColor(patternImage: image)
        #expect(pattern.alpha == 0 && pattern.patternImage === image)
        #expect(pattern.isEqual(UIColor(patternImage: image)))
        #expect(!pattern.isEqual(UIColor(patternImage: tile(scale: 1))))
        #expect(!pattern.isEqual(UIColor.clear))
        #expect(UIColor().alpha == 0 && UIColor().patternImage == nil)
    }

    @Test func aTranslucentViewDrawsItsPatternTranslucent() {
        let stage = FrameStage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        view.backgroundColor = UIColor(patternImage: tile(scale: 1))
        view.alpha = 0.5
        stage.root.addSubview(view)
        let pixel = stage.frame().pixel(x: 0, y: 0)
        #expect(pixel.r > 240 && pixel.g > 100 && pixel.g < 160, "half red over white: \(pixel)")
    }
}
