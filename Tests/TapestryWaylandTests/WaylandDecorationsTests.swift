import Foundation
import Testing

@testable import TapestryWayland

/// Client-side decorations through libdecor where the compositor draws none.
@MainActor
@Suite struct WaylandDecorationsTests {
    @Test func libdecorIsUsedWhereTheCompositorOffersNoDecorations() {
        #expect(WaylandWindow.wantsClientSideDecorations(serverSideOffered: false, environment: [:]))
        #expect(!WaylandWindow.wantsClientSideDecorations(serverSideOffered: true, environment: [:]))
        let client = ["TAPESTRY_WAYLAND_DECORATIONS": "client"]
        #expect(WaylandWindow.wantsClientSideDecorations(serverSideOffered: true, environment: client))
        let server = ["TAPESTRY_WAYLAND_DECORATIONS": "server"]
        #expect(!WaylandWindow.wantsClientSideDecorations(serverSideOffered: false, environment: server))
    }
}

extension WaylandIntegration {
    /// A window made by libdecor (asked for with TAPESTRY_WAYLAND_DECORATIONS=client, since sway draws
    /// decorations itself) maps, takes input and closes like any other.
    @Suite(.enabled(if: FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/libdecor-0.so.0")))
    struct WaylandDecoratedWindowTests {
        @Test func aLibdecorWindowMapsTakesClicksAndCloses() throws {
            let (sway, probe, rect) = try HeadlessSway.startProbe(environment: [
                "TAPESTRY_WAYLAND_DECORATIONS": "client"
            ])
            defer {
                probe.stop()
                sway.stop()
            }
            // (/proc files report no size: read to their end.)
            let file = FileHandle(forReadingAtPath: "/proc/\(probe.process.processIdentifier)/maps")
            let maps = String(decoding: file?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
            #expect(maps.contains("libdecor-0.so"), "the window was made through libdecor: \(maps.suffix(400))")
            try sway.click(at: CGPoint(x: rect.minX + 60, y: rect.minY + rect.height - 140))
            #expect(probe.waitForLine { $0 == "tap A" }, "\(probe.lines) \(probe.standardError)")
            try sway.run("/usr/bin/swaymsg", ["[app_id=tapestry-x11-probe]", "kill"])
            #expect(probe.waitForExit(timeout: 5) == 0, "\(probe.standardError)")
        }
    }
}
