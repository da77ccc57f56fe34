import Foundation

/// Draws the pages of a print (iOS 4.2): a header and a footer of the heights set, the content a subclass draws,
/// and the print formatters added to it, each from its start page on. A print controller's `printPageRenderer`
/// is printed through it, and code that makes a PDF draws its pages into a PDF context with `drawPage(at:in:)`.
///
/// `paperRect` and `printableRect` are read-only, as UIKit's: the print sets them (US Letter, a quarter inch
/// unprintable at each edge), and code written for UIKit sets them by key (`setValue(_:forKey: "paperRect")`).
@preconcurrency @MainActor
open class UIPrintPageRenderer: NSObject {
    /// The height of the header drawn at the top of the printable area of each page (0: none).
    open var headerHeight: CGFloat = 0
    /// The height of the footer drawn at the bottom of the printable area of each page (0: none).
    open var footerHeight: CGFloat = 0
    /// The whole sheet of paper, in points; `.zero` until a print (or `setValue(_:forKey:)`) sets it.
    open var paperRect: CGRect { paper }
    /// The part of the paper the printer marks, in points; `.zero` until a print (or `setValue(_:forKey:)`) sets it.
    open var printableRect: CGRect { printable }
    private var paper = CGRect.zero
    private var printable = CGRect.zero
    private var formatters: [UIPrintFormatter] = []

    /// Creates a renderer with no header, footer or formatters.
    public override init() { super.init() }

    /// The print formatters, each drawn from its `startPage` on; setting them takes them into this renderer.
    open var printFormatters: [UIPrintFormatter]? {
        get { formatters.isEmpty ? nil : formatters }
        set {
            for formatter in formatters { formatter.printPageRenderer = nil }
            formatters = newValue ?? []
            for formatter in formatters {
                formatter.printPageRenderer?.removePrintFormatter(formatter)
                formatter.printPageRenderer = self
            }
        }
    }

    /// Adds `formatter`, its content starting on page `pageIndex`.
    open func addPrintFormatter(_ formatter: UIPrintFormatter, startingAtPageAt pageIndex: Int) {
        formatter.printPageRenderer?.removePrintFormatter(formatter)
        formatter.startPage = max(pageIndex, 0)
        formatter.printPageRenderer = self
        formatters.append(formatter)
    }

    /// The formatters whose content falls on page `pageIndex`, or nil when none does.
    open func printFormatters(forPageAt pageIndex: Int) -> [UIPrintFormatter]? {
        let onPage = formatters.filter { pageIndex >= $0.startPage && pageIndex < $0.startPage + $0.pageCount }
        return onPage.isEmpty ? nil : onPage
    }

    /// How many pages the print has: up to the last page a formatter reaches (a subclass that draws its own
    /// content answers its own count).
    open var numberOfPages: Int {
        formatters.map { $0.startPage + $0.pageCount }.max() ?? 0
    }

    /// Called before the pages in `range` are drawn; does nothing (a subclass prepares its content).
    open func prepare(forDrawingPages range: NSRange) {}

    /// Draws page `pageIndex` into the current context within `printableRect`: the header, the content, each
    /// formatter on the page, then the footer.
    open func drawPage(at pageIndex: Int, in printableRect: CGRect) {
        if headerHeight > 0 {
            drawHeaderForPage(
                at: pageIndex,
                in: CGRect(
                    x: printableRect.minX, y: printableRect.minY, width: printableRect.width, height: headerHeight))
        }
        drawContentForPage(
            at: pageIndex, in: Self.contentArea(of: printableRect, header: headerHeight, footer: footerHeight))
        for formatter in printFormatters(forPageAt: pageIndex) ?? [] {
            drawPrintFormatter(formatter, forPageAt: pageIndex)
        }
        if footerHeight > 0 {
            drawFooterForPage(
                at: pageIndex,
                in: CGRect(
                    x: printableRect.minX, y: printableRect.maxY - footerHeight, width: printableRect.width,
                    height: footerHeight))
        }
    }

    /// Draws `printFormatter`'s part of page `pageIndex` in its rectangle for the page.
    open func drawPrintFormatter(_ printFormatter: UIPrintFormatter, forPageAt pageIndex: Int) {
        printFormatter.draw(in: printFormatter.rect(forPage: pageIndex), forPageAt: pageIndex)
    }

    /// Draws the header of page `pageIndex`; does nothing (a subclass draws one).
    open func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {}

