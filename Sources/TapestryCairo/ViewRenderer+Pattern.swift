import CCairo
import Foundation
import Tapestry

extension ViewRenderer {
    /// Fills a view's (rounded) bounds with a pattern colour's image repeated from the bounds' top-left corner,
    /// each tile the image's size in points.
    func drawPattern(
        _ image: UIImage, in bounds: CGRect, radius: CGFloat, style: CornerStyle, alpha: CGFloat, cr: OpaquePointer
    ) {
        guard let surface = ImageDecoding.surface(for: image), image.size.width > 0, image.size.height > 0 else {
            return
        }
        let pattern = cairo_pattern_create_for_surface(surface)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        // The pattern's matrix maps user space to the image's pixels.
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, Double(image.scale), Double(image.scale))
        cairo_matrix_translate(&matrix, -Double(bounds.minX), -Double(bounds.minY))
        cairo_pattern_set_matrix(pattern, &matrix)
        if alpha < 1 { cairo_push_group(cr) }
        cairo_set_source(cr, pattern)
        fillRoundedRect(bounds, radius: radius, style: style, cr: cr)
        if alpha < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(alpha))
        }
    }
}
