import CCairo
import CPango
import Foundation
import Tapestry

extension PangoStyledText {
    /// Draws the shadows of text's runs (their `NSShadow`s) before the text: for each distinct shadow, the runs
    /// that have it are laid out again into an alpha mask in device pixels, blurred as layer shadows are (three
    /// box passes, σ = radius / 2), and the shadow's colour is painted through it, moved by its offset.
    static func drawShadows(
        _ text: StyledText, at origin: CGPoint, width: CGFloat, height: CGFloat, lines: Int, cr: OpaquePointer
    ) {
        var shadows: [StyledText.Shadow] = []
        for run in text.runs { if let shadow = run.shadow, !shadows.contains(shadow) { shadows.append(shadow) } }
        for shadow in shadows where shadow.color.alpha > 0 {
            var masked = text
            let clear = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
            let solid = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            for index in masked.runs.indices {
                let casts = masked.runs[index].shadow == shadow
                masked.runs[index].color = casts ? solid : clear
                masked.runs[index].underlineColor = nil
                masked.runs[index].strikethroughColor = nil
                masked.runs[index].background = nil
                masked.runs[index].shadow = nil
            }
            drawShadow(shadow, of: masked, at: origin, width: width, height: height, lines: lines, cr: cr)
        }
    }

    private static func drawShadow(
        _ shadow: StyledText.Shadow, of text: StyledText, at origin: CGPoint, width: CGFloat, height: CGFloat,
        lines: Int, cr: OpaquePointer
    ) {
        let layout = layout(text, cr: cr, width: width, height: height, lines: lines)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var units = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &units, &logical)
        let unit = Double(PANGO_SCALE)
        let ink = (
            x: (Double(units.x) / unit).rounded(.down), y: (Double(units.y) / unit).rounded(.down),
            width: (Double(units.width) / unit).rounded(.up) + 1, height: (Double(units.height) / unit).rounded(.up) + 1
        )
        guard units.width > 0, units.height > 0 else { return }
        // Device pixels per point, so the mask is as sharp as the text.
        var sx = 1.0, sy = 0.0
        cairo_user_to_device_distance(cr, &sx, &sy)
        let scale = max((sx * sx + sy * sy).squareRoot(), 0.01)
        let sigma = Double(shadow.blurRadius) / 2 * scale
        let pad = Int((sigma * 3).rounded(.up)) + 1
        let pixelWidth = Int((ink.width * scale).rounded(.up)) + 2 * pad
        let pixelHeight = Int((ink.height * scale).rounded(.up)) + 2 * pad
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth * pixelHeight <= 64_000_000 else { return }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(pixelWidth), Int32(pixelHeight))!
        defer { cairo_surface_destroy(surface) }
        let maskContext = cairo_create(surface)!
        cairo_translate(maskContext, Double(pad), Double(pad))
        cairo_scale(maskContext, scale, scale)
        cairo_translate(maskContext, -ink.x, -ink.y)
        cairo_set_source_rgba(maskContext, 0, 0, 0, 1)
        cairo_move_to(maskContext, 0, 0)
        let maskLayout = PangoStyledText.layout(text, cr: maskContext, width: width, height: height, lines: lines)
        pango_cairo_show_layout(maskContext, maskLayout)
        g_object_unref(UnsafeMutableRawPointer(maskLayout))
        cairo_destroy(maskContext)
        cairo_surface_flush(surface)
        if sigma > 0.1 {
            ShadowBlur.blur(
                cairo_image_surface_get_data(surface), width: pixelWidth, height: pixelHeight,
                stride: Int(cairo_image_surface_get_stride(surface)), sigma: sigma)
        }
        cairo_surface_mark_dirty(surface)
        cairo_save(cr)
        cairo_translate(
            cr, Double(origin.x + shadow.dx) + ink.x, Double(origin.y + shadow.dy) + ink.y)
        cairo_scale(cr, 1 / scale, 1 / scale)
        cairo_set_source_rgba(
            cr, Double(shadow.color.red), Double(shadow.color.green), Double(shadow.color.blue),
            Double(shadow.color.alpha))
        cairo_mask_surface(cr, surface, -Double(pad), -Double(pad))
        cairo_restore(cr)
    }
}
