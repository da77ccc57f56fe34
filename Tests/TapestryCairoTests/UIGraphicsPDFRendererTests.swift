import Foundation
import Tapestry
import TapestryCairo
import Testing

/// PDF documents drawn page by page.
@MainActor
@Suite struct UIGraphicsPDFRendererTests {
    /// The number of page objects in a PDF's bytes.
    private func pages(in data: Data) -> Int {
        let text = String(decoding: data, as: UTF8.self)
        return text.components(separatedBy: "/Type /Page\n").count - 1
            + text.components(separatedBy: "/Type /Page ").count - 1
    }

    @Test func eachBegunPageIsAPageOfItsSizeWithTheDocumentsTitle() throws {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = [kCGPDFContextTitle as String: "Quarterly report"]
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792), format: format)
        let data = renderer.pdfData { context in
            context.beginPage()
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 72, y: 72, width: 200, height: 100))
            ("Page one" as NSString).draw(
                at: CGPoint(x: 72, y: 200), withAttributes: [.font: UIFont.systemFont(ofSize: 18)])
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 400, height: 300), pageInfo: [:])
            #expect(context.pdfContextBounds.size == CGSize(width: 400, height: 300))
            context.cgContext.setStrokeColor(UIColor.red.cgColor)
            context.stroke(CGRect(x: 10, y: 10, width: 100, height: 100))
        }
        #expect(data.starts(with: Data("%PDF-".utf8)))
        let text = String(decoding: data, as: UTF8.self)
        #expect(pages(in: data) == 2, "two pages")
        #expect(text.contains("/MediaBox [ 0 0 612 792 ]") && text.contains("/MediaBox [ 0 0 400 300 ]"))
        #expect(text.contains("Quarterly report"))
    }

    @Test func writingToAFileWritesTheSameDocument() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tapestry-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        try renderer.writePDF(to: url) { context in
            context.beginPage()
            context.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
        }
        let written = try Data(contentsOf: url)
        #expect(written.starts(with: Data("%PDF-".utf8)) && pages(in: written) == 1)
    }

    @Test func actionsThatBeginNoPageGiveOneBlankPage() {
        let data = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100)).pdfData { _ in }
        #expect(data.starts(with: Data("%PDF-".utf8)) && pages(in: data) == 1)
    }

    /// The PDF renderer is unisolated, as UIKit's: a document made on another thread has the pages one made here has.
    @Test func aDocumentIsMadeFromAnotherThread() async throws {
        @Sendable func pdf() -> Data {
            UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100)).pdfData { context in
                context.beginPage()
                context.fill(CGRect(x: 10, y: 10, width: 50, height: 50))
                context.beginPage()
            }
        }
        let elsewhere = await Task.detached { pdf() }.value
        #expect(elsewhere.starts(with: Data("%PDF".utf8)))
        #expect(pages(in: elsewhere) == 2 && pages(in: pdf()) == 2)
    }
}
