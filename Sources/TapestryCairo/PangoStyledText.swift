import CCairo
import CPango
import Foundation
@_spi(Rendering) import Tapestry

/// Styled text with Pango: each run's font, colour, kerning, underline, strikethrough, baseline offset,
/// background, slant and ligatures become attributes over the run's UTF-8 bytes (outlines are stroked after); the paragraph's line spacing, line height factor
/// and first-line indent become the layout's.
@MainActor
enum PangoStyledText {
    /// A layout of styled text (the caller unreferences it).
    static func layout(
        _ text: StyledText, cr: OpaquePointer, width: CGFloat, height: CGFloat = .infinity, lines: Int
    ) -> OpaquePointer {
        let layout = PangoText.layout(
            text.string, cr: cr, font: text.runs.first?.font ?? text.largestFont, width: width, height: height,
            lines: lines, alignment: text.alignment, lineBreakMode: text.lineBreakMode)
        let list = pango_attr_list_new()!
        defer { pango_attr_list_unref(list) }
        let bytes = utf8Offsets(of: text.string)
        for run in text.runs {
            let start = UInt32(bytes[min(run.range.lowerBound, bytes.count - 1)])
            let end = UInt32(bytes[min(run.range.upperBound, bytes.count - 1)])
            guard end > start else { continue }
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)
            }
            insert(pango_attr_font_desc_new(PangoText.description(for: run.font)))
            // An outlined run gets the attribute even at 0: a glyph run of its own for `drawStrokes`, even where its
            // neighbours look the same.
            if run.kern != 0 || run.strokeWidth != 0 {
                insert(pango_attr_letter_spacing_new(Int32((run.kern * CGFloat(PANGO_SCALE)).rounded())))
            }
            if !run.underline.isEmpty {
                insert(
                    pango_attr_underline_new(
                        run.underline.contains(.double) ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
                if let color = run.underlineColor {
                    let c = channels(color)
                    insert(pango_attr_underline_color_new(c.r, c.g, c.b))
                }
            }
            if !run.strikethrough.isEmpty {
                insert(pango_attr_strikethrough_new(1))
                if let color = run.strikethroughColor {
                    let c = channels(color)
                    insert(pango_attr_strikethrough_color_new(c.r, c.g, c.b))
                }
            }
            if run.baselineOffset != 0 {
                insert(pango_attr_rise_new(Int32((run.baselineOffset * CGFloat(PANGO_SCALE)).rounded())))
            }
            // A clear background is none: Pango takes an alpha of 0 as unset, which paints it opaque.
            if let background = run.background, case let c = channels(background), c.a > 0 {
                insert(pango_attr_background_new(c.r, c.g, c.b))
                if c.a < 0xFFFF { insert(pango_attr_background_alpha_new(c.a)) }
            }
            let c = channels(run.color)
            insert(pango_attr_foreground_new(c.r, c.g, c.b))
            // An outline alone leaves the glyphs unfilled (Pango takes 0 as unset: 1 of 65,535 is invisible).
            let fillAlpha = run.strokeWidth > 0 ? 0 : c.a
            if fillAlpha < 0xFFFF { insert(pango_attr_foreground_alpha_new(max(fillAlpha, 1))) }
            if run.isOblique { insert(pango_attr_style_new(PANGO_STYLE_OBLIQUE)) }
            if !run.usesLigatures { insert(pango_attr_font_features_new("liga 0, clig 0")) }
            if !run.font.openTypeFeatures.isEmpty {
                insert(pango_attr_font_features_new(run.font.openTypeFeatures.joined(separator: ", ")))
            }
            if let attachment = run.attachment {
                // Each attachment character is a shape of the attachment's size: Pango keeps its room in the line.
                let bounds = attachment.bounds
                var rect = PangoRectangle(
                    x: 0, y: Int32((-(bounds.minY + bounds.height) * CGFloat(PANGO_SCALE)).rounded()),
                    width: Int32((bounds.width * CGFloat(PANGO_SCALE)).rounded()),
                    height: Int32((bounds.height * CGFloat(PANGO_SCALE)).rounded()))
                for index in attachmentCharacters(in: run.range, of: text.string) {
                    guard let shape = pango_attr_shape_new(&rect, &rect) else { continue }
                    shape.pointee.start_index = UInt32(bytes[index])
                    shape.pointee.end_index = UInt32(bytes[index + 1])
                    pango_attr_list_insert(list, shape)
                }
            }
        }
        pango_layout_set_attributes(layout, list)
        if text.lineSpacing != 0 {
            pango_layout_set_spacing(layout, Int32((text.lineSpacing * CGFloat(PANGO_SCALE)).rounded()))
        }
        if text.lineHeightMultiple > 0 { pango_layout_set_line_spacing(layout, Float(text.lineHeightMultiple)) }
        if text.string.utf8.contains(9) {
            PangoText.setTabs(layout, text.tabStops, interval: text.defaultTabInterval)
        }
        let indent = text.firstLineHeadIndent - text.headIndent
        if indent != 0 { pango_layout_set_indent(layout, Int32((indent * CGFloat(PANGO_SCALE)).rounded())) }
        return layout
    }

