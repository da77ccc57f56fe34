import Foundation
import Tapestry
import TapestryX11

/// What `UIApplicationMain` finds by name when the app links `TapestryWayland` and a Wayland compositor is
/// there (SEMANTICS §17): it connects, and attaches a `WaylandBackend` to the application.
@preconcurrency @MainActor
public final class WaylandDesktop: DesktopBackendConnector {
    /// Connects to the compositor `WAYLAND_DISPLAY` names.
    public static func connect() throws -> (UIApplication) -> DesktopBackend {
        let connection = try WaylandConnection()
        return { application in WaylandBackend(connection: connection, application: application) }
    }
}

extension WaylandBackend: DesktopBackend {}
