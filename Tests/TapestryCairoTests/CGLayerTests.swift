import Foundation
import Testing

@_spi(Rendering) @testable import Tapestry
@testable import TapestryCairo

/// Core Graphics layers: drawn once offscreen, then stamped into a context where asked, at its resolution.
@MainActor
@Suite struct CGLayerTests {
    private func bitmap(width: Int, height: Int) -> CGContext {
        CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    }

    /// The red byte of the pixel at (x, y) counted from the top row (BGRA in memory).
    private func red(_ context: CGContext, _ x: Int, _ y: Int) -> UInt8 {
        let bitmap = context.bitmap!
        return bitmap.data.load(fromByteOffset: y * bitmap.bytesPerRow + x * 4 + 2, as: UInt8.self)
    }

    @Test func aLayerIsDrawnWhereAndAsLargeAsAsked() throws {
        let target = bitmap(width: 100, height: 100)
        let layer = try #require(CGLayer(target, size: CGSize(width: 20, height: 20), auxiliaryInfo: nil))
        #expect(layer.size == CGSize(width: 20, height: 20))
        let content = try #require(layer.context)
        content.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        content.fill(CGRect(x: 0, y: 0, width: 10, height: 20))  // the left half, in the layer's y-up space
        for x in stride(from: 0, to: 100, by: 40) { target.draw(layer, at: CGPoint(x: CGFloat(x), y: 10)) }
        // y up: the stamps' rows 10..<30 from the bottom are rows 70..<90 from the top.
        #expect(red(target, 5, 80) == 255 && red(target, 15, 80) == 0, "the left half of the first stamp")
        #expect(red(target, 45, 80) == 255 && red(target, 85, 80) == 255 && red(target, 25, 80) == 0)
        #expect(red(target, 5, 50) == 0, "nothing above the stamps")
        target.draw(layer, in: CGRect(x: 0, y: 50, width: 40, height: 40))
        #expect(red(target, 15, 30) == 255 && red(target, 25, 30) == 0, "scaled to twice its size")
        #expect(CGLayer(target, size: .zero, auxiliaryInfo: nil) == nil)
    }

    @Test func aLayerTakesTheResolutionOfItsContext() throws {
        let target = bitmap(width: 80, height: 80)
        target.scaleBy(x: 2, y: 2)
        let layer = try #require(CGLayer(target, size: CGSize(width: 10, height: 10), auxiliaryInfo: nil))
        #expect(layer.scale == 2 && layer.context?.width == 20, "twice the pixels of its points")
    }
}
