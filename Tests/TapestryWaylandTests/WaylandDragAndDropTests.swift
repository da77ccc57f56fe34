import Foundation
import Testing

extension WaylandIntegration {
    /// Drag and drop through wl_data_device on a headless sway, with the virtual pointer.
    @Suite struct WaylandDragAndDropTests {
        /// Drag and drop both ways with an application nobody here wrote — a GTK 4 program on the same compositor —
        /// through wl_data_device: its label dropped on the probe's drop interaction, the probe's A dropped on its
        /// drop label.
        @Test(
            .enabled(
                if: FileManager.default.isExecutableFile(atPath: "/usr/bin/pkg-config"), "needs GTK 4's pkg-config"))
        func dragAndDropGoBothWaysWithAGTKProgram() throws {
            let (sway, probe, _) = try HeadlessSway.startProbe(environment: ["TAPESTRY_PROBE_DND": "1"])
            defer {
                probe.stop()
                sway.stop()
            }
            let peerBinary = FileManager.default.temporaryDirectory.appendingPathComponent(
                "tapestry-wl-gtk-peer-\(getpid())")
            defer { try? FileManager.default.removeItem(at: peerBinary) }
            let source = repositoryRoot.appendingPathComponent("Tests/TapestryX11Tests/Fixtures/gtk-dnd-peer.c")
            try sway.run(
                "/bin/sh",
                ["-c", "cc \"$0\" -o \"$1\" $(pkg-config --cflags --libs gtk4)", source.path, peerBinary.path])
            var environment = sway.environment
            for (key, value) in [
                "GDK_BACKEND": "wayland", "GSK_RENDERER": "cairo", "NO_AT_BRIDGE": "1", "GTK_A11Y": "none",
            ] {
                environment[key] = value
            }
            let peer = try LineProcess(peerBinary, environment: environment)
            defer { peer.stop() }
            #expect(peer.waitForLine(timeout: 10) { $0 == "ready" }, "\(peer.standardError)")
            try sway.run("/usr/bin/swaymsg", ["[app_id=tapestry-x11-probe]", "move", "position", "0", "0"])
            try sway.run("/usr/bin/swaymsg", ["[title=gtk-dnd-peer]", "move", "position", "600", "0"])
            usleep(500_000)
            // Press on GTK's "drag me" label, move in steps onto the probe's B (the right half), release.
            try sway.movePointer(to: CGPoint(x: 750, y: 50))
            try sway.pointerCommand("down")
            for x in stride(from: 740, through: 230, by: -30) { try sway.movePointer(to: CGPoint(x: x, y: 60)) }
            usleep(300_000)
            try sway.pointerCommand("up")
            #expect(probe.waitForLine { $0 == "drop from gtk" }, "\(probe.lines) \(probe.standardError)")
            // The other way: A (the left half) lifted and carried by the compositor to GTK's drop label.
            usleep(300_000)
            try sway.movePointer(to: CGPoint(x: 60, y: 60))
            try sway.pointerCommand("down")
            for x in stride(from: 70, through: 750, by: 40) { try sway.movePointer(to: CGPoint(x: x, y: 150)) }
            usleep(300_000)
            try sway.pointerCommand("up")
            #expect(peer.waitForLine { $0 == "gtk got: from tapestry" }, "\(peer.lines) \(probe.lines)")
            #expect(probe.waitForLine { $0 == "drag ended copy" }, "the source heard it was taken: \(probe.lines)")
        }

        /// A drag of the app's that leaves its window (so the compositor carries it) and comes back is dropped by the
        /// app itself.
        @Test func aDragThatLeavesTheWindowAndComesBackDropsInTheApp() throws {
            let (sway, probe, _) = try HeadlessSway.startProbe(environment: ["TAPESTRY_PROBE_DND": "1"])
            defer {
                probe.stop()
                sway.stop()
            }
            try sway.run("/usr/bin/swaymsg", ["[app_id=tapestry-x11-probe]", "move", "position", "0", "0"])
            usleep(400_000)
            try sway.movePointer(to: CGPoint(x: 60, y: 60))
            try sway.pointerCommand("down")
            for x in [70, 90, 120, 200, 300, 400, 500, 400, 300, 250, 230] {
                try sway.movePointer(to: CGPoint(x: x, y: 80))
            }
            usleep(300_000)
            try sway.pointerCommand("up")
            #expect(probe.waitForLine { $0 == "drop from tapestry" }, "\(probe.lines)")
            #expect(probe.waitForLine { $0 == "drag ended copy" }, "\(probe.lines)")
        }
    }
}
