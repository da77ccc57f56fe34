import Foundation

/// An attributed string as the drawing backend takes it: the text, its runs of font, colour, kerning,
/// underline, strikethrough, baseline offset and background (ranges in UTF-16 units, as `NSRange`s count), and
/// the first paragraph style's layout settings. Made from an `NSAttributedString` with defaults for what it
/// leaves unset (a label's font, colour and alignment).
public struct StyledText: Sendable {
    /// One run of text with the same attributes.
    public struct Run: Sendable {
        /// The run's range in UTF-16 units.
        public var range: Range<Int>
        /// The font.
        public var font: UIFont
        /// The text colour.
        public var color: CGColor
        /// Extra space after each character, in points.
        public var kern: CGFloat = 0
        /// The underline (`NSUnderlineStyle`; empty for none).
        public var underline: NSUnderlineStyle = []
        /// The underline's colour (nil: the text colour).
        public var underlineColor: CGColor?
        /// The strikethrough (`NSUnderlineStyle`; empty for none).
        public var strikethrough: NSUnderlineStyle = []
        /// The strikethrough's colour (nil: the text colour).
        public var strikethroughColor: CGColor?
        /// How far above the baseline, in points.
        public var baselineOffset: CGFloat = 0
        /// The colour behind the run (nil: none).
        public var background: CGColor?
        /// The shadow drawn under the run (nil: none).
        public var shadow: Shadow?
        /// The attachment its attachment characters (U+FFFC) stand for (nil: none).
        public var attachment: Attachment?
        /// The outline's width in points (the key's percentage of the point size, made absolute): positive draws
        /// the outline alone, negative the filled text and its outline, 0 no outline.
        public var strokeWidth: CGFloat = 0
        /// The outline's colour (the run's colour when nil).
        public var strokeColor: CGColor?
        /// Whether the run is drawn slanted (`.obliqueness` not 0).
        public var isOblique = false
        /// Whether the font's standard ligatures are kept (`.ligature` not 0).
        public var usesLigatures = true
    }

    /// A text attachment as the backend takes it: the image drawn in the line, in `bounds` (its origin's y
    /// from the baseline, up), which the character's width and the line's height make room for.
    public struct Attachment: Sendable {
        /// The image (nil: room kept, nothing drawn).
        public var image: UIImage?
        /// Its rectangle: x from the character's start, y of its bottom above the baseline.
        public var bounds: CGRect
    }

    /// A text shadow (an `NSShadow` as the backend takes it).
    public struct Shadow: Sendable, Hashable {
        /// How far it is moved, in points (y down).
        public var dx: CGFloat, dy: CGFloat
        /// How far it is blurred, in points.
        public var blurRadius: CGFloat
        /// Its colour.
        public var color: CGColor
    }

    /// Whether any run has a shadow.
    public var hasShadows: Bool { runs.contains { $0.shadow != nil } }

    /// The text.
    public var string: String
    /// The runs, in order, covering the text.
    public var runs: [Run]
    /// The alignment of lines.
    public var alignment: NSTextAlignment
    /// How lines too long are broken or shortened.
    public var lineBreakMode: NSLineBreakMode
    /// Extra space between lines.
    public var lineSpacing: CGFloat = 0
    /// A factor on the natural line height (0: none).
    public var lineHeightMultiple: CGFloat = 0
    /// The first line's indent and the other lines' indent from the leading edge.
    public var firstLineHeadIndent: CGFloat = 0
    /// The other lines' indent from the leading edge.
    public var headIndent: CGFloat = 0
    /// Where lines end: a positive value from the leading edge, zero or negative from the trailing edge.
    public var tailIndent: CGFloat = 0
    /// The largest font among the runs (for line heights of empty text).
    public var largestFont: UIFont
    /// Space after each paragraph but the last (paragraphs end at line breaks).
    public var paragraphSpacing: CGFloat = 0
    /// Space before each paragraph but the first.
    public var paragraphSpacingBefore: CGFloat = 0
    /// A tab stop: its location from the leading edge and how text lines up on it.
    public struct TabStop: Sendable, Equatable {
        /// The distance from the paragraph's leading edge, in points.
        public var location: CGFloat
        /// `.left` (text after the stop), `.right` (text ending at it) or `.center`.
        public var alignment: NSTextAlignment
    }
    /// The tab stops (UIKit's default: every 28 points).
    public var tabStops: [TabStop] = StyledText.defaultTabStops
    /// The distance between stops after the last of `tabStops` (0: the last interval repeats).
    public var defaultTabInterval: CGFloat = 0

