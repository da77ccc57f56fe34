import Foundation

/// A glyph's number in a font: here the UTF-16 unit it stands for (Tapestry's glyph is a character).
public typealias CGGlyph = UInt16

// The rest of TextKit 1's glyph questions, answered from the line fragments the layout manager lays out: which
// container holds a glyph, the rectangles enclosing a range line by line (as link highlights are drawn), the
// glyphs in a rectangle (the visible part of a scrolled text), the empty line after a final line break, and
// what a truncated last line hides.
extension NSLayoutManager {
    /// Whether `glyphIndex` names a glyph of the text.
    public func isValidGlyphIndex(_ glyphIndex: Int) -> Bool { glyphIndex >= 0 && glyphIndex < numberOfGlyphs }

    /// The glyph at `glyphIndex`: the UTF-16 unit of the character, or 0 outside the text.
    public func cgGlyph(at glyphIndex: Int) -> CGGlyph {
        cgGlyph(at: glyphIndex, isValidIndex: nil)
    }

    /// The glyph at `glyphIndex`, saying whether the index was in the text.
    public func cgGlyph(at glyphIndex: Int, isValidIndex: UnsafeMutablePointer<ObjCBool>?) -> CGGlyph {
        let valid = isValidGlyphIndex(glyphIndex)
        isValidIndex?.pointee = ObjCBool(valid)
        guard valid, let storage = textStorage else { return 0 }
        return (storage.string as NSString).character(at: glyphIndex)
    }

    /// The container glyph `glyphIndex` is laid out in (nil when it is past the text that fits), and the glyphs
    /// that container holds.
    public func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?)
        -> NSTextContainer?
    {
        textContainer(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange, withoutAdditionalLayout: false)
    }

    /// The same (layout is of the whole text, so there is never additional layout to skip).
    public func textContainer(
        forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
        withoutAdditionalLayout flag: Bool
    ) -> NSTextContainer? {
        guard let container = textContainers.first, glyphIndex >= 0 else { return nil }
        let range = glyphRange(for: container)
        // The glyph at the end of the text is the insertion point's, in the last container.
        guard glyphIndex < range.upperBound || (glyphIndex == numberOfGlyphs && range.upperBound == numberOfGlyphs)
        else { return nil }
        effectiveGlyphRange?.pointee = range
        return container
    }

    /// The glyphs of the lines that `bounds` (in `container`'s coordinates) touches.
    public func glyphRange(forBoundingRect bounds: CGRect, in container: NSTextContainer) -> NSRange {
        guard container === textContainers.first else { return NSRange(location: 0, length: 0) }
        var first: Int?, last = 0
        enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: numberOfGlyphs)) {
            rect, _, _, range, _ in
            guard rect.maxY > bounds.minY, rect.minY < bounds.maxY else { return }
            if first == nil { first = range.location }
            last = range.upperBound
        }
        guard let first else { return NSRange(location: 0, length: 0) }
        return NSRange(location: first, length: last - first)
    }

    /// The same (layout is of the whole text).
    public func glyphRange(forBoundingRectWithoutAdditionalLayout bounds: CGRect, in container: NSTextContainer)
        -> NSRange
    {
        glyphRange(forBoundingRect: bounds, in: container)
    }

    /// Calls `block` with each rectangle enclosing the glyphs of `glyphRange` in `container`, one per line they
    /// are on (a link's highlight is drawn this way); setting the last argument to true stops. The selected
    /// range is UIKit's hint for selections and is not needed here.
    public func enumerateEnclosingRects(
        forGlyphRange glyphRange: NSRange, withinSelectedGlyphRange selectedRange: NSRange,
        in container: NSTextContainer, using block: (CGRect, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        guard container === textContainers.first, glyphRange.location != NSNotFound else { return }
        let start = glyphRange.location, end = glyphRange.upperBound
        enumerateLineFragments(forGlyphRange: glyphRange) { _, _, container, lineRange, stop in
            let from = max(start, lineRange.location), to = min(end, lineRange.upperBound)
            var rect = boundingRect(forGlyphRange: NSRange(location: from, length: max(to - from, 0)), in: container)
            // An empty range is the insertion point: a rectangle of no width on its line.
            if glyphRange.length == 0 { rect.size.width = 0 }
            var inner = ObjCBool(false)
            block(rect, &inner)
            if inner.boolValue { stop.pointee = true }
        }
    }

    /// The empty line after a final line break (or of an empty text), where the insertion point goes: the
    /// container's width, the height of the text's last font; `.zero` when the text ends otherwise.
    public var extraLineFragmentRect: CGRect {
        guard let (container, y, height) = extraLine() else { return .zero }
        return CGRect(x: 0, y: y, width: container.size.width >= 1e7 ? 0 : container.size.width, height: height)
    }

    /// The part of the extra line fragment the insertion point uses: the padding and a caret's width.
    public var extraLineFragmentUsedRect: CGRect {
        guard let (container, y, height) = extraLine() else { return .zero }
        return CGRect(x: 0, y: y, width: 2 * container.lineFragmentPadding + 1, height: height)
    }

    /// The container of the extra line fragment, or nil when there is none.
    public var extraLineFragmentTextContainer: NSTextContainer? { extraLine()?.container }

    /// The glyphs a truncated line hides (the text after the last line that fits, when the container truncates
    /// its tail), for the line holding `glyphIndex`; `NSNotFound` when that line hides none.
    public func truncatedGlyphRange(inLineFragmentForGlyphAt glyphIndex: Int) -> NSRange {
        let none = NSRange(location: NSNotFound, length: 0)
        guard let container = textContainers.first,
            [.byTruncatingTail, .byTruncatingMiddle, .byTruncatingHead].contains(container.lineBreakMode)
        else { return none }
        let fitting = glyphRange(for: container)
        guard fitting.upperBound < numberOfGlyphs else { return none }
        var lastLine = NSRange(location: 0, length: 0)
        enumerateLineFragments(forGlyphRange: fitting) { _, _, _, range, _ in lastLine = range }
        guard glyphIndex >= lastLine.location, glyphIndex < max(lastLine.upperBound, lastLine.location + 1) else {
            return none
        }
        return NSRange(location: fitting.upperBound, length: numberOfGlyphs - fitting.upperBound)
    }

    /// The extra line's container, top and height, when the text is empty or ends with a line break.
    private func extraLine() -> (container: NSTextContainer, y: CGFloat, height: CGFloat)? {
        guard let container = textContainers.first, let storage = textStorage else { return nil }
        let text = storage.string as NSString
        guard text.length == 0 || text.character(at: text.length - 1) == 10 else { return nil }
        let font =
            text.length > 0 ? storage.attribute(.font, at: text.length - 1, effectiveRange: nil) as? UIFont : nil
        let height = (font ?? .systemFont(ofSize: 12)).lineHeight
        var y: CGFloat = 0
        var trailing: CGRect?
        // One past the end, so the empty line after the final break is enumerated too.
        enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: text.length + 1)) { rect, _, _, range, _ in
            if range.length > 0 { y = rect.maxY } else if range.location == text.length { trailing = rect }
        }
        // The layout's own empty last line when it has one, else a line of the last font below the text.
        if let trailing { return (container, trailing.minY, trailing.height) }
        return (container, y, height)
    }
}
