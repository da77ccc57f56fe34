import Foundation
import Testing

@_spi(Rendering) @testable import Tapestry

/// Images made from a provider's bytes in any 8-bit layout, and parts of images.
@Suite struct CGImageBitmapTests {
    /// The engine pixel at (x, y) of a Core Graphics image.
    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> UInt32 {
        image.image.bitmap!.argb(x: x, y: y)
    }

    @Test func anImageIsMadeFromRGBABytesWithPaddedRows() throws {
        // 2×2, rows of 12 bytes (4 of padding): red, green / blue, half-transparent white.
        let bytes: [UInt8] = [
            255, 0, 0, 255, 0, 255, 0, 255, 9, 9, 9, 9, 0, 0, 255, 255, 128, 128, 128, 128, 9, 9, 9, 9,
        ]
        let provider = try #require(CGDataProvider(data: Data(bytes) as NSData))
        let image = try #require(
            CGImage(
                width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 12,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue), provider: provider,
                decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        #expect(image.width == 2 && image.height == 2)
        #expect(pixel(image, 0, 0) == 0xFFFF_0000 && pixel(image, 1, 0) == 0xFF00_FF00)
        #expect(pixel(image, 0, 1) == 0xFF00_00FF && pixel(image, 1, 1) == 0x8080_8080)
    }

    @Test func greyBytesMakeAGreyImage() throws {
        let provider = try #require(CGDataProvider(data: Data([0, 128, 255]) as NSData))
        let image = try #require(
            CGImage(
                width: 3, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 3,
                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: [], provider: provider, decode: nil,
                shouldInterpolate: false, intent: .perceptual))
        #expect(pixel(image, 0, 0) == 0xFF00_0000 && pixel(image, 1, 0) == 0xFF80_8080 && pixel(image, 2, 0) == .max)
    }

    @Test func tooFewBytesOrAnUnreadLayoutMakeNoImage() throws {
        let provider = try #require(CGDataProvider(data: Data(count: 7) as NSData))
        let rgba = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
        let rgb = CGColorSpaceCreateDeviceRGB()
        #expect(
            CGImage(
                width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8, space: rgb,
                bitmapInfo: rgba, provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
                == nil, "7 bytes for 8")
        #expect(
            CGImage(
                width: 1, height: 1, bitsPerComponent: 16, bitsPerPixel: 64, bytesPerRow: 8, space: rgb,
                bitmapInfo: rgba, provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
                == nil, "16-bit components")
        #expect(
            CGImage(
                width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 2, space: rgb,
                bitmapInfo: rgba, provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
                == nil, "rows shorter than a pixel")
    }

    @Test func croppingKeepsThePixelsOfTheRectangleThatLieInTheImage() throws {
        let bitmap = ImageBitmap(width: 4, height: 3, bytesPerRow: 16)
        for y in 0..<3 {
            for x in 0..<4 {
                bitmap.baseAddress.storeBytes(
                    of: UInt32(0xFF00_0000 | y << 8 | x), toByteOffset: y * 16 + x * 4, as: UInt32.self)
            }
        }
        let image = try #require(UIImage(bitmap: bitmap).cgImage)
        let part = try #require(image.cropping(to: CGRect(x: 1, y: 1, width: 2, height: 2)))
        #expect(part.width == 2 && part.height == 2)
        #expect(pixel(part, 0, 0) == 0xFF00_0101 && pixel(part, 1, 1) == 0xFF00_0202)
        let edge = try #require(image.cropping(to: CGRect(x: 2.5, y: -1, width: 9, height: 2)), "clipped to the image")
        #expect(edge.width == 2 && edge.height == 1 && pixel(edge, 0, 0) == 0xFF00_0002)
        #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
    }
}
