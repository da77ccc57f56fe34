import CWayland
import Foundation
import Tapestry

/// The pointer's cursor, by the freedesktop names the engine picks (SEMANTICS §13.5): drawn by the compositor
/// through cursor-shape-v1 where offered (its theme, its scale), else from the user's cursor theme
/// (`XCURSOR_THEME`, `XCURSOR_SIZE`), falling back to the older X names a theme may use instead.
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

    /// cursor-shape-v1's shapes (`wp_cursor_shape_device_v1.shape`), by the CSS names they are named after.
    static let shapes: [String: UInt32] = [
        "default": 1, "context-menu": 2, "help": 3, "pointer": 4, "progress": 5, "wait": 6, "cell": 7,
        "crosshair": 8, "text": 9, "vertical-text": 10, "alias": 11, "copy": 12, "move": 13, "no-drop": 14,
        "not-allowed": 15, "grab": 16, "grabbing": 17, "e-resize": 18, "n-resize": 19, "ne-resize": 20,
        "nw-resize": 21, "s-resize": 22, "se-resize": 23, "sw-resize": 24, "w-resize": 25, "ew-resize": 26,
        "ns-resize": 27, "nesw-resize": 28, "nwse-resize": 29, "col-resize": 30, "row-resize": 31,
        "all-scroll": 32, "zoom-in": 33, "zoom-out": 34,
    ]

    /// The shape for a cursor name (an unknown name shows the default arrow).
    static func shape(for name: String) -> UInt32 { shapes[name] ?? 1 }

    /// The shape device of the pointer, when the compositor offers cursor-shape-v1.
    private var shapeDevice: OpaquePointer?

    /// Uses the compositor's cursor shapes for `pointer` from now on.
    func useShapes(manager: OpaquePointer, pointer: OpaquePointer) {
        shapeDevice = tapestry_cursor_shape_get_pointer(manager, pointer)
    }

    /// Stops using the shapes (the pointer went away).
    func releaseShapes() {
        if let shapeDevice { tapestry_cursor_shape_destroy(shapeDevice) }
        shapeDevice = nil
    }

    /// Shows the cursor `name` for `pointer` (`serial` is the pointer's last enter); "none" hides it.
    func show(_ name: String, pointer: OpaquePointer, serial: UInt32) {
        guard name != "none" else {
            wl_pointer_set_cursor(pointer, serial, nil, 0, 0)
            return
        }
        if let shapeDevice {
            tapestry_cursor_shape_set(shapeDevice, serial, Self.shape(for: name))
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
