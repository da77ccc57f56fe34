import Foundation

/// A line of text laid out by Core Text's functions (`CTLineCreateWithAttributedString`, a frame's lines, a
/// typesetter's): its part of the attributed string, its metrics, where each character sits, and its runs.
///
/// Tapestry lays it out with the engine's text layout (Pango's, under the Cairo renderer), the layout labels
/// and text views use, so a line measures and draws as a label showing the same text does. Glyphs are not
/// exposed: a glyph index is a UTF-16 offset, as in Tapestry's `NSLayoutManager`.
@preconcurrency @MainActor
public final class CTLine: NSObject {
    /// The attributed string the line is a part of.
    let source: NSAttributedString
    /// The line's range in `source` (UTF-16), a trailing line break included.
    let range: Range<Int>
    /// The text drawn: the range without its line break.
    let drawn: StyledText
    let layout: TextParagraphLayout
    let ascent: CGFloat
    let descent: CGFloat
    let leading: CGFloat
    /// The advance of the drawn text.
    let width: CGFloat
    /// The advance of the drawn text without its trailing spaces.
    let trimmedWidth: CGFloat

    init(_ source: NSAttributedString, range: Range<Int>) {
        self.source = source
        self.range = range
        let text = source.string as NSString
        var end = range.upperBound
        while end > range.lowerBound, [10, 13].contains(text.character(at: end - 1)) { end -= 1 }
        let part = source.attributedSubstring(from: NSRange(location: range.lowerBound, length: end - range.lowerBound))
        // One line: line breaks inside it (a string given whole to `CTLineCreateWithAttributedString`) are spaces.
        let flat = NSMutableAttributedString(attributedString: part)
        _ = flat.mutableString.replaceOccurrences(
            of: "\n", with: " ", options: [], range: NSRange(location: 0, length: flat.length))
        drawn = StyledText(flat, lineBreakMode: .byClipping)
        layout = TextLayout.paragraph(drawn, .infinity)
        let fonts = drawn.runs.map(\.font)
        let largest = fonts.isEmpty ? [drawn.largestFont] : fonts
        ascent = largest.map(\.ascender).max() ?? 0
        descent = largest.map { -$0.descender }.max() ?? 0
        leading = largest.map(\.leading).max() ?? 0
        let length = flat.length
        width = layout.x(forOffset: length, inLine: 0)
        var trimmed = length
        let units = flat.string as NSString
        while trimmed > 0, [32, 9].contains(units.character(at: trimmed - 1)) { trimmed -= 1 }
        trimmedWidth = layout.x(forOffset: trimmed, inLine: 0)
        super.init()
    }

    /// The number of UTF-16 units drawn.
    var drawnLength: Int { (drawn.string as NSString).length }

    /// The x of the caret before string index `index` (clamped to the line).
    func x(forStringIndex index: Int) -> CGFloat {
        layout.x(forOffset: min(max(index - range.lowerBound, 0), drawnLength), inLine: 0)
    }

    /// The line's runs: stretches of the same attributes.
    lazy var runs: [CTRun] = {
        var result: [CTRun] = []
        let drawnRange = NSRange(location: range.lowerBound, length: drawnLength)
        source.enumerateAttributes(in: drawnRange, options: []) { attributes, part, _ in
            result.append(
                CTRun(line: self, range: part.location..<(part.location + part.length), attributes: attributes))
        }
        return result
    }()

    /// The line drawn with its baseline at `origin`, in a space whose y axis points up (Core Text's).
    func draw(in context: CGContext, at origin: CGPoint) {
        context.saveGState()
        context.translateBy(x: origin.x, y: origin.y)
        context.concatenate(context.textMatrix)
        // Core Text draws glyphs upright where y points up; the engine draws text from the top down.
        context.scaleBy(x: 1, y: -1)
        context.draw(drawn, in: CGRect(x: 0, y: -ascent, width: width + 1, height: ascent + descent + 1), lines: 1)
        context.restoreGState()
    }
}

