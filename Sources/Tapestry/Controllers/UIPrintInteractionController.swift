import Foundation

/// A print job's settings (iOS 4.2).
@preconcurrency @MainActor
open class UIPrintInfo: NSObject {
    /// What is printed, for the printer's quality and colour.
    public enum OutputType: Int, Sendable {
        /// Text and graphics in colour.
        case general = 0
        /// Photos in colour.
        case photo = 1
        /// Text and graphics in grey.
        case grayscale = 2
        /// Photos in grey.
        case photoGrayscale = 3
    }

    /// How the paper is turned.
    public enum Orientation: Int, Sendable {
        /// Upright.
        case portrait = 0
        /// On its side.
        case landscape = 1
    }

    /// Whether both sides of the paper are printed.
    public enum Duplex: Int, Sendable {
        /// One side.
        case none = 0
        /// Both, turned along the short edge.
        case shortEdge = 1
        /// Both, turned along the long edge.
        case longEdge = 2
    }

    /// The job's name, shown in the print queue.
    open var jobName = ProcessInfo.processInfo.processName
    /// What is printed.
    open var outputType: OutputType = .general
    /// How the paper is turned.
    open var orientation: Orientation = .portrait
    /// Whether both sides are printed.
    open var duplex: Duplex = .none
    /// The printer's CUPS name (nil: the default printer).
    open var printerID: String?

    /// Settings with the defaults.
    public override init() { super.init() }

    /// Settings with the defaults (UIKit's factory).
    public class func printInfo() -> UIPrintInfo { UIPrintInfo() }
}

/// A printer (iOS 8): a CUPS queue by its name.
@preconcurrency @MainActor
open class UIPrinter: NSObject {
    /// The queue's URL (`ipp://localhost/printers/NAME`).
    public let url: URL
    /// The queue's name.
    open var displayName: String { url.lastPathComponent }

    /// The printer at `url`.
    public init(url: URL) { self.url = url }
}

/// Prints files, images and data (iOS 4.2) through CUPS: `present` sends the item to the printer `printInfo`
/// names, or the default one, with `lp` — a Linux app shows no print dialog of its own, the desktop's print
/// queue shows the job — and tells the completion whether the job was queued.
@preconcurrency @MainActor
open class UIPrintInteractionController: NSObject {
    /// What the completion of `present` hears: the controller, whether the job was queued, and the error.
    public typealias CompletionHandler = (UIPrintInteractionController, Bool, (any Error)?) -> Void

    /// The one print controller.
    public static let shared = UIPrintInteractionController()

    /// Whether the system can print: a CUPS client (`lp`) is installed.
    public class var isPrintingAvailable: Bool { printingAvailable() }

    /// Whether `lp` is installed (tests replace it).
    nonisolated(unsafe) static var printingAvailable: () -> Bool = {
        FileManager.default.isExecutableFile(atPath: lpPath)
    }

    /// The types that can be printed.
    public class var printableUTIs: Set<String> {
        ["com.adobe.pdf", "public.image", "public.plain-text", "public.data"]
    }

    /// Whether the file at `url` can be printed: a readable local file.
    public class func canPrint(_ url: URL) -> Bool {
        url.isFileURL && FileManager.default.isReadableFile(atPath: url.path)
    }

    /// Whether `data` can be printed: any bytes (the printer's filters decide how).
    public class func canPrint(_ data: Data) -> Bool { !data.isEmpty }

    /// The job's settings.
    open var printInfo: UIPrintInfo?
    /// The one item to print: a file URL, `Data` or a `UIImage`.
    open var printingItem: Any?
    /// Several items to print, in order.
    open var printingItems: [Any]?
    /// Content laid out over pages (text, HTML or a view), printed as a PDF when there is no printing item.
    open var printFormatter: UIPrintFormatter?
    /// Pages drawn by a renderer (its header, footer, content and formatters), printed as a PDF of the paper
    /// chosen when there is no printing item or formatter.
    open var printPageRenderer: UIPrintPageRenderer?
    /// The paper the last job was printed on (US Letter unless the delegate chose another); nil before one.
    open private(set) var printPaper: UIPrintPaper?
    /// Whether the dialog offers a number of copies, kept (there is no dialog).
    open var showsNumberOfCopies = true
    /// Whether the dialog offers a page range, kept.
    open var showsPageRange = true
    /// Whether the dialog offers paper sizes, kept.
    open var showsPaperSelectionForLoadedPapers = false
    /// Told of the job, kept.
    open weak var delegate: (any UIPrintInteractionControllerDelegate)?

