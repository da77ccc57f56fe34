import Foundation
import Tapestry
import TapestryCairo
import TapestryTesting
import Testing

/// A navigation bar's legacy background image, drawn.
@MainActor
@Suite struct UINavigationBarBackgroundImageTests {
    @Test func theBackgroundImageIsDrawnStretchedOverTheBar() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 100, height: 44))
        stage.root.addSubview(bar)
        let red = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        bar.setBackgroundImage(red, for: .default)
        let frame = stage.frame(after: 0)
        for point in [CGPoint(x: 5, y: 25), CGPoint(x: 95, y: 60), CGPoint(x: 50, y: 5)] {
            let pixel = frame.pixel(x: Int(point.x), y: Int(point.y))
            #expect(pixel.r > 200 && pixel.g < 60 && pixel.b < 60, "red at \(point): \(pixel)")
        }
    }
}