    /// The UTF-16 offsets of the attachment characters (U+FFFC) in `range` of `string`.
    static func attachmentCharacters(in range: Range<Int>, of string: String) -> [Int] {
        let units = string.utf16
        guard range.upperBound <= units.count else { return [] }
        let start = units.index(units.startIndex, offsetBy: range.lowerBound)
        return zip(range, units[start...]).compactMap { $1 == 0xFFFC ? $0 : nil }
    }

    /// Draws the images of the attachments in `layout` (of `text`), whose top left is at `origin`: each in its
    /// bounds, from its character's start and the baseline of its line.
    static func drawAttachments(_ text: StyledText, layout: OpaquePointer, at origin: CGPoint, cr: OpaquePointer) {
        let bytes = utf8Offsets(of: text.string)
        let scale = CGFloat(PANGO_SCALE)
        for run in text.runs {
            guard let attachment = run.attachment, let image = attachment.image,
                let surface = ImageDecoding.surface(for: image)
            else { continue }
            for index in attachmentCharacters(in: run.range, of: text.string) {
                let byte = Int32(bytes[index])
                var line: Int32 = 0, x: Int32 = 0
                pango_layout_index_to_line_x(layout, byte, 0, &line, &x)
                let iter = pango_layout_get_iter(layout)
                for _ in 0..<line { pango_layout_iter_next_line(iter) }
                let baseline = CGFloat(pango_layout_iter_get_baseline(iter)) / scale
                pango_layout_iter_free(iter)
                var position = PangoRectangle()
                pango_layout_index_to_pos(layout, byte, &position)
                let bounds = attachment.bounds
                let rect = CGRect(
                    x: origin.x + CGFloat(min(position.x, position.x + position.width)) / scale + bounds.minX,
                    y: origin.y + baseline - bounds.minY - bounds.height, width: bounds.width, height: bounds.height)
                guard rect.width > 0, rect.height > 0 else { continue }
                CairoBackend.paint(image, surface: surface, in: rect, alpha: 1, cr: cr)
            }
        }
    }

