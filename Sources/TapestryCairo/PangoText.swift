import CCairo
import CPango
import Foundation
@_spi(Rendering) import Tapestry

/// Text layout and drawing with Pango: `UIFont` becomes a Pango font description (the system font is
/// fontconfig's "Sans", which falls back to a CJK font for Chinese), and `TextStyle` sets wrapping,
/// ellipsizing, alignment and the line limit.
@MainActor
enum PangoText {
    private static var descriptions: [UIFont: OpaquePointer] = [:]
    static var measuringSurface: OpaquePointer?
    static var measuringContext: OpaquePointer?

    private static var metricsCache: [UIFont: FontMetrics] = [:]

    /// Forgets what was worked out from fonts, after the fonts Pango can use changed.
    static func fontsChanged() {
        descriptions.removeAll()
        metricsCache.removeAll()
    }

    /// The font's vertical metrics as a one-line layout shows them: the baseline's distance from the top of
    /// the line (ascender) and from its bottom (descender), and the ink heights of "H" and "x".
    static func metrics(of font: UIFont) -> FontMetrics {
        if let cached = metricsCache[font] { return cached }
        if measuringContext == nil {
            measuringSurface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
            measuringContext = cairo_create(measuringSurface)
        }
        let scale = CGFloat(PANGO_SCALE)
        func inkHeight(_ text: String) -> (baseline: CGFloat, lineHeight: CGFloat, inkAboveBaseline: CGFloat) {
            let layout = layout(
                text, cr: measuringContext!, font: font, width: .infinity, lines: 1, alignment: .left,
                lineBreakMode: .byClipping)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var ink = PangoRectangle()
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let baseline = CGFloat(pango_layout_get_baseline(layout)) / scale
            return (baseline, CGFloat(logical.height) / scale, baseline - CGFloat(ink.y) / scale)
        }
        let capital = inkHeight("H")
        let lower = inkHeight("x")
        let metrics = FontMetrics(
            ascender: capital.baseline, descender: -(capital.lineHeight - capital.baseline),
            capHeight: capital.inkAboveBaseline, xHeight: lower.inkAboveBaseline)
        metricsCache[font] = metrics
        return metrics
    }

    /// The families the system font is drawn in, first found first: Liberation Sans (Debian's fonts-liberation2,
    /// which `make deps` installs) comes closest to SF Pro among Debian's fonts — its line height is SF Pro's
    /// within a point at every text style, its text about 7 % wider (the README's "Text" part has the
    /// measurements) — then fontconfig's "Sans". `TAPESTRY_SYSTEM_FONT` names other families (a comma-separated
    /// list).
    nonisolated static let systemFamilies: String = {
        if let chosen = ProcessInfo.processInfo.environment["TAPESTRY_SYSTEM_FONT"], !chosen.isEmpty {
            return chosen + ",Sans"
        }
        return "Liberation Sans,Sans"
    }()

