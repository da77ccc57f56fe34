import Foundation

/// Lays out content over printed pages (iOS 4.2): a print controller's `printFormatter` is printed as a PDF of
/// US Letter pages (612 × 792 points) with the formatter's insets, made with `UIGraphicsPDFRenderer`.
@preconcurrency @MainActor
open class UIPrintFormatter: NSObject {
    /// The margins of the content on each page; 72 points (an inch) each by default, as a print does.
    open var perPageContentInsets = UIEdgeInsets(top: 72, left: 72, bottom: 72, right: 72)
    /// The widest the content may be (0 or less: the page's width less the insets).
    open var maximumContentWidth: CGFloat = 0
    /// The tallest the content may be on a page (0 or less: the page's height less the insets).
    open var maximumContentHeight: CGFloat = 0
    /// The first page the content starts on.
    open var startPage = 0

    /// The page renderer the formatter was added to (`addPrintFormatter(_:startingAtPageAt:)`), whose printable
    /// area, less its header and footer, the content is laid out in; nil when the formatter prints alone.
    open internal(set) weak var printPageRenderer: UIPrintPageRenderer?
    /// Whether the formatter draws only on the main thread (true: Tapestry draws there).
    open var requiresMainThread: Bool { true }

    /// Takes the formatter out of its page renderer.
    open func removeFromPrintPageRenderer() {
        printPageRenderer?.removePrintFormatter(self)
    }

    /// The content as text with attributes; subclasses answer.
    var printedText: NSAttributedString { NSAttributedString() }

    /// The page a print has.
    static let pageRect = CGRect(x: 0, y: 0, width: 612, height: 792)

    /// The content's area on a page: the page renderer's printable area less its header and footer (a US Letter
    /// page without a renderer), less the formatter's insets, no larger than its maximum content size.
    var contentRect: CGRect {
        var rect = (printPageRenderer?.formattersArea ?? Self.pageRect).inset(by: perPageContentInsets)
        if maximumContentWidth > 0 { rect.size.width = min(rect.width, maximumContentWidth) }
        if maximumContentHeight > 0 { rect.size.height = min(rect.height, maximumContentHeight) }
        return rect
    }

    /// How many pages the content takes.
    open var pageCount: Int { pages().count }

    /// The area the content takes on page `pageIndex` of the print (counted from the first page, not from
    /// `startPage`); `.zero` for a page it does not reach.
    open func rect(forPage pageIndex: Int) -> CGRect {
        pageIndex >= startPage && pageIndex < startPage + pageCount ? contentRect : .zero
    }

    /// Draws the part of the content that falls on page `pageIndex` of the print into `rect` of the current
    /// context (nothing for a page the content does not reach, or without a context).
    open func draw(in rect: CGRect, forPageAt pageIndex: Int) {
        let pages = pages()
        guard UIGraphicsGetCurrentContext() != nil, pageIndex >= startPage, pageIndex - startPage < pages.count else {
            return
        }
        printedText.attributedSubstring(from: pages[pageIndex - startPage]).draw(
            with: rect, options: [.usesLineFragmentOrigin], context: nil)
    }

    /// The text's ranges, a page each.
    func pages() -> [NSRange] {
        let text = printedText
        guard text.length > 0 else { return [] }
        let area = contentRect
        let storage = NSTextStorage(attributedString: text)
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: CGSize(width: area.width, height: 0))
        container.lineFragmentPadding = 0
        manager.addTextContainer(container)
        var pages: [NSRange] = []
        var pageTop: CGFloat = 0
        var current = NSRange(location: 0, length: 0)
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: text.length)) {
            rect, _, _, range, _ in
            if rect.maxY - pageTop > area.height, current.length > 0 {
                pages.append(current)
                pageTop = rect.minY
                current = NSRange(location: range.location, length: 0)
            }
            current.length = NSMaxRange(range) - current.location
        }
        if current.length > 0 { pages.append(current) }
        return pages
    }

    /// The pages as a PDF document (nil on a platform that writes no PDF).
    func pdfData() -> Data? {
        let area = contentRect
        return EngineServices.current.pdfData(pageBounds: Self.pageRect, pages: startPage + pageCount) {
            index, context in
            UIGraphicsPushContext(context)
            self.draw(in: area, forPageAt: index)
            UIGraphicsPopContext()
        }
    }
}