/// A run of a line: characters with the same attributes.
@preconcurrency @MainActor
public final class CTRun: NSObject {
    unowned let line: CTLine
    let range: Range<Int>
    let attributes: [NSAttributedString.Key: Any]

    init(line: CTLine, range: Range<Int>, attributes: [NSAttributedString.Key: Any]) {
        self.line = line
        self.range = range
        self.attributes = attributes
        super.init()
    }
}

/// Where a line is cut when it is too long for its width.
public enum CTLineTruncationType: UInt32, Sendable {
    /// The start is cut: the token, then the end of the line.
    case start = 0
    /// The end is cut: the start of the line, then the token.
    case end = 1
    /// The middle is cut: the start, the token, the end.
    case middle = 2
}

/// What `CTLineGetBoundsWithOptions(_:_:)` measures.
public struct CTLineBoundsOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Creates options from their raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Leaves the line's leading out.
    public static let excludeTypographicLeading = CTLineBoundsOptions(rawValue: 1 << 0)
    /// Leaves baseline shifts out.
    public static let excludeTypographicShifts = CTLineBoundsOptions(rawValue: 1 << 1)
    /// Hangs punctuation (measured as the typographic bounds here).
    public static let useHangingPunctuation = CTLineBoundsOptions(rawValue: 1 << 2)
    /// The glyphs' outlines (measured as the typographic bounds here: Tapestry does not measure ink).
    public static let useGlyphPathBounds = CTLineBoundsOptions(rawValue: 1 << 3)
    /// Optical bounds (measured as the typographic bounds here).
    public static let useOpticalBounds = CTLineBoundsOptions(rawValue: 1 << 4)
    /// Room for the language's tall and deep glyphs (measured as the typographic bounds here).
    public static let includeLanguageExtents = CTLineBoundsOptions(rawValue: 1 << 5)
}

// MARK: Lines

/// A line of the whole attributed string, not wrapped (line breaks in it are laid out as spaces).
@preconcurrency @MainActor
public func CTLineCreateWithAttributedString(_ attrString: CFAttributedString) -> CTLine {
    CTLine(attrString.copy() as? NSAttributedString ?? attrString, range: 0..<attrString.length)
}

/// The line's range in its attributed string (its line break included).
@preconcurrency @MainActor
public func CTLineGetStringRange(_ line: CTLine) -> CFRange {
    CFRange(location: line.range.lowerBound, length: line.range.count)
}

/// The number of glyphs: UTF-16 units drawn (Tapestry counts a glyph per unit).
@preconcurrency @MainActor
public func CTLineGetGlyphCount(_ line: CTLine) -> CFIndex { line.drawnLength }

/// The line's width, and its ascent, descent and leading through the pointers given.
@preconcurrency @MainActor
public func CTLineGetTypographicBounds(
    _ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?, _ descent: UnsafeMutablePointer<CGFloat>?,
    _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
    ascent?.pointee = line.ascent
    descent?.pointee = line.descent
    leading?.pointee = line.leading
    return Double(line.width)
}

/// The width of the spaces at the end of the line.
@preconcurrency @MainActor
public func CTLineGetTrailingWhitespaceWidth(_ line: CTLine) -> Double { Double(line.width - line.trimmedWidth) }

/// The line's bounds with its baseline at y 0 (y up): from the descent to the ascent, as wide as its advance.
@preconcurrency @MainActor
public func CTLineGetBoundsWithOptions(_ line: CTLine, _ options: CTLineBoundsOptions) -> CGRect {
    let leading = options.contains(.excludeTypographicLeading) ? 0 : line.leading
    return CGRect(x: 0, y: -line.descent - leading, width: line.width, height: line.ascent + line.descent + leading)
}

/// The bounds of the drawn text (its typographic bounds without trailing spaces; Tapestry does not measure
/// ink).
@preconcurrency @MainActor
public func CTLineGetImageBounds(_ line: CTLine, _ context: CGContext?) -> CGRect {
    CGRect(x: 0, y: -line.descent, width: line.trimmedWidth, height: line.ascent + line.descent)
}

