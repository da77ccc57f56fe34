import Foundation

/// Lays out an attributed string in frames (Core Text's framesetter): paragraphs wrapped by word at the frame's
/// width, as many lines as fit in its height, each placed by its paragraph's alignment.
@preconcurrency @MainActor
public final class CTFramesetter: NSObject {
    let string: NSAttributedString

    init(_ string: NSAttributedString) {
        self.string = string
        super.init()
    }

    /// The lines of `range` (to the end when its length is 0) wrapped at `width`, down to `height`: each with
    /// its top and its x, and the string index after the last line that fit.
    func lines(in range: CFRange, width: CGFloat, height: CGFloat) -> (lines: [PlacedLine], end: Int) {
        let text = string.string as NSString
        let start = min(max(range.location, 0), text.length)
        let end = range.length <= 0 ? text.length : min(start + range.length, text.length)
        var placed: [PlacedLine] = []
        var top: CGFloat = 0
        var paragraphStart = start
        while paragraphStart < end {
            var paragraphEnd = paragraphStart
            while paragraphEnd < end, text.character(at: paragraphEnd) != 10 { paragraphEnd += 1 }
            let next = paragraphEnd < end ? paragraphEnd + 1 : end
            let part = string.attributedSubstring(
                from: NSRange(location: paragraphStart, length: paragraphEnd - paragraphStart))
            let styled = StyledText(part)
            let layout = TextLayout.paragraph(styled, width)
            for (index, textLine) in layout.lines.enumerated() {
                let last = index == layout.lines.count - 1
                let lower = paragraphStart + textLine.range.lowerBound
                let upper = last ? next : paragraphStart + textLine.range.upperBound
                let lineRange = lower..<upper
                if height.isFinite, top + textLine.y + textLine.height > height + 0.5 {
                    return (placed, lineRange.lowerBound)
                }
                let line = CTLine(string, range: lineRange)
                let room = width.isFinite ? width : line.trimmedWidth
                let x: CGFloat
                switch styled.alignment {
                case .center: x = max((room - line.trimmedWidth) / 2, 0)
                case .right: x = max(room - line.trimmedWidth, 0)
                default: x = 0
                }
                placed.append(PlacedLine(line: line, top: top + textLine.y, height: textLine.height, x: x))
            }
            top += (layout.lines.last.map { $0.y + $0.height } ?? 0) + styled.paragraphGap
            paragraphStart = next
        }
        return (placed, end)
    }

    /// A line as a frame places it: its top from the frame's top (y down) and its x.
    struct PlacedLine {
        let line: CTLine
        let top: CGFloat
        let height: CGFloat
        let x: CGFloat
    }
}

/// Text laid out in a rectangle by a framesetter: its lines and their origins.
@preconcurrency @MainActor
public final class CTFrame: NSObject {
    let path: CGPath
    let range: CFRange
    let visibleRange: CFRange
    let lines: [CTLine]
    /// The lines' baseline origins from the path's bounding box's origin, y up (Core Text's).
    let origins: [CGPoint]

    init(path: CGPath, range: CFRange, visibleRange: CFRange, lines: [CTLine], origins: [CGPoint]) {
        self.path = path
        self.range = range
        self.visibleRange = visibleRange
        self.lines = lines
        self.origins = origins
        super.init()
    }
}

/// Breaks an attributed string into lines one at a time (Core Text's typesetter).
@preconcurrency @MainActor
public final class CTTypesetter: NSObject {
    let string: NSAttributedString

    init(_ string: NSAttributedString) {
        self.string = string
        super.init()
    }
}

// MARK: Framesetters

/// A framesetter for the attributed string (a copy of it: later changes to a mutable string are not seen).
@preconcurrency @MainActor
public func CTFramesetterCreateWithAttributedString(_ attrString: CFAttributedString) -> CTFramesetter {
    CTFramesetter(attrString.copy() as? NSAttributedString ?? attrString)
}

/// The frame of `stringRange` (to the end when its length is 0) laid out in `path`'s bounding box: as many
/// lines as fit in its height. (A path that is not a rectangle is laid out in its bounding box.)
@preconcurrency @MainActor
public func CTFramesetterCreateFrame(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath, _ frameAttributes: CFDictionary?
) -> CTFrame {
    let box = path.boundingBox
    let (placed, end) = framesetter.lines(in: stringRange, width: box.width, height: box.height)
    let start = min(max(stringRange.location, 0), framesetter.string.length)
    let requestedEnd = stringRange.length <= 0 ? framesetter.string.length : start + stringRange.length
    return CTFrame(
        path: path, range: CFRange(location: start, length: max(requestedEnd - start, 0)),
        visibleRange: CFRange(location: start, length: max(end - start, 0)), lines: placed.map(\.line),
        origins: placed.map { CGPoint(x: $0.x, y: box.height - $0.top - $0.line.ascent) })
}