/// Prints plain text in a font, colour and alignment.
@preconcurrency @MainActor
open class UISimpleTextPrintFormatter: UIPrintFormatter {
    /// The text.
    open var text: String?
    /// The text with attributes, when set instead.
    open var attributedText: NSAttributedString?
    /// The font; 12-point system by default.
    open var font: UIFont?
    /// The colour; black by default.
    open var color: UIColor?
    /// The alignment.
    open var textAlignment: NSTextAlignment = .natural

    /// A formatter of `text`.
    public init(text: String) {
        self.text = text
        super.init()
    }

    /// A formatter of `attributedText`.
    public init(attributedText: NSAttributedString) {
        self.attributedText = attributedText
        super.init()
    }

    override var printedText: NSAttributedString {
        if let attributedText { return attributedText }
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        return NSAttributedString(
            string: text ?? "",
            attributes: [
                .font: font ?? .systemFont(ofSize: 12), .foregroundColor: color ?? .black, .paragraphStyle: style,
            ])
    }
}

/// Prints HTML: the markup read as `NSAttributedString`'s HTML import reads it.
@preconcurrency @MainActor
open class UIMarkupTextPrintFormatter: UIPrintFormatter {
    /// The HTML.
    open var markupText: String?

    /// A formatter of `markupText`.
    public init(markupText: String) {
        self.markupText = markupText
        super.init()
    }

    override var printedText: NSAttributedString {
        guard let data = markupText?.data(using: .utf8),
            let text = try? NSAttributedString(
                data: data, options: [.documentType: NSAttributedString.DocumentType.html],
                documentAttributes: nil)
        else { return NSAttributedString() }
        return text
    }
}

/// Prints a view: the view drawn on the first page, scaled down to the content's width when wider.
@preconcurrency @MainActor
open class UIViewPrintFormatter: UIPrintFormatter {
    /// The view printed.
    open private(set) var view: UIView

    init(view: UIView) {
        self.view = view
        super.init()
    }

    open override var pageCount: Int { 1 }

    /// Draws the view on its page, scaled down to the width of `rect` when it is wider.
    open override func draw(in rect: CGRect, forPageAt pageIndex: Int) {
        guard pageIndex == startPage, let context = UIGraphicsGetCurrentContext() else { return }
        let scale = min(1, rect.width / max(view.bounds.width, 1))
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: scale, y: scale)
        view.layer.render(in: context)
        context.restoreGState()
    }
}

extension UIView {
    /// A formatter that prints this view.
    public func viewPrintFormatter() -> UIViewPrintFormatter { UIViewPrintFormatter(view: self) }
}

extension UIPrintInfo {
    /// Settings from a dictionary of UIKit's print info keys (nil: the defaults): "jobName", "outputType",
    /// "orientation", "duplex", "printerID".
    public convenience init(dictionary: [AnyHashable: Any]?) {
        self.init()
        guard let dictionary else { return }
        if let name = dictionary["jobName"] as? String { jobName = name }
        if let raw = dictionary["outputType"] as? Int, let type = OutputType(rawValue: raw) { outputType = type }
        if let raw = dictionary["orientation"] as? Int, let value = Orientation(rawValue: raw) { orientation = value }
        if let raw = dictionary["duplex"] as? Int, let value = Duplex(rawValue: raw) { duplex = value }
        if let printer = dictionary["printerID"] as? String { printerID = printer }
    }

    /// The settings as a dictionary of the keys `init(dictionary:)` reads.
    public var dictionaryRepresentation: [AnyHashable: Any] {
        var dictionary: [AnyHashable: Any] = [
            "jobName": jobName, "outputType": outputType.rawValue, "orientation": orientation.rawValue,
            "duplex": duplex.rawValue,
        ]
        if let printerID { dictionary["printerID"] = printerID }
        return dictionary
    }
}
