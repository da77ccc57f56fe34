import CCairo
import Foundation
import Tapestry

extension CairoBackend {
    /// Clips to an image used as a mask over `rect`, as Core Graphics' `clip(to:mask:)`: where the image is
    /// opaque (or, for an image without transparency, light) drawing shows, elsewhere it does not, and
    /// nothing shows outside `rect`. The image's first row lies at the rectangle's lower edge, as Core
    /// Graphics places images. Until the state is restored, drawing goes into a group that is then painted
    /// through the mask.
    public func clip(toMask image: UIImage, in rect: CGRect) {
        guard let mask = Self.maskPattern(for: image, in: rect) else { return }
        cairo_push_group(cr)
        maskGroups.append((depth: saveDepth, mask: mask))
    }

    /// Paints the group of the mask set last through it.
    func paintMaskGroup() {
        guard let entry = maskGroups.popLast() else { return }
        cairo_pop_group_to_source(cr)
        cairo_mask(cr, entry.mask)
        cairo_pattern_destroy(entry.mask)
    }

    /// An image of the pixels drawn so far when this context draws into a bitmap (an image context or
    /// renderer), as Core Graphics' `makeImage()`; nil for other targets.
    public func makeImage() -> CGImage? {
        bitmapTarget?.load()
        let target = cairo_get_target(cr)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        cairo_surface_flush(target)
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        guard width > 0, height > 0, let (bitmap, surface) = try? ImageDecoding.makeBitmap(width: width, height: height)
        else { return nil }
        let copy = cairo_create(surface)!
        cairo_set_source_surface(copy, target, 0, 0)
        cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copy)
        cairo_destroy(copy)
        cairo_surface_flush(surface)
        return withMainActorState((bitmap, surface)) {
            let image = UIImage(bitmap: $0.0, scale: 1)
            image.rendererCache = ImageDecoding.SurfaceBox($0.1, bitmap: $0.0)
            return image.cgImage
        }
    }

    /// An alpha pattern of the image's coverage (its alpha, or its luminance when it is opaque all over),
    /// mapped onto `rect` with the first row at the bottom.
    private static func maskPattern(for image: UIImage, in rect: CGRect) -> OpaquePointer? {
        guard rect.width > 0, rect.height > 0,
            let source = withMainActorState(image, { ImageDecoding.surface(for: $0) })
        else { return nil }
        cairo_surface_flush(source)
        let width = Int(cairo_image_surface_get_width(source)), height = Int(cairo_image_surface_get_height(source))
        guard width > 0, height > 0, let pixels = cairo_image_surface_get_data(source) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(source))
        let alphaMask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        cairo_surface_flush(alphaMask)
        let out = cairo_image_surface_get_data(alphaMask)!
        let outStride = Int(cairo_image_surface_get_stride(alphaMask))
        var opaque = true
        for y in 0..<height where opaque {
            let row = (pixels + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width where row[x] >> 24 != 0xFF {
                opaque = false
                break
            }
        }
        for y in 0..<height {
            let row = (pixels + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width {
                let p = row[x]
                if opaque {
                    let r = Double((p >> 16) & 0xFF), g = Double((p >> 8) & 0xFF), b = Double(p & 0xFF)
                    out[y * outStride + x] = UInt8((0.299 * r + 0.587 * g + 0.114 * b).rounded())
                } else {
                    out[y * outStride + x] = UInt8(p >> 24)
                }
            }
        }
        cairo_surface_mark_dirty(alphaMask)
        let pattern = cairo_pattern_create_for_surface(alphaMask)!
        cairo_surface_destroy(alphaMask)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        var matrix = cairo_matrix_t()
        let sx = Double(width) / Double(rect.width), sy = Double(height) / Double(rect.height)
        cairo_matrix_init(&matrix, sx, 0, 0, -sy, -Double(rect.minX) * sx, Double(rect.maxY) * sy)
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }
}
