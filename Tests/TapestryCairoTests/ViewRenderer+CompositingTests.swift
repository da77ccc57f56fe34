import Foundation
import Tapestry
import TapestryCairo
import TapestryTesting
import Testing

/// A layer's compositing filter blends what it draws with what is behind it, for standalone layers and for
/// views' layers alike.
@MainActor
@Suite struct ViewRendererCompositingTests {
    static let base = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
    static let top = UIColor(red: 1, green: 1, blue: 0, alpha: 1)

    func near(_ pixel: PixelBuffer.Pixel, _ expected: (Double, Double, Double)) -> Bool {
        abs(Double(pixel.r) - expected.0 * 255) < 3 && abs(Double(pixel.g) - expected.1 * 255) < 3
            && abs(Double(pixel.b) - expected.2 * 255) < 3
    }

    @Test func aStandaloneLayerMultipliesAndScreensWhatIsBehindIt() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let behind = CALayer()
        behind.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        behind.backgroundColor = Self.base.cgColor
        stage.root.layer.addSublayer(behind)
        let multiplied = CALayer()
        multiplied.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        multiplied.backgroundColor = Self.top.cgColor
        multiplied.compositingFilter = "multiplyBlendMode"
        let screened = CALayer()
        screened.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
        screened.backgroundColor = Self.top.cgColor
        screened.compositingFilter = "screenBlendMode"
        stage.root.layer.addSublayer(multiplied)
        stage.root.layer.addSublayer(screened)
        let pixels = stage.frame()
        #expect(near(pixels.pixel(x: 50, y: 50), (0.2, 0.4, 0)))
        #expect(near(pixels.pixel(x: 150, y: 50), (1, 1, 0.8)))
        multiplied.compositingFilter = nil
        #expect(near(stage.frame().pixel(x: 50, y: 50), (1, 1, 0)))
    }

    @Test func aViewsLayerBlendsTheViewOverWhatItCovers() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let behind = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        behind.backgroundColor = Self.base
        stage.root.addSubview(behind)
        // An opaque view over the whole of another: with a blend, what it covers must still be drawn.
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        cover.backgroundColor = Self.top
        cover.layer.compositingFilter = "multiplyBlendMode"
        stage.root.addSubview(cover)
        #expect(near(stage.frame().pixel(x: 100, y: 50), (0.2, 0.4, 0)))
        #expect(near(stage.fullRender().pixel(x: 100, y: 50), (0.2, 0.4, 0)))
    }
}
