import Foundation

/// TextKit 1's layout manager: lays a text storage's text out in its text containers, answers where each
/// character is (and which character is under a point, as link-tapping labels ask), and draws it.
///
/// A glyph here is a character (a UTF-16 unit of the storage), so glyph and character ranges are the same. The
/// text is laid out as the text views lay theirs out (wrapped at the container's width less
/// `lineFragmentPadding` on each side), in the first container only, down to its height and
/// `maximumNumberOfLines`; text without a font is in the 12-point system font, TextKit's default size.
@preconcurrency @MainActor
open class NSLayoutManager: NSObject {
    /// The text laid out (set by `NSTextStorage.addLayoutManager(_:)`).
    open internal(set) weak var textStorage: NSTextStorage?
    /// The containers text is laid out in, in order.
    open private(set) var textContainers: [NSTextContainer] = []
    /// Whether line height uses the font's leading (kept: lines are as tall as their fonts).
    open var usesFontLeading = true
    /// Whether layout may skip ahead of what was asked (kept: layout is of the whole text).
    open var allowsNonContiguousLayout = false
    /// Whether tabs, spaces and line ends are drawn visibly (kept).
    open var showsInvisibleCharacters = false
    /// Whether control characters are drawn visibly (kept).
    open var showsControlCharacters = false

    private var cached: (width: CGFloat, layout: TextParagraphLayout, text: StyledText)?

    /// A layout manager with no storage or containers.
    public override init() { super.init() }

