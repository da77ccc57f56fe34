import Foundation
import TapestryCairo
import Testing

@testable import Tapestry

/// UIKit's older PDF contexts: a document begun to data or a file, pages of its bounds or their own, links and
/// destinations, written when the context ends.
@MainActor
@Suite(.serialized) struct UIGraphicsPDFContextTests {
    @Test func aFileContextWritesTheDocumentWhenItEnds() throws {
        let path = NSTemporaryDirectory() + "tapestry-pdf-\(UUID().uuidString).pdf"
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(UIGraphicsBeginPDFContextToFile(path, CGRect(x: 0, y: 0, width: 300, height: 200), nil))
        UIGraphicsBeginPDFPage()
        UIColor.systemRed.setFill()
        UIRectFill(CGRect(x: 10, y: 10, width: 50, height: 50))
        UIGraphicsSetPDFContextURLForRect(
            URL(string: "https://example.com/a'b")!, CGRect(x: 10, y: 10, width: 50, height: 50))
        UIGraphicsAddPDFContextDestinationAtPoint("start", .zero)
        UIGraphicsBeginPDFPageWithInfo(CGRect(x: 0, y: 0, width: 400, height: 100), nil)
        #expect(UIGraphicsGetPDFContextBounds().width == 400)
        UIGraphicsSetPDFContextDestinationForRect("start", CGRect(x: 0, y: 0, width: 40, height: 20))
        UIGraphicsEndPDFContext()
        let pdf = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(pdf.starts(with: Data("%PDF".utf8)) && pdfPageCount(pdf) == 2)
        #expect(!UIGraphicsBeginPDFContextToFile("/nonexistent/dir/x.pdf", .zero, nil), "an unwritable path is refused")
    }

    @Test func contextsNestAndOutsideOneNothingHappens() {
        UIGraphicsBeginPDFPage()
        UIGraphicsEndPDFContext()
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetPDFContextBounds() == .zero)
        let outer = NSMutableData(), inner = NSMutableData()
        UIGraphicsBeginPDFContextToData(outer, CGRect(x: 0, y: 0, width: 100, height: 100), nil)
        UIGraphicsBeginPDFPage()
        UIGraphicsBeginPDFContextToData(inner, CGRect(x: 0, y: 0, width: 50, height: 50), nil)
        UIGraphicsBeginPDFPage()
        #expect(UIGraphicsGetPDFContextBounds().width == 50)
        UIGraphicsEndPDFContext()
        #expect(UIGraphicsGetPDFContextBounds().width == 100 && UIGraphicsGetCurrentContext() != nil)
        UIGraphicsEndPDFContext()
        #expect(pdfPageCount(inner as Data) == 1 && pdfPageCount(outer as Data) == 1)
    }
}