    /// The UTF-8 offset of every UTF-16 offset of `string` (and of its end).
    static func utf8Offsets(of string: String) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(string.utf16.count + 1)
        var byte = 0
        for scalar in string.unicodeScalars {
            let units = scalar.utf16.count
            for _ in 0..<units { offsets.append(byte) }
            byte += scalar.utf8.count
        }
        offsets.append(byte)
        return offsets
    }

    private static func channels(_ color: CGColor) -> (r: UInt16, g: UInt16, b: UInt16, a: UInt16) {
        func scaled(_ value: CGFloat) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
        return (scaled(color.red), scaled(color.green), scaled(color.blue), scaled(color.alpha))
    }

    /// The size styled text takes, wrapped to `width`, with at most `lines` lines; its indents add to it.
    static func measure(_ text: StyledText, width: CGFloat, lines: Int) -> CGSize {
        guard text.spacesParagraphs else { return measureBlock(text, width: width, lines: lines).size }
        // Paragraphs apart: each laid out alone with the lines left, the spacing between them.
        var size = CGSize.zero
        var left = lines
        for (index, paragraph) in text.paragraphs().enumerated() {
            if lines > 0, left <= 0 { break }
            let part = measureBlock(paragraph, width: width, lines: lines > 0 ? left : 0)
            size.width = max(size.width, part.size.width)
            size.height += part.size.height + (index > 0 ? text.paragraphGap : 0)
            left -= part.lines
        }
        return size
    }

    /// The size of styled text laid out as one block, and its number of lines.
    private static func measureBlock(_ text: StyledText, width: CGFloat, lines: Int) -> (size: CGSize, lines: Int) {
        if PangoText.measuringContext == nil {
            PangoText.measuringSurface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
            PangoText.measuringContext = cairo_create(PangoText.measuringSurface)
        }
        let block = text.indentedBlock(in: width)
        let layout = layout(text, cr: PangoText.measuringContext!, width: block.width, lines: lines)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let logical = PangoText.extents(of: layout, lines: lines)
        let scale = CGFloat(PANGO_SCALE)
        let right = CGFloat(logical.x + logical.width) / scale
        // Pango lays letter spacing out around each character but fits a line against it whole: the largest
        // spacing is added so the text measured fits on one line when drawn at that width.
        let spacing = text.runs.map { max($0.kern, 0) }.max() ?? 0
        let size = CGSize(
            width: (max(right, 0) + block.x + spacing).rounded(.up),
            height: (CGFloat(logical.height) / scale).rounded(.up))
        let count = Int(pango_layout_get_line_count(layout))
        return (size, lines > 0 ? min(count, lines) : count)
    }

    /// Draws styled text in `rect`, from the top, lines aligned as its paragraph says.
    static func draw(_ text: StyledText, in rect: CGRect, lines: Int, alpha: CGFloat, cr: OpaquePointer) {
        guard !text.string.isEmpty, rect.width > 0 else { return }
        guard text.spacesParagraphs else { return drawBlock(text, in: rect, lines: lines, alpha: alpha, cr: cr) }
        var top = rect.minY
        var left = lines
        for (index, paragraph) in text.paragraphs().enumerated() {
            if lines > 0, left <= 0 { break }
            if index > 0 { top += text.paragraphGap }
            let part = measureBlock(paragraph, width: rect.width, lines: lines > 0 ? left : 0)
            let height = min(part.size.height, max(rect.maxY - top, 0))
            guard height > 0 else { break }
            drawBlock(
                paragraph, in: CGRect(x: rect.minX, y: top, width: rect.width, height: height),
                lines: lines > 0 ? left : 0, alpha: alpha, cr: cr)
            top += part.size.height
            left -= part.lines
        }
    }

    /// Draws styled text laid out as one block.
    private static func drawBlock(_ text: StyledText, in rect: CGRect, lines: Int, alpha: CGFloat, cr: OpaquePointer) {
        guard !text.string.isEmpty else { return }
        let block = text.indentedBlock(in: rect.width)
        let inner = CGRect(x: rect.minX + block.x, y: rect.minY, width: block.width, height: rect.height)
        let layout = layout(text, cr: cr, width: inner.width, height: rect.height, lines: lines)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_save(cr)
        if text.lineBreakMode == .byClipping || lines > 0 {
            let height = min(rect.height, PangoText.visibleHeight(of: layout, lines: lines))
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(height))
            cairo_clip(cr)
        }
        if alpha < 1 { cairo_push_group(cr) }
        if text.hasShadows {
            drawShadows(text, at: inner.origin, width: inner.width, height: rect.height, lines: lines, cr: cr)
        }
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_move_to(cr, Double(inner.minX), Double(inner.minY))
        pango_cairo_show_layout(cr, layout)
        if text.runs.contains(where: { $0.strokeWidth != 0 }) {
            drawStrokes(text, layout: layout, at: inner.origin, cr: cr)
        }
        if text.runs.contains(where: { $0.attachment != nil }) {
            drawAttachments(text, layout: layout, at: inner.origin, cr: cr)
        }
        if alpha < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(alpha))
        }
        cairo_restore(cr)
    }
}
