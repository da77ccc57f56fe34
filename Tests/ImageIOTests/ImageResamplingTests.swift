import Foundation
import Testing

@testable import ImageIO

/// Making bitmaps smaller by area averaging, and turning them upright by Exif orientation.
@Suite struct ImageResamplingTests {
    static func bitmap(_ width: Int, _ height: Int, _ words: [UInt32]) -> ImageBitmap {
        let bitmap = ImageBitmap(width: width, height: height, bytesPerRow: width * 4)
        for (index, word) in words.enumerated() {
            bitmap.baseAddress.storeBytes(of: word, toByteOffset: index * 4, as: UInt32.self)
        }
        return bitmap
    }

    static func words(_ bitmap: ImageBitmap) -> [UInt32] {
        (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { x in bitmap.argb(x: x, y: y) } }
    }

    @Test func averagesWholeBlocks() {
        let source = Self.bitmap(
            4, 2, [0xFF00_0000, 0xFFFF_FFFF, 0xFF00_0000, 0xFF00_0000, 0xFFFF_FFFF, 0xFF00_0000, 0x0, 0x0])
        let half = ImageResampling.scaled(source, width: 2, height: 1)
        #expect(Self.words(half) == [0xFF80_8080, 0x8000_0000])
    }

    @Test func weighsPartlyCoveredPixels() {
        // Three columns into two: each new pixel covers one and a half old ones.
        let source = Self.bitmap(3, 1, [0xFF00_0000, 0xFF00_0000, 0xFFFF_FFFF])
        let scaled = ImageResampling.scaled(source, width: 2, height: 1)
        #expect(Self.words(scaled) == [0xFF00_0000, 0xFFAA_AAAA])
        #expect(Self.words(ImageResampling.scaled(source, width: 3, height: 1)) == Self.words(source))
        #expect(Self.words(ImageResampling.scaled(source, width: 9, height: 4)) == Self.words(source), "never larger")
    }

    @Test func turnsUprightByEveryOrientation() {
        // 1 2 3
        // 4 5 6
        let source = Self.bitmap(3, 2, [1, 2, 3, 4, 5, 6])
        let expected: [Int: (Int, Int, [UInt32])] = [
            1: (3, 2, [1, 2, 3, 4, 5, 6]), 2: (3, 2, [3, 2, 1, 6, 5, 4]), 3: (3, 2, [6, 5, 4, 3, 2, 1]),
            4: (3, 2, [4, 5, 6, 1, 2, 3]), 5: (2, 3, [1, 4, 2, 5, 3, 6]), 6: (2, 3, [4, 1, 5, 2, 6, 3]),
            7: (2, 3, [6, 3, 5, 2, 4, 1]), 8: (2, 3, [3, 6, 2, 5, 1, 4]),
        ]
        for (orientation, (width, height, words)) in expected {
            let turned = ImageResampling.oriented(source, orientation)
            #expect((turned.width, turned.height) == (width, height), "orientation \(orientation)")
            #expect(Self.words(turned) == words, "orientation \(orientation)")
        }
    }
}
