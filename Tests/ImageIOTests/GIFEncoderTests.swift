import Foundation
import Testing

@testable import ImageIO
@testable import Tapestry

/// The GIF writer's LZW, read back by the reader: short and long runs, and a table that fills and starts again.
@Suite struct GIFEncoderTests {
    @Test func compressesWhatTheReaderReadsBack() throws {
        var generator = SystemRandomNumberGenerator()
        let cases: [(Int, [UInt8])] = [
            (2, [0, 1, 2, 3, 0, 0, 0, 0, 1, 1]),
            (2, [UInt8](repeating: 3, count: 5000)),
            (8, (0..<60_000).map { _ in UInt8.random(in: 0...255, using: &generator) }),
            (4, (0..<30_000).map { index in UInt8(index / 7 % 16) }),
        ]
        for (codeSize, indices) in cases {
            let compressed = GIFEncoder.compress(indices, minimumCodeSize: codeSize)
            // A frame around the codes, read by the GIF reader.
            var file = Data("GIF89a".utf8)
            let width = min(indices.count, 200), height = indices.count / width
            let size = [UInt8(width), 0, UInt8(height & 0xFF), UInt8(height >> 8)]
            file.append(contentsOf: size + [0, 0, 0])
            file.append(contentsOf: [0x2C, 0, 0, 0, 0] + size + [0])
            file.append(UInt8(codeSize))
            GIFEncoder.appendSubBlocks(compressed, to: &file)
            file.append(0x3B)
            let gif = try GIFImage(data: file)
            #expect(gif.frames[0].indices == indices, "code size \(codeSize), \(indices.count) indices")
            #expect(gif.frames[0].isComplete)
        }
    }

    @Test func writesTheFileStructure() {
        let pixels = ImageBitmap(width: 2, height: 1, bytesPerRow: 8)
        pixels.baseAddress.storeBytes(of: UInt32(0xFFFF_0000), as: UInt32.self)
        let data = GIFEncoder(width: 2, height: 1, loopCount: 3).encode([.init(pixels: pixels, delay: 0.25)])
        #expect(data.starts(with: Array("GIF89a".utf8)))
        #expect(data.last == 0x3B)
        let gif = try? GIFImage(data: data)
        #expect(gif?.loopCount == 3)
        #expect(gif?.frames.first?.delay == 25)
        #expect(gif?.frames.first?.transparentIndex != nil, "the transparent pixel")
        #expect(gif?.frames.first?.disposal == 2)
        let none = GIFEncoder(width: 2, height: 1, loopCount: nil).encode([.init(pixels: pixels, delay: 0)])
        #expect((try? GIFImage(data: none))?.loopCount == nil)
    }
}
