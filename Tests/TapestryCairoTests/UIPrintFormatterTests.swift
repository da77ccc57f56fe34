import Foundation
import TapestryCairo
import Testing

@testable import Tapestry

/// Print formatters: text, HTML and views laid out over US Letter pages and printed as a PDF.
@MainActor
@Suite(.serialized) struct UIPrintFormatterTests {
    @Test func textFlowsOverAsManyPagesAsItNeeds() {
        let short = UISimpleTextPrintFormatter(text: "Total: 42")
        #expect(short.pageCount == 1)
        let long = UISimpleTextPrintFormatter(
            text: (1...120).map { "Line \($0) of the report" }.joined(separator: "\n"))
        long.font = .systemFont(ofSize: 12)
        let pages = long.pageCount
        #expect(pages >= 2 && pages <= 4, "120 lines of 12 pt on 648-point-tall areas: \(pages)")
        long.perPageContentInsets = UIEdgeInsets(top: 300, left: 72, bottom: 300, right: 72)
        #expect(long.pageCount > pages, "smaller areas take more pages")
        let html = UIMarkupTextPrintFormatter(markupText: "<h1>Invoice</h1><p>Due <b>today</b></p>")
        #expect(html.pageCount == 1 && html.printedText.string.contains("Invoice"))
        #expect(UISimpleTextPrintFormatter(text: "").pageCount == 0)
    }

    @Test func aPrintControllerPrintsItsFormatterAsAPDF() throws {
        try PrintJobRecorder.recording { recorder in
            let controller = UIPrintInteractionController()
            controller.printInfo = UIPrintInfo(dictionary: ["jobName": "Report", "orientation": 1])
            #expect(controller.printInfo?.jobName == "Report" && controller.printInfo?.orientation == .landscape)
            #expect(controller.printInfo?.dictionaryRepresentation["jobName"] as? String == "Report")
            let formatter = UISimpleTextPrintFormatter(text: (1...120).map { "Row \($0)" }.joined(separator: "\n"))
            controller.printFormatter = formatter
            #expect(controller.present(animated: true))
            let pdf = try #require(recorder.jobs.last)
            #expect(pdf.starts(with: Data("%PDF".utf8)))
            #expect(pdfPageCount(pdf) == formatter.pageCount)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 300))
            view.backgroundColor = .systemBlue
            controller.printFormatter = view.viewPrintFormatter()
            #expect(controller.present(animated: true))
            #expect(pdfPageCount(recorder.jobs.last!) == 1 && view.viewPrintFormatter().view === view)
        }
    }
}