    /// Where `lp` is.
    nonisolated static let lpPath = "/usr/bin/lp"
    /// Runs `lp` with arguments and the bytes to print on its input; returns its exit status (tests replace it).
    nonisolated(unsafe) static var runPrintCommand: ([String], Data) -> Int32 = { arguments, input in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: lpPath)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            pipe.fileHandleForWriting.write(input)
            try pipe.fileHandleForWriting.close()
            process.waitUntilExit()
            return process.terminationStatus
        } catch {
            return -1
        }
    }

    /// Sends the items to the printer and tells `completion` whether they were queued.
    @discardableResult
    open func present(animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        printItems(to: printInfo?.printerID, completion)
    }

    /// Sends the items to the printer (the rectangle and view place a dialog UIKit would show).
    @discardableResult
    open func present(
        from rect: CGRect, in view: UIView, animated: Bool, completionHandler completion: CompletionHandler? = nil
    ) -> Bool { printItems(to: printInfo?.printerID, completion) }

    /// Sends the items to the printer (the item places a dialog UIKit would show).
    @discardableResult
    open func present(
        from item: UIBarButtonItem, animated: Bool, completionHandler completion: CompletionHandler? = nil
    ) -> Bool { printItems(to: printInfo?.printerID, completion) }

    /// Sends the items to `printer`.
    @discardableResult
    open func print(to printer: UIPrinter, completionHandler completion: CompletionHandler? = nil) -> Bool {
        printItems(to: printer.displayName, completion)
    }

    /// Closes the dialog: there is none.
    open func dismiss(animated: Bool) {}

    private func printItems(to printer: String?, _ completion: CompletionHandler?) -> Bool {
        let items =
            printingItems ?? printingItem.map { [$0] } ?? printFormatter.flatMap { $0.pdfData() }.map { [$0] }
            ?? printPageRenderer.flatMap { renderer in
                let papers = [UIPrintPaper.letter, UIPrintPaper.a4]
                let paper = delegate?.printInteractionController(self, choosePaper: papers) ?? papers[0]
                printPaper = paper
                renderer.setPaperForPrinting(paper)
                return renderer.pdfData()
            }.map { [$0] } ?? []
        let payloads = items.compactMap(Self.bytes(of:))
        guard !items.isEmpty, payloads.count == items.count else {
            completion?(self, false, UIPrintError(.noContent))
            return false
        }
        guard Self.isPrintingAvailable else {
            completion?(self, false, UIPrintError(.notAvailable))
            return false
        }
        let info = printInfo ?? UIPrintInfo()
        var arguments = ["-t", info.jobName]
        if let printer { arguments += ["-d", printer] }
        if info.orientation == .landscape { arguments += ["-o", "landscape"] }
        switch info.duplex {
        case .none: break
        case .shortEdge: arguments += ["-o", "sides=two-sided-short-edge"]
        case .longEdge: arguments += ["-o", "sides=two-sided-long-edge"]
        }
        if info.outputType == .grayscale || info.outputType == .photoGrayscale {
            arguments += ["-o", "print-color-mode=monochrome"]
        }
        delegate?.printInteractionControllerWillStartJob(self)
        for payload in payloads where Self.runPrintCommand(arguments, payload) != 0 {
            delegate?.printInteractionControllerDidFinishJob(self)
            completion?(self, false, UIPrintError(.jobFailed))
            return false
        }
        delegate?.printInteractionControllerDidFinishJob(self)
        completion?(self, true, nil)
        return true
    }

    private static func bytes(of item: Any) -> Data? {
        switch item {
        case let url as URL: return canPrint(url) ? try? Data(contentsOf: url) : nil
        case let data as Data: return canPrint(data) ? data : nil
        case let image as UIImage: return image.pngData()
        default: return nil
        }
    }
}

/// Why printing failed (`UIPrintErrorDomain`).
public struct UIPrintError: Error, CustomNSError, Sendable {
    /// The failure.
    public enum Code: Int, Sendable {
        /// Printing is not available.
        case notAvailable = 1
        /// There was nothing to print.
        case noContent = 2
        /// The item's type cannot be printed.
        case unknownImageFormat = 3
        /// The job failed.
        case jobFailed = 4
    }

    /// The failure's code.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }
    /// `UIPrintErrorDomain`.
    public static var errorDomain: String { "UIPrintErrorDomain" }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
}

/// Told of a print controller's job; every method has a default.
@preconcurrency @MainActor
public protocol UIPrintInteractionControllerDelegate: AnyObject {
    /// The controller a dialog would be presented from.
    func printInteractionControllerParentViewController(_ printInteractionController: UIPrintInteractionController)
        -> UIViewController?
    /// The paper to print on, from the papers the printer has (US Letter and A4 here).
    func printInteractionController(
        _ printInteractionController: UIPrintInteractionController, choosePaper paperList: [UIPrintPaper]
    ) -> UIPrintPaper
    /// The options would be presented (there is no dialog: never called).
    func printInteractionControllerWillPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    /// The options were presented (never called).
    func printInteractionControllerDidPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    /// The options would be dismissed (never called).
    func printInteractionControllerWillDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    /// The options were dismissed (never called).
    func printInteractionControllerDidDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    /// The job is about to be sent to the printer.
    func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController)
    /// The job was sent (or failed).
    func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController)
}

extension UIPrintInteractionControllerDelegate {
    /// None.
    public func printInteractionControllerParentViewController(
        _ printInteractionController: UIPrintInteractionController
    ) -> UIViewController? { nil }
    /// The paper that best fits the content (`UIPrintPaper.bestPaper(forPageSize:withPapersFrom:)`).
    public func printInteractionController(
        _ printInteractionController: UIPrintInteractionController, choosePaper paperList: [UIPrintPaper]
    ) -> UIPrintPaper {
        UIPrintPaper.bestPaper(forPageSize: UIPrintPaper.letter.printableRect.size, withPapersFrom: paperList)
    }
    /// Nothing.
    public func printInteractionControllerWillPresentPrinterOptions(
        _ printInteractionController: UIPrintInteractionController
    ) {}
    /// Nothing.
    public func printInteractionControllerDidPresentPrinterOptions(
        _ printInteractionController: UIPrintInteractionController
    ) {}
    /// Nothing.
    public func printInteractionControllerWillDismissPrinterOptions(
        _ printInteractionController: UIPrintInteractionController
    ) {}
    /// Nothing.
    public func printInteractionControllerDidDismissPrinterOptions(
        _ printInteractionController: UIPrintInteractionController
    ) {}
    /// Nothing.
    public func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController) {}
    /// Nothing.
    public func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController) {}
}
