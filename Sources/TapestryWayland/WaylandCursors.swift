import CWayland
import Foundation
import Tapestry

/// The pointer's cursor from the user's cursor theme (`XCURSOR_THEME`, `XCURSOR_SIZE`), by the freedesktop names
/// the engine picks (SEMANTICS §13.5), falling back to the older X names a theme may use instead.
@preconcurrency @MainActor
final class WaylandCursors {
    private let theme: OpaquePointer?
    private let surface: OpaquePointer?
    private let scale: Int32

    /// The older names a theme may have a cursor under.
    static let fallbacks: [String: [String]] = [
        "default": ["left_ptr"], "text": ["xterm"], "pointer": ["hand2", "hand1"], "vertical-text": ["xterm"],
        "not-allowed": ["crossed_circle"], "grab": ["hand1"], "grabbing": ["fleur"],
    ]

    init(shm: OpaquePointer, compositor: OpaquePointer, scale: CGFloat) {
        self.scale = max(1, Int32(scale.rounded(.up)))
        let environment = ProcessInfo.processInfo.environment
        let size = environment["XCURSOR_SIZE"].flatMap(Int32.init) ?? 24
        theme = wl_cursor_theme_load(environment["XCURSOR_THEME"], size * self.scale, shm)
        surface = wl_compositor_create_surface(compositor)
    }

    /// Shows the cursor `name` for `pointer` (`serial` is the pointer's last enter); "none" hides it.
    func show(_ name: String, pointer: OpaquePointer, serial: UInt32) {
        guard name != "none" else {
            wl_pointer_set_cursor(pointer, serial, nil, 0, 0)
            return
        }
        guard let theme, let surface else { return }
        var found: UnsafeMutablePointer<wl_cursor>?
        for candidate in [name] + (Self.fallbacks[name] ?? []) + ["left_ptr"] {
            found = wl_cursor_theme_get_cursor(theme, candidate)
            if found != nil { break }
        }
        guard let cursor = found, cursor.pointee.image_count > 0, let image = cursor.pointee.images[0],
            let buffer = wl_cursor_image_get_buffer(image)
        else { return }
        wl_surface_attach(surface, buffer, 0, 0)
        wl_surface_set_buffer_scale(surface, scale)
        wl_surface_damage_buffer(surface, 0, 0, Int32(image.pointee.width), Int32(image.pointee.height))
        wl_surface_commit(surface)
        wl_pointer_set_cursor(
            pointer, serial, surface, Int32(image.pointee.hotspot_x) / scale, Int32(image.pointee.hotspot_y) / scale)
    }
}
