import CCairo
import Foundation
import Tapestry

extension CairoBackend {
    /// A resizable image in `rect`: its nine parts by the cap insets, the corners at their size, the edges and
    /// middle tiled or stretched (`resizingMode`); caps wider than the rectangle shrink in proportion. A
    /// template image's parts are its shape filled with the tint.
    func drawResizable(_ image: UIImage, surface: OpaquePointer, in rect: CGRect, alpha: CGFloat) {
        let scale = image.scale
        let size = image.size
        let caps = image.capInsets
        // Points: the caps in the image, and in the rectangle (shrunk when they do not fit).
        let shrinkX = caps.left + caps.right > rect.width ? rect.width / (caps.left + caps.right) : 1
        let shrinkY = caps.top + caps.bottom > rect.height ? rect.height / (caps.top + caps.bottom) : 1
        // The part between the caps; when the caps cover the whole image (a bubble's 56 x 35 image with caps of
        // 28 and 17.5), UIKit stretches the one pixel where they meet, and so does this.
        func middle(_ start: CGFloat, _ end: CGFloat, length: CGFloat) -> (CGFloat, CGFloat) {
            guard end - start < 1 / scale else { return (start, end) }
            let pixel = min(max(((start + end) / 2 * scale).rounded(.down), 0), length * scale - 1) / scale
            return (pixel, pixel + 1 / scale)
        }
        let middleColumn = middle(caps.left, size.width - caps.right, length: size.width)
        let middleRow = middle(caps.top, size.height - caps.bottom, length: size.height)
        let sourceColumns = [0, middleColumn.0, middleColumn.1, size.width]
        let sourceRows = [0, middleRow.0, middleRow.1, size.height]
        // The seams between parts fall on device pixels, so that two parts do not both half-cover a pixel row
        // and leave a light line between them.
        let columns = [
            rect.minX, snapped(rect.minX + caps.left * shrinkX, vertical: false),
            snapped(rect.maxX - caps.right * shrinkX, vertical: false), rect.maxX,
        ]
        let rows = [
            rect.minY, snapped(rect.minY + caps.top * shrinkY, vertical: true),
            snapped(rect.maxY - caps.bottom * shrinkY, vertical: true), rect.maxY,
        ]
        let tint = image.drawsAsTemplate ? image.tintColor?.cgColor : nil
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(
                    x: sourceColumns[column], y: sourceRows[row],
                    width: sourceColumns[column + 1] - sourceColumns[column],
                    height: sourceRows[row + 1] - sourceRows[row])
                let target = CGRect(
                    x: columns[column], y: rows[row], width: columns[column + 1] - columns[column],
                    height: rows[row + 1] - rows[row])
                guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else { continue }
                // Corners keep their size; the others tile or stretch as asked.
                let tiles = image.resizingMode == .tile && (row == 1 || column == 1)
                drawPart(
                    surface, source: source, scale: scale, in: target, tiles: tiles,
                    fit: tiles
                        ? nil : CGSize(width: target.width / source.width, height: target.height / source.height),
                    tint: tint, alpha: alpha)
            }
        }
    }

    /// A coordinate moved to the nearest device pixel boundary, when the matrix neither rotates nor skews.
    private func snapped(_ value: CGFloat, vertical: Bool) -> CGFloat {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx != 0, matrix.yy != 0 else { return value }
        let scale = vertical ? matrix.yy : matrix.xx
        let offset = vertical ? matrix.y0 : matrix.x0
        return CGFloat(((Double(value) * scale + offset).rounded() - offset) / scale)
    }

    private func drawPart(
        _ surface: OpaquePointer, source: CGRect, scale: CGFloat, in target: CGRect, tiles: Bool, fit: CGSize?,
        tint: CGColor?, alpha: CGFloat
    ) {
        let pixels = CGRect(
            x: (source.minX * scale).rounded(), y: (source.minY * scale).rounded(),
            width: max((source.width * scale).rounded(), 1), height: max((source.height * scale).rounded(), 1))
        guard
            let part = cairo_surface_create_for_rectangle(
                surface, Double(pixels.minX), Double(pixels.minY), Double(pixels.width), Double(pixels.height))
        else { return }
        defer { cairo_surface_destroy(part) }
        cairo_save(cr)
        cairo_rectangle(cr, Double(target.minX), Double(target.minY), Double(target.width), Double(target.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(target.minX), Double(target.minY))
        // From points to the part's pixels: stretched to fill, or at the image's scale to tile.
        if let fit {
            cairo_scale(cr, Double(fit.width / scale), Double(fit.height / scale))
        } else {
            cairo_scale(cr, Double(1 / scale), Double(1 / scale))
        }
        let pattern = cairo_pattern_create_for_surface(part)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, tiles ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        if let tint {
            cairo_set_source_rgba(
                cr, Double(tint.red), Double(tint.green), Double(tint.blue), Double(tint.alpha * alpha))
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, Double(alpha))
        }
        cairo_restore(cr)
    }
}
