import Foundation
import Tapestry
import TapestryCairo
import Testing

/// The renderers' common classes, as UIKit declares them: image and PDF renderers, formats and contexts are
/// subclasses of `UIGraphicsRenderer`, `UIGraphicsRendererFormat` and `UIGraphicsRendererContext`, so code
/// written against the base classes draws with either.
@MainActor
@Suite struct UIGraphicsRendererTests {
    /// Draws a red square through the base context's API only.
    private func drawSquare(_ context: UIGraphicsRendererContext) {
        context.cgContext.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.fill(CGRect(x: 4, y: 0, width: 4, height: 4), blendMode: .normal)
        context.stroke(CGRect(x: 0, y: 4, width: 8, height: 4), blendMode: .normal)
        context.clip(to: CGRect(x: 0, y: 0, width: 8, height: 8))
    }

    @Test func imageAndPDFRenderersAreGraphicsRenderers() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: .init(scale: 1))
        let pdf = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50))
        let renderers: [UIGraphicsRenderer] = [image, pdf]
        #expect(renderers.map(\.allowsImageOutput) == [true, false])
        #expect(renderers.map { $0.format.bounds } == [CGRect(x: 0, y: 0, width: 8, height: 8), pdf.bounds])
        #expect(image.format is UIGraphicsImageRendererFormat && pdf.format is UIGraphicsPDFRendererFormat)

        var contextFormatBounds: CGRect?
        let drawn = image.image { context in
            let base: UIGraphicsRendererContext = context
            contextFormatBounds = base.format.bounds
            drawSquare(base)
        }
        #expect(contextFormatBounds == CGRect(x: 0, y: 0, width: 8, height: 8))
        let pixels = try PixelBuffer(image: drawn)
        #expect(pixels.pixel(x: 2, y: 2) == .init(r: 255, g: 0, b: 0, a: 255))
        #expect(pixels.pixel(x: 6, y: 2) == .init(r: 255, g: 0, b: 0, a: 255))
        let data = pdf.pdfData { context in
            context.beginPage()
            drawSquare(context)
        }
        #expect(data.starts(with: Data("%PDF".utf8)))
    }

    @Test func formatsComeFromTheirClassAndTheTraits() {
        let imageFormat = UIGraphicsImageRendererFormat.default()
        #expect(type(of: imageFormat) == UIGraphicsImageRendererFormat.self && imageFormat.bounds == .zero)
        #expect(type(of: UIGraphicsPDFRendererFormat.default()) == UIGraphicsPDFRendererFormat.self)
        let traits = UITraitCollection(displayScale: 3)
        #expect(UIGraphicsImageRendererFormat(for: traits).scale == 3)
        let format = UIGraphicsImageRendererFormat()
        format.preferredRange = .extended
        #expect(format.preferredRange == .extended)
        // A base-class format given to an image renderer becomes the default image format.
        let renderer = UIGraphicsImageRenderer(
            bounds: CGRect(x: 0, y: 0, width: 2, height: 2), format: UIGraphicsRendererFormat())
        #expect(renderer.format.scale == UIGraphicsImageRendererFormat.default().scale)
    }

    @Test func jpegDataIsAJPEGOfTheDrawing() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16), format: .init(scale: 1))
        let jpeg = renderer.jpegData(withCompressionQuality: 0.8) { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        }
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        let decoded = UIImage(data: jpeg)
        #expect(decoded?.size == CGSize(width: 16, height: 16))
    }
}
