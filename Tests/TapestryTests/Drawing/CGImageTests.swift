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

    /// The pixels as Core Graphics code reads them: the layout `bitmapInfo` gives, through the data provider.
    @Test func itsPixelsAreReadThroughItsDataProviderInTheLayoutItSays() throws {
        let bitmap = ImageBitmap(width: 3, height: 2, bytesPerRow: 16)  // rows padded: the provider's are not
        bitmap.baseAddress.storeBytes(of: 0x8040_2010 as UInt32, toByteOffset: 16 + 2 * 4, as: UInt32.self)
        let cgImage = try #require(UIImage(bitmap: bitmap).cgImage)
        #expect(cgImage.alphaInfo == .premultipliedFirst)
        let info = cgImage.bitmapInfo
        #expect(info.rawValue & CGBitmapInfo.alphaInfoMask.rawValue == CGImageAlphaInfo.premultipliedFirst.rawValue)
        #expect(info.intersection(.byteOrderMask) == .byteOrder32Little)
        #expect(cgImage.colorSpace != nil)
        let data = try #require(cgImage.dataProvider?.data)
        #expect(CFDataGetLength(data) == cgImage.bytesPerRow * cgImage.height)
        let bytes = try #require(CFDataGetBytePtr(data))
        // Row 1, pixel 2: blue, green, red, alpha in memory.
        let pixel = (1 * cgImage.bytesPerRow) + 2 * 4
        #expect([bytes[pixel], bytes[pixel + 1], bytes[pixel + 2], bytes[pixel + 3]] == [0x10, 0x20, 0x40, 0x80])
        #expect(bytes[3] == 0 && bytes[cgImage.bytesPerRow + 7] == 0, "the other pixels are transparent")
    }
}
