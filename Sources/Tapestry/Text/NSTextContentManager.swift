import Foundation

/// A location in a TextKit 2 document.
public protocol NSTextLocation: AnyObject {
    /// How this location compares with another of the same document.
    func compare(_ location: any NSTextLocation) -> ComparisonResult
}

/// A location by UTF-16 offset, as Tapestry's content storage hands out.
final class TextOffset: NSObject, NSTextLocation, @unchecked Sendable {
    let offset: Int
    init(_ offset: Int) { self.offset = offset }

    func compare(_ location: any NSTextLocation) -> ComparisonResult {
        let other = Self.offset(of: location)
        return offset < other ? .orderedAscending : offset > other ? .orderedDescending : .orderedSame
    }

    override func isEqual(_ object: Any?) -> Bool { (object as? TextOffset)?.offset == offset }
    override var hash: Int { offset }
    override var description: String { "NSTextLocation(\(offset))" }

    /// The offset of a location Tapestry made (an app's own location class is not one of its documents').
    static func offset(of location: any NSTextLocation) -> Int {
        guard let offset = location as? TextOffset else {
            preconditionFailure("NSTextLocation: \(type(of: location)) was not made by a Tapestry content manager")
        }
        return offset.offset
    }
}

/// A range of a TextKit 2 document, between two locations.
open class NSTextRange: NSObject, @unchecked Sendable {
    /// The start.
    public let location: any NSTextLocation
    /// The end.
    public let endLocation: any NSTextLocation

    /// An empty range at `location`.
    public init(location: any NSTextLocation) {
        self.location = location
        endLocation = location
    }

    /// The range from `location` to `end`; nil when `end` is before `location`.
    public init?(location: any NSTextLocation, end: (any NSTextLocation)?) {
        let end = end ?? location
        guard location.compare(end) != .orderedDescending else { return nil }
        self.location = location
        endLocation = end
    }

    /// Whether the range is empty.
    open var isEmpty: Bool { location.compare(endLocation) == .orderedSame }

    /// Whether `location` is in the range (its end excluded).
    open func contains(_ location: any NSTextLocation) -> Bool {
        self.location.compare(location) != .orderedDescending && location.compare(endLocation) == .orderedAscending
    }

    /// Whether `textRange` lies within this one.
    open func contains(_ textRange: NSTextRange) -> Bool {
        location.compare(textRange.location) != .orderedDescending
            && textRange.endLocation.compare(endLocation) != .orderedDescending
    }

    /// Whether the two ranges overlap.
    open func intersects(_ textRange: NSTextRange) -> Bool {
        location.compare(textRange.endLocation) == .orderedAscending
            && textRange.location.compare(endLocation) == .orderedAscending
    }

    /// Whether the two ranges are the same.
    open func isEqual(to textRange: NSTextRange) -> Bool {
        location.compare(textRange.location) == .orderedSame
            && endLocation.compare(textRange.endLocation) == .orderedSame
    }

    /// The overlap, or nil.
    open func intersection(_ textRange: NSTextRange) -> NSTextRange? {
        let start = location.compare(textRange.location) == .orderedAscending ? textRange.location : location
        let end = endLocation.compare(textRange.endLocation) == .orderedAscending ? endLocation : textRange.endLocation
        guard start.compare(end) != .orderedDescending else { return nil }
        return NSTextRange(location: start, end: end)
    }

    /// The smallest range holding both.
    open func union(_ textRange: NSTextRange) -> NSTextRange {
        let start = location.compare(textRange.location) == .orderedAscending ? location : textRange.location
        let end = endLocation.compare(textRange.endLocation) == .orderedAscending ? textRange.endLocation : endLocation
        return NSTextRange(location: start, end: end)!
    }

    open override var description: String { "NSTextRange(\(location)..<\(endLocation))" }
}