    /// Adds a container at the end.
    open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: textContainers.count)
    }

    /// Inserts a container.
    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        textContainers.insert(container, at: index)
        container.layoutManager = self
        invalidateLayout()
    }

    /// Removes the container at `index`.
    open func removeTextContainer(at index: Int) {
        let container = textContainers.remove(at: index)
        if container.layoutManager === self { container.layoutManager = nil }
        invalidateLayout()
    }

    /// The number of glyphs (characters) in the storage.
    open var numberOfGlyphs: Int { textStorage?.length ?? 0 }

    /// Forgets the layout of `range` (all of it: layout is of the whole text) and says what it covers.
    open func invalidateLayout(
        forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?
    ) {
        invalidateLayout()
        actualCharRange?.pointee = NSRange(location: 0, length: numberOfGlyphs)
    }

    /// Forgets the display of `range` (the next draw draws it anew).
    open func invalidateDisplay(forCharacterRange charRange: NSRange) {}

    /// Lays the text out for `container` now.
    open func ensureLayout(for container: NSTextContainer) { _ = layout(for: container) }

    /// Lays out the glyphs of `glyphRange` now.
    open func ensureLayout(forGlyphRange glyphRange: NSRange) {
        if let container = textContainers.first { ensureLayout(for: container) }
    }

    // MARK: Glyphs and characters (one glyph per character)

    /// The characters of `glyphRange` (the same range).
    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        actualGlyphRange?.pointee = glyphRange
        return glyphRange
    }

    /// The glyphs of `charRange` (the same range).
    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?)
        -> NSRange
    {
        actualCharRange?.pointee = charRange
        return charRange
    }

    /// The character of glyph `glyphIndex` (the same index).
    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }

    /// The glyph of character `charIndex` (the same index).
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }

    // MARK: Geometry

    /// The glyphs that fit in `container`: the lines down to its height and its line limit.
    open func glyphRange(for container: NSTextContainer) -> NSRange {
        guard let (_, lines) = visibleLines(in: container), let last = lines.last else {
            return NSRange(location: 0, length: 0)
        }
        return NSRange(location: 0, length: last.range.upperBound)
    }

    /// The rectangle the laid-out text takes in `container`: its lines, padding included.
    open func usedRect(for container: NSTextContainer) -> CGRect {
        guard let (_, lines) = visibleLines(in: container), let last = lines.last else { return .zero }
        let widest = lines.map { usedWidth(of: $0, in: container) }.max() ?? 0
        return CGRect(
            x: 0, y: 0, width: widest + 2 * container.lineFragmentPadding, height: last.y + last.height)
    }

    /// The rectangle around the glyphs of `glyphRange` in `container`'s coordinates (line by line, joined).
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        guard let (layout, lines) = visibleLines(in: container) else { return .zero }
        let start = glyphRange.location, end = glyphRange.location + glyphRange.length
        var result = CGRect.null
        // A range that starts where a line ends is on the next line only; an empty one (an insertion point)
        // touches both.
        for (index, line) in lines.enumerated()
        where line.range.lowerBound < max(end, start + 1)
            && (line.range.upperBound > start || (end == start && line.range.upperBound == start))
        {
            let from = max(start, line.range.lowerBound), to = min(end, line.range.upperBound)
            let x0 = layout.x(forOffset: from, inLine: index), x1 = layout.x(forOffset: to, inLine: index)
            let rect = CGRect(
                x: container.lineFragmentPadding + min(x0, x1), y: line.y, width: abs(x1 - x0), height: line.height)
            result = result.union(rect)
        }
        return result.isNull ? .zero : result
    }

    /// The glyph under (or nearest to) `point` in `container`, and how far through it the point lies.
    open func glyphIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        guard let (layout, lines) = visibleLines(in: container), !lines.isEmpty else {
            partialFraction?.pointee = 0
            return 0
        }
        let index = min(max(layout.lineIndex(forY: point.y), 0), lines.count - 1)
        let line = lines[index]
        let x = point.x - container.lineFragmentPadding
        // The last glyph a point can be over: a line's trailing newline is not one.
        var lastGlyph = line.range.upperBound - 1
        if lastGlyph > line.range.lowerBound, let storage = textStorage, lastGlyph < storage.length,
            (storage.string as NSString).character(at: lastGlyph) == 10
        {
            lastGlyph -= 1
        }
        guard lastGlyph >= line.range.lowerBound else {
            partialFraction?.pointee = 0
            return line.range.lowerBound
        }
        var glyph = layout.offset(forX: x, inLine: index)
        if glyph > line.range.lowerBound, layout.x(forOffset: glyph, inLine: index) > x { glyph -= 1 }
        glyph = min(max(glyph, line.range.lowerBound), lastGlyph)
        let left = layout.x(forOffset: glyph, inLine: index), right = layout.x(forOffset: glyph + 1, inLine: index)
        partialFraction?.pointee = right > left ? min(max((x - left) / (right - left), 0), 1) : 0
        return glyph
    }

    /// The glyph under (or nearest to) `point` in `container`.
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }

    /// The character under (or nearest to) `point`, and how far the point lies towards the next insertion point.
    open func characterIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: partialFraction)
    }

    /// The line fragment holding glyph `glyphIndex` (the container's width, the line's height) and its glyphs.
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?)
        -> CGRect
    {
        guard let (container, line) = lineHolding(glyphIndex) else {
            effectiveGlyphRange?.pointee = NSRange(location: 0, length: 0)
            return .zero
        }
        effectiveGlyphRange?.pointee = NSRange(location: line.range.lowerBound, length: line.range.count)
        return CGRect(x: 0, y: line.y, width: fragmentWidth(of: container, line: line), height: line.height)
    }

    /// The part of that line fragment its glyphs use, padding included.
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?)
        -> CGRect
    {
        guard let (container, line) = lineHolding(glyphIndex) else {
            effectiveGlyphRange?.pointee = NSRange(location: 0, length: 0)
            return .zero
        }
        effectiveGlyphRange?.pointee = NSRange(location: line.range.lowerBound, length: line.range.count)
        return CGRect(
            x: 0, y: line.y, width: usedWidth(of: line, in: container) + 2 * container.lineFragmentPadding,
            height: line.height)
    }

    /// Where glyph `glyphIndex` sits in its line fragment: its left edge, and the line's baseline.
    open func location(forGlyphAt glyphIndex: Int) -> CGPoint {
        guard let container = textContainers.first, let (layout, lines) = visibleLines(in: container),
            let index = lines.firstIndex(where: { $0.range.contains(glyphIndex) || $0.range.upperBound == glyphIndex })
        else { return .zero }
        let font = cached?.text.largestFont ?? .systemFont(ofSize: 12)
        return CGPoint(
            x: container.lineFragmentPadding + layout.x(forOffset: glyphIndex, inLine: index),
            y: min(font.ascender, lines[index].height))
    }

    /// Calls `block` with each line fragment holding glyphs of `glyphRange`: its rectangle, the part used, the
    /// container, and its glyphs; setting the last argument to true stops.
    open func enumerateLineFragments(
        forGlyphRange glyphRange: NSRange,
        using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        guard let container = textContainers.first, let (_, lines) = visibleLines(in: container) else { return }
        var stop = ObjCBool(false)
        for line in lines
        where line.range.upperBound > glyphRange.location
            && line.range.lowerBound < glyphRange.location + max(glyphRange.length, 1)
        {
            let rect = CGRect(x: 0, y: line.y, width: fragmentWidth(of: container, line: line), height: line.height)
            let used = CGRect(
                x: 0, y: line.y, width: usedWidth(of: line, in: container) + 2 * container.lineFragmentPadding,
                height: line.height)
            block(rect, used, container, NSRange(location: line.range.lowerBound, length: line.range.count), &stop)
            if stop.boolValue { return }
        }
    }

    // MARK: Drawing

    /// Draws the glyphs of `glyphsToShow` (clipped to them) with the container's origin at `origin`, in the
    /// current context; the text's background colours are `drawBackground(forGlyphRange:at:)`'s.
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), let container = textContainers.first,
            let (_, lines) = visibleLines(in: container), let text = cached?.text, glyphsToShow.length > 0
        else { return }
        var plain = text
        plain.runs = text.runs.map { run in
            var run = run
            run.background = nil
            return run
        }
        let bounds = boundingRect(forGlyphRange: glyphsToShow, in: container)
        context.saveGState()
        context.clip(to: bounds.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: -1, dy: 0))
        let width = lines.map(\.width).max() ?? 0
        let height = (lines.last.map { $0.y + $0.height } ?? 0)
        context.draw(
            plain,
            in: CGRect(
                x: origin.x + container.lineFragmentPadding, y: origin.y,
                width: max(layoutWidth(of: container), width), height: height),
            lines: lines.count)
        context.restoreGState()
    }

    /// Fills the background colours (`.backgroundColor`) of the text in `glyphsToShow`, with the container's
    /// origin at `origin`, in the current context.
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), let container = textContainers.first,
            let text = cached?.text ?? layout(for: container).map({ _ in cached!.text })
        else { return }
        for run in text.runs {
            guard let color = run.background else { continue }
            let start = max(run.range.lowerBound, glyphsToShow.location)
            let end = min(run.range.upperBound, glyphsToShow.location + glyphsToShow.length)
            guard start < end else { continue }
            // Line by line, so a wrapped run is filled only under its text.
            enumerateLineFragments(forGlyphRange: NSRange(location: start, length: end - start)) {
                _, _, container, lineRange, _ in
                let from = max(start, lineRange.location), to = min(end, lineRange.location + lineRange.length)
                let rect = boundingRect(forGlyphRange: NSRange(location: from, length: to - from), in: container)
                context.setFillColor(color)
                context.fill(rect.offsetBy(dx: origin.x, dy: origin.y))
            }
        }
    }

    // MARK: Layout

    /// Forgets the layout (the storage changed, or a container did).
    func invalidateLayout() { cached = nil }

    private func layoutWidth(of container: NSTextContainer) -> CGFloat {
        let width = container.size.width
        // An unbounded container lays each paragraph out on as few lines as its line breaks allow.
        return width >= 1e7 ? 1e7 : max(width - 2 * container.lineFragmentPadding, 1)
    }

    /// The width a line's text uses: spaces hanging past the container's edge at a wrap do not count.
    private func usedWidth(of line: TextLine, in container: NSTextContainer) -> CGFloat {
        min(line.width, layoutWidth(of: container))
    }

    private func fragmentWidth(of container: NSTextContainer, line: TextLine) -> CGFloat {
        container.size.width >= 1e7 ? line.width + 2 * container.lineFragmentPadding : container.size.width
    }

    private func layout(for container: NSTextContainer) -> TextParagraphLayout? {
        guard container === textContainers.first, let storage = textStorage else { return nil }
        let width = layoutWidth(of: container)
        if let cached, cached.width == width { return cached.layout }
        let text = StyledText(storage, font: .systemFont(ofSize: 12), lineBreakMode: container.lineBreakMode)
        let layout = TextLayout.paragraph(text, width)
        cached = (width, layout, text)
        return layout
    }

    /// The lines of the container's layout that fit in it: down to its height and its line limit.
    private func visibleLines(in container: NSTextContainer) -> (TextParagraphLayout, ArraySlice<TextLine>)? {
        guard let layout = layout(for: container) else { return nil }
        var lines = layout.lines[...]
        if container.maximumNumberOfLines > 0 { lines = lines.prefix(container.maximumNumberOfLines) }
        // A height of 0 is no limit, as TextKit 2 code sizes containers (`CGSize(width: w, height: 0)`).
        let height = container.size.height > 0 ? container.size.height : .greatestFiniteMagnitude
        if height < 1e7, let fitting = lines.lastIndex(where: { $0.y + $0.height <= height + 0.5 }) {
            lines = lines[...fitting]
        } else if height < 1e7, let first = lines.first, first.y + first.height > height {
            lines = []
        }
        return (layout, lines)
    }

    private func lineHolding(_ glyphIndex: Int) -> (NSTextContainer, TextLine)? {
        guard let container = textContainers.first, let (_, lines) = visibleLines(in: container) else { return nil }
        guard let line = lines.first(where: { $0.range.contains(glyphIndex) }) ?? lines.last else { return nil }
        return (container, line)
    }
}
