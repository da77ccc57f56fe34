import CCairo
import Foundation
@_spi(Rendering) import Tapestry

extension CGContext {
    /// A bitmap context drawing into `data` (or into memory it allocates and keeps, when `data` is nil):
    /// `height` rows `bytesPerRow` apart (0 with nil `data`: a row's bytes, rounded up to 4), each of `width`
    /// pixels laid out as `space` and `bitmapInfo` say. As in Core Graphics, user space starts at the lower
    /// left corner, y going up, one unit per pixel, and the memory's first row is the top one.
    ///
    /// The layouts Core Graphics' bitmap contexts take with 8-bit components are drawn: RGB in 32 bits with
    /// premultiplied alpha or a skipped byte, first or last, either byte order; grey without alpha; alpha only.
    /// Others (16-bit and float components, non-premultiplied alpha) return nil with a message on standard
    /// error, as Core Graphics does. Premultiplied ARGB in native 32-bit words (`premultipliedFirst` with
    /// `byteOrder32Little` here) is Cairo's own and is drawn into in place; other layouts are converted into
    /// Cairo's pixels before each drawing call and back into `data` after it, so memory written between calls
    /// is drawn over and drawing is in `data` when the call returns.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        let target: BitmapContextTarget
        switch BitmapContextTarget.make(
            data: data, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow,
            space: space, bitmapInfo: bitmapInfo)
        {
        case .success(let made): target = made
        case .failure(let reason):
            FileHandle.standardError.write(
                Data("Tapestry: CGBitmapContextCreate: unsupported parameter combination: \(reason)\n".utf8))
            return nil
        }
        let backend = CairoBackend(cr: target.cr)
        backend.bitmapTarget = target
        self.init(backend: backend)
        bitmap = target.bitmap
    }
}

/// The memory a bitmap context over caller memory draws into, and the Cairo surface drawing it.
final class BitmapContextTarget {
    /// The memory and its layout.
    let bitmap: CGContext.Bitmap
    /// The surface Cairo draws on: the memory itself, or `converted`'s pixels.
    let surface: OpaquePointer
    /// The Cairo context on `surface`, user space y-up.
    let cr: OpaquePointer
    /// Cairo's pixels when the memory's layout is not Cairo's own, converted both ways around each drawing call.
    private let converted: ImageBitmap?
    /// Memory the context allocated (for nil `data`), freed with it.
    private let owned: UnsafeMutableRawPointer?
    /// Drawing calls under way (a call drawing through others converts once).
    private var depth = 0

    private init(
        bitmap: CGContext.Bitmap, surface: OpaquePointer, converted: ImageBitmap?, owned: UnsafeMutableRawPointer?
    ) {
        (self.bitmap, self.surface, self.converted, self.owned) = (bitmap, surface, converted, owned)
        cr = cairo_create(surface)!
        // Core Graphics' user space: origin at the lower left, y up.
        var flip = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: Double(bitmap.height))
        cairo_set_matrix(cr, &flip)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        free(owned)
    }

    /// The target for Core Graphics' parameters, or why there is none.
    static func make(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) -> Result<BitmapContextTarget, CGBitmapLayout.Unsupported> {
        let alphaInfo = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
        if alphaInfo == .first || alphaInfo == .last {
            return .failure(.init("bitmap contexts keep premultiplied alpha (premultipliedFirst or premultipliedLast)"))
        }
        let bitsPerPixel =
            alphaInfo == .alphaOnly || space.model == .monochrome ? bitsPerComponent : 4 * bitsPerComponent
        let layout: CGBitmapLayout
        switch CGBitmapLayout.make(
            bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, model: space.model, bitmapInfo: bitmapInfo)
        {
        case .success(let made): layout = made
        case .failure(let reason): return .failure(reason)
        }
        guard width > 0, height > 0, width <= 32767, height <= 32767 else {
            return .failure(.init("\(width)×\(height) pixels (each side 1 to 32767)"))
        }
        let rowBytes = width * layout.bytesPerPixel
        let stride = bytesPerRow == 0 && data == nil ? (rowBytes + 3) / 4 * 4 : bytesPerRow
        guard stride >= rowBytes else {
            return .failure(.init("\(bytesPerRow) bytes per row, fewer than \(rowBytes) for \(width) pixels"))
        }
        var owned: UnsafeMutableRawPointer?
        if data == nil {
            guard let memory = calloc(height, stride) else {
                return .failure(.init("no memory for \(height) rows of \(stride) bytes"))
            }
            owned = memory
        }
        let memory = data ?? owned!
        let bitmap = CGContext.Bitmap(
            data: memory, width: width, height: height, bytesPerRow: stride, layout: layout,
            space: layout.kind == .alphaOnly ? nil : space)
        if layout.isNative, stride % 4 == 0, Int(bitPattern: memory) % 4 == 0 {
            let surface = cairo_image_surface_create_for_data(
                memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                Int32(stride))!
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(surface)
                free(owned)
                return .failure(.init("Cairo refused the memory as an image surface"))
            }
            return .success(BitmapContextTarget(bitmap: bitmap, surface: surface, converted: nil, owned: owned))
        }
        guard let (pixels, surface) = try? ImageDecoding.makeBitmap(width: width, height: height) else {
            free(owned)
            return .failure(.init("no memory for Cairo's \(width)×\(height) pixels"))
        }
        let target = BitmapContextTarget(bitmap: bitmap, surface: surface, converted: pixels, owned: owned)
        target.load()
        return .success(target)
    }

    /// Before a drawing call: Cairo's pixels are made what the memory holds now.
    func begin() {
        depth += 1
        if depth == 1 { load() }
    }

    /// After a drawing call: the memory is made what Cairo drew.
    func end() {
        depth -= 1
        guard depth == 0 else { return }
        cairo_surface_flush(surface)
        guard let converted else { return }
        for row in 0..<bitmap.height {
            bitmap.layout.store(
                converted.baseAddress.advanced(by: row * converted.bytesPerRow).assumingMemoryBound(to: UInt32.self),
                into: bitmap.data.advanced(by: row * bitmap.bytesPerRow), width: bitmap.width)
        }
    }

    /// Reads the memory into Cairo's pixels (they are the memory itself when the layout is Cairo's).
    func load() {
        cairo_surface_flush(surface)
        if let converted {
            for row in 0..<bitmap.height {
                bitmap.layout.load(
                    bitmap.data.advanced(by: row * bitmap.bytesPerRow),
                    into: converted.baseAddress.advanced(by: row * converted.bytesPerRow).assumingMemoryBound(
                        to: UInt32.self), width: bitmap.width)
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}

extension CGContext {
    /// Describes the Cairo image surface an image context or renderer draws into as this context's bitmap
    /// (`data`, `width`, `bytesPerRow`, … as Core Graphics reports them for UIKit's image contexts).
    func describeBitmap(of surface: OpaquePointer) {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
            let data = cairo_image_surface_get_data(surface)
        else { return }
        bitmap = Bitmap(
            data: UnsafeMutableRawPointer(data), width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)),
            bytesPerRow: Int(cairo_image_surface_get_stride(surface)), layout: .native,
            space: CGColorSpaceCreateDeviceRGB())
    }
}
