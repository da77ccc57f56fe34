import Foundation
import Testing

@testable import ImageIO

/// Formats told apart by their first bytes, and what headers say without decoding.
@Suite struct ImageFormatTests {
    @Test func sniffsSignatures() {
        #expect(ImageFormat(sniffing: Fixtures.animation) == .gif)
        #expect(ImageFormat(sniffing: Fixtures.bmp) == .bmp)
        #expect(ImageFormat(sniffing: Fixtures.webp) == .webp)
        #expect(ImageFormat(sniffing: Fixtures.tiff) == .tiff)
        #expect(ImageFormat(sniffing: Data([0xFF, 0xD8, 0xFF, 0xE0])) == .jpeg)
        #expect(ImageFormat(sniffing: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])) == .png)
        #expect(ImageFormat(sniffing: Data([0, 0, 1, 0, 1, 0])) == .ico)
        var heic = Data([0, 0, 0, 24])
        heic.append(contentsOf: Array("ftypheic".utf8))
        #expect(ImageFormat(sniffing: heic) == .heic)
        var avif = Data([0, 0, 0, 24])
        avif.append(contentsOf: Array("ftypavif".utf8))
        #expect(ImageFormat(sniffing: avif) == .avif)
        #expect(ImageFormat(sniffing: Data("hello".utf8)) == nil)
    }

    @Test func readsABMPHeader() throws {
        let header = try #require(ImageHeader(bmp: Fixtures.bmp))
        #expect((header.width, header.height) == (3, 2))
        #expect(!header.hasAlpha && !header.isIndexed)
    }

    @Test func readsPNGChunks() throws {
        // IHDR (4×2, 8-bit RGBA, interlaced), pHYs (2835 per metre: 72 dpi), tEXt Author.
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func chunk(_ type: String, _ body: [UInt8]) {
            let length = UInt32(body.count)
            png.append(contentsOf: [
                UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF),
            ])
            png.append(contentsOf: Array(type.utf8))
            png.append(contentsOf: body)
            png.append(contentsOf: [0, 0, 0, 0])  // CRC (not checked here)
        }
        chunk("IHDR", [0, 0, 0, 4, 0, 0, 0, 2, 8, 6, 0, 0, 1])
        chunk("pHYs", [0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 1])
        chunk("tEXt", Array("Author".utf8) + [0] + Array("Ada".utf8))
        chunk("IEND", [])
        let header = try #require(ImageHeader(png: png))
        #expect((header.width, header.height, header.depth, header.hasAlpha) == (4, 2, 8, true))
        #expect(header.formatProperties["InterlaceType"] as? Int == 1)
        #expect(header.formatProperties["Author"] as? String == "Ada")
        #expect(abs((header.dpi?.width ?? 0) - 72.009) < 0.01)
        #expect(ImageHeader(png: png.prefix(20)) == nil)
    }
}
