import Foundation
import Testing

@_spi(Rendering) @testable import Tapestry

/// An image's pixels as a Core Graphics image, and back.
@MainActor
@Suite struct CGImageTests {
    @Test func aCGImageIsItsImagesPixels() throws {
        let image = UIImage(bitmap: ImageBitmap(width: 6, height: 4, bytesPerRow: 24), scale: 2)
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 6 && cgImage.height == 4 && cgImage.bytesPerRow == 24 && cgImage.bitsPerPixel == 32)
        #expect(UIImage(cgImage: cgImage).size == CGSize(width: 6, height: 4), "one pixel a point")
        #expect(UIImage(cgImage: cgImage, scale: 2, orientation: .up).size == CGSize(width: 3, height: 2))
        let layer = CALayer()
        layer.contents = cgImage
        #expect(layer.contentsImage?.pixelSize == image.pixelSize, "a layer shows it as its contents")
        #expect(image.imageOrientation == .up)
    }
}
