import CCairo
import Foundation
import Tapestry
import TapestryCairo
import TapestryTesting
import Testing

/// Offscreen rendering through the public API: images, PNG data, drawHierarchy, failures.
@MainActor
@Suite struct UIGraphicsImageRendererTests {
    @Test func thePreferredFormatIsTheMainScreens() {
        let preferred = UIGraphicsImageRendererFormat.preferred()
        #expect(preferred.scale == UIGraphicsImageRendererFormat.default().scale && !preferred.opaque)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: preferred).image { _ in }
        #expect(image.size == CGSize(width: 4, height: 2) && image.scale == preferred.scale)
    }

    /// The renderer is unisolated, as UIKit's: code on another thread makes the same image (the drawing runs on
    /// the main thread while it waits).
    @Test func aRendererMakesTheSameImageFromAnotherThread() async throws {
        @Sendable func png() -> Data {
            let format = UIGraphicsImageRendererFormat(scale: 2)
            return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).pngData { context in
                context.cgContext.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        let here = png()
        let elsewhere = await Task.detached { png() }.value
        #expect(!here.isEmpty && elsewhere == here)
    }

    /// An image's own format draws a changed copy at the image's resolution.
    /// A renderer keeps a copy of its format with its bounds, the one drawing actions read.
    @Test func theContextsFormatHasTheRenderersBounds() {
        let format = UIGraphicsImageRendererFormat(scale: 1)
        format.preferredRange = .standard
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 5, y: 5, width: 30, height: 20), format: format)
        #expect(format.bounds == .zero, "the format given is left as it was")
        #expect(renderer.format.bounds == CGRect(x: 5, y: 5, width: 30, height: 20))
        #expect(renderer.format.preferredRange == .standard && renderer.format.scale == 1)
        var seen: CGRect?
        _ = renderer.image { context in seen = context.format.bounds }
        #expect(seen == CGRect(x: 5, y: 5, width: 30, height: 20))
    }

    @Test func anImagesRendererFormatHasItsScale() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: .init(scale: 3)).image { _ in }
        let format = image.imageRendererFormat
        #expect(format.scale == 3 && !format.opaque)
        let copy = UIGraphicsImageRenderer(size: image.size, format: format).image { _ in image.draw(at: .zero) }
        #expect(copy.cgImage?.width == 12)
    }

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

    @Test func anImageKeepsItsPixelsAndEncodesOnlyWhenAsked() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3), format: .init(scale: 1))
        let image = renderer.image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 3))
        }
        let bitmap = try #require(image.bitmap, "the rendered pixels are kept, not a PNG")
        #expect(bitmap.width == 4 && bitmap.height == 3)
        #expect(bitmap.argb(x: 0, y: 0) == 0x8080_0000, "premultiplied half-transparent red")
        #expect(bitmap.argb(x: 3, y: 2) == 0)
        let pixels = try PixelBuffer(image: image)
        let png = try #require(image.pngData())
        #expect(try PixelBuffer(pngData: png) == pixels, "the PNG holds the same pixels")
        #expect(image.pngData() == png, "encoded once and kept")
        #expect(UIImage(data: png)?.size == image.size)
        // The image draws into another renderer from its own pixels.
        let composed = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 3), format: .init(scale: 1)).image { _ in
            image.draw(at: CGPoint(x: 4, y: 0))
        }
        let out = try PixelBuffer(image: composed)
        #expect(out.pixel(x: 4, y: 1) == pixels.pixel(x: 0, y: 1))
        #expect(out.pixel(x: 0, y: 1).a == 0)
    }

    @Test func aViewRendersToAnImageWithoutEncoding() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 6))
        view.backgroundColor = .blue
        let image = try UIImageRendering.image(of: view, scale: 2)
        #expect(image.bitmap != nil && image.size == CGSize(width: 10, height: 6) && image.scale == 2)
        #expect(try PixelBuffer(image: image).pixel(x: 19, y: 11) == .init(r: 0, g: 0, b: 255, a: 255))
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

    @Test func aStringDrawnWithAParagraphStyleIsAlignedByIt() throws {
        // An avatar's initials: drawn centred in a rectangle through the string's attributes.
        func inkColumns(_ alignment: NSTextAlignment) throws -> ClosedRange<Int> {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40), format: .init(scale: 1)).image {
                _ in
                "MW".draw(
                    in: CGRect(x: 0, y: 0, width: 100, height: 40),
                    withAttributes: [.font: UIFont.boldSystemFont(ofSize: 24), .paragraphStyle: style])
            }
            let pixels = try PixelBuffer(image: image)
            var columns: [Int] = []
            for x in 0..<100 where (0..<40).contains(where: { pixels.pixel(x: x, y: $0).a > 128 }) { columns.append(x) }
            return try #require(columns.min())...(try #require(columns.max()))
        }
        let left = try inkColumns(.left), centre = try inkColumns(.center), right = try inkColumns(.right)
        #expect(left.lowerBound < 5, "left: at the rectangle's left edge")
        #expect(abs((centre.lowerBound + centre.upperBound) / 2 - 50) <= 2, "centred: \(centre)")
        #expect(right.upperBound > 94, "right: at its right edge")
    }
}