/// TextKit 2's content: the document its layout managers lay out, as elements (paragraphs).
@preconcurrency @MainActor
open class NSTextContentManager: NSObject {
    /// How elements are enumerated.
    public struct EnumerationOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Backwards.
        public static let reverse = EnumerationOptions(rawValue: 1 << 0)
    }

    /// The layout managers of this content.
    open private(set) var textLayoutManagers: [NSTextLayoutManager] = []
    /// The layout manager that edits go through (the first added).
    open var primaryTextLayoutManager: NSTextLayoutManager?
    /// Whether layout managers follow edits at once (they do here).
    open var automaticallySynchronizesTextLayoutManagers = true
    /// Whether the managers' selections follow edits (kept).
    open var automaticallySynchronizesToBackingStore = true
    /// Whether an editing transaction is running.
    open private(set) var hasEditingTransaction = false

    /// A content manager with no text.
    public override init() { super.init() }

    /// The whole document (empty here; `NSTextContentStorage` holds text).
    open var documentRange: NSTextRange { NSTextRange(location: TextOffset(0)) }

    /// Adds a layout manager.
    open func addTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
        guard !textLayoutManagers.contains(where: { $0 === textLayoutManager }) else { return }
        textLayoutManagers.append(textLayoutManager)
        if primaryTextLayoutManager == nil { primaryTextLayoutManager = textLayoutManager }
        textLayoutManager.textContentManager = self
    }

    /// Removes a layout manager.
    open func removeTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
        textLayoutManagers.removeAll { $0 === textLayoutManager }
        if primaryTextLayoutManager === textLayoutManager { primaryTextLayoutManager = textLayoutManagers.first }
        if textLayoutManager.textContentManager === self { textLayoutManager.textContentManager = nil }
    }

    /// Runs `transaction`, which edits the backing store; the layout managers see the edits after it.
    open func performEditingTransaction(_ transaction: () -> Void) {
        hasEditingTransaction = true
        transaction()
        hasEditingTransaction = false
    }

    /// The distance in UTF-16 units between two locations.
    open func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int {
        TextOffset.offset(of: to) - TextOffset.offset(of: from)
    }

    /// The location `offset` units from `location`, or nil outside the document.
    open func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)? {
        let target = TextOffset.offset(of: location) + offset
        let end = TextOffset.offset(of: documentRange.endLocation)
        return (0...end).contains(target) ? TextOffset(target) : nil
    }

    /// Calls `block` with each element from the one holding `textLocation` (or the first), until it returns
    /// false; returns where it stopped.
    @discardableResult
    open func enumerateTextElements(
        from textLocation: (any NSTextLocation)?, options: EnumerationOptions = [],
        using block: (NSTextElement) -> Bool
    ) -> (any NSTextLocation)? {
        var elements = textElements(for: documentRange)
        let start = textLocation.map(TextOffset.offset(of:))
        if options.contains(.reverse) {
            elements.reverse()
            if let start {
                elements.removeAll { ($0.elementRange.map { TextOffset.offset(of: $0.location) } ?? 0) > start }
            }
        } else if let start {
            elements.removeAll { ($0.elementRange.map { TextOffset.offset(of: $0.endLocation) } ?? 0) <= start }
        }
        for element in elements where !block(element) { return element.elementRange?.location }
        return nil
    }

    /// The elements that `range` touches (none here; `NSTextContentStorage` has paragraphs).
    open func textElements(for range: NSTextRange) -> [NSTextElement] { [] }
}

/// TextKit 2's content backed by a text storage: its paragraphs are the elements.
@preconcurrency @MainActor
open class NSTextContentStorage: NSTextContentManager {
    /// The text.
    open var textStorage: NSTextStorage? {
        didSet { textLayoutManagers.forEach { $0.textContentManager = self } }
    }
    /// The delegate (kept: it is not asked for custom paragraphs).
    open weak var delegate: (any NSTextContentStorageDelegate)?
    /// Whether the storage includes text attachments' placeholders (kept).
    open var includesTextListMarkers = true

    /// A content storage with an empty text storage.
    public override init() {
        textStorage = NSTextStorage()
        super.init()
    }

    /// The text as an attributed string.
    open var attributedString: NSAttributedString? {
        get { textStorage }
        set {
            guard let newValue else { return }
            textStorage?.setAttributedString(newValue)
        }
    }

