import CCairo
import Foundation
import Tapestry
import TapestryCairo
import Testing

/// Pixel buffers: straight-alpha pixels read from PNG data and compared with a tolerance.
@MainActor
@Suite struct PixelBufferTests {
    @Test func pixelsRoundTripThroughPNGAndCompareWithATolerance() throws {
        var buffer = PixelBuffer(width: 4, height: 2)
        buffer.setPixel(x: 1, y: 1, .init(r: 255, g: 0, b: 0, a: 255))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4, 2)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_set_source_rgba(cr, 1, 0, 0, 1)
        cairo_rectangle(cr, 1, 1, 1, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        let drawn = PixelBuffer(surface: surface)
        #expect(drawn.width == 4 && drawn.height == 2)
        #expect(drawn.pixel(x: 1, y: 1) == .init(r: 255, g: 0, b: 0, a: 255))
        #expect(drawn.pixel(x: 0, y: 0).a == 0)
        #expect(drawn.differingPixels(from: buffer, tolerance: 0) == 0)
        var nearly = buffer
        nearly.setPixel(x: 1, y: 1, .init(r: 253, g: 0, b: 0, a: 255))
        #expect(drawn.differingPixels(from: nearly, tolerance: 2) == 0)
        #expect(drawn.differingPixels(from: nearly, tolerance: 1) == 1)
        #expect(throws: CairoError.self) { try PixelBuffer(pngData: Data("not a png".utf8)) }
    }
}
