import CCairo
import Foundation
import Tapestry

/// Decodes `UIImage` PNG data into Cairo image surfaces (once per image) and encodes surfaces as PNG.
@MainActor
enum ImageDecoding {
    private final class SurfaceBox {
        let surface: OpaquePointer
        init(_ surface: OpaquePointer) { self.surface = surface }
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
        switch decode(image.encodedData) {
        case .success(let surface):
            image.rendererCache = SurfaceBox(surface)
            return surface
        case .failure(let error):
            FileHandle.standardError.write(Data("Tapestry: \(error)\n".utf8))
            return nil
        }
    }

    /// Decodes PNG bytes into an image surface, or a typed error.
    static func decode(_ data: Data) -> Result<OpaquePointer, CairoError> {
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
    static func encode(_ surface: OpaquePointer) throws(CairoError) -> Data {
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
