import CCairo
import Foundation
import Tapestry

/// The settings of a PDF renderer: the document's information dictionary.
public final class UIGraphicsPDFRendererFormat: @unchecked Sendable {
    /// The document's information: `kCGPDFContextTitle`, `kCGPDFContextAuthor`, `kCGPDFContextSubject`,
    /// `kCGPDFContextKeywords` and `kCGPDFContextCreator` (strings) are written into the PDF.
    public var documentInfo: [String: Any] = [:]

    /// Creates a format with no document information.
    public init() {}

    /// The default format.
    public static func `default`() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }
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
public final class UIGraphicsPDFRendererContext: @unchecked Sendable {
    /// The Core Graphics context to draw with (also the current context during the actions).
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsPDFRendererFormat
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
        self.cgContext = cgContext
        self.format = format
        self.pdfContextBounds = bounds
        self.surface = surface
        self.cr = cr
    }

    /// Ends the page being drawn, if any, and begins a new one of the renderer's bounds.
    public func beginPage() { beginPage(withBounds: pdfContextBounds, pageInfo: [:]) }

    /// Ends the page being drawn, if any, and begins a new one of `bounds` (its origin is the page's top left
    /// in the drawing's coordinates); `pageInfo` is not written.
    public func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        if pageOpen { cairo_show_page(cr) }
        pdfContextBounds = bounds
        cairo_pdf_surface_set_size(surface, Double(max(bounds.width, 1)), Double(max(bounds.height, 1)))
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
        cairo_translate(cr, -Double(bounds.minX), -Double(bounds.minY))
        pageOpen = true
        pageCount += 1
    }

    /// Fills a rectangle with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes a rectangle with the current stroke colour and line width.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Clips drawing to a rectangle.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }

    /// Ends the last page.
    func finish() {
        if pageOpen { cairo_show_page(cr) }
        pageOpen = false
    }
}

/// Draws PDF documents, page by page, with the same drawing as views and image renderers (Cairo's PDF
/// surface: paths, text and images are kept as vectors and fonts). Unisolated and `Sendable`, as UIKit's; the
/// drawing runs on the main thread, as the image renderer's does.
public final class UIGraphicsPDFRenderer: @unchecked Sendable {
    /// The default page bounds.
    public let bounds: CGRect
    /// The renderer's format.
    public let format: UIGraphicsPDFRendererFormat

    /// Creates a renderer whose pages are `bounds` (in points, 1/72 inch) by default.
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs `actions` and returns the PDF they drew (one blank page when they begin none: Cairo writes at least one).
    public func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        do {
            return try tryPDFData(actions: actions)
        } catch {
            FileHandle.standardError.write(Data("Tapestry: \(error)\n".utf8))
            return Data()
        }
    }

    /// Runs `actions` and writes the PDF they drew to `url`.
    public func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
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
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PDFSink>.fromOpaque(closure).takeUnretainedValue().data.append(data, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        let surface = cairo_pdf_surface_create_for_stream(
            write, box.toOpaque(), Double(max(bounds.width, 1)), Double(max(bounds.height, 1)))!
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
private final class PDFSink {
    var data = Data()
}
