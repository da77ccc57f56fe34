import CCairo
import Foundation
import Tapestry

/// UIKit's older image contexts (before `UIGraphicsImageRenderer`), still everywhere in UIKit code:
/// `UIGraphicsBeginImageContextWithOptions` makes a bitmap context current, drawing goes into it,
/// `UIGraphicsGetImageFromCurrentImageContext()` takes an image of it, and `UIGraphicsEndImageContext()` ends it.
/// They nest, each pair on a stack.
@MainActor
enum ImageContextStack {
    struct Entry {
        let bitmap: ImageBitmap
        let surface: OpaquePointer
        let cr: OpaquePointer
        let scale: CGFloat
    }
    static var entries: [Entry] = []
}

/// Makes a bitmap context of `size` points current: transparent unless `opaque`, at `scale` pixels per point
/// (0: the main screen's).
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    CairoPlatformServices.registerIfNeeded()
    let scale = scale > 0 && scale.isFinite ? scale : UIScreen.main.scale
    let safe = CGSize(
        width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
    let (width, height) = UIImageRendering.pixelSize(safe, scale: scale)
    guard let (bitmap, surface) = try? ImageDecoding.makeBitmap(width: width, height: height) else {
        FileHandle.standardError.write(
            Data("Tapestry: UIGraphicsBeginImageContextWithOptions: no memory for \(width)×\(height)\n".utf8))
        return
    }
    let cr = cairo_create(surface)!
    if opaque {
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_paint(cr)
    }
    cairo_scale(cr, Double(scale), Double(scale))
    ImageContextStack.entries.append(.init(bitmap: bitmap, surface: surface, cr: cr, scale: scale))
    let context = CGContext(backend: CairoBackend(cr: cr))
    context.describeBitmap(of: surface)
    UIGraphicsPushContext(context)
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of what has been drawn into the current image context so far, or nil outside one.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = ImageContextStack.entries.last else { return nil }
    cairo_surface_flush(entry.surface)
    // A copy of the pixels: drawing after this does not change the image.
    let width = entry.bitmap.width, height = entry.bitmap.height
    guard let (copy, surface) = try? ImageDecoding.makeBitmap(width: width, height: height) else { return nil }
    let cr = cairo_create(surface)!
    cairo_set_source_surface(cr, entry.surface, 0, 0)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    let image = UIImage(bitmap: copy, scale: entry.scale)
    image.rendererCache = ImageDecoding.SurfaceBox(surface, bitmap: copy)
    return image
}

/// Ends the current image context (made current by `UIGraphicsBeginImageContextWithOptions`).
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    guard let entry = ImageContextStack.entries.popLast() else { return }
    UIGraphicsPopContext()
    cairo_destroy(entry.cr)
    cairo_surface_destroy(entry.surface)
}