    /// Draws the content of page `pageIndex` between the header and the footer; does nothing (a subclass draws
    /// content of its own).
    open func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) {}

    /// Draws the footer of page `pageIndex`; does nothing (a subclass draws one).
    open func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {}

    /// The value of the property named `key` (`paperRect` and `printableRect` as `NSValue`s, the heights as
    /// `NSNumber`s); any other key stops the program with UIKit's message.
    public func value(forKey key: String) -> Any? {
        switch key {
        case "paperRect": NSValue(cgRect: paperRect)
        case "printableRect": NSValue(cgRect: printableRect)
        case "headerHeight": NSNumber(value: Double(headerHeight))
        case "footerHeight": NSNumber(value: Double(footerHeight))
        default: undefinedKey(key, setting: false)
        }
    }

    /// Sets the property named `key`: `paperRect` and `printableRect` (a `CGRect` or an `NSValue`, which is how
    /// code written for UIKit sizes the pages of a PDF), or the header and footer heights; a value of the wrong
    /// type is ignored, and any other key stops the program with UIKit's message.
    public func setValue(_ value: Any?, forKey key: String) {
        let rect = (value as? CGRect) ?? (value as? NSValue)?.cgRectValue
        let number = (value as? CGFloat) ?? (value as? NSNumber).map { CGFloat($0.doubleValue) }
        switch key {
        case "paperRect": if let rect { paper = rect }
        case "printableRect": if let rect { printable = rect }
        case "headerHeight": if let number { headerHeight = number }
        case "footerHeight": if let number { footerHeight = number }
        default: undefinedKey(key, setting: true)
        }
    }

    private func undefinedKey(_ key: String, setting: Bool) -> Never {
        preconditionFailure(
            "[<\(type(of: self)) \(Unmanaged.passUnretained(self).toOpaque())> "
                + (setting ? "setValue:forUndefinedKey:" : "valueForUndefinedKey:")
                + "]: this class is not key value coding-compliant for the key \(key).")
    }

    /// The paper a print sets: US Letter, a quarter inch unprintable at each edge.
    func setPaperForPrinting(_ paper: UIPrintPaper) {
        self.paper = CGRect(origin: .zero, size: paper.paperSize)
        printable = paper.printableRect
    }

    /// The area between the header and the footer of a printable rectangle.
    static func contentArea(of printable: CGRect, header: CGFloat, footer: CGFloat) -> CGRect {
        CGRect(
            x: printable.minX, y: printable.minY + header, width: printable.width,
            height: max(printable.height - header - footer, 0))
    }

    /// Where formatters lay out: the printable area less the header and footer (US Letter when no paper is set).
    var formattersArea: CGRect {
        let area = printable.isEmpty ? UIPrintFormatter.pageRect : printable
        return Self.contentArea(of: area, header: headerHeight, footer: footerHeight)
    }

    /// Takes `formatter` out of the renderer.
    func removePrintFormatter(_ formatter: UIPrintFormatter) {
        formatters.removeAll { $0 === formatter }
        if formatter.printPageRenderer === self { formatter.printPageRenderer = nil }
    }

    /// The pages as a PDF of the renderer's paper (nil on a platform that writes no PDF).
    func pdfData() -> Data? {
        let count = numberOfPages
        guard count > 0 else { return nil }
        prepare(forDrawingPages: NSRange(location: 0, length: count))
        let printable = printableRect
        return EngineServices.current.pdfData(pageBounds: paperRect, pages: count) { index, context in
            UIGraphicsPushContext(context)
            self.drawPage(at: index, in: printable)
            UIGraphicsPopContext()
        }
    }
}

/// A sheet of paper a print uses: its size and the part of it the printer marks.
@preconcurrency @MainActor
open class UIPrintPaper: NSObject {
    /// The paper's size in points.
    open private(set) var paperSize: CGSize
    /// The part of the paper the printer marks.
    open private(set) var printableRect: CGRect
    /// The area a print draws in (`printableRect`).
    public var printRect: CGRect { printableRect }

    /// A sheet of `paperSize` points whose printable part is `printableRect`.
    init(paperSize: CGSize, printableRect: CGRect) {
        self.paperSize = paperSize
        self.printableRect = printableRect
        super.init()
    }

    /// US Letter (8.5 × 11 inches), a quarter inch unprintable at each edge: the paper Tapestry prints on.
    static var letter: UIPrintPaper {
        UIPrintPaper(
            paperSize: CGSize(width: 612, height: 792), printableRect: CGRect(x: 18, y: 18, width: 576, height: 756))
    }

    /// ISO A4 (210 × 297 mm), a quarter inch unprintable at each edge.
    static var a4: UIPrintPaper {
        UIPrintPaper(
            paperSize: CGSize(width: 595.28, height: 841.89),
            printableRect: CGRect(x: 18, y: 18, width: 559.28, height: 805.89))
    }

    /// The paper of `paperList` that best fits content of `contentSize`: the smallest that holds it in its
    /// printable area, else the largest; US Letter when the list is empty.
    open class func bestPaper(forPageSize contentSize: CGSize, withPapersFrom paperList: [UIPrintPaper])
        -> UIPrintPaper
    {
        let holding = paperList.filter {
            $0.printableRect.width >= contentSize.width && $0.printableRect.height >= contentSize.height
        }
        let area = { (paper: UIPrintPaper) in paper.paperSize.width * paper.paperSize.height }
        if let best = holding.min(by: { area($0) < area($1) }) { return best }
        return paperList.max(by: { area($0) < area($1) }) ?? .letter
    }
}
