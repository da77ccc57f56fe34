import Foundation

/// One line of a laid-out paragraph.
public struct TextLine: Equatable, Sendable {
    /// The line's text as UTF-16 offsets in the paragraph (a wrapped line includes its trailing spaces).
    public var range: Range<Int>
    /// The top of the line in the paragraph.
    public var y: CGFloat
    /// The line's height.
    public var height: CGFloat
    /// The line's width (its text's advance).
    public var width: CGFloat

    /// Creates a line.
    public init(range: Range<Int>, y: CGFloat, height: CGFloat, width: CGFloat) {
        self.range = range
        self.y = y
        self.height = height
        self.width = width
    }
}

/// A paragraph (text without line breaks) laid out in a font, wrapped at a width by word (a word longer than a
/// line by character), left-aligned: its lines, and where each UTF-16 offset is. Made by `TextLayout.paragraph`.
@preconcurrency @MainActor
public protocol TextParagraphLayout: AnyObject {
    /// The lines, top to bottom; an empty paragraph has one empty line.
    var lines: [TextLine] { get }
    /// The paragraph's size (the widest line by the sum of line heights).
    var size: CGSize { get }
    /// The horizontal position of the caret before the UTF-16 `offset`, which lies in `line`.
    func x(forOffset offset: Int, inLine line: Int) -> CGFloat
    /// The UTF-16 offset nearest to `x` in `line` (on a grapheme-cluster boundary).
    func offset(forX x: CGFloat, inLine line: Int) -> Int
}

extension TextParagraphLayout {
    /// The line that holds `offset` (a wrap point belongs to the line it starts).
    public func lineIndex(forOffset offset: Int) -> Int {
        var low = 0, high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].range.lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        return max(low, 0)
    }

    /// The line at a vertical position (the first above, the last below).
    public func lineIndex(forY y: CGFloat) -> Int {
        for (index, line) in lines.enumerated() where y < line.y + line.height { return index }
        return lines.count - 1
    }
}

/// Lays out paragraphs for the text views. The engine's estimates measure widths as `TextMeasurement.estimate`
/// does; the Cairo renderer registers Pango's layout, the same one that draws the text.
@preconcurrency @MainActor
public enum TextLayout {
    /// Makes the layout of a paragraph in a font, wrapped at a width (not wrapped when infinite), through the
    /// registered `PlatformServices`.
    public static func paragraph(_ text: String, _ font: UIFont, _ width: CGFloat) -> TextParagraphLayout {
        EngineServices.current.paragraphLayout(of: text, font: font, width: width)
    }

    /// Makes the layout of a paragraph of styled text (its runs' fonts and attributes, left-aligned), wrapped at
    /// a width; estimated in its largest font unless the platform lays styled text out itself.
    public static func paragraph(_ text: StyledText, _ width: CGFloat) -> TextParagraphLayout {
        if let styled = EngineServices.current as? StyledTextMeasuring {
            return styled.styledParagraphLayout(of: text, width: width)
        }
        return EstimatedParagraphLayout(text: text.string, font: text.largestFont, width: width)
    }
}

/// A paragraph laid out with estimated widths: half an em and a bit per narrow character, an em per wide
/// one, nothing for combining marks; wrapped after spaces, a long word by character.
@MainActor
final class EstimatedParagraphLayout: TextParagraphLayout {
    let lines: [TextLine]
    let size: CGSize
    /// The caret's x before each grapheme cluster's start, per line: (UTF-16 offset, x).
    private let stops: [[(offset: Int, x: CGFloat)]]

    init(text: String, font: UIFont, width: CGFloat) {
        let em = font.pointSize
        let lineHeight = font.lineHeight
        func advance(_ character: Character) -> CGFloat {
            character.unicodeScalars.first.map { $0.value > 0x2E80 ? em : em * 0.55 } ?? 0
        }
        var lines: [TextLine] = []
        var stops: [[(offset: Int, x: CGFloat)]] = []
        var lineStart = 0, x: CGFloat = 0, offset = 0
        var current: [(offset: Int, x: CGFloat)] = []
        var lastBreak: (index: Int, offset: Int, x: CGFloat)?  // after a space: where the line may end
        func finish(at end: Int, width lineWidth: CGFloat) {
            lines.append(
                TextLine(
                    range: lineStart..<end, y: CGFloat(lines.count) * lineHeight, height: lineHeight, width: lineWidth))
        }
        for character in text {
            let w = advance(character)
            if width.isFinite, width > 0, x + w > width, !current.isEmpty, !(character == " ") {
                if let breakPoint = lastBreak, breakPoint.index < current.count {
                    // Wrap after the last space: the word moves to the next line.
                    let moved = Array(current[breakPoint.index...])
                    current.removeSubrange(breakPoint.index...)
                    stops.append(current + [(breakPoint.offset, breakPoint.x)])
                    finish(at: breakPoint.offset, width: breakPoint.x)
                    lineStart = breakPoint.offset
                    current = moved.map { ($0.offset, $0.x - breakPoint.x) }
                    x -= breakPoint.x
                } else {
                    stops.append(current + [(offset, x)])
                    finish(at: offset, width: x)
                    lineStart = offset
                    current = []
                    x = 0
                }
                lastBreak = nil
            }
            current.append((offset, x))
            x += w
            offset += character.utf16.count
            if character == " " { lastBreak = (current.count, offset, x) }
        }
        current.append((offset, x))
        stops.append(current)
        finish(at: offset, width: x)
        self.lines = lines
        self.stops = stops
        size = CGSize(width: lines.map(\.width).max() ?? 0, height: CGFloat(lines.count) * lineHeight)
    }

    func x(forOffset offset: Int, inLine line: Int) -> CGFloat {
        let stops = self.stops[min(max(line, 0), self.stops.count - 1)]
        return stops.last(where: { $0.offset <= offset })?.x ?? 0
    }

    func offset(forX x: CGFloat, inLine line: Int) -> Int {
        let index = min(max(line, 0), stops.count - 1)
        var candidates = stops[index]
        // A wrapped line's last stop is the next line's start: the caret goes before the line's last character.
        if index < stops.count - 1, candidates.count > 1 { candidates.removeLast() }
        return candidates.min { abs($0.x - x) < abs($1.x - x) }?.offset ?? lines[index].range.lowerBound
    }
}
