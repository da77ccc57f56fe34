import Foundation
import TapestryCairo
import Testing

@testable import Tapestry

/// Page renderers: a header, a footer, a subclass's content and the formatters added, drawn page by page into a
/// PDF context as UIKit code makes a PDF, and printed through a print controller on the paper its delegate chose.
@MainActor
@Suite(.serialized) struct UIPrintPageRendererTests {
    /// A renderer that draws a header and a footer and keeps where it was asked to draw.
    final class ReportRenderer: UIPrintPageRenderer {
        var drawn: [String] = []
        override func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {
            drawn.append("header \(pageIndex) \(headerRect)")
            "Report, page \(pageIndex + 1)".draw(in: headerRect, withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
        }
        override func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) {
            drawn.append("content \(pageIndex) \(contentRect)")
        }
        override func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {
            drawn.append("footer \(pageIndex) \(footerRect)")
        }
    }

    private let rows = (1...150).map { "Row \($0) of the report" }.joined(separator: "\n")

    @Test func formattersStartOnTheirPagesAndLayOutBetweenTheHeaderAndTheFooter() {
        let renderer = ReportRenderer()
        #expect(renderer.paperRect == .zero && renderer.printableRect == .zero && renderer.numberOfPages == 0)
        let page = CGRect(x: 0, y: 0, width: 595.2, height: 841.8)
        renderer.setValue(NSValue(cgRect: page), forKey: "paperRect")
        renderer.setValue(page.insetBy(dx: 20, dy: 20), forKey: "printableRect")
        #expect(
            renderer.paperRect == page && (renderer.value(forKey: "printableRect") as? NSValue)?.cgRectValue.minX == 20)
        renderer.headerHeight = 40
        renderer.footerHeight = 30
        let cover = UISimpleTextPrintFormatter(text: "Annual report")
        let body = UISimpleTextPrintFormatter(text: rows)
        body.perPageContentInsets = .zero
        renderer.addPrintFormatter(cover, startingAtPageAt: 0)
        renderer.addPrintFormatter(body, startingAtPageAt: 1)
        #expect(body.printPageRenderer === renderer && body.startPage == 1)
        #expect(body.pageCount >= 2, "150 rows do not fit one page: \(body.pageCount)")
        #expect(renderer.numberOfPages == 1 + body.pageCount)
        #expect(renderer.printFormatters(forPageAt: 0)?.first === cover)
        #expect(renderer.printFormatters(forPageAt: 1)?.first === body)
        #expect(renderer.printFormatters(forPageAt: renderer.numberOfPages) == nil)
        // The body lays out in the printable area less the header and footer.
        #expect(body.rect(forPage: 1) == CGRect(x: 20, y: 60, width: 555.2, height: 731.8))
        #expect(body.rect(forPage: 0) == .zero, "the body does not reach the cover")
        cover.removeFromPrintPageRenderer()
        #expect(cover.printPageRenderer == nil && renderer.printFormatters?.count == 1)
    }

    @Test func pagesAreDrawnIntoAPDFContextAsUIKitCodeMakesAPDF() throws {
        let renderer = ReportRenderer()
        renderer.headerHeight = 24
        renderer.footerHeight = 24
        renderer.addPrintFormatter(UISimpleTextPrintFormatter(text: rows), startingAtPageAt: 0)
        let paper = CGRect(x: 0, y: 0, width: 612, height: 792)
        renderer.setValue(paper, forKey: "paperRect")
        renderer.setValue(paper, forKey: "printableRect")
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(data, .zero, [kCGPDFContextTitle: "Report"])
        #expect(UIGraphicsGetPDFContextBounds() == paper, "an empty rectangle is US Letter")
        for index in 0..<renderer.numberOfPages {
            UIGraphicsBeginPDFPage()
            #expect(UIGraphicsGetCurrentContext() != nil)
            renderer.drawPage(at: index, in: UIGraphicsGetPDFContextBounds())
        }
        UIGraphicsEndPDFContext()
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetPDFContextBounds() == .zero)
        let pdf = data as Data
        #expect(pdf.starts(with: Data("%PDF".utf8)))
        #expect(pdfPageCount(pdf) == renderer.numberOfPages && renderer.numberOfPages >= 2)
        #expect(String(decoding: pdf, as: UTF8.self).contains("Report"), "the title is written")
        #expect(renderer.drawn.first == "header 0 \(CGRect(x: 0, y: 0, width: 612, height: 24))")
        #expect(renderer.drawn[1] == "content 0 \(CGRect(x: 0, y: 24, width: 612, height: 744))")
        #expect(renderer.drawn[2] == "footer 0 \(CGRect(x: 0, y: 768, width: 612, height: 24))")
    }

    @Test func aPrintControllerPrintsARendererOnThePaperItsDelegateChose() throws {
        try PrintJobRecorder.recording { recorder in
            final class Delegate: UIPrintInteractionControllerDelegate {
                var events: [String] = []
                func printInteractionController(
                    _ printInteractionController: UIPrintInteractionController, choosePaper paperList: [UIPrintPaper]
                ) -> UIPrintPaper {
                    events.append("papers \(paperList.count)")
                    return paperList.min { $0.paperSize.height < $1.paperSize.height }!
                }
                func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController)
                {
                    events.append("start")
                }
                func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController)
                {
                    events.append("finish")
                }
            }
            let delegate = Delegate()
            let controller = UIPrintInteractionController()
            controller.delegate = delegate
            let renderer = ReportRenderer()
            renderer.headerHeight = 30
            renderer.addPrintFormatter(UISimpleTextPrintFormatter(text: rows), startingAtPageAt: 0)
            controller.printPageRenderer = renderer
            #expect(controller.present(animated: true))
            #expect(delegate.events == ["papers 2", "start", "finish"])
            #expect(controller.printPaper?.paperSize == CGSize(width: 612, height: 792), "Letter is the shorter")
            #expect(renderer.paperRect.size == CGSize(width: 612, height: 792) && renderer.printableRect.minX == 18)
            let pdf = try #require(recorder.jobs.last)
            #expect(pdf.starts(with: Data("%PDF".utf8)) && pdfPageCount(pdf) == renderer.numberOfPages)
            #expect(renderer.drawn.contains("header 0 \(CGRect(x: 18, y: 18, width: 576, height: 30))"))
        }
    }

    @Test func theBestPaperHoldsTheContentOrIsTheLargest() {
        let letter = UIPrintPaper.letter, a4 = UIPrintPaper.a4
        #expect(
            UIPrintPaper.bestPaper(forPageSize: CGSize(width: 500, height: 700), withPapersFrom: [a4, letter])
                === letter)
        #expect(
            UIPrintPaper.bestPaper(forPageSize: CGSize(width: 500, height: 780), withPapersFrom: [letter, a4]) === a4)
        #expect(
            UIPrintPaper.bestPaper(forPageSize: CGSize(width: 900, height: 900), withPapersFrom: [letter, a4]) === a4)
        #expect(a4.printRect == a4.printableRect)
    }
}
