import Foundation
import Tapestry
import TapestryCairo
import Testing

/// Resizable images drawn in nine parts: corners kept, edges and middle tiled or stretched.
@MainActor
@Suite struct CairoBackendResizableTests {
    /// 4 × 3 points: a red frame one point wide, the middle row blue then yellow.
    func framed(scale: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3), format: .init(scale: scale)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
            UIColor.yellow.setFill()
            context.fill(CGRect(x: 2, y: 1, width: 1, height: 1))
        }
    }

    func render(_ image: UIImage) throws -> PixelBuffer {
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 9)
        return try PixelBuffer(pngData: UIImageRendering.pngData(of: view, background: .white))
    }

    func isBlue(_ p: PixelBuffer.Pixel) -> Bool { p.b > 200 && p.r < 60 && p.g < 60 }
    func isYellow(_ p: PixelBuffer.Pixel) -> Bool { p.r > 200 && p.g > 200 && p.b < 60 }
    func isRed(_ p: PixelBuffer.Pixel) -> Bool { p.r > 200 && p.g < 60 && p.b < 60 }

    @Test func theMiddleTilesByDefaultAndTheCapsKeepTheirSize() throws {
        for scale in [1.0, 2.0] {
            let caps = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
            let tiled = try render(framed(scale: scale).resizableImage(withCapInsets: caps))
            #expect(isRed(tiled.pixel(x: 0, y: 4)) && isRed(tiled.pixel(x: 19, y: 4)), "the side caps, 1 pt")
            #expect(isRed(tiled.pixel(x: 10, y: 0)) && isRed(tiled.pixel(x: 10, y: 8)))
            #expect(isBlue(tiled.pixel(x: 1, y: 4)) && isYellow(tiled.pixel(x: 2, y: 4)), "scale \(scale)")
            #expect(isBlue(tiled.pixel(x: 3, y: 4)) && isYellow(tiled.pixel(x: 4, y: 4)), "repeated")
        }
    }

    @Test func aStretchedMiddleIsScaledOnce() throws {
        let caps = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        let image = framed(scale: 1).resizableImage(withCapInsets: caps, resizingMode: .stretch)
        #expect(
            image.resizingMode == .stretch && framed(scale: 1).resizableImage(withCapInsets: caps).resizingMode == .tile
        )
        let stretched = try render(image)
        #expect(isBlue(stretched.pixel(x: 3, y: 4)) && isYellow(stretched.pixel(x: 16, y: 4)), "half blue, half yellow")
        #expect(isRed(stretched.pixel(x: 0, y: 4)) && isRed(stretched.pixel(x: 19, y: 4)))
    }

    /// A pill 40 × 20 points at scale 2: round ends, a flat middle, as a chat bubble's mask image is.
    func pill() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: .init(scale: 2)).image { _ in
            UIColor.black.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 10).fill()
        }
    }

    @Test func capsCoveringTheWholeImageStretchThePixelWhereTheyMeet() throws {
        // Caps of half the size each leave no middle; UIKit stretches the pixel between them (chat bubbles).
        let caps = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let view = UIImageView(image: pill().resizableImage(withCapInsets: caps, resizingMode: .stretch))
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 47)
        let pixels = try PixelBuffer(pngData: UIImageRendering.pngData(of: view, background: .white))
        let dark = { (x: Int, y: Int) in pixels.pixel(x: x, y: y).r < 30 }
        #expect(dark(60, 23) && dark(60, 2) && dark(60, 44), "the middle is filled, top to bottom")
        #expect(dark(5, 23) && dark(114, 23), "the ends")
        #expect(!dark(1, 1) && !dark(118, 45), "the corners stay round")
        // No light seam where the parts meet (at 10 and 37 points down, 20 and 100 across).
        for y in 1..<46 { #expect(dark(60, y), "row \(y)") }
        for x in 2..<118 { #expect(dark(x, 23), "column \(x)") }
    }
}