    /// Where the lines of text laid out in `width` go: the smaller of the two head indents (the block's left),
    /// and the width between it and the tail indent. The layout indents the first line or the others by the
    /// difference (Pango's indent, negative for a hanging one).
    public func indentedBlock(in width: CGFloat) -> (x: CGFloat, width: CGFloat) {
        let x = max(min(firstLineHeadIndent, headIndent), 0)
        guard width.isFinite else { return (x, tailIndent > 0 ? max(tailIndent - x, 1) : width) }
        let end = tailIndent > 0 ? min(tailIndent, width) : width + tailIndent
        return (x, max(end - x, 1))
    }

    /// UIKit's default tab stops: 12 left-aligned stops 28 points apart.
    public static let defaultTabStops = (1...12).map { TabStop(location: CGFloat($0) * 28, alignment: .left) }

    /// Whether the text's paragraphs are laid out apart (spacing between them), rather than as one block.
    public var spacesParagraphs: Bool {
        (paragraphSpacing > 0 || paragraphSpacingBefore > 0) && string.utf16.contains(10)
    }

    /// The space between one paragraph and the next: the spacing after it and before the next.
    public var paragraphGap: CGFloat { paragraphSpacing + paragraphSpacingBefore }

    /// The text's paragraphs (split at line breaks, which they leave out), each with its runs from its start.
    public func paragraphs() -> [StyledText] {
        var result: [StyledText] = []
        var start = 0
        let units = Array(string.utf16)
        for end in units.indices where units[end] == 10 {
            result.append(slice(start..<end, units))
            start = end + 1
        }
        result.append(slice(start..<units.count, units))
        return result
    }

    private func slice(_ range: Range<Int>, _ units: [UInt16]) -> StyledText {
        var part = self
        part.string = String(decoding: units[range], as: UTF16.self)
        part.runs = runs.compactMap { run in
            let lower = max(run.range.lowerBound, range.lowerBound), upper = min(run.range.upperBound, range.upperBound)
            guard lower < upper else { return nil }
            var clipped = run
            clipped.range = (lower - range.lowerBound)..<(upper - range.lowerBound)
            return clipped
        }
        if part.runs.isEmpty, let run = runs.last(where: { $0.range.lowerBound <= range.lowerBound }) ?? runs.first {
            var empty = run  // an empty paragraph is as tall as the font where it sits
            empty.range = 0..<0
            part.runs = [empty]
        }
        return part
    }

