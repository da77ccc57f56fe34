import Foundation
import Tapestry
import TapestryCairo
import Testing

/// Images mirrored for right-to-left layouts and flipped images, drawn.
@MainActor
@Suite struct UIImageViewFlippingTests {
    private func halves() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: .init(scale: 1)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }
    }

    private func leftPixel(_ image: UIImage, _ attribute: UISemanticContentAttribute) throws -> PixelBuffer.Pixel {
        UIApplication.replaceShared()
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        view.semanticContentAttribute = attribute
        return try PixelBuffer(pngData: UIImageRendering.pngData(of: view, background: .white)).pixel(x: 3, y: 5)
    }

    @Test func anImageFlippedForRightToLeftIsMirroredOnlyInARightToLeftView() throws {
        let red = PixelBuffer.Pixel(r: 255, g: 0, b: 0, a: 255), blue = PixelBuffer.Pixel(r: 0, g: 0, b: 255, a: 255)
        let flips = halves().imageFlippedForRightToLeftLayoutDirection()
        #expect(flips.flipsForRightToLeftLayoutDirection)
        #expect(try leftPixel(flips, .forceLeftToRight) == red)
        #expect(try leftPixel(flips, .forceRightToLeft) == blue)
        #expect(try leftPixel(halves(), .forceRightToLeft) == red, "an ordinary image is not mirrored")
        #expect(try leftPixel(halves().withHorizontallyFlippedOrientation(), .forceLeftToRight) == blue)
        let twice = halves().withHorizontallyFlippedOrientation().withHorizontallyFlippedOrientation()
        #expect(try leftPixel(twice, .forceLeftToRight) == red)
    }
}
