import Foundation

/// TextKit 2's layout manager: the text of a content manager laid out in a text container, one layout fragment
/// per paragraph, each made of line fragments. Tapestry has one text layout; this is TextKit 2's view of it
/// (the same lines TextKit 1's `NSLayoutManager` answers for), so a text view's `textLayoutManager` and its
/// `layoutManager` agree. Locations are UTF-16 offsets into the document.
@preconcurrency @MainActor
open class NSTextLayoutManager: NSObject {
    /// The content laid out (set by `NSTextContentManager.addTextLayoutManager(_:)`).
    open internal(set) weak var textContentManager: NSTextContentManager? {
        didSet { connect() }
    }
    /// The container the text is laid out in.
    open var textContainer: NSTextContainer? {
        didSet { connect() }
    }
    /// The delegate (kept: it is not asked for custom fragments).
    open weak var delegate: (any NSTextLayoutManagerDelegate)?
    /// Whether the text uses the fonts' leading (kept).
    open var usesFontLeading = true
    /// Whether lines may break inside words with a hyphen (kept: lines break between words).
    open var usesHyphenation = false

    /// TextKit 1's layout of the same text: a text view's own, or one made for a standalone manager.
    private var backing: NSLayoutManager?
    private let ownsBacking: Bool
    /// A text view's content storage, kept alive by its layout manager (the view keeps the manager).
    private var textViewContent: NSTextContentStorage?

    /// A layout manager with no content or container.
    public override init() {
        ownsBacking = true
        super.init()
    }

    /// A text view's: the view's TextKit 1 layout seen as TextKit 2.
    init(textView layoutManager: NSLayoutManager, content: NSTextContentStorage) {
        backing = layoutManager
        ownsBacking = false
        super.init()
        textContainer = layoutManager.textContainers.first
        textViewContent = content
        content.addTextLayoutManager(self)
    }

    private func connect() {
        guard ownsBacking else { return }
        guard let storage = (textContentManager as? NSTextContentStorage)?.textStorage, let textContainer else {
            return
        }
        let manager = backing ?? NSLayoutManager()
        backing = manager
        storage.addLayoutManager(manager)
        if manager.textContainers.first !== textContainer {
            while !manager.textContainers.isEmpty { manager.removeTextContainer(at: 0) }
            manager.addTextContainer(textContainer)
        }
    }

    /// The whole document's range.
    open var documentRange: NSTextRange { textContentManager?.documentRange ?? NSTextRange(location: TextOffset(0)) }

    /// The rectangle the laid-out text takes in the container.
    open var usageBoundsForTextContainer: CGRect {
        guard let backing, let container = textContainer else { return .zero }
        return backing.usedRect(for: container)
    }

    /// Lays out the text of `range` (layout is of the whole text, made when asked).
    open func ensureLayout(for range: NSTextRange) {
        if let backing, let container = textContainer { backing.ensureLayout(for: container) }
    }

    /// Lays out the text in `bounds`.
    open func ensureLayout(for bounds: CGRect) {
        if let backing, let container = textContainer { backing.ensureLayout(for: container) }
    }

    /// Marks the layout of `range` out of date (it is made again when next asked).
    open func invalidateLayout(for range: NSTextRange) {
        backing?.invalidateLayout(
            forCharacterRange: NSRange(location: 0, length: textLength), actualCharacterRange: nil)
    }

    /// Calls `block` with the layout fragment of each paragraph from the one holding `location` (the first, or
    /// with `.reverse` the last, when nil), forwards or with `.reverse` backwards, until `block` returns false;
    /// returns where it stopped (nil when it went through to the end).
    @discardableResult
    open func enumerateTextLayoutFragments(
        from location: (any NSTextLocation)?, options: NSTextLayoutFragment.EnumerationOptions = [],
        using block: (NSTextLayoutFragment) -> Bool
    ) -> (any NSTextLocation)? {
        var fragments = layoutFragments()
        let start = location.map(TextOffset.offset(of:))
        if options.contains(.reverse) {
            fragments.reverse()
            if let start { fragments.removeAll { $0.paragraphRange.location > start } }
        } else if let start {
            fragments.removeAll { NSMaxRange($0.paragraphRange) <= start && !$0.paragraphRange.contains(start) }
        }
        for fragment in fragments where !block(fragment) {
            return fragment.rangeInElement.location
        }
        return nil
    }