    /// The attributed string with `font`, `color` and `alignment` where it sets none (as a label applies its own
    /// properties); `lineBreakMode` unless its paragraph style says otherwise.
    @MainActor
    public init(
        _ attributed: NSAttributedString, font: UIFont = .systemFont(ofSize: 12), color: UIColor = .black,
        alignment: NSTextAlignment = .natural, lineBreakMode: NSLineBreakMode = .byWordWrapping
    ) {
        var parts: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
        let whole = NSRange(location: 0, length: attributed.length)
        attributed.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            parts.append((range, attributes))
        }
        self.init(
            attributed.string, parts: parts, font: font, color: color, alignment: alignment,
            lineBreakMode: lineBreakMode)
    }

    /// Styled text from a string and its runs' attributes (`parts` in order, covering the string).
    @MainActor
    init(
        _ string: String, parts: [(range: NSRange, attributes: [NSAttributedString.Key: Any])], font: UIFont,
        color: UIColor, alignment: NSTextAlignment, lineBreakMode: NSLineBreakMode
    ) {
        self.string = string
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        var largest = font
        var runs: [Run] = []
        var paragraph: NSParagraphStyle?
        for (range, attributes) in parts {
            let runFont = attributes[.font] as? UIFont ?? font
            var run = Run(
                range: range.location..<(range.location + range.length), font: runFont,
                color: Self.color(attributes[.foregroundColor]) ?? Self.color(attributes[CoreTextKey.foregroundColor])
                    ?? color.cgColor)
            run.kern = Self.number(attributes[.kern] ?? attributes[.tracking] ?? attributes[CoreTextKey.tracking])
            run.underline = NSUnderlineStyle(rawValue: Int(Self.number(attributes[.underlineStyle])))
            run.underlineColor =
                Self.color(attributes[.underlineColor]) ?? Self.color(attributes[CoreTextKey.underlineColor])
            run.strikethrough = NSUnderlineStyle(rawValue: Int(Self.number(attributes[.strikethroughStyle])))
            run.strikethroughColor = (attributes[.strikethroughColor] as? UIColor)?.cgColor
            run.baselineOffset = Self.number(attributes[.baselineOffset] ?? attributes[CoreTextKey.baselineOffset])
            run.background = (attributes[.backgroundColor] as? UIColor)?.cgColor
            run.strokeWidth = Self.number(attributes[.strokeWidth]) / 100 * runFont.pointSize
            run.strokeColor = Self.color(attributes[.strokeColor])
            run.isOblique = Self.number(attributes[.obliqueness]) != 0
            if let ligature = attributes[.ligature] { run.usesLigatures = Self.number(ligature) != 0 }
            if let shadow = attributes[.shadow] as? NSShadow {
                run.shadow = Shadow(
                    dx: shadow.shadowOffset.width, dy: shadow.shadowOffset.height, blurRadius: shadow.shadowBlurRadius,
                    color: shadow.resolvedColor)
            }
            if let attachment = attributes[.attachment] as? NSTextAttachment {
                let bounds = attachment.attachmentBounds(
                    for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: range.location)
                run.attachment = Attachment(
                    image: attachment.image(forBounds: bounds, textContainer: nil, characterIndex: range.location),
                    bounds: bounds)
            }
            if attributes[.link] != nil, attributes[.foregroundColor] == nil {
                run.color = UIColor.link.cgColor  // links draw in the link colour, as UIKit's text views do
            }
            if paragraph == nil { paragraph = attributes[.paragraphStyle] as? NSParagraphStyle }
            runs.append(run)
            if runFont.lineHeight > largest.lineHeight { largest = runFont }
        }
        self.runs = runs
        largestFont = largest
        if let paragraph {
            if paragraph.alignment != .natural { self.alignment = paragraph.alignment }
            if paragraph.lineBreakMode != .byWordWrapping { self.lineBreakMode = paragraph.lineBreakMode }
            lineSpacing = paragraph.lineSpacing
            lineHeightMultiple = paragraph.lineHeightMultiple
            firstLineHeadIndent = paragraph.firstLineHeadIndent
            headIndent = paragraph.headIndent
            tailIndent = paragraph.tailIndent
            paragraphSpacing = paragraph.paragraphSpacing
            paragraphSpacingBefore = paragraph.paragraphSpacingBefore
            tabStops = paragraph.tabStops.map { TabStop(location: $0.location, alignment: $0.alignment) }
            defaultTabInterval = paragraph.defaultTabInterval
        }
    }

    /// A number attribute's value (`CGFloat`, `Double`, `Int`, `Int32`, `NSNumber`, or an `NSUnderlineStyle` or `CTUnderlineStyle`).
    static func number(_ value: Any?) -> CGFloat {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as Int32: CGFloat(value)
        case let value as CTUnderlineStyle: CGFloat(value.rawValue)
        case let value as NSUnderlineStyle: CGFloat(value.rawValue)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: 0
        }
    }

    /// The runs' text, one string per run.
    func substring(of run: Run) -> String {
        let utf16 = string.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: min(run.range.lowerBound, utf16.count))
        let end = utf16.index(utf16.startIndex, offsetBy: min(run.range.upperBound, utf16.count))
        return String(string[start..<end])
    }

    /// A rough measure without a font engine: each run's estimate side by side, lines as tall as the largest
    /// font's plus the line spacing, wrapped at `width`.
    @MainActor
    func estimatedSize(width: CGFloat, lines: Int) -> CGSize {
        var lineWidths: [CGFloat] = [0]
        for run in runs {
            let text = substring(of: run)
            let parts = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() {
                if index > 0 { lineWidths.append(0) }
                let w = TextMeasurement.estimate(String(part), run.font, .infinity, 1).width
                lineWidths[lineWidths.count - 1] += w + run.kern * CGFloat(part.count)
            }
        }
        lineWidths[0] += firstLineHeadIndent
        var count = 0
        var widest: CGFloat = 0
        for w in lineWidths {
            if width.isFinite, width > 0, w > width {
                count += Int((w / width).rounded(.up))
                widest = width
            } else {
                count += 1
                widest = max(widest, w)
            }
        }
        if lines > 0 { count = min(count, lines) }
        var lineHeight = largestFont.lineHeight
        if lineHeightMultiple > 0 { lineHeight *= lineHeightMultiple }
        var height = CGFloat(count) * lineHeight + CGFloat(max(count - 1, 0)) * lineSpacing
        if spacesParagraphs { height += CGFloat(lineWidths.count - 1) * paragraphGap }
        return CGSize(width: widest.rounded(.up), height: height.rounded(.up))
    }
}

