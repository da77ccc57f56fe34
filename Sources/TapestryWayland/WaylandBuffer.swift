import CCairo
import CWayland
import Foundation
import Tapestry

/// One `wl_shm` buffer a window's frames are copied into: shared memory the compositor reads, busy from the
/// commit that attaches it until the compositor releases it. Each buffer remembers which pixels changed since
/// it last showed a frame, so only those are copied into it (two buffers, each one frame behind the other).
@preconcurrency @MainActor
final class WaylandBuffer {
    let buffer: OpaquePointer
    let data: UnsafeMutableRawPointer
    let width: Int
    let height: Int
    let stride: Int
    private let byteCount: Int
    /// Whether the compositor may still be reading it.
    var isBusy = false
    /// The pixels (buffer coordinates) that changed since this buffer was last brought up to date.
    var stale = DamageRegion()

    /// A buffer of `width` × `height` pixels in XRGB8888 (Cairo's RGB24: opaque, native order), or nil
    /// when the memory cannot be had.
    init?(shm: OpaquePointer, width: Int, height: Int) {
        self.width = width
        self.height = height
        stride = width * 4
        byteCount = stride * height
        let fd = tapestry_wl_shm_file(byteCount)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard let mapped = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), mapped != MAP_FAILED
        else { return nil }
        data = mapped
        let pool = wl_shm_create_pool(shm, fd, Int32(byteCount))
        defer { wl_shm_pool_destroy(pool) }
        guard
            let buffer = wl_shm_pool_create_buffer(
                pool, 0, Int32(width), Int32(height), Int32(stride), WL_SHM_FORMAT_XRGB8888.rawValue)
        else {
            munmap(mapped, byteCount)
            return nil
        }
        self.buffer = buffer
        stale.add(CGRect(x: 0, y: 0, width: width, height: height))
        wl_buffer_add_listener(buffer, &WaylandBuffer.listener, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Copies the stale pixels from `canvas` (a Cairo image surface of the same size) and marks them current.
    func update(from canvas: OpaquePointer) {
        let source = cairo_image_surface_get_data(canvas)!
        let sourceStride = Int(cairo_image_surface_get_stride(canvas))
        for rect in stale.rects {
            let r = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
            guard !r.isEmpty else { continue }
            let x = Int(r.minX), rowBytes = Int(r.width) * 4
            for y in Int(r.minY)..<Int(r.maxY) {
                memcpy(data + y * stride + x * 4, source + y * sourceStride + x * 4, rowBytes)
            }
        }
        stale.removeAll()
    }

    /// Gives the memory back (the compositor keeps its own mapping for as long as it needs it).
    func destroy() {
        wl_buffer_destroy(buffer)
        munmap(data, byteCount)
    }

    nonisolated(unsafe) static var listener = wl_buffer_listener(release: { data, _ in
        guard let data else { return }
        let buffer = Unmanaged<WaylandBuffer>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { buffer.isBusy = false }
    })
}