/// The x of the caret before string index `charIndex` (from the line's start); the secondary offset, for
/// text of the other direction, is the same.
@preconcurrency @MainActor
public func CTLineGetOffsetForStringIndex(
    _ line: CTLine, _ charIndex: CFIndex, _ secondaryOffset: UnsafeMutablePointer<CGFloat>?
) -> CGFloat {
    let x = line.x(forStringIndex: charIndex)
    secondaryOffset?.pointee = x
    return x
}

/// The string index of the caret nearest to `position.x` (from the line's start).
@preconcurrency @MainActor
public func CTLineGetStringIndexForPosition(_ line: CTLine, _ position: CGPoint) -> CFIndex {
    line.range.lowerBound + min(max(line.layout.offset(forX: position.x, inLine: 0), 0), line.drawnLength)
}

/// Where to start the line so that it sits `flushFactor` of the way across `flushWidth` (0 left, 0.5 centred,
/// 1 right), trailing spaces left out.
@preconcurrency @MainActor
public func CTLineGetPenOffsetForFlush(_ line: CTLine, _ flushFactor: CGFloat, _ flushWidth: Double) -> Double {
    max(0, (flushWidth - Double(line.trimmedWidth)) * Double(min(max(flushFactor, 0), 1)))
}

/// The line cut to `width` with `truncationToken` (an ellipsis in the attributes where it is cut when nil)
/// where `truncationType` says; the line itself when it fits; nil when not even the token fits.
@preconcurrency @MainActor
public func CTLineCreateTruncatedLine(
    _ line: CTLine, _ width: Double, _ truncationType: CTLineTruncationType, _ truncationToken: CTLine?
) -> CTLine? {
    let limit = CGFloat(width)
    if line.width <= limit { return line }
    let drawn = line.source.attributedSubstring(
        from: NSRange(location: line.range.lowerBound, length: line.drawnLength))
    let cutAt: Int
    switch truncationType {
    case .start: cutAt = max(drawn.length - 1, 0)
    case .end: cutAt = 0
    case .middle: cutAt = drawn.length / 2
    }
    let token =
        truncationToken.map {
            $0.source.attributedSubstring(from: NSRange(location: $0.range.lowerBound, length: $0.drawnLength))
        }
        ?? NSAttributedString(
            string: "\u{2026}",
            attributes: drawn.length > 0 ? drawn.attributes(at: min(cutAt, drawn.length - 1), effectiveRange: nil) : [:]
        )
    let tokenWidth = CTLine(token, range: 0..<token.length).width
    guard tokenWidth <= limit else { return nil }
    let room = limit - tokenWidth
    let full = line.width
    // The prefix that fits is the longest start whose caret x is within the room; a suffix likewise from the end.
    func prefix(within room: CGFloat) -> Int {
        var count = 0
        while count < drawn.length, line.layout.x(forOffset: count + 1, inLine: 0) <= room { count += 1 }
        return count
    }
    func suffixStart(within room: CGFloat) -> Int {
        var start = drawn.length
        while start > 0, full - line.layout.x(forOffset: start - 1, inLine: 0) <= room { start -= 1 }
        return start
    }
    let result = NSMutableAttributedString()
    switch truncationType {
    case .end:
        result.append(drawn.attributedSubstring(from: NSRange(location: 0, length: prefix(within: room))))
        result.append(token)
    case .start:
        let start = suffixStart(within: room)
        result.append(token)
        result.append(drawn.attributedSubstring(from: NSRange(location: start, length: drawn.length - start)))
    case .middle:
        let head = prefix(within: room / 2)
        let start = max(suffixStart(within: room - line.layout.x(forOffset: head, inLine: 0)), head)
        result.append(drawn.attributedSubstring(from: NSRange(location: 0, length: head)))
        result.append(token)
        result.append(drawn.attributedSubstring(from: NSRange(location: start, length: drawn.length - start)))
    }
    return CTLine(result, range: 0..<result.length)
}

