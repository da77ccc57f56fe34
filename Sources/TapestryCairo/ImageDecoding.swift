import CCairo
import Foundation
import Tapestry

/// Decodes `UIImage` PNG data into Cairo image surfaces (once per image), wraps an image's own pixels in a
/// surface without copying them, and encodes surfaces as PNG.
@MainActor
enum ImageDecoding {
    /// A surface attached to an image; it holds the bitmap its pixels live in, if any.
    final class SurfaceBox {
        let surface: OpaquePointer
        let bitmap: ImageBitmap?
        init(_ surface: OpaquePointer, bitmap: ImageBitmap? = nil) {
            self.surface = surface
            self.bitmap = bitmap
        }
        deinit { cairo_surface_destroy(surface) }
    }

    private final class ReadState {
        let data: Data
        var offset = 0
        init(_ data: Data) { self.data = data }
    }

    private final class WriteState {
        var data = Data()
    }

    /// The decoded surface of `image`, or nil (with a message on standard error) when Cairo cannot read it.
    static func surface(for image: UIImage) -> OpaquePointer? {
        if let box = image.rendererCache as? SurfaceBox { return box.surface }
        if image.pixelSize == .zero { return nil }  // `UIImage()`: nothing to draw
        if let bitmap = image.bitmap {
            let surface = wrap(bitmap)
            image.rendererCache = SurfaceBox(surface, bitmap: bitmap)
            return surface
        }
        switch decode(image.encodedData) {
        case .success(let surface):
            image.rendererCache = SurfaceBox(surface)
            return surface
        case .failure(let error):
            FileHandle.standardError.write(Data("Tapestry: \(error)\n".utf8))
            return nil
        }
    }

    /// An image surface drawing into (and reading from) `bitmap`'s pixels; the caller keeps the bitmap alive.
    nonisolated static func wrap(_ bitmap: ImageBitmap) -> OpaquePointer {
        cairo_image_surface_create_for_data(
            bitmap.baseAddress.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(bitmap.width),
            Int32(bitmap.height), Int32(bitmap.bytesPerRow))!
    }

    /// A bitmap with Cairo's stride for `width`, cleared to transparent, and a surface over it.
    nonisolated static func makeBitmap(width: Int, height: Int) throws(CairoError) -> (ImageBitmap, OpaquePointer) {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: width)))
        guard stride > 0, width <= 32767, height <= 32767 else {
            throw CairoError(CAIRO_STATUS_INVALID_SIZE, "creating a \(width)×\(height) image")
        }
        let bitmap = ImageBitmap(width: width, height: height, bytesPerRow: stride)
        let surface = wrap(bitmap)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoError(status, "creating a \(width)×\(height) image surface")
        }
        return (bitmap, surface)
    }

    /// Decodes PNG bytes (with Cairo) or JPEG and other formats (with GdkPixbuf) into an image surface, or a
    /// typed error.
    nonisolated static func decode(_ data: Data) -> Result<OpaquePointer, CairoError> {
        if !isPNG(data) { return decodeWithPixbuf(data) }
        let state = ReadState(data)
        let unmanaged = Unmanaged.passRetained(state)
        defer { unmanaged.release() }
        let surface = cairo_image_surface_create_from_png_stream(
            { closure, buffer, length in
                let state = Unmanaged<ReadState>.fromOpaque(closure!).takeUnretainedValue()
                let count = Int(length)
                guard state.offset + count <= state.data.count, let buffer else { return CAIRO_STATUS_READ_ERROR }
                state.data.copyBytes(to: buffer, from: state.offset..<(state.offset + count))
                state.offset += count
                return CAIRO_STATUS_SUCCESS
            }, unmanaged.toOpaque())!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return .failure(CairoError(status, "decoding a PNG image of \(data.count) bytes"))
        }
        return .success(surface)
    }

    /// Encodes a surface as PNG bytes.
    nonisolated static func encode(_ surface: OpaquePointer) throws(CairoError) -> Data {
        let state = WriteState()
        let unmanaged = Unmanaged.passRetained(state)
        defer { unmanaged.release() }
        let status = cairo_surface_write_to_png_stream(
            surface,
            { closure, bytes, length in
                let state = Unmanaged<WriteState>.fromOpaque(closure!).takeUnretainedValue()
                if let bytes { state.data.append(bytes, count: Int(length)) }
                return CAIRO_STATUS_SUCCESS
            }, unmanaged.toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(status, "encoding a PNG image") }
        return state.data
    }
}

extension UIImage {
    /// The image's pixels in an ARGB32 Cairo image surface that the caller destroys: its own bitmap wrapped
    /// (nothing copied) or its PNG decoded. Safe on any thread.
    nonisolated public func makeCairoSurface() throws(CairoError) -> OpaquePointer {
        if let bitmap { return ImageDecoding.wrap(bitmap) }
        return try ImageDecoding.decode(encodedData).get()
    }

    /// The image's PNG bytes: its own, or its pixels (drawn, or a JPEG's) encoded here (no renderer needed).
    /// Safe on any thread.
    nonisolated public func encodedPNGData() throws(CairoError) -> Data {
        guard let bitmap else {
            let data = encodedData
            guard !ImageDecoding.isPNG(data) else { return data }
            let surface = try ImageDecoding.decodeWithPixbuf(data).get()
            defer { cairo_surface_destroy(surface) }
            return try ImageDecoding.encode(surface)
        }
        let surface = ImageDecoding.wrap(bitmap)
        defer { cairo_surface_destroy(surface) }
        return try ImageDecoding.encode(surface)
    }

    /// The image's pixels in a bitmap of its own: its bitmap, or its encoded bytes decoded (an image without
    /// alpha made opaque). Safe on any thread.
    nonisolated public func decodedBitmap() throws(CairoError) -> ImageBitmap {
        if let bitmap { return bitmap }
        return try ImageBitmap(decoding: encodedData)
    }

    /// The image's pixels as JPEG bytes at `compressionQuality` (0…1). Safe on any thread.
    nonisolated public func encodedJPEGData(compressionQuality: CGFloat) throws(CairoError) -> Data {
        let surface = try makeCairoSurface()
        defer { cairo_surface_destroy(surface) }
        return try ImageDecoding.encodeJPEG(surface, quality: compressionQuality)
    }
}

extension ImageBitmap {
    /// The pixels of encoded image bytes: PNG through Cairo, JPEG, GIF (its first frame), BMP, TIFF, ICO and the
    /// other formats GdkPixbuf reads through it. Safe on any thread.
    public convenience init(decoding data: Data) throws(CairoError) {
        let surface = try ImageDecoding.decode(data).get()
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0, let source = cairo_image_surface_get_data(surface) else {
            throw CairoError(CAIRO_STATUS_INVALID_SIZE, "decoding an image of \(data.count) bytes: no pixels")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32
        self.init(width: width, height: height, bytesPerRow: width * 4)
        for row in 0..<height {
            let from = UnsafeRawPointer(source).advanced(by: row * stride)
            let to = baseAddress.advanced(by: row * bytesPerRow)
            for x in 0..<width {
                let word = from.load(fromByteOffset: x * 4, as: UInt32.self)
                to.storeBytes(of: opaque ? word | 0xFF00_0000 : word, toByteOffset: x * 4, as: UInt32.self)
            }
        }
    }
}
