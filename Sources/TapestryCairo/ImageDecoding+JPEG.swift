import CCairo
import CPixbuf
import Foundation
import Tapestry

/// JPEG images, and the other formats GdkPixbuf reads (GIF, BMP, TIFF, ICO, WebP where its loader is
/// installed), through GdkPixbuf (opened on first use): decoded into Cairo's premultiplied ARGB32; JPEG encoded
/// from it.
extension ImageDecoding {
    /// Whether `data` starts as a JPEG does.
    nonisolated static func isJPEG(_ data: Data) -> Bool { data.starts(with: [0xFF, 0xD8, 0xFF]) }

    /// Whether `data` starts as a PNG does.
    nonisolated static func isPNG(_ data: Data) -> Bool { data.starts(with: [0x89, 0x50, 0x4E, 0x47]) }

    /// Decodes JPEG (or any format GdkPixbuf reads) into an image surface, or a typed error (GdkPixbuf missing,
    /// or the data unreadable).
    nonisolated static func decodeWithPixbuf(_ data: Data) -> Result<OpaquePointer, CairoError> {
        let kind = isJPEG(data) ? "a JPEG image" : "an image"
        guard tapestry_pixbuf_available() != 0 else {
            return .failure(
                CairoError(
                    CAIRO_STATUS_READ_ERROR, "decoding \(kind) needs GdkPixbuf (apt-get install libgdk-pixbuf-2.0-0)"))
        }
        guard let loader = tapestry_gdk_pixbuf_loader_new() else {
            return .failure(CairoError(CAIRO_STATUS_NO_MEMORY, "decoding \(kind)"))
        }
        defer { tapestry_g_object_unref(UnsafeMutableRawPointer(loader)) }
        var error: UnsafeMutablePointer<TapestryPixbufError>?
        let written = data.withUnsafeBytes { raw in
            tapestry_gdk_pixbuf_loader_write(
                loader, raw.baseAddress?.assumingMemoryBound(to: UInt8.self), raw.count, &error)
        }
        var closeError: UnsafeMutablePointer<TapestryPixbufError>?
        let closed = tapestry_gdk_pixbuf_loader_close(loader, &closeError)
        defer {
            if let error { tapestry_g_error_free(error) }
            if let closeError { tapestry_g_error_free(closeError) }
        }
        if written == 0 || closed == 0 {
            let message = (error ?? closeError).map { String(cString: $0.pointee.message) } ?? "unreadable"
            return .failure(
                CairoError(CAIRO_STATUS_READ_ERROR, "decoding \(kind) of \(data.count) bytes: \(message)"))
        }
        guard let pixbuf = tapestry_gdk_pixbuf_loader_get_pixbuf(loader),
            let pixels = tapestry_gdk_pixbuf_get_pixels(pixbuf)
        else { return .failure(CairoError(CAIRO_STATUS_READ_ERROR, "decoding \(kind): no pixels")) }
        let width = Int(tapestry_gdk_pixbuf_get_width(pixbuf)), height = Int(tapestry_gdk_pixbuf_get_height(pixbuf))
        let stride = Int(tapestry_gdk_pixbuf_get_rowstride(pixbuf))
        let channels = Int(tapestry_gdk_pixbuf_get_n_channels(pixbuf))
        let alpha = tapestry_gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let target = cairo_image_surface_get_data(surface)
        else { return .failure(CairoError(CAIRO_STATUS_NO_MEMORY, "decoding \(kind) of \(width)×\(height)")) }
        let targetStride = Int(cairo_image_surface_get_stride(surface))
        cairo_surface_flush(surface)
        for y in 0..<height {
            let source = pixels + y * stride
            let row = UnsafeMutableRawPointer(target + y * targetStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = source + x * channels
                let a = alpha ? UInt32(p[3]) : 255
                // Cairo's pixels are premultiplied, in native-endian 0xAARRGGBB words.
                func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                row[x] = a << 24 | premultiplied(p[0]) << 16 | premultiplied(p[1]) << 8 | premultiplied(p[2])
            }
        }
        cairo_surface_mark_dirty(surface)
        return .success(surface)
    }

    /// Encodes an ARGB32 surface as JPEG at `quality` (0…1); transparent pixels come out black.
    nonisolated static func encodeJPEG(_ surface: OpaquePointer, quality: CGFloat) throws(CairoError) -> Data {
        guard tapestry_pixbuf_available() != 0 else {
            throw CairoError(
                CAIRO_STATUS_WRITE_ERROR, "encoding a JPEG image needs GdkPixbuf (apt-get install libgdk-pixbuf-2.0-0)")
        }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0, let source = cairo_image_surface_get_data(surface) else {
            throw CairoError(CAIRO_STATUS_INVALID_SIZE, "encoding an empty image as JPEG")
        }
        let sourceStride = Int(cairo_image_surface_get_stride(surface))
        let stride = width * 3
        var rgb = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(source + y * sourceStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                // Premultiplied colour is the colour over black.
                let word = row[x], at = y * stride + x * 3
                rgb[at] = UInt8(truncatingIfNeeded: word >> 16)
                rgb[at + 1] = UInt8(truncatingIfNeeded: word >> 8)
                rgb[at + 2] = UInt8(truncatingIfNeeded: word)
            }
        }
        let level = String(Int((quality * 100).rounded()))
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        var error: UnsafeMutablePointer<TapestryPixbufError>?
        let saved = rgb.withUnsafeBufferPointer { pixels -> Int32 in
            guard
                let pixbuf = tapestry_gdk_pixbuf_new_from_data(
                    pixels.baseAddress, Int32(TAPESTRY_GDK_COLORSPACE_RGB), 0, 8, Int32(width),
                    Int32(height), Int32(stride), nil, nil)
            else { return 0 }
            defer { tapestry_g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            return "quality".withCString { key in
                level.withCString { value in
                    var keys: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: key), nil]
                    var values: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: value), nil]
                    return tapestry_gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "jpeg", &keys, &values, &error)
                }
            }
        }
        guard saved != 0, let buffer else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "GdkPixbuf could not save it"
            if let error { tapestry_g_error_free(error) }
            throw CairoError(CAIRO_STATUS_WRITE_ERROR, "encoding a JPEG image: \(message)")
        }
        defer { tapestry_g_free(buffer) }
        return Data(bytes: buffer, count: size)
    }
}
