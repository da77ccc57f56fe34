import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Printing (UIPrintInteractionController): the items go to CUPS's `lp` with the job's name, printer,
/// orientation, sides and colour from the print info; nothing to print, no `lp`, or a failed job reach the
/// completion as `UIPrintError`s.
@MainActor
@Suite(.serialized) struct UIPrintInteractionControllerTests {
    @Test func itemsGoToLpWithThePrintInfosOptions() throws {
        let savedRun = UIPrintInteractionController.runPrintCommand
        let savedAvailable = UIPrintInteractionController.printingAvailable
        defer {
            UIPrintInteractionController.runPrintCommand = savedRun
            UIPrintInteractionController.printingAvailable = savedAvailable
        }
        var jobs: [([String], Data)] = []
        var status: Int32 = 0
        UIPrintInteractionController.printingAvailable = { true }
        UIPrintInteractionController.runPrintCommand = { arguments, data in
            jobs.append((arguments, data))
            return status
        }
        let controller = UIPrintInteractionController()
        let info = UIPrintInfo.printInfo()
        info.jobName = "Invoice"
        info.orientation = .landscape
        info.duplex = .longEdge
        info.outputType = .grayscale
        controller.printInfo = info
        controller.printingItem = Data("hello".utf8)
        var results: [(Bool, Int?)] = []
        let record: UIPrintInteractionController.CompletionHandler = { _, done, error in
            results.append((done, (error as? UIPrintError)?.code.rawValue))
        }
        #expect(controller.present(animated: true, completionHandler: record))
        #expect(
            jobs.first?.0 == [
                "-t", "Invoice", "-o", "landscape", "-o", "sides=two-sided-long-edge", "-o",
                "print-color-mode=monochrome",
            ])
        #expect(jobs.first?.1 == Data("hello".utf8))
        #expect(controller.print(to: UIPrinter(url: URL(string: "ipp://localhost/printers/office")!)))
        #expect(jobs.last.map { Array($0.0[2...3]) } == ["-d", "office"], "to the printer asked for")
        status = 1
        #expect(!controller.present(animated: true, completionHandler: record))
        controller.printingItem = nil
        #expect(!controller.present(animated: true, completionHandler: record))
        UIPrintInteractionController.printingAvailable = { false }
        controller.printingItem = Data("x".utf8)
        #expect(
            !controller.present(animated: true, completionHandler: record)
                && !UIPrintInteractionController.isPrintingAvailable)
        #expect(results.map(\.0) == [true, false, false, false])
        #expect(results.map(\.1) == [nil, 4, 2, 1], "job failed, no content, not available")
        #expect(!UIPrintInteractionController.canPrint(URL(fileURLWithPath: "/no/such/file.pdf")))
    }
}
