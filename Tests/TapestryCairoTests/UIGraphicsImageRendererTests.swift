import CCairo
import Foundation
import Tapestry
import TapestryCairo
import TapestryTesting
import Testing

/// Offscreen rendering through the public API: images, PNG data, drawHierarchy, failures.
@MainActor
@Suite struct UIGraphicsImageRendererTests {
    @Test func imageRendererProducesImagesAndPNGData() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: .init(scale: 2))
        let data = renderer.pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 15, height: 20))
        }
        let pixels = try PixelBuffer(pngData: data)
        #expect(pixels.width == 60 && pixels.height == 40)
        #expect(pixels.pixel(x: 10, y: 10) == .init(r: 255, g: 0, b: 0, a: 255))
        #expect(pixels.pixel(x: 50, y: 10).a == 0)
        let image = renderer.image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
            #expect(context.currentImage.size == CGSize(width: 30, height: 20))
        }
        #expect(image.size == CGSize(width: 30, height: 20))
        #expect(image.scale == 2)
    }

    @Test func cairoFailuresBecomeTypedErrorsOrBlankImages() {
        UIApplication.replaceShared()  // a fresh application for each test
        let huge = UIGraphicsImageRenderer(size: CGSize(width: 100_000, height: 10), format: .init(scale: 1))
        #expect(throws: CairoError.self) { try huge.tryPNGData { _ in } }
        #expect(huge.image { _ in }.size == CGSize(width: 1, height: 1), "a blank image, not a crash")
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/picture.png") == nil)
        var corrupt = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        corrupt.append(contentsOf: Array("IHDR".utf8) + [0, 0, 0, 10, 0, 0, 0, 10, 8, 6, 0, 0, 0])
        #expect(throws: CairoError.self) { try PixelBuffer(pngData: corrupt) }
    }

    @Test func drawHierarchyDrawsAViewIntoTheCurrentContext() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .green
        var drew = false
        let data = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: .init(scale: 1)).pngData { _ in
            drew = view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 20), afterScreenUpdates: true)
        }
        #expect(drew)
        #expect(!view.drawHierarchy(in: .zero, afterScreenUpdates: false), "no current context")
        #expect(try PixelBuffer(pngData: data).pixel(x: 19, y: 19) == .init(r: 0, g: 255, b: 0, a: 255))
    }
}