/// The size `stringRange` (to the end when its length is 0) takes wrapped within `constraints` (a width of
/// `.greatestFiniteMagnitude` does not wrap), and through `fitRange` the part that fits in its height.
@preconcurrency @MainActor
public func CTFramesetterSuggestFrameSizeWithConstraints(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ frameAttributes: CFDictionary?, _ constraints: CGSize,
    _ fitRange: UnsafeMutablePointer<CFRange>?
) -> CGSize {
    let width = constraints.width >= 1e7 || constraints.width <= 0 ? CGFloat.infinity : constraints.width
    let height = constraints.height >= 1e7 || constraints.height <= 0 ? CGFloat.infinity : constraints.height
    let (placed, end) = framesetter.lines(in: stringRange, width: width, height: height)
    let start = min(max(stringRange.location, 0), framesetter.string.length)
    fitRange?.pointee = CFRange(location: start, length: max(end - start, 0))
    let widest = placed.map(\.line.trimmedWidth).max() ?? 0
    let bottom = placed.last.map { $0.top + $0.height } ?? 0
    return CGSize(width: widest, height: bottom)
}

/// The framesetter's typesetter.
@preconcurrency @MainActor
public func CTFramesetterGetTypesetter(_ framesetter: CTFramesetter) -> CTTypesetter {
    CTTypesetter(framesetter.string)
}

// MARK: Frames

/// The frame's lines (`CTLine`s), top to bottom.
@preconcurrency @MainActor
public func CTFrameGetLines(_ frame: CTFrame) -> CFArray { NSArray(array: frame.lines) }

/// Copies the origins of the lines of `range` (from `range.location` to the last when its length is 0) into
/// `origins`: each line's baseline start from the path's bounding box's origin, y up.
@preconcurrency @MainActor
public func CTFrameGetLineOrigins(_ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>) {
    let start = min(max(range.location, 0), frame.origins.count)
    let count = range.length == 0 ? frame.origins.count - start : min(range.length, frame.origins.count - start)
    for index in 0..<max(count, 0) { origins[index] = frame.origins[start + index] }
}

/// The range of the string the frame was asked to lay out.
@preconcurrency @MainActor
public func CTFrameGetStringRange(_ frame: CTFrame) -> CFRange { frame.range }

/// The range of the string that fit in the frame.
@preconcurrency @MainActor
public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange { frame.visibleRange }

/// The path the frame was laid out in.
@preconcurrency @MainActor
public func CTFrameGetPath(_ frame: CTFrame) -> CGPath { frame.path }

/// Draws the frame's lines at their origins within the path's bounding box, glyphs upright where y points up
/// (flip a UIKit context first, as on iOS). The context's `textPosition` is left where it was.
@preconcurrency @MainActor
public func CTFrameDraw(_ frame: CTFrame, _ context: CGContext) {
    let box = frame.path.boundingBox
    for (line, origin) in zip(frame.lines, frame.origins) {
        line.draw(in: context, at: CGPoint(x: box.minX + origin.x, y: box.minY + origin.y))
    }
}

// MARK: Typesetters

/// A typesetter for the attributed string (a copy of it).
@preconcurrency @MainActor
public func CTTypesetterCreateWithAttributedString(_ string: CFAttributedString) -> CTTypesetter {
    CTTypesetter(string.copy() as? NSAttributedString ?? string)
}

/// How many UTF-16 units from `startIndex` fit on a line `width` wide, broken after a word (or within a word
/// longer than the line), a line break included.
@preconcurrency @MainActor
public func CTTypesetterSuggestLineBreak(_ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double)
    -> CFIndex
{
    let framesetter = CTFramesetter(typesetter.string)
    let (placed, end) = framesetter.lines(
        in: CFRange(location: startIndex, length: 0), width: CGFloat(width), height: .infinity)
    guard let first = placed.first else { return max(end - startIndex, 0) }
    return first.line.range.count
}

/// The line of `stringRange` of the typesetter's string (to the end when its length is 0), not wrapped.
@preconcurrency @MainActor
public func CTTypesetterCreateLine(_ typesetter: CTTypesetter, _ stringRange: CFRange) -> CTLine {
    let length = typesetter.string.length
    let start = min(max(stringRange.location, 0), length)
    let end = stringRange.length <= 0 ? length : min(start + stringRange.length, length)
    return CTLine(typesetter.string, range: start..<end)
}
