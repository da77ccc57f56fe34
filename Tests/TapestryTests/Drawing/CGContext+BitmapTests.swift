import Foundation
import Testing

@_spi(Rendering) @testable import Tapestry

/// What a context says about its bitmap.
@Suite struct CGContextBitmapTests {
    @Test func aContextWithoutABitmapReportsNone() {
        let context = CGContext(backend: RecordingBackend())
        #expect(context.data == nil && context.width == 0 && context.height == 0 && context.bytesPerRow == 0)
        #expect(context.bitsPerPixel == 0 && context.bitsPerComponent == 0 && context.colorSpace == nil)
        #expect(context.bitmapInfo == [] && context.alphaInfo == .none)
    }

    @Test func aBitmapContextReportsItsMemoryAndLayout() throws {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 4)
        defer { memory.deallocate() }
        let layout = try CGBitmapLayout.make(
            bitsPerComponent: 8, bitsPerPixel: 32, model: .rgb, bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue
        ).get()
        let context = CGContext(backend: RecordingBackend())
        context.bitmap = .init(
            data: memory, width: 3, height: 2, bytesPerRow: 16, layout: layout, space: CGColorSpaceCreateDeviceRGB())
        #expect(context.data == memory && context.width == 3 && context.height == 2 && context.bytesPerRow == 16)
        #expect(context.bitsPerPixel == 32 && context.bitsPerComponent == 8 && context.alphaInfo == .noneSkipLast)
        #expect(context.colorSpace?.model == .rgb)
    }
}