    /// The layout fragment under a point in the container (the nearest paragraph's above or below the text).
    open func textLayoutFragment(for position: CGPoint) -> NSTextLayoutFragment? {
        let fragments = layoutFragments()
        return fragments.first { $0.layoutFragmentFrame.maxY > position.y } ?? fragments.last
    }

    /// The layout fragment of the paragraph holding `location`.
    open func textLayoutFragment(for location: any NSTextLocation) -> NSTextLayoutFragment? {
        let offset = TextOffset.offset(of: location)
        let fragments = layoutFragments()
        return fragments.first { $0.paragraphRange.contains(offset) } ?? fragments.last
    }

    /// Calls `block` with the rectangle of each line's part of `range` (a selection's or a highlight's
    /// segments), in container coordinates, until it returns false.
    open func enumerateTextSegments(
        in range: NSTextRange, type: SegmentType, options: SegmentOptions = [],
        using block: (NSTextRange?, CGRect, CGFloat, NSTextContainer) -> Bool
    ) {
        guard let backing, let container = textContainer else { return }
        let lower = TextOffset.offset(of: range.location), upper = TextOffset.offset(of: range.endLocation)
        let characters = NSRange(location: lower, length: max(upper - lower, 0))
        var segments: [(NSRange, CGRect)] = []
        backing.enumerateLineFragments(forGlyphRange: characters) { _, used, _, lineRange, _ in
            let part = NSIntersectionRange(lineRange, characters)
            let start = part.location, end = NSMaxRange(part)
            let x0 = backing.location(forGlyphAt: start).x
            let x1 = end >= NSMaxRange(lineRange) ? used.maxX : backing.location(forGlyphAt: end).x
            segments.append((part, CGRect(x: x0, y: used.minY, width: max(x1 - x0, 0), height: used.height)))
        }
        for (part, rect) in segments {
            let segmentRange = NSTextRange(
                location: TextOffset(part.location), end: TextOffset(NSMaxRange(part)))
            if !block(options.contains(.rangeNotRequired) ? nil : segmentRange, rect, rect.height * 0.8, container) {
                return
            }
        }
    }

    /// Replaces the text of `range` with `attributedString`, through the content manager.
    open func replaceContents(in range: NSTextRange, with attributedString: NSAttributedString?) {
        guard let storage = (textContentManager as? NSTextContentStorage)?.textStorage else { return }
        let lower = TextOffset.offset(of: range.location), upper = TextOffset.offset(of: range.endLocation)
        storage.replaceCharacters(
            in: NSRange(location: lower, length: max(upper - lower, 0)),
            with: attributedString ?? NSAttributedString())
    }

    // MARK: Fragments

    private var textLength: Int { (textContentManager as? NSTextContentStorage)?.textStorage?.length ?? 0 }

    /// One fragment per paragraph, with its lines' rectangles from the TextKit 1 layout.
    private func layoutFragments() -> [NSTextLayoutFragment] {
        guard let content = textContentManager as? NSTextContentStorage, let storage = content.textStorage else {
            return []
        }
        let paragraphs = content.paragraphRanges()
        guard let backing, let container = textContainer else { return [] }
        backing.ensureLayout(for: container)
        return paragraphs.map { paragraph in
            var lines: [(NSRange, CGRect)] = []
            if paragraph.length > 0 {
                backing.enumerateLineFragments(forGlyphRange: paragraph) { _, used, _, lineRange, _ in
                    lines.append((NSIntersectionRange(lineRange, paragraph), used))
                }
            }
            if lines.isEmpty {
                // An empty paragraph (the last, after a final line break) is one empty line below the text.
                let y = backing.usedRect(for: container).maxY
                let height =
                    (storage.length > 0
                    ? storage.attribute(.font, at: storage.length - 1, effectiveRange: nil) as? UIFont : nil)?
                    .lineHeight ?? UIFont.systemFont(ofSize: 12).lineHeight
                lines = [
                    (
                        NSRange(location: paragraph.location, length: 0),
                        CGRect(x: 0, y: paragraph.location == 0 ? 0 : y, width: 0, height: height)
                    )
                ]
            }
            let frame = lines.map(\.1).reduce(lines[0].1) { $0.union($1) }
            let element = NSTextParagraph(
                attributedString: storage.attributedSubstring(from: paragraph), content: content,
                range: paragraph)
            let fragment = NSTextLayoutFragment(textElement: element, range: element.elementRange)
            fragment.place(
                frame: CGRect(
                    x: 0, y: frame.minY,
                    width: max(frame.maxX, container.size.width.isFinite ? container.size.width : frame.maxX),
                    height: frame.height),
                lines: lines.map { range, rect in
                    NSTextLineFragment(
                        attributedString: element.attributedString,
                        range: NSRange(location: range.location - paragraph.location, length: range.length),
                        bounds: CGRect(x: rect.minX, y: rect.minY - frame.minY, width: rect.width, height: rect.height))
                }, manager: self, paragraph: paragraph)
            return fragment
        }
    }
}

