import Foundation
import Tapestry
import TapestryCairo
import Testing

/// Clipping to an image mask and taking an image of a bitmap context, as Core Graphics does them.
@MainActor
@Suite struct CairoMasksTests {
    private let blue = PixelBuffer.Pixel(r: 0, g: 0, b: 255, a: 255)
    private let white = PixelBuffer.Pixel(r: 255, g: 255, b: 255, a: 255)

    /// A 20×10 image: its top half in `top`, its bottom half in `bottom`.
    private func halves(top: UIColor, bottom: UIColor) -> CGImage {
        UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: .init(scale: 1)).image { context in
            top.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 5))
            bottom.setFill()
            context.fill(CGRect(x: 0, y: 5, width: 20, height: 5))
        }.cgImage!
    }

    private func render(_ body: @escaping (CGContext) -> Void) throws -> PixelBuffer {
        UIApplication.replaceShared()
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 40, height: 20)) { _ in
            if let context = UIGraphicsGetCurrentContext() { body(context) }
        }
        view.backgroundColor = .clear
        return try PixelBuffer(pngData: UIImageRendering.pngData(of: view, background: .white))
    }

    @Test func anAlphaMaskShowsDrawingWhereItIsOpaqueWithItsFirstRowAtTheBottom() throws {
        let mask = halves(top: .red, bottom: .clear)
        let pixels = try render { context in
            context.saveGState()
            context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: mask)
            context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            context.restoreGState()
            context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.fill(CGRect(x: 30, y: 0, width: 10, height: 20))
        }
        #expect(pixels.pixel(x: 10, y: 8) == blue, "the mask's opaque first rows, at the bottom")
        #expect(pixels.pixel(x: 10, y: 2) == white)
        #expect(pixels.pixel(x: 25, y: 8) == white && pixels.pixel(x: 10, y: 15) == white, "nothing outside")
        #expect(pixels.pixel(x: 35, y: 15) == blue, "after the restore the clip is gone")
    }

    @Test func anOpaqueMaskIsReadByLightnessAndEndsWithTheDrawingIfNeverRestored() throws {
        let mask = halves(top: .black, bottom: .white)
        let pixels = try render { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: mask)
            context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
        }
        #expect(pixels.pixel(x: 10, y: 2) == blue, "white rows (the last) at the top")
        #expect(pixels.pixel(x: 10, y: 8) == white)
    }

    @Test func makeImageCopiesABitmapContextAndNothingElse() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 5, height: 4), false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 4))
        let image = try #require(context.makeImage())
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 4))
        UIGraphicsEndImageContext()
        #expect(image.width == 10 && image.height == 8)
        let pixels = try PixelBuffer(pngData: try #require(UIImage(cgImage: image).pngData()))
        #expect(pixels.pixel(x: 3, y: 3) == .init(r: 255, g: 0, b: 0, a: 255), "a copy: later drawing not in it")
        var inView: CGImage?
        _ = try render { context in inView = context.makeImage() }
        #expect(inView == nil)
    }
}
