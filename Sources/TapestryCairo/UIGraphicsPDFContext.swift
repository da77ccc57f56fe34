import CCairo
import Foundation
import Tapestry

/// UIKit's older PDF contexts (before `UIGraphicsPDFRenderer`), still in much UIKit code that makes a PDF:
/// `UIGraphicsBeginPDFContextToData` (or `…ToFile`) starts a document, `UIGraphicsBeginPDFPage()` starts each
/// page and makes its context current, drawing goes into it, and `UIGraphicsEndPDFContext()` writes the
/// document. Contexts nest, each pair on a stack; the page's origin is its top left, as in UIKit.
@MainActor
enum PDFContextStack {
    final class Entry {
        /// Collects the bytes Cairo writes; retained for the surface until the document ends.
        let sink: Unmanaged<PDFSink>
        let surface: OpaquePointer
        let cr: OpaquePointer
        let context: CGContext
        /// The document's page bounds, used by pages begun without bounds of their own.
        let documentBounds: CGRect
        var pageBounds: CGRect
        var pageOpen = false
        /// Where the document goes when it ends.
        let destination: (Data) -> Void

        init(
            sink: Unmanaged<PDFSink>, surface: OpaquePointer, cr: OpaquePointer, bounds: CGRect,
            destination: @escaping (Data) -> Void
        ) {
            self.sink = sink
            self.surface = surface
            self.cr = cr
            context = CGContext(backend: CairoBackend(cr: cr))
            documentBounds = bounds
            pageBounds = bounds
            self.destination = destination
        }
    }
    static var entries: [Entry] = []

    /// The page size of an empty rectangle: US Letter, as UIKit's default.
    static let letter = CGRect(x: 0, y: 0, width: 612, height: 792)

    /// Starts a document of pages `bounds` whose bytes go to `destination` when it ends; false when Cairo fails.
    static func begin(_ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?, destination: @escaping (Data) -> Void)
        -> Bool
    {
        CairoPlatformServices.registerIfNeeded()
        let finite = bounds.minX.isFinite && bounds.minY.isFinite && bounds.width.isFinite && bounds.height.isFinite
        let bounds = finite && !bounds.isEmpty ? bounds.standardized : letter
        let box = Unmanaged.passRetained(PDFSink())
        guard
            let surface = cairo_pdf_surface_create_for_stream(
                PDFSink.write, box.toOpaque(), Double(bounds.width), Double(bounds.height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else {
            box.release()
            FileHandle.standardError.write(
                Data("Tapestry: UIGraphicsBeginPDFContext: cannot make a PDF surface\n".utf8))
            return false
        }
        let metadata: [(String, cairo_pdf_metadata_t)] = [
            (kCGPDFContextTitle, CAIRO_PDF_METADATA_TITLE), (kCGPDFContextAuthor, CAIRO_PDF_METADATA_AUTHOR),
            (kCGPDFContextSubject, CAIRO_PDF_METADATA_SUBJECT), (kCGPDFContextKeywords, CAIRO_PDF_METADATA_KEYWORDS),
            (kCGPDFContextCreator, CAIRO_PDF_METADATA_CREATOR),
        ]
        for (key, field) in metadata {
            if let value = documentInfo?[key] as? String { cairo_pdf_surface_set_metadata(surface, field, value) }
        }
        let cr = cairo_create(surface)!
        entries.append(Entry(sink: box, surface: surface, cr: cr, bounds: bounds, destination: destination))
        return true
    }
}

/// Starts a PDF document whose bytes are appended to `data` when `UIGraphicsEndPDFContext()` ends it; its pages
/// are `bounds` (US Letter when empty) unless a page is begun with others. `documentInfo`'s title, author,
/// subject, keywords and creator (`kCGPDFContextTitle`…) are written into it.
@preconcurrency @MainActor
public func UIGraphicsBeginPDFContextToData(
    _ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?
) {
    _ = PDFContextStack.begin(bounds, documentInfo) { data.append($0) }
}

/// Starts a PDF document written to the file at `path` when `UIGraphicsEndPDFContext()` ends it; false (with a
/// message) when the file cannot be made.
@preconcurrency @MainActor
@discardableResult
public func UIGraphicsBeginPDFContextToFile(_ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?)
    -> Bool
{
    guard FileManager.default.createFile(atPath: path, contents: nil) else {
        FileHandle.standardError.write(
            Data("Tapestry: UIGraphicsBeginPDFContextToFile: cannot write \"\(path)\"\n".utf8))
        return false
    }
    return PDFContextStack.begin(bounds, documentInfo) { data in
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("Tapestry: UIGraphicsEndPDFContext: \(error)\n".utf8))
        }
    }
}