    open override var documentRange: NSTextRange {
        NSTextRange(location: TextOffset(0), end: TextOffset(textStorage?.length ?? 0))!
    }

    open override func textElements(for range: NSTextRange) -> [NSTextElement] {
        guard let storage = textStorage else { return [] }
        return paragraphRanges()
            .map { paragraph in
                NSTextParagraph(
                    attributedString: storage.attributedSubstring(from: paragraph), content: self, range: paragraph)
            }
            .filter { element in
                guard let elementRange = element.elementRange else { return false }
                // An empty paragraph (after a final line break) belongs to a range that reaches it.
                return elementRange.intersects(range)
                    || elementRange.isEmpty && range.location.compare(elementRange.location) != .orderedDescending
                        && elementRange.location.compare(range.endLocation) != .orderedDescending
            }
    }

    /// The document's paragraphs (each with its line break), and an empty one after a final line break.
    func paragraphRanges() -> [NSRange] {
        guard let storage = textStorage else { return [] }
        let string = storage.string as NSString
        var ranges: [NSRange] = []
        var location = 0
        while location < string.length {
            let paragraph = string.paragraphRange(for: NSRange(location: location, length: 0))
            ranges.append(paragraph)
            location = NSMaxRange(paragraph)
        }
        if ranges.isEmpty
            || string.length > 0 && [0x0A, 0x0D, 0x2029].contains(string.character(at: string.length - 1))
        {
            ranges.append(NSRange(location: string.length, length: 0))
        }
        return ranges
    }
}

/// The delegate of a content storage. Every method is optional.
@preconcurrency @MainActor
public protocol NSTextContentStorageDelegate: AnyObject {
    /// A paragraph to use for `range` instead of the standard one (not asked here).
    func textContentStorage(_ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange)
        -> NSTextParagraph?
}

extension NSTextContentStorageDelegate {
    /// None.
    public func textContentStorage(_ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange)
        -> NSTextParagraph?
    { nil }
}

/// A part of a TextKit 2 document.
@preconcurrency @MainActor
open class NSTextElement: NSObject {
    /// The content it belongs to.
    open weak var textContentManager: NSTextContentManager?
    /// Its range in the document.
    open var elementRange: NSTextRange?

    /// An element of `textContentManager`.
    public init(textContentManager: NSTextContentManager?) {
        self.textContentManager = textContentManager
        super.init()
    }
}

/// A paragraph of a TextKit 2 document.
@preconcurrency @MainActor
open class NSTextParagraph: NSTextElement {
    /// The paragraph's text (with its line break).
    public let attributedString: NSAttributedString

    /// A paragraph of its own text, in no document.
    public init(attributedString: NSAttributedString?) {
        self.attributedString = attributedString ?? NSAttributedString()
        super.init(textContentManager: nil)
    }

    init(attributedString: NSAttributedString, content: NSTextContentManager, range: NSRange) {
        self.attributedString = attributedString
        super.init(textContentManager: content)
        elementRange = NSTextRange(location: TextOffset(range.location), end: TextOffset(NSMaxRange(range)))
    }

    /// The paragraph's range without its line break.
    open var paragraphContentRange: NSTextRange? {
        guard let range = elementRange else { return nil }
        let start = TextOffset.offset(of: range.location)
        return NSTextRange(location: range.location, end: TextOffset(start + contentLength))
    }

    /// The range of its line break (nil without one).
    open var paragraphSeparatorRange: NSTextRange? {
        guard let range = elementRange else { return nil }
        let start = TextOffset.offset(of: range.location)
        let end = TextOffset.offset(of: range.endLocation)
        guard start + contentLength < end else { return nil }
        return NSTextRange(location: TextOffset(start + contentLength), end: range.endLocation)
    }

    private var contentLength: Int {
        let string = attributedString.string as NSString
        var length = string.length
        while length > 0, [0x0A, 0x0D, 0x2029].contains(string.character(at: length - 1)) { length -= 1 }
        return length
    }
}
