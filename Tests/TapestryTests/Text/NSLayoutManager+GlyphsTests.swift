import Testing

@testable import Tapestry

/// TextKit 1's glyph questions: containers of glyphs, enclosing rectangles line by line, the glyphs in a
/// rectangle, the extra line after a final line break, and what a truncated line hides.
@MainActor
@Suite struct NSLayoutManagerGlyphsTests {
    @Test func glyphsAreTheTextsUnitsInTheirContainer() {
        let (storage, manager, container) = textKitStack("Hi there", width: 300)
        defer { withExtendedLifetime(storage) {} }  // the manager holds its storage weakly
        #expect(manager.isValidGlyphIndex(0) && !manager.isValidGlyphIndex(8) && !manager.isValidGlyphIndex(-1))
        #expect(manager.cgGlyph(at: 1) == CGGlyph(("i" as Character).asciiValue!))
        var valid = ObjCBool(true)
        #expect(manager.cgGlyph(at: 42, isValidIndex: &valid) == 0 && !valid.boolValue)
        var range = NSRange(location: NSNotFound, length: 0)
        #expect(manager.textContainer(forGlyphAt: 3, effectiveRange: &range) === container)
        #expect(range == NSRange(location: 0, length: 8))
        #expect(manager.textContainer(forGlyphAt: 8, effectiveRange: nil) === container, "the end's insertion point")
        #expect(manager.textContainer(forGlyphAt: 9, effectiveRange: nil) == nil)
    }

    @Test func aRangeOverSeveralLinesIsEnclosedLineByLine() {
        let (storage, manager, container) = textKitStack("one two three four five six seven eight nine ten", width: 80)
        defer { withExtendedLifetime(storage) {} }  // the manager holds its storage weakly
        var lines: [NSRange] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: 48)) { _, _, _, range, _ in
            lines.append(range)
        }
        #expect(lines.count >= 3)
        let span = NSRange(location: lines[0].location + 1, length: lines[1].upperBound - lines[0].location)
        var rects: [CGRect] = []
        manager.enumerateEnclosingRects(
            forGlyphRange: span, withinSelectedGlyphRange: NSRange(location: NSNotFound, length: 0), in: container
        ) { rect, _ in rects.append(rect) }
        #expect(rects.count == 3, "the span runs over three lines: \(rects)")
        #expect(rects[0].minY < rects[1].minY && rects[1].minY < rects[2].minY)
        #expect(rects[0].minX > 0, "the first rectangle starts at the span's first glyph")
        var count = 0
        manager.enumerateEnclosingRects(
            forGlyphRange: span, withinSelectedGlyphRange: span, in: container
        ) { _, stop in
            count += 1
            stop.pointee = true
        }
        #expect(count == 1, "setting stop ends the enumeration")
        // The glyphs in a rectangle across the second line only.
        let second = manager.lineFragmentRect(forGlyphAt: lines[1].location, effectiveRange: nil)
        let inside = manager.glyphRange(forBoundingRect: second.insetBy(dx: 0, dy: 2), in: container)
        #expect(inside == lines[1])
        #expect(
            manager.glyphRange(forBoundingRect: CGRect(x: 0, y: -100, width: 10, height: 10), in: container).length == 0
        )
    }

    @Test func anEmptyLineFollowsAFinalLineBreak() {
        let (storage, manager, container) = textKitStack("First line\n", width: 200)
        defer { withExtendedLifetime(storage) {} }  // the manager holds its storage weakly
        let extra = manager.extraLineFragmentRect
        #expect(extra.height > 0 && extra.width == 200, "\(extra) \(manager.usedRect(for: container))")
        #expect(extra.maxY == manager.usedRect(for: container).maxY, "the used rectangle includes the extra line")
        #expect(
            manager.extraLineFragmentTextContainer === container && manager.extraLineFragmentUsedRect.minY == extra.minY
        )
        storage.replaceCharacters(in: NSRange(location: 10, length: 1), with: "")
        #expect(manager.extraLineFragmentRect == .zero && manager.extraLineFragmentTextContainer == nil)
        let (emptyStorage, empty, _) = textKitStack("", width: 200)
        defer { withExtendedLifetime(emptyStorage) {} }
        #expect(empty.extraLineFragmentRect.minY == 0 && empty.extraLineFragmentRect.height > 0)
    }

    @Test func aTruncatedLastLineSaysWhatItHides() {
        let text = "one two three four five six seven eight nine ten"
        let (storage, manager, container) = textKitStack(text, width: 80)
        defer { withExtendedLifetime(storage) {} }  // the manager holds its storage weakly
        container.maximumNumberOfLines = 2
        container.lineBreakMode = .byTruncatingTail
        let fitting = manager.glyphRange(for: container)
        #expect(fitting.upperBound < 48)
        let hidden = manager.truncatedGlyphRange(inLineFragmentForGlyphAt: fitting.upperBound - 1)
        #expect(hidden == NSRange(location: fitting.upperBound, length: 48 - fitting.upperBound))
        #expect(manager.truncatedGlyphRange(inLineFragmentForGlyphAt: 0).location == NSNotFound, "the first line")
        container.lineBreakMode = .byWordWrapping
        #expect(manager.truncatedGlyphRange(inLineFragmentForGlyphAt: fitting.upperBound - 1).location == NSNotFound)
    }
}
