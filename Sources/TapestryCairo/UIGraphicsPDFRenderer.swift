import CCairo
import Foundation
import Tapestry

/// The settings of a PDF renderer: the document's information dictionary.
open class UIGraphicsPDFRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// The document's information: `kCGPDFContextTitle`, `kCGPDFContextAuthor`, `kCGPDFContextSubject`,
    /// `kCGPDFContextKeywords` and `kCGPDFContextCreator` (strings) are written into the PDF.
    public var documentInfo: [String: Any] = [:]

    /// Creates a format with no document information.
    public required init() { super.init() }

    /// The default format.
}

/// The title key of a PDF's document information.
public let kCGPDFContextTitle = "Title"
/// The author key of a PDF's document information.
public let kCGPDFContextAuthor = "Author"
/// The subject key of a PDF's document information.
public let kCGPDFContextSubject = "Subject"
/// The keywords key of a PDF's document information.
public let kCGPDFContextKeywords = "Keywords"
/// The creator key of a PDF's document information.
public let kCGPDFContextCreator = "Creator"

/// The context passed to a PDF renderer's drawing actions: begin a page, then draw on `cgContext` in points,
/// the origin at the page's top left as in UIKit.
open class UIGraphicsPDFRendererContext: UIGraphicsRendererContext, @unchecked Sendable {
    private let pdfFormat: UIGraphicsPDFRendererFormat
    /// The renderer's format.
    open override var format: UIGraphicsPDFRendererFormat { pdfFormat }
    /// The bounds of the page being drawn (the renderer's bounds until a page is begun with others).
    public private(set) var pdfContextBounds: CGRect
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private(set) var pageCount = 0
    private var pageOpen = false

    init(
        cgContext: CGContext, format: UIGraphicsPDFRendererFormat, bounds: CGRect, surface: OpaquePointer,
        cr: OpaquePointer
    ) {
        pdfFormat = format
        self.pdfContextBounds = bounds
        self.surface = surface
        self.cr = cr
        super.init(cgContext: cgContext, rendererFormat: format)
    }

    /// Ends the page being drawn, if any, and begins a new one of the renderer's bounds.
    open func beginPage() { beginPage(withBounds: pdfContextBounds, pageInfo: [:]) }

    /// Ends the page being drawn, if any, and begins a new one of `bounds` (its origin is the page's top left
    /// in the drawing's coordinates); `pageInfo` is not written.
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        if pageOpen { cairo_show_page(cr) }
        pdfContextBounds = bounds
        cairo_pdf_surface_set_size(surface, Double(max(bounds.width, 1)), Double(max(bounds.height, 1)))
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
        cairo_translate(cr, -Double(bounds.minX), -Double(bounds.minY))
        pageOpen = true
        pageCount += 1
    }

    /// Ends the last page.
    func finish() {
        if pageOpen { cairo_show_page(cr) }
        pageOpen = false
    }
}

/// Draws PDF documents, page by page, with the same drawing as views and image renderers (Cairo's PDF
/// surface: paths, text and images are kept as vectors and fonts). Unisolated and `Sendable`, as UIKit's; the
/// drawing runs on the main thread, as the image renderer's does.
open class UIGraphicsPDFRenderer: UIGraphicsRenderer, @unchecked Sendable {
    /// The default page bounds.
    public let bounds: CGRect
    private let pdfFormat: UIGraphicsPDFRendererFormat
    /// The renderer's format.
    open override var format: UIGraphicsPDFRendererFormat { pdfFormat }

    /// Creates a renderer whose pages are `bounds` (in points, 1/72 inch) by default.
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        self.bounds = bounds
        let copy = UIGraphicsPDFRendererFormat()
        copy.documentInfo = format.documentInfo
        copy.bounds = bounds
        pdfFormat = copy
        super.init(bounds: bounds, format: copy)
    }

    /// A renderer of `bounds` with a format of any renderer kind (another kind than a PDF format gives the
    /// default PDF format).
    public convenience override init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.init(bounds: bounds, format: format as? UIGraphicsPDFRendererFormat ?? .default())
    }

    /// Runs `actions` and returns the PDF they drew (one blank page when they begin none: Cairo writes at least one).
    open func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        do {
            return try tryPDFData(actions: actions)
        } catch {
            FileHandle.standardError.write(Data("Tapestry: \(error)\n".utf8))
            return Data()
        }
    }

    /// Runs `actions` and writes the PDF they drew to `url`.
    open func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        try tryPDFData(actions: actions).write(to: url)
    }

    /// Like `pdfData(actions:)`, throwing when Cairo fails.
    public func tryPDFData(actions: (UIGraphicsPDFRendererContext) -> Void) throws(CairoError) -> Data {
        try drawOnMainThread(actions) { actions throws(CairoError) in try makePDFData(actions: actions) }
    }

    @MainActor private func makePDFData(actions: (UIGraphicsPDFRendererContext) -> Void) throws(CairoError) -> Data {
        let sink = PDFSink()
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        let surface = cairo_pdf_surface_create_for_stream(
            PDFSink.write, box.toOpaque(), Double(max(bounds.width, 1)), Double(max(bounds.height, 1)))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoError(status, "creating a PDF surface")
        }
        let metadata: [(String, cairo_pdf_metadata_t)] = [
            (kCGPDFContextTitle, CAIRO_PDF_METADATA_TITLE), (kCGPDFContextAuthor, CAIRO_PDF_METADATA_AUTHOR),
            (kCGPDFContextSubject, CAIRO_PDF_METADATA_SUBJECT), (kCGPDFContextKeywords, CAIRO_PDF_METADATA_KEYWORDS),
            (kCGPDFContextCreator, CAIRO_PDF_METADATA_CREATOR),
        ]
        for (key, field) in metadata {
            if let value = format.documentInfo[key] as? String { cairo_pdf_surface_set_metadata(surface, field, value) }
        }
        let cr = cairo_create(surface)!
        let context = CGContext(backend: CairoBackend(cr: cr))
        let rendererContext = UIGraphicsPDFRendererContext(
            cgContext: context, format: format, bounds: bounds, surface: surface, cr: cr)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        rendererContext.finish()
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        let finished = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard finished == CAIRO_STATUS_SUCCESS else { throw CairoError(finished, "writing a PDF") }
        return sink.data
    }
}

/// Where a PDF surface writes its bytes.
final class PDFSink {
    var data = Data()

    /// Cairo's stream callback: appends the bytes to the sink passed as the closure (an unretained `PDFSink`).
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<PDFSink>.fromOpaque(closure).takeUnretainedValue().data.append(data, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }
}
