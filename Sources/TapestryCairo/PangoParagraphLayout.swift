import CCairo
import CPango
import Foundation
import Tapestry

/// A paragraph laid out by Pango exactly as the text views draw it (wrapped by word, then by character, at
/// the width): lines, and the caret's x for a UTF-16 offset and back. Pango counts in UTF-8 bytes; the
/// offsets are converted through the paragraph's UTF-8 view.
@MainActor
final class PangoParagraphLayout: TextParagraphLayout {
    let lines: [TextLine]
    let size: CGSize
    private let layout: OpaquePointer
    private let text: String
    /// The UTF-8 byte offset where each line starts, and each line's pointer.
    private let lineStarts: [Int32]
    /// Where each line starts horizontally (beyond zero when the paragraph is centred or right-aligned).
    private let lineX: [CGFloat]

    /// A paragraph in one font.
    convenience init(text: String, font: UIFont, width: CGFloat) {
        Self.prepareMeasuringContext()
        self.init(
            text: text,
            layout: PangoText.layout(
                text, cr: PangoText.measuringContext!, font: font, width: width, lines: 0, alignment: .left,
                lineBreakMode: .byWordWrapping))
    }

    /// A paragraph of styled text, laid out as `PangoStyledText` draws it.
    /// Its paragraph style's indents move the lines (and the caret on them) right.
    convenience init(styled: StyledText, width: CGFloat) {
        Self.prepareMeasuringContext()
        let block = styled.indentedBlock(in: width)
        self.init(
            text: styled.string,
            layout: PangoStyledText.layout(styled, cr: PangoText.measuringContext!, width: block.width, lines: 0),
            left: block.x)
    }

    private static func prepareMeasuringContext() {
        if PangoText.measuringContext == nil {
            PangoText.measuringSurface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
            PangoText.measuringContext = cairo_create(PangoText.measuringSurface)
        }
    }

    /// Takes `layout` (a Pango layout of `text`; released with this object), its lines drawn `left` points in.
    private init(text: String, layout: OpaquePointer, left: CGFloat = 0) {
        self.text = text
        self.layout = layout
        let scale = CGFloat(PANGO_SCALE)
        var lines: [TextLine] = []
        var starts: [Int32] = []
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        let utf8 = Array(text.utf8)
        var utf16Offset = 0, byteOffset = 0
        func utf16(atByte byte: Int) -> Int {
            // Walks forward from the last conversion (lines come in order).
            while byteOffset < byte, byteOffset < utf8.count {
                let lead = utf8[byteOffset]
                let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                utf16Offset += length == 4 ? 2 : 1
                byteOffset += length
            }
            return utf16Offset
        }
        var widest: CGFloat = 0
        var lineX: [CGFloat] = []
        repeat {
            let line = pango_layout_iter_get_line_readonly(iterator)!
            var y0: Int32 = 0, y1: Int32 = 0
            pango_layout_iter_get_line_yrange(iterator, &y0, &y1)
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let start = Int(line.pointee.start_index)
            let end = start + Int(line.pointee.length)
            let lower = utf16(atByte: start), upper = utf16(atByte: end)
            let lineWidth = CGFloat(logical.width) / scale
            widest = max(widest, lineWidth)
            lineX.append(left + CGFloat(logical.x) / scale)
            lines.append(
                TextLine(
                    range: lower..<upper, y: CGFloat(y0) / scale, height: CGFloat(y1 - y0) / scale, width: lineWidth))
            starts.append(line.pointee.start_index)
        } while pango_layout_iter_next_line(iterator) != 0
        // The lines tile the paragraph: each ends where the next begins (the last at the text's end).
        for index in lines.indices.dropLast() {
            lines[index].range = lines[index].range.lowerBound..<lines[index + 1].range.lowerBound
        }
        if let last = lines.indices.last {
            lines[last].range = lines[last].range.lowerBound..<text.utf16.count
        }
        self.lines = lines
        lineStarts = starts
        self.lineX = lineX
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        size = CGSize(width: widest, height: CGFloat(logical.height) / scale)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    private func byte(forUTF16 offset: Int) -> Int32 {
        let utf16 = text.utf16
        let index = utf16.index(utf16.startIndex, offsetBy: min(max(offset, 0), utf16.count))
        return Int32(text.utf8.distance(from: text.utf8.startIndex, to: index))
    }

    private func utf16(forByte byte: Int32) -> Int {
        let utf8 = text.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: min(max(Int(byte), 0), utf8.count))
        return text.utf16.distance(from: text.utf16.startIndex, to: index)
    }

    func x(forOffset offset: Int, inLine line: Int) -> CGFloat {
        guard let pangoLine = pango_layout_get_line_readonly(layout, Int32(min(max(line, 0), lines.count - 1))) else {
            return 0
        }
        var x: Int32 = 0
        pango_layout_line_index_to_x(pangoLine, byte(forUTF16: offset), 0, &x)
        return lineX[min(max(line, 0), lineX.count - 1)] + CGFloat(x) / CGFloat(PANGO_SCALE)
    }

    func offset(forX x: CGFloat, inLine line: Int) -> Int {
        let index = min(max(line, 0), lines.count - 1)
        guard let pangoLine = pango_layout_get_line_readonly(layout, Int32(index)) else { return 0 }
        var byteIndex: Int32 = 0, trailing: Int32 = 0
        // A point far outside (or not finite) lands at the line's nearest end.
        let local = x - lineX[index]
        let units = local.isFinite ? min(max(local * CGFloat(PANGO_SCALE), -1e9), 1e9) : 0
        pango_layout_line_x_to_index(pangoLine, Int32(units.rounded()), &byteIndex, &trailing)
        var result = utf16(forByte: byteIndex)
        if trailing > 0 {
            // Past the middle of a cluster: the caret goes after it.
            let utf16 = text.utf16
            let at = utf16.index(utf16.startIndex, offsetBy: min(result, utf16.count))
            if at < text.endIndex, let aligned = at.samePosition(in: text) {
                result = utf16.distance(from: utf16.startIndex, to: text.index(after: aligned))
            }
        }
        // A wrapped line's end is the next line's start: the caret stays on this line.
        let range = lines[index].range
        if index < lines.count - 1, result >= range.upperBound { result = max(range.lowerBound, range.upperBound - 1) }
        return result
    }
}
