import Foundation
import Tapestry
import TapestryCairo
import Testing

/// Creating a renderer registers the Cairo services: Pango measures text and PNG encoding works.
@MainActor
@Suite struct CairoPlatformServicesTests {
    @Test func aRendererRegistersPangoAndTheEncoder() throws {
        _ = ViewRenderer()
        let wide = TextMeasurement.measure("WWWW", .systemFont(ofSize: 20), .infinity, 1)
        let narrow = TextMeasurement.measure("iiii", .systemFont(ofSize: 20), .infinity, 1)
        #expect(wide.width > narrow.width * 1.5, "measured by the font's glyphs, not estimated per character")
        let image = UIImage(bitmap: ImageBitmap(width: 2, height: 2, bytesPerRow: 8))
        #expect(image.pngData()?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }
}