extension NSTextLayoutManager {
    /// The kind of segment `enumerateTextSegments` lays out.
    public enum SegmentType: Int, Sendable {
        /// The text's own extent.
        case standard = 0
        /// A selection's.
        case selection = 1
        /// A highlight's.
        case highlight = 2
    }

    /// How segments are laid out.
    public struct SegmentOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The block's range may be nil (faster in UIKit).
        public static let rangeNotRequired = SegmentOptions(rawValue: 1 << 0)
        /// Only the first and last lines' segments (kept).
        public static let middleFragmentsExcluded = SegmentOptions(rawValue: 1 << 1)
        /// The first segment reaches back to the line's start (kept).
        public static let headSegmentExtended = SegmentOptions(rawValue: 1 << 2)
        /// The last segment reaches to the line's end (kept).
        public static let tailSegmentExtended = SegmentOptions(rawValue: 1 << 3)
        /// Positions at line ends belong to the line before (kept).
        public static let upstreamAffinity = SegmentOptions(rawValue: 1 << 4)
    }
}

/// The delegate of a TextKit 2 layout manager. Every method is optional.
@preconcurrency @MainActor
public protocol NSTextLayoutManagerDelegate: AnyObject {
    /// The fragment to lay out a paragraph with (the standard one by default; a custom class is not used here).
    func textLayoutManager(
        _ textLayoutManager: NSTextLayoutManager, textLayoutFragmentFor location: any NSTextLocation,
        in textElement: NSTextElement
    ) -> NSTextLayoutFragment
}

extension NSTextLayoutManagerDelegate {
    /// The standard fragment.
    public func textLayoutManager(
        _ textLayoutManager: NSTextLayoutManager, textLayoutFragmentFor location: any NSTextLocation,
        in textElement: NSTextElement
    ) -> NSTextLayoutFragment {
        NSTextLayoutFragment(textElement: textElement, range: textElement.elementRange)
    }
}

