import Foundation
import TapestryCairo
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

extension WaylandIntegration {
    /// libdecor's title bar as a user of a compositor without server-side decorations sees it: weston (headless,
    /// pixman, its desktop shell on a plain green background) offers no xdg-decoration, so the window comes with
    /// libdecor's frame; weston's screenshooter shows it above the content.
    @Suite(.enabled(if: FileManager.default.fileExists(atPath: "/usr/bin/weston")))
    @MainActor
    struct WaylandLibdecorDrawingTests {
        @Test func aTitleBarIsDrawnAboveTheContentWhereTheCompositorDrawsNone() throws {
            let runtime = FileManager.default.temporaryDirectory.appendingPathComponent(
                "tapestry-weston-\(getpid())-\(Int.random(in: 0..<1_000_000))")
            try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
            chmod(runtime.path, 0o700)
            defer { try? FileManager.default.removeItem(at: runtime) }
            let config = runtime.appendingPathComponent("weston.ini")
            try "[shell]\npanel-position=none\nbackground-color=0xff00a000\nbackground-image=\n".write(
                to: config, atomically: true, encoding: .utf8)
            let base = ["PATH": "/usr/bin:/bin", "HOME": runtime.path, "XDG_RUNTIME_DIR": runtime.path]
            let weston = try LineProcess(
                URL(fileURLWithPath: "/usr/bin/weston"),
                arguments: [
                    "--config=\(config.path)", "--backend=headless-backend.so", "--use-pixman", "--socket=wl-test",
                    "--width=640", "--height=480", "--debug", "--shell=desktop-shell.so",
                ], environment: base)
            defer { weston.stop() }
            let socket = runtime.appendingPathComponent("wl-test").path
            let deadline = Date().addingTimeInterval(10)
            while !FileManager.default.fileExists(atPath: socket), Date() < deadline { usleep(20_000) }
            try #require(FileManager.default.fileExists(atPath: socket), "weston started: \(weston.standardError)")
            let client = base.merging(["WAYLAND_DISPLAY": "wl-test"]) { $1 }
            let hello = try LineProcess(binDirectory.appendingPathComponent("tapestry-hello"), environment: client)
            defer { hello.stop() }
            // The window maps and draws (bounded; weston has no "window shown" query for a client to wait on).
            func isWhite(_ p: PixelBuffer.Pixel) -> Bool { p.r > 240 && p.g > 240 && p.b > 240 }
            func isGreen(_ p: PixelBuffer.Pixel) -> Bool { p.g > 140 && p.r < 40 && p.b < 40 }
            func isBlue(_ p: PixelBuffer.Pixel) -> Bool { p.b > 200 && p.r < 40 && p.g > 90 && p.g < 150 }
            /// In a screenshot showing the hello app's blue square: the dark rows above its content (libdecor's
            /// title bar), the content's top, and what lies above the band.
            func titleBar(_ pixels: PixelBuffer) -> (dark: Int, top: Int, above: PixelBuffer.Pixel?)? {
                guard let blue = pixels.pixels.firstIndex(where: isBlue) else { return nil }
                // A column near the content's left edge, clear of the title text; the content's top edge there.
                let row = blue / pixels.width
                var x = blue % pixels.width
                while x > 0, !isWhite(pixels.pixel(x: x, y: row)) { x -= 1 }  // the blue square's rounded corner
                while x > 0, isWhite(pixels.pixel(x: x - 1, y: row)) { x -= 1 }
                x += 8
                var top = row
                while top > 0, isWhite(pixels.pixel(x: x, y: top - 1)) { top -= 1 }
                var dark = 0
                var y = top - 1
                while y >= 0, pixels.pixel(x: x, y: y).r < 90, !isGreen(pixels.pixel(x: x, y: y)) {
                    dark += 1
                    y -= 1
                }
                return (dark, top, y >= 0 ? pixels.pixel(x: x, y: y) : nil)
            }
            // The window maps and draws, its frame possibly a frame after its content (bounded; weston has no
            // "window shown" query for a client to wait on).
            var found: (dark: Int, top: Int, above: PixelBuffer.Pixel?)?
            for _ in 0..<20 where (found?.dark ?? 0) < 16 {
                usleep(500_000)
                let shooter = Process()
                shooter.executableURL = URL(fileURLWithPath: "/usr/bin/weston-screenshooter")
                shooter.environment = client
                shooter.currentDirectoryURL = runtime
                try shooter.run()
                let end = Date().addingTimeInterval(5)
                while shooter.isRunning, Date() < end { usleep(20_000) }
                if shooter.isRunning { kill(shooter.processIdentifier, SIGKILL) }
                let files = try FileManager.default.contentsOfDirectory(atPath: runtime.path).filter {
                    $0.hasSuffix(".png")
                }
                for file in files {
                    let pixels = try PixelBuffer(pngData: Data(contentsOf: runtime.appendingPathComponent(file)))
                    try FileManager.default.removeItem(at: runtime.appendingPathComponent(file))
                    if let measured = titleBar(pixels) { found = measured }
                }
            }
            let bar = try #require(found, "a screenshot with the window: \(hello.standardError)")
            // Above the content, libdecor's title bar: a band of dark rows, then weston's green background.
            #expect(bar.dark >= 16, "a title bar \(bar.dark) px tall above the content at y \(bar.top)")
            #expect(bar.above.map { isGreen($0) || $0.g > 60 } ?? true, "then the desktop")
        }
    }
}