extension PlatformServices {
    /// The size styled text takes wrapped to `width` with at most `lines` lines: estimated unless the platform
    /// measures styled text itself (the Cairo renderer does, with Pango).
    @MainActor public func measure(_ text: StyledText, width: CGFloat, lines: Int) -> CGSize {
        if let styled = self as? StyledTextMeasuring { return styled.measureStyled(text, width: width, lines: lines) }
        return text.estimatedSize(width: width, lines: lines)
    }
}

/// Platform services that measure styled text with the engine that draws it.
public protocol StyledTextMeasuring {
    /// The size `text` takes wrapped to `width` (unbounded when infinite) with at most `lines` lines.
    @MainActor func measureStyled(_ text: StyledText, width: CGFloat, lines: Int) -> CGSize
    /// The layout of a paragraph of styled text wrapped at `width`, as `drawStyledText` draws it from the top.
    @MainActor func styledParagraphLayout(of text: StyledText, width: CGFloat) -> TextParagraphLayout
}

/// A drawing backend that draws styled text (runs of fonts, colours and decorations) itself; other backends
/// draw it in its first run's style.
@preconcurrency @MainActor
public protocol StyledTextDrawing {
    /// Draws `text` laid out in `rect`, at most `lines` lines (0: no limit).
    func drawStyledText(_ text: StyledText, in rect: CGRect, lines: Int, alpha: CGFloat)
}

extension TextMeasurement {
    /// The size styled text takes, wrapped to `width` with at most `lines` lines (0: no limit).
    public static func measure(_ text: StyledText, _ width: CGFloat, _ lines: Int) -> CGSize {
        EngineServices.current.measure(text, width: width, lines: lines)
    }
}

extension CGContext {
    /// Draws styled text laid out in `rect`, at most `lines` lines (0: no limit); on the main thread, where
    /// text is laid out.
    @preconcurrency @MainActor
    public func draw(_ text: StyledText, in rect: CGRect, lines: Int = 0) {
        if let styled = backend as? StyledTextDrawing {
            styled.drawStyledText(text, in: rect, lines: lines, alpha: currentAlpha)
            return
        }
        let first = text.runs.first
        draw(
            text.string, in: rect,
            style: TextStyle(
                font: first?.font ?? text.largestFont, color: first?.color ?? UIColor.black.cgColor,
                alignment: text.alignment, lineBreakMode: text.lineBreakMode, numberOfLines: lines))
    }
}

extension NSAttributedString {
    /// The size the string takes on one line (UIKit's `NSStringDrawing`); text without a font is 12-pt system.
    @preconcurrency @MainActor
    public func size() -> CGSize {
        TextMeasurement.measure(StyledText(self), .infinity, 0)
    }

    /// The rectangle the string takes: wrapped at `size.width` with `.usesLineFragmentOrigin` (on one line
    /// without), no taller than `size.height` with `.truncatesLastVisibleLine`. Its origin is zero.
    @preconcurrency @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
        -> CGRect
    {
        let wraps = options.contains(.usesLineFragmentOrigin)
        var measured = TextMeasurement.measure(StyledText(self), wraps && size.width > 0 ? size.width : .infinity, 0)
        if options.contains(.truncatesLastVisibleLine), size.height > 0 {
            measured.height = min(measured.height, size.height)
        }
        let bounds = CGRect(origin: .zero, size: measured)
        context?.totalBounds = bounds
        return bounds
    }

    /// Draws the string in the current context with its top-left corner at `point`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        let styled = StyledText(self)
        let size = TextMeasurement.measure(styled, .infinity, 0)
        UIGraphicsGetCurrentContext()?.draw(styled, in: CGRect(origin: point, size: size))
    }

    /// Draws the string wrapped into `rect` in the current context.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.draw(StyledText(self), in: rect)
    }

    /// Draws the string into `rect` as `boundingRect(with:options:context:)` measures it.
    @preconcurrency @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        let bounds = boundingRect(with: rect.size, options: options, context: context)
        UIGraphicsGetCurrentContext()?.draw(
            StyledText(self), in: CGRect(origin: rect.origin, size: CGSize(width: rect.width, height: bounds.height)))
    }
}
