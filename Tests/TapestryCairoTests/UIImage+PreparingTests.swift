import Foundation
import Tapestry
import TapestryCairo
import Testing

/// With the renderer's services, an image read from PNG bytes is decoded by `preparingForDisplay()`, and an image
/// drawn with a blend mode and an opacity uses them. Serialized: each test starts a fresh application.
@MainActor @Suite(.serialized) struct UIImagePreparingCairoTests {
    @Test func aPNGImageIsDecodedWhenPrepared() throws {
        UIApplication.replaceShared()
        _ = ViewRenderer()
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: .init(scale: 1)).image {
            context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
        #expect(drawn.bitmap?.argb(x: 2, y: 1) == 0xFF00_00FF)
        let png = try #require(drawn.pngData())
        let image = try #require(UIImage(data: png))
        #expect(image.bitmap == nil, "read from bytes, not yet decoded")
        let prepared = try #require(image.preparingForDisplay())
        #expect(prepared.bitmap?.argb(x: 2, y: 1) == 0xFF00_00FF)
        #expect(prepared.size == image.size)
    }

    @Test func drawingWithAnOpacityAndABlendModeUsesThemAndRestoresTheContext() throws {
        UIApplication.replaceShared()
        let red = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: .init(scale: 1)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let composed = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: .init(scale: 1)).image { _ in
            red.draw(at: .zero, blendMode: .normal, alpha: 0.5)
            red.draw(in: CGRect(x: 2, y: 0, width: 2, height: 2))
        }
        let pixels = try #require(composed.bitmap)
        #expect(pixels.argb(x: 0, y: 0) == 0x8080_0000, "half-transparent red, premultiplied")
        #expect(pixels.argb(x: 3, y: 1) == 0xFFFF_0000, "the context's own opacity was restored")
        let cleared = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: .init(scale: 1)).image {
            context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            red.draw(in: CGRect(x: 0, y: 0, width: 1, height: 2), blendMode: .clear, alpha: 1)
        }
        #expect(cleared.bitmap?.argb(x: 0, y: 0) == 0)
        #expect(cleared.bitmap?.argb(x: 1, y: 0) == 0xFF00_FF00)
    }
}