    static func description(for font: UIFont) -> OpaquePointer {
        if let cached = descriptions[font] { return cached }
        let description = pango_font_description_new()!
        // A font's PostScript or full name (an installed or a registered one) stands for its face's family, weight
        // and slant.
        let registered = RegisteredFonts.face(named: font.familyName)
        let family =
            switch font.familyName {
            case "System": systemFamilies
            case "Monospace": "Liberation Mono,Monospace"
            default: registered?.family ?? font.familyName
            }
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, Double(font.pointSize) * Double(PANGO_SCALE))
        let weight = registered.map { font.weight == .regular ? $0.weight : UInt32(font.weight.fontWeight) }
        pango_font_description_set_weight(description, PangoWeight(rawValue: weight ?? UInt32(font.weight.fontWeight)))
        if font.isItalic || registered?.italic == true {
            pango_font_description_set_style(description, PANGO_STYLE_ITALIC)
        }
        if font.fontWidth != .standard {
            pango_font_description_set_stretch(description, PangoStretch(rawValue: UInt32(font.fontWidth.stretch)))
        }
        descriptions[font] = description
        return description
    }

    /// A layout of `text` configured for `style` and a width (unbounded when infinite or not positive).
    static func layout(
        _ text: String, cr: OpaquePointer, font: UIFont, width: CGFloat, height: CGFloat = .infinity, lines: Int,
        alignment: NSTextAlignment, lineBreakMode: NSLineBreakMode
    ) -> OpaquePointer {
        let layout = pango_cairo_create_layout(cr)!
        pango_layout_set_font_description(layout, description(for: font))
        text.withCString { pango_layout_set_text(layout, $0, -1) }
        if !font.openTypeFeatures.isEmpty {
            // The font's typographic features (a font description holds none in Pango 1.50).
            let list = pango_attr_list_new()
            pango_attr_list_insert(list, pango_attr_font_features_new(font.openTypeFeatures.joined(separator: ", ")))
            pango_layout_set_attributes(layout, list)
            pango_attr_list_unref(list)
        }
        // Widths past what Pango's 32-bit units hold count as unbounded.
        if width.isFinite, width > 0, width < 1_000_000 {
            pango_layout_set_width(layout, Int32((width * CGFloat(PANGO_SCALE)).rounded()))
            let ellipsis: PangoEllipsizeMode? =
                switch lineBreakMode {
                case .byTruncatingHead: PANGO_ELLIPSIZE_START
                case .byTruncatingTail: PANGO_ELLIPSIZE_END
                case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
                default: nil
                }
            if lines == 1 {
                // One line: truncated as the mode says, or clipped.
                pango_layout_set_single_paragraph_mode(layout, 1)
                pango_layout_set_ellipsize(layout, ellipsis ?? PANGO_ELLIPSIZE_NONE)
            } else {
                // Several lines wrap at word boundaries (a word longer than a line breaks by character), and
                // only the last line that fits is truncated.
                pango_layout_set_wrap(layout, lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
                if lines > 0 {
                    pango_layout_set_height(layout, Int32(-lines))
                    pango_layout_set_ellipsize(layout, ellipsis ?? PANGO_ELLIPSIZE_END)
                } else if let ellipsis, height.isFinite, height > 0, height < 1_000_000 {
                    pango_layout_set_height(layout, Int32((height * CGFloat(PANGO_SCALE)).rounded()))
                    pango_layout_set_ellipsize(layout, ellipsis)
                }
            }
        }
        if text.utf8.contains(9) { setTabs(layout, StyledText.defaultTabStops, interval: 0) }
        switch alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_justify(layout, 1)
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        return layout
    }

    /// Sets the layout's tab stops: `stops`, then every `interval` points to 2,000 (when it is above zero;
    /// otherwise Pango repeats the last interval).
    static func setTabs(_ layout: OpaquePointer, _ stops: [StyledText.TabStop], interval: CGFloat) {
        var all = stops.map { (location: $0.location, alignment: $0.alignment) }
        if interval > 0 {
            var location = ((all.last?.location ?? 0) / interval).rounded(.down) * interval + interval
            while location <= 2000, all.count < 256 {
                all.append((location, .left))
                location += interval
            }
        }
        guard !all.isEmpty, let tabs = pango_tab_array_new(Int32(all.count), 0) else { return }
        defer { pango_tab_array_free(tabs) }
        for (index, stop) in all.enumerated() {
            let align: PangoTabAlign =
                switch stop.alignment {
                case .right: PANGO_TAB_RIGHT
                case .center: PANGO_TAB_CENTER
                default: PANGO_TAB_LEFT
                }
            pango_tab_array_set_tab(tabs, Int32(index), align, Int32((stop.location * CGFloat(PANGO_SCALE)).rounded()))
        }
        pango_layout_set_tabs(layout, tabs)
    }

    /// The size `text` takes in `font`, wrapped to `width`, with at most `lines` lines (0: no limit).
    static func measure(_ text: String, font: UIFont, width: CGFloat, lines: Int) -> CGSize {
        if measuringContext == nil {
            measuringSurface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
            measuringContext = cairo_create(measuringSurface)
        }
        let layout = layout(
            text, cr: measuringContext!, font: font, width: width, lines: lines, alignment: .left,
            lineBreakMode: .byWordWrapping)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let logical = extents(of: layout, lines: lines)
        let scale = CGFloat(PANGO_SCALE)
        return CGSize(
            width: (CGFloat(logical.width) / scale).rounded(.up), height: (CGFloat(logical.height) / scale).rounded(.up)
        )
    }

    /// The logical extents of a layout's first `lines` lines (all when 0), in Pango units. Pango limits lines
    /// per paragraph, so text broken into more lines than allowed by its line breaks is cut here.
    static func extents(of layout: OpaquePointer, lines: Int) -> PangoRectangle {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        guard lines > 0, Int(pango_layout_get_line_count(layout)) > lines, let iterator = pango_layout_get_iter(layout)
        else { return logical }
        defer { pango_layout_iter_free(iterator) }
        var left = Int32.max, right = Int32.min, bottom: Int32 = 0
        for _ in 0..<lines {
            var line = PangoRectangle()
            var y0: Int32 = 0, y1: Int32 = 0
            pango_layout_iter_get_line_extents(iterator, nil, &line)
            pango_layout_iter_get_line_yrange(iterator, &y0, &y1)
            left = min(left, line.x)
            right = max(right, line.x + line.width)
            bottom = y1
            if pango_layout_iter_next_line(iterator) == 0 { break }
        }
        return PangoRectangle(x: left, y: logical.y, width: right - left, height: bottom - logical.y)
    }

    /// The height of a layout's first `lines` lines (unbounded when 0 or when it has no more), in points: lines
    /// past the limit that Pango keeps (it limits lines per paragraph) are clipped away.
    static func visibleHeight(of layout: OpaquePointer, lines: Int) -> CGFloat {
        guard lines > 0, Int(pango_layout_get_line_count(layout)) > lines else { return .greatestFiniteMagnitude }
        let logical = extents(of: layout, lines: lines)
        return CGFloat(logical.y + logical.height) / CGFloat(PANGO_SCALE)
    }

    /// Draws `text` in `rect`: lines aligned horizontally as the style says, starting at the top.
    static func draw(_ text: String, in rect: CGRect, style: TextStyle, alpha: CGFloat, cr: OpaquePointer) {
        guard !text.isEmpty, rect.width > 0 else { return }
        let layout = layout(
            text, cr: cr, font: style.font, width: rect.width, height: rect.height, lines: style.numberOfLines,
            alignment: style.alignment, lineBreakMode: style.lineBreakMode)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_save(cr)
        if style.lineBreakMode == .byClipping || style.numberOfLines > 0 {
            let height = min(rect.height, visibleHeight(of: layout, lines: style.numberOfLines))
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(height))
            cairo_clip(cr)
        }
        let c = style.color
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha * alpha))
        cairo_move_to(cr, Double(rect.minX), Double(rect.minY))
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
    }
}
