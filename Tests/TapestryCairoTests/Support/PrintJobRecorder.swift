import Foundation

@testable import Tapestry

/// Print jobs a test sends, kept here instead of going to `lp`: printing is available and every job succeeds
/// while `body` runs; the print command is put back after it.
@MainActor
final class PrintJobRecorder {
    /// The bytes of each job, in order.
    private(set) var jobs: [Data] = []

    static func recording(_ body: (PrintJobRecorder) throws -> Void) rethrows {
        let savedRun = UIPrintInteractionController.runPrintCommand
        let savedAvailable = UIPrintInteractionController.printingAvailable
        defer {
            UIPrintInteractionController.runPrintCommand = savedRun
            UIPrintInteractionController.printingAvailable = savedAvailable
        }
        let recorder = PrintJobRecorder()
        UIPrintInteractionController.printingAvailable = { true }
        UIPrintInteractionController.runPrintCommand = { _, data in
            MainActor.assumeIsolated { recorder.jobs.append(data) }
            return 0
        }
        try body(recorder)
    }
}

/// The number of pages in a PDF Cairo wrote (its page objects, less the page tree's).
func pdfPageCount(_ data: Data) -> Int {
    let text = String(decoding: data, as: UTF8.self)
    return text.components(separatedBy: "/Type /Page").count - text.components(separatedBy: "/Type /Pages").count
}
