import Foundation
import Testing

extension WaylandIntegration {
    /// The clipboard and the primary selection with other clients (wl-copy and wl-paste) on a headless sway.
    @Suite struct WaylandClipboardTests {
        @Test func copyAndPasteGoThroughTheWaylandClipboardAndPrimarySelection() throws {
            let (sway, probe, rect) = try HeadlessSway.startProbe()
            defer {
                probe.stop()
                sway.stop()
            }
            try sway.type(["copy"])
            #expect(probe.waitForLine { $0 == "text copy" }, "\(probe.lines)")
            try sway.type(["-M", "ctrl", "a", "c", "-m", "ctrl"])
            usleep(200_000)
            #expect(
                try sway.run("/usr/bin/wl-paste", []) == "copy", "another client reads what the app copied")
            #expect(
                try sway.run("/usr/bin/wl-paste", ["--primary"]) == "copy",
                "the selected text is offered as the primary selection")
            // Another client's clipboard, pasted with Ctrl+V at the end of the text.
            // (wl-copy serves its text until another client takes the selection: it runs beside the test.)
            let copier = try sway.start("/usr/bin/wl-copy", ["--foreground", "pasted"])
            defer { copier.stop() }
            usleep(200_000)
            try sway.type(["-k", "End", "-M", "ctrl", "v", "-m", "ctrl"])
            #expect(probe.waitForLine { $0 == "text copypasted" }, "\(probe.lines.suffix(3)) \(probe.standardError)")
            // The primary selection, pasted with a middle click.
            let primaryCopier = try sway.start("/usr/bin/wl-copy", ["--foreground", "--primary", "!"])
            defer { primaryCopier.stop() }
            usleep(200_000)
            try sway.click(at: CGPoint(x: rect.minX + 200, y: rect.minY + 180), button: "middle")
            #expect(
                probe.waitForLine { $0.hasPrefix("text copypasted") && $0.contains("!") }, "\(probe.lines.suffix(3))")
        }
    }
}
