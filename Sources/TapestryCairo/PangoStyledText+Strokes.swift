import CCairo
import CPango
import Foundation
import Tapestry

extension PangoStyledText {
    /// Outlines the glyphs of the runs that have a stroke width (`NSAttributedString.Key.strokeWidth`): each of
    /// the layout's glyph runs in such a run is turned into a path where it was drawn and stroked in the stroke
    /// colour (the text's when none), as wide as the width in points.
    static func drawStrokes(_ text: StyledText, layout: OpaquePointer, at origin: CGPoint, cr: OpaquePointer) {
        let bytes = utf8Offsets(of: text.string)
        func styledRun(atByte byte: Int) -> StyledText.Run? {
            text.runs.first { run in
                let start = bytes[min(run.range.lowerBound, bytes.count - 1)]
                let end = bytes[min(run.range.upperBound, bytes.count - 1)]
                return start <= byte && byte < end
            }
        }
        guard let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        let unit = Double(PANGO_SCALE)
        cairo_save(cr)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        repeat {
            // No run at a line's end.
            guard let glyphRun = pango_layout_iter_get_run_readonly(iterator), let item = glyphRun.pointee.item,
                let style = styledRun(atByte: Int(item.pointee.offset)), style.strokeWidth != 0
            else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iterator)) / unit
            cairo_new_path(cr)
            cairo_move_to(cr, Double(origin.x) + Double(logical.x) / unit, Double(origin.y) + baseline)
            pango_cairo_glyph_string_path(cr, item.pointee.analysis.font, glyphRun.pointee.glyphs)
            let color = style.strokeColor ?? style.color
            cairo_set_source_rgba(
                cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
            cairo_set_line_width(cr, Double(abs(style.strokeWidth)))
            cairo_stroke(cr)
        } while pango_layout_iter_next_run(iterator) != 0
        cairo_restore(cr)
    }
}
