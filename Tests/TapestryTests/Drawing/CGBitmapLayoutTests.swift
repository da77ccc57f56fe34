import Foundation
import Testing

@_spi(Rendering) @testable import Tapestry

/// Core Graphics' pixel layouts of 8-bit components, read into and written from the engine's pixels.
@Suite struct CGBitmapLayoutTests {
    private func layout(_ bitsPerPixel: Int, _ model: CGColorSpaceModel?, _ info: UInt32) throws -> CGBitmapLayout {
        try CGBitmapLayout.make(bitsPerComponent: 8, bitsPerPixel: bitsPerPixel, model: model, bitmapInfo: info).get()
    }

    /// The bytes a layout stores for one engine pixel.
    private func stored(_ layout: CGBitmapLayout, _ pixel: UInt32) -> [UInt8] {
        var out = [UInt8](repeating: 0xEE, count: layout.bytesPerPixel)
        var source = pixel
        out.withUnsafeMutableBytes { layout.store(&source, into: $0.baseAddress!, width: 1) }
        return out
    }

    /// The engine pixel a layout reads from `bytes`.
    private func loaded(_ layout: CGBitmapLayout, _ bytes: [UInt8]) -> UInt32 {
        var out: UInt32 = 0
        bytes.withUnsafeBytes { layout.load($0.baseAddress!, into: &out, width: 1) }
        return out
    }

    // Half-transparent orange, premultiplied: alpha 0x80, red 0x80, green 0x40, blue 0x00.
    private let orange: UInt32 = 0x8080_4000

    @Test func thirtyTwoBitRGBPutsEachComponentWhereItsAlphaInfoAndByteOrderSay() throws {
        let big = CGBitmapInfo.byteOrder32Big.rawValue, little = CGBitmapInfo.byteOrder32Little.rawValue
        let last = CGImageAlphaInfo.premultipliedLast.rawValue, first = CGImageAlphaInfo.premultipliedFirst.rawValue
        #expect(stored(try layout(32, .rgb, last), orange) == [0x80, 0x40, 0x00, 0x80], "R G B A")
        #expect(stored(try layout(32, .rgb, last | big), orange) == [0x80, 0x40, 0x00, 0x80], "big words: as written")
        #expect(stored(try layout(32, .rgb, last | little), orange) == [0x80, 0x00, 0x40, 0x80], "A B G R")
        #expect(stored(try layout(32, .rgb, first), orange) == [0x80, 0x80, 0x40, 0x00], "A R G B")
        #expect(stored(try layout(32, .rgb, first | little), orange) == [0x00, 0x40, 0x80, 0x80], "B G R A")
        #expect(try layout(32, .rgb, first | little).isNative, "Cairo's ARGB32 on this machine")
        #expect(try !layout(32, .rgb, last).isNative)
        #expect(CGBitmapLayout.native.isNative && CGBitmapLayout.native.alphaInfo == .premultipliedFirst)
    }

    @Test func aSkippedByteIsFullAndColoursWithoutAlphaAreAsDrawnOverBlack() throws {
        let skipLast = try layout(32, .rgb, CGImageAlphaInfo.noneSkipLast.rawValue)
        #expect(stored(skipLast, orange) == [0x80, 0x40, 0x00, 0xFF])
        #expect(loaded(skipLast, [0x10, 0x20, 0x30, 0x00]) == 0xFF10_2030, "read as opaque whatever the skipped byte")
        let skipFirst = try layout(32, .rgb, CGImageAlphaInfo.noneSkipFirst.rawValue)
        #expect(stored(skipFirst, orange) == [0xFF, 0x80, 0x40, 0x00])
        let packed = try layout(24, .rgb, CGImageAlphaInfo.none.rawValue)
        #expect(packed.bytesPerPixel == 3 && stored(packed, orange) == [0x80, 0x40, 0x00])
        #expect(loaded(packed, [1, 2, 3]) == 0xFF01_0203)
    }

    @Test func readingAndWritingAPremultipliedLayoutKeepsEveryValidPixel() throws {
        let rgba = try layout(32, .rgb, CGImageAlphaInfo.premultipliedLast.rawValue)
        for pixel: UInt32 in [0, 0xFFFF_FFFF, orange, 0x0101_0000, 0x7F7F_7F7F, 0xFF00_FF00] {
            #expect(loaded(rgba, stored(rgba, pixel)) == pixel)
        }
        #expect(loaded(rgba, [0xFF, 0x10, 0x10, 0x80]) == 0x8080_1010, "colour above alpha clamped to it")
    }

    @Test func straightAlphaIsPremultipliedWhenReadAndDividedOutWhenWritten() throws {
        let straight = try layout(32, .rgb, CGImageAlphaInfo.last.rawValue)
        #expect(loaded(straight, [0xFF, 0x80, 0x00, 0x80]) == 0x8080_4000)
        #expect(stored(straight, 0x8080_4000) == [0xFF, 0x80, 0x00, 0x80])
        #expect(stored(straight, 0) == [0, 0, 0, 0], "nothing to divide by: transparent black")
    }

    @Test func greyIsTheColoursLumaAndAlphaOnlyIsAlpha() throws {
        let gray = try layout(8, .monochrome, CGImageAlphaInfo.none.rawValue)
        #expect(stored(gray, 0xFF80_8080) == [0x80], "a grey drawn stays that grey")
        #expect(stored(gray, 0xFFFF_0000) == [77], "red's luma")
        #expect(loaded(gray, [0x40]) == 0xFF40_4040)
        let grayAlpha = try layout(16, .monochrome, CGImageAlphaInfo.premultipliedLast.rawValue)
        #expect(grayAlpha.bytesPerPixel == 2 && loaded(grayAlpha, [0x40, 0x80]) == 0x8040_4040)
        let alpha = try layout(8, nil, CGImageAlphaInfo.alphaOnly.rawValue)
        #expect(stored(alpha, orange) == [0x80] && loaded(alpha, [0x33]) == 0x3300_0000)
    }

    @Test func layoutsCoreGraphicsWouldNotDrawAreRefusedWithAReason() {
        func reason(_ bpc: Int, _ bpp: Int, _ model: CGColorSpaceModel?, _ info: UInt32) -> String? {
            if case .failure(let why) = CGBitmapLayout.make(
                bitsPerComponent: bpc, bitsPerPixel: bpp, model: model, bitmapInfo: info)
            {
                return why.description
            }
            return nil
        }
        #expect(reason(16, 64, .rgb, CGImageAlphaInfo.premultipliedLast.rawValue)?.contains("16-bit") == true)
        #expect(reason(8, 32, .rgb, CGImageAlphaInfo.none.rawValue)?.contains("noneSkip") == true)
        #expect(reason(8, 32, nil, CGImageAlphaInfo.premultipliedLast.rawValue)?.contains("colour space") == true)
        #expect(reason(8, 32, .rgb, 31) != nil, "no such alpha info")
        #expect(reason(8, 32, .rgb, CGBitmapInfo.byteOrder16Little.rawValue | 1) != nil)
        #expect(reason(8, 32, .rgb, CGBitmapInfo.floatComponents.rawValue | 1) != nil)
    }
}