/// Draws the line with its baseline at the context's `textPosition`, glyphs upright where y points up (flip a
/// UIKit context first, as on iOS), transformed by its `textMatrix`.
@preconcurrency @MainActor
public func CTLineDraw(_ line: CTLine, _ context: CGContext) {
    line.draw(in: context, at: context.textPosition)
}

/// The line's runs (`CTRun`s), in order.
@preconcurrency @MainActor
public func CTLineGetGlyphRuns(_ line: CTLine) -> CFArray { NSArray(array: line.runs) }

// MARK: Runs

/// The number of glyphs in the run: its UTF-16 units.
@preconcurrency @MainActor
public func CTRunGetGlyphCount(_ run: CTRun) -> CFIndex { run.range.count }

/// The run's attributes (the attributed string's, with `.font`, `.foregroundColor` and the rest).
@preconcurrency @MainActor
public func CTRunGetAttributes(_ run: CTRun) -> CFDictionary {
    NSDictionary(dictionary: Dictionary(uniqueKeysWithValues: run.attributes.map { ($0.key.rawValue, $0.value) }))
}

/// The run's range in the attributed string.
@preconcurrency @MainActor
public func CTRunGetStringRange(_ run: CTRun) -> CFRange {
    CFRange(location: run.range.lowerBound, length: run.range.count)
}

/// The width of `range` of the run's glyphs (all of them when its length is 0), and the line's ascent, descent
/// and leading.
@preconcurrency @MainActor
public func CTRunGetTypographicBounds(
    _ run: CTRun, _ range: CFRange, _ ascent: UnsafeMutablePointer<CGFloat>?,
    _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
    ascent?.pointee = run.line.ascent
    descent?.pointee = run.line.descent
    leading?.pointee = run.line.leading
    let start = run.range.lowerBound + range.location
    let end = range.length == 0 ? run.range.upperBound : min(start + range.length, run.range.upperBound)
    return Double(run.line.x(forStringIndex: end) - run.line.x(forStringIndex: start))
}

/// The positions of `range` of the run's glyphs (all from `range.location` when its length is 0), each the
/// caret before it on the line's baseline (y 0), into `buffer`.
@preconcurrency @MainActor
public func CTRunGetPositions(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGPoint>) {
    let start = run.range.lowerBound + range.location
    let count = range.length == 0 ? run.range.count - range.location : range.length
    for index in 0..<max(count, 0) {
        buffer[index] = CGPoint(x: run.line.x(forStringIndex: start + index), y: 0)
    }
}

/// What is known about a run's glyphs.
public struct CTRunStatus: OptionSet, Sendable {
    /// The status bits.
    public let rawValue: UInt32
    /// Creates a status from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Nothing special: left to right, glyphs in string order, not transformed.
    public static let noStatus = CTRunStatus([])
    /// The run is laid out right to left.
    public static let rightToLeft = CTRunStatus(rawValue: 1 << 0)
    /// Its glyphs are not in string order.
    public static let nonMonotonic = CTRunStatus(rawValue: 1 << 1)
    /// A text matrix other than identity applies.
    public static let hasNonIdentityMatrix = CTRunStatus(rawValue: 1 << 2)
}

/// The run's status: right to left when its text starts with a right-to-left character (Hebrew, Arabic and
/// the like), otherwise none.
@preconcurrency @MainActor
public func CTRunGetStatus(_ run: CTRun) -> CTRunStatus {
    let text = run.line.source.string as NSString
    guard run.range.lowerBound < text.length,
        let scalar = Unicode.Scalar(text.character(at: run.range.lowerBound))
    else { return .noStatus }
    let rightToLeft =
        (0x0590...0x08FF).contains(scalar.value) || (0xFB1D...0xFDFF).contains(scalar.value)
        || (0xFE70...0xFEFF).contains(scalar.value)
    return rightToLeft ? .rightToLeft : .noStatus
}
