import Foundation
import Testing

@testable import TapestryWayland
@testable import TapestryX11

/// UIApplicationMain's choice of backend (SEMANTICS §17): Wayland when WAYLAND_DISPLAY is set, X11 otherwise,
/// TAPESTRY_BACKEND forcing one; and the Wayland connector found by the name UIApplicationMain looks up.
@Suite struct WaylandDesktopTests {
    @Test func waylandDisplayChoosesWaylandUnforced() {
        let choice = chosenBackend(environment: ["WAYLAND_DISPLAY": "wayland-1", "DISPLAY": ":0"])
        #expect(choice.name == "wayland")
        #expect(!choice.forced)
    }

    @Test func noWaylandDisplayChoosesX11() {
        #expect(chosenBackend(environment: ["DISPLAY": ":0"]).name == "x11")
        #expect(chosenBackend(environment: ["WAYLAND_DISPLAY": "", "DISPLAY": ":0"]).name == "x11")
    }

    @Test func tapestryBackendForcesEither() {
        let x11 = chosenBackend(environment: ["WAYLAND_DISPLAY": "wayland-1", "TAPESTRY_BACKEND": "x11"])
        #expect(x11.name == "x11" && x11.forced)
        let wayland = chosenBackend(environment: ["TAPESTRY_BACKEND": "Wayland"])
        #expect(wayland.name == "wayland" && wayland.forced)
    }

    @Test @MainActor func connectorIsFoundByTheNameUIApplicationMainUses() {
        let found = NSClassFromString("TapestryWayland.WaylandDesktop") as? DesktopBackendConnector.Type
        #expect(found != nil)
    }
}
