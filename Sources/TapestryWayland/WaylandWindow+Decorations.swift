import CWayland
import Foundation
import Tapestry

/// Client-side decorations through libdecor, for compositors that draw none (GNOME offers no xdg-decoration):
/// libdecor makes the toplevel and draws the title bar and borders (its plugin's, like other applications'
/// there), and the window draws its content as always. libdecor is opened on first use; without it the window
/// is a plain toplevel without decorations.
extension WaylandWindow {
    /// Whether a toplevel gets libdecor's decorations: when the compositor offers no server-side ones, unless
    /// `TAPESTRY_WAYLAND_DECORATIONS=server` turns them off; `=client` asks for libdecor even where the compositor
    /// offers its own (libdecor then still prefers the compositor's, as it does by design).
    static func wantsClientSideDecorations(serverSideOffered: Bool, environment: [String: String]) -> Bool {
        switch environment["TAPESTRY_WAYLAND_DECORATIONS"] {
        case "client": true
        case "server", "none": false
        default: !serverSideOffered
        }
    }

    /// A libdecor frame for the surface (titled, with the app id, mapped), or nil without libdecor.
    func makeDecoratedFrame() -> OpaquePointer? {
        guard tapestry_decor_open(connectionDisplay) != 0 else { return nil }
        let callbacks = tapestry_decor_callbacks(
            configure: { data, suggestedWidth, suggestedHeight, width, height in
                guard let window = WaylandWindow.decorated(data), let width, let height else { return }
                let size = MainActor.assumeIsolated {
                    window.decorSize(suggested: CGSize(width: Int(suggestedWidth), height: Int(suggestedHeight)))
                }
                width.pointee = Int32(size.width)
                height.pointee = Int32(size.height)
            },
            configured: { data in
                guard let window = WaylandWindow.decorated(data) else { return }
                MainActor.assumeIsolated { window.decorConfigured() }
            },
            close: { data in
                guard let window = WaylandWindow.decorated(data) else { return }
                MainActor.assumeIsolated { window.closeRequested?(window) }
            },
            commit: { data in
                guard let window = WaylandWindow.decorated(data) else { return }
                MainActor.assumeIsolated { wl_surface_commit(window.surface) }
            })
        guard let frame = tapestry_decor_frame_new(surface, callbacks, Unmanaged.passUnretained(self).toOpaque())
        else { return nil }
        let title = window.title.isEmpty ? ProcessInfo.processInfo.processName : window.title
        tapestry_decor_frame_set_title(frame, title)
        tapestry_decor_frame_set_app_id(frame, WaylandWindow.appID)
        tapestry_decor_frame_map(frame)
        return frame
    }

    nonisolated private static func decorated(_ data: UnsafeMutableRawPointer?) -> WaylandWindow? {
        data.map { Unmanaged<WaylandWindow>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The content size to take for a configure: the compositor's suggestion, else the window's own size.
    private func decorSize(suggested: CGSize) -> CGSize {
        let size =
            suggested.width > 0 && suggested.height > 0
            ? suggested : CGSize(width: window.bounds.width.rounded(), height: window.bounds.height.rounded())
        decorSize = CGSize(width: max(1, size.width), height: max(1, size.height))
        return decorSize
    }

    /// libdecor committed the configure: the window takes its size and may draw.
    private func decorConfigured() {
        isConfigured = true
        applySize(decorSize)
    }
}