/// The layout of one paragraph: its frame in the container and its lines.
@preconcurrency @MainActor
open class NSTextLayoutFragment: NSObject {
    /// How fragments are enumerated.
    public struct EnumerationOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Backwards from the location.
        public static let reverse = EnumerationOptions(rawValue: 1 << 0)
        /// Sizes may be estimated (they are exact here).
        public static let estimatesSize = EnumerationOptions(rawValue: 1 << 1)
        /// The fragments are laid out before the block sees them (they always are here).
        public static let ensuresLayout = EnumerationOptions(rawValue: 1 << 2)
        /// The empty line after a final line break is included.
        public static let ensuresExtraLineFragment = EnumerationOptions(rawValue: 1 << 3)
    }

    /// How far a fragment's layout has gone.
    public enum State: UInt, Sendable {
        /// Not laid out.
        case none = 0
        /// Its size is estimated.
        case estimatedUsageBounds = 1
        /// Its size is known.
        case calculatedUsageBounds = 2
        /// Its lines are laid out.
        case layoutAvailable = 3
    }

    /// The paragraph laid out (kept by the fragment: the layout manager makes paragraphs as it lays them out).
    open private(set) var textElement: NSTextElement?
    /// The part of the document the fragment lays out.
    public let rangeInElement: NSTextRange
    /// The fragment's rectangle in the container.
    open private(set) var layoutFragmentFrame: CGRect = .zero
    /// The lines, in order, their bounds relative to the fragment's origin.
    open private(set) var textLineFragments: [NSTextLineFragment] = []
    /// How far its layout has gone.
    open private(set) var state: State = .none
    /// The layout manager that made it.
    open private(set) weak var textLayoutManager: NSTextLayoutManager?
    /// The paragraph's characters in the document.
    var paragraphRange = NSRange(location: 0, length: 0)

    /// A fragment for a paragraph's range (laid out by its layout manager).
    public init(textElement: NSTextElement, range rangeInElement: NSTextRange?) {
        self.textElement = textElement
        self.rangeInElement = rangeInElement ?? textElement.elementRange ?? NSTextRange(location: TextOffset(0))
        super.init()
    }

    /// The rectangle the fragment draws in (its frame's, relative to its origin).
    open var renderingSurfaceBounds: CGRect {
        CGRect(origin: .zero, size: layoutFragmentFrame.size)
    }

    /// Draws the fragment's lines with its origin at `point`.
    open func draw(at point: CGPoint, in context: CGContext) {
        for line in textLineFragments {
            line.draw(
                at: CGPoint(x: point.x + line.typographicBounds.minX, y: point.y + line.typographicBounds.minY),
                in: context)
        }
    }

    func place(
        frame: CGRect, lines: [NSTextLineFragment], manager: NSTextLayoutManager, paragraph: NSRange
    ) {
        layoutFragmentFrame = frame
        textLineFragments = lines
        textLayoutManager = manager
        paragraphRange = paragraph
        state = .layoutAvailable
    }
}

/// One line of a layout fragment.
@preconcurrency @MainActor
open class NSTextLineFragment: NSObject {
    /// The paragraph's text the line is part of.
    public let attributedString: NSAttributedString
    /// The line's characters in `attributedString`.
    public let characterRange: NSRange
    /// The line's rectangle relative to its fragment's origin.
    public let typographicBounds: CGRect

    /// A line of `attributedString`'s `range`.
    public init(attributedString: NSAttributedString, range: NSRange) {
        self.attributedString = attributedString
        characterRange = range
        typographicBounds = CGRect(origin: .zero, size: attributedString.attributedSubstring(from: range).size())
        super.init()
    }

    init(attributedString: NSAttributedString, range: NSRange, bounds: CGRect) {
        self.attributedString = attributedString
        characterRange = range
        typographicBounds = bounds
        super.init()
    }

    /// Where the first glyph's baseline starts, relative to the line's bounds.
    open var glyphOrigin: CGPoint {
        let font =
            (characterRange.length > 0
                ? attributedString.attribute(.font, at: characterRange.location, effectiveRange: nil) as? UIFont : nil)
            ?? .systemFont(ofSize: 12)
        return CGPoint(x: 0, y: min(font.ascender, typographicBounds.height))
    }

    /// The point before the character at `index` (of `attributedString`), relative to the line's bounds.
    open func locationForCharacter(at index: Int) -> CGPoint {
        let start = characterRange.location
        let clamped = min(max(index, start), NSMaxRange(characterRange))
        let prefix = attributedString.attributedSubstring(from: NSRange(location: start, length: clamped - start))
        return CGPoint(x: prefix.size().width, y: 0)
    }

    /// The character (of `attributedString`) nearest before a point relative to the line's bounds.
    open func characterIndex(for point: CGPoint) -> Int {
        var best = characterRange.location
        var index = characterRange.location
        let string = attributedString.string as NSString
        while index < NSMaxRange(characterRange) {
            let composed = string.rangeOfComposedCharacterSequence(at: index)
            let next = NSMaxRange(composed)
            let mid = (locationForCharacter(at: index).x + locationForCharacter(at: next).x) / 2
            if point.x < mid { return index }
            best = next
            index = next
        }
        return best
    }

    /// Draws the line with its bounds' origin at `point`.
    open func draw(at point: CGPoint, in context: CGContext) {
        UIGraphicsPushContext(context)
        attributedString.attributedSubstring(from: characterRange).draw(at: point)
        UIGraphicsPopContext()
    }
}