/// Ends the page being drawn, if any, and begins one of the document's bounds, making its context current.
@preconcurrency @MainActor
public func UIGraphicsBeginPDFPage() {
    guard let entry = PDFContextStack.entries.last else { return }
    UIGraphicsBeginPDFPageWithInfo(entry.documentBounds, nil)
}

/// Ends the page being drawn, if any, and begins one of `bounds` (its origin is the page's top left in the
/// drawing's coordinates), making its context current; `pageInfo` is not written.
@preconcurrency @MainActor
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    guard let entry = PDFContextStack.entries.last else { return }
    if entry.pageOpen {
        cairo_show_page(entry.cr)
    } else {
        UIGraphicsPushContext(entry.context)
    }
    let bounds = bounds.isEmpty ? entry.documentBounds : bounds.standardized
    entry.pageBounds = bounds
    cairo_pdf_surface_set_size(entry.surface, Double(max(bounds.width, 1)), Double(max(bounds.height, 1)))
    cairo_identity_matrix(entry.cr)
    cairo_reset_clip(entry.cr)
    cairo_translate(entry.cr, -Double(bounds.minX), -Double(bounds.minY))
    entry.pageOpen = true
}

/// The bounds of the page being drawn (the document's before the first page); `.zero` outside a PDF context.
@preconcurrency @MainActor
public func UIGraphicsGetPDFContextBounds() -> CGRect {
    PDFContextStack.entries.last?.pageBounds ?? .zero
}

/// Ends the document begun last: its last page is closed and its bytes go to the data or file it was begun with.
@preconcurrency @MainActor
public func UIGraphicsEndPDFContext() {
    guard let entry = PDFContextStack.entries.popLast() else { return }
    if entry.pageOpen {
        cairo_show_page(entry.cr)
        UIGraphicsPopContext()
    }
    cairo_destroy(entry.cr)
    cairo_surface_finish(entry.surface)
    let status = cairo_surface_status(entry.surface)
    cairo_surface_destroy(entry.surface)
    let data = entry.sink.takeRetainedValue().data
    guard status == CAIRO_STATUS_SUCCESS else {
        FileHandle.standardError.write(Data("Tapestry: UIGraphicsEndPDFContext: the PDF could not be written\n".utf8))
        return
    }
    entry.destination(data)
}

/// Makes `rect` of the current page a link to `url`.
@preconcurrency @MainActor
public func UIGraphicsSetPDFContextURLForRect(_ url: URL, _ rect: CGRect) {
    guard let entry = PDFContextStack.entries.last, entry.pageOpen else { return }
    let escaped = url.absoluteString.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "'", with: "\\'")
    link(entry, rect, "uri='\(escaped)'")
}

/// Names a destination at `point` of the current page, which a link made with
/// `UIGraphicsSetPDFContextDestinationForRect` goes to.
@preconcurrency @MainActor
public func UIGraphicsAddPDFContextDestinationAtPoint(_ name: String, _ point: CGPoint) {
    guard let entry = PDFContextStack.entries.last, entry.pageOpen else { return }
    let attributes = "name='\(escapedName(name))' x=\(Double(point.x)) y=\(Double(point.y))"
    cairo_tag_begin(entry.cr, CAIRO_TAG_DEST, attributes)
    cairo_tag_end(entry.cr, CAIRO_TAG_DEST)
}

/// Makes `rect` of the current page a link to the destination named `name`.
@preconcurrency @MainActor
public func UIGraphicsSetPDFContextDestinationForRect(_ name: String, _ rect: CGRect) {
    guard let entry = PDFContextStack.entries.last, entry.pageOpen else { return }
    link(entry, rect, "dest='\(escapedName(name))'")
}

@MainActor private func link(_ entry: PDFContextStack.Entry, _ rect: CGRect, _ target: String) {
    // Cairo takes link rectangles in the page's coordinates, so the page's origin is added back.
    let x = rect.minX - entry.pageBounds.minX, y = rect.minY - entry.pageBounds.minY
    let attributes = "rect=[\(Double(x)) \(Double(y)) \(Double(rect.width)) \(Double(rect.height))] \(target)"
    cairo_tag_begin(entry.cr, CAIRO_TAG_LINK, attributes)
    cairo_tag_end(entry.cr, CAIRO_TAG_LINK)
}

private func escapedName(_ name: String) -> String {
    name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
}
