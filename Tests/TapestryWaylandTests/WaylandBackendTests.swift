import Foundation
import Tapestry
import TapestryCairo
import Testing

extension WaylandIntegration {
    /// The Wayland twins of the X11 backend's tests: the probe app on a private headless sway, driven through the
    /// compositor with a virtual pointer (tapestry-wl-input) and a virtual keyboard (wtype), screenshots by grim.
    /// Every wait is bounded.
    @Suite struct WaylandBackendTests {

        @Test func clicksDragsAndTheContextMenuReachViews() throws {
            let (sway, probe, rect) = try HeadlessSway.startProbe()
            defer {
                probe.stop()
                sway.stop()
            }
            #expect(rect.size == CGSize(width: 300, height: 200), "a floating window at the UIWindow's own size")
            try sway.click(at: CGPoint(x: rect.minX + 60, y: rect.minY + 60))
            #expect(probe.waitForLine { $0 == "tap A" }, "\(probe.lines)")
            // A drag in B is one finger: began, moved to where the pointer went, ended.
            try sway.movePointer(to: CGPoint(x: rect.minX + 250, y: rect.minY + 60))
            try sway.pointerCommand("down")
            try sway.movePointer(to: CGPoint(x: rect.minX + 260, y: rect.minY + 70))
            try sway.movePointer(to: CGPoint(x: rect.minX + 270, y: rect.minY + 80))
            try sway.pointerCommand("up")
            #expect(probe.waitForLine { $0 == "B ended" }, "\(probe.lines)")
            #expect(probe.lines.contains("B began"))
            #expect(probe.lines.contains("B moved 120 80"), "locations in points in the view: \(probe.lines)")
            // A right click opens the context menu as a popup beside the pointer; its first row runs its action.
            try sway.click(at: CGPoint(x: rect.minX + 270, y: rect.minY + 80), button: "right")
            #expect(probe.waitForLine { $0 == "menu at 120 80" }, "\(probe.lines)")
            usleep(300_000)  // the popup maps
            try sway.click(at: CGPoint(x: rect.minX + 300, y: rect.minY + 100))
            #expect(probe.waitForLine { $0 == "menu First" }, "\(probe.lines)")
        }

        @Test func typingWithTheKeyboardsOwnKeymap() throws {
            let (sway, probe, _) = try HeadlessSway.startProbe()
            defer {
                probe.stop()
                sway.stop()
            }
            // wtype uploads a keymap of its own holding these characters: the text comes through that keymap,
            // not a US one.
            try sway.type(["héllo ß"])
            #expect(probe.waitForLine { $0 == "text héllo ß" }, "\(probe.lines) \(probe.standardError)")
            #expect(probe.lines.contains("active"), "the keyboard's enter made the window key")
            // Backspace arrives as UIKit's key and deletes.
            try sway.type(["-k", "BackSpace"])
            #expect(probe.waitForLine { $0 == "text héllo " }, "\(probe.lines)")
        }

        @Test func wheelClicksAndTouchpadScrollingPan() throws {
            let (sway, probe, rect) = try HeadlessSway.startProbe(environment: ["TAPESTRY_PROBE_SCROLL": "1"])
            defer {
                probe.stop()
                sway.stop()
            }
            try sway.movePointer(to: CGPoint(x: rect.minX + 220, y: rect.minY + 60))
            try sway.pointerCommand("wheel 0 2")
            // The wheel's pan ends (it may end a little later under load) before the touchpad's begins.
            #expect(probe.waitForLine { $0.hasPrefix("scroll pan ended") }, "\(probe.lines)")
            let wheel = probe.lines.last { $0.hasPrefix("scroll pan") } ?? ""
            #expect(wheel.hasSuffix(" 0 -80"), "two wheel clicks down, 40 points each, as on X11: \(probe.lines)")
            let before = probe.lines.count
            try sway.pointerCommand("scroll 0 30")
            let deadline = Date().addingTimeInterval(5)
            while !probe.lines.dropFirst(before).contains(where: { $0.hasPrefix("scroll pan") }), Date() < deadline {
                usleep(10_000)
            }
            let smooth = probe.lines.dropFirst(before).last { $0.hasPrefix("scroll pan") } ?? ""
            #expect(smooth.hasSuffix(" 0 -30"), "a touchpad's distance comes through as it is: \(smooth)")
        }

        @Test func theCompositorsCloseRequestEndsTheApp() throws {
            let (sway, probe, _) = try HeadlessSway.startProbe()
            defer {
                probe.stop()
                sway.stop()
            }
            try sway.run("/usr/bin/swaymsg", ["[app_id=tapestry-x11-probe]", "kill"])
            #expect(probe.waitForExit(timeout: 5) == 0, "\(probe.standardError)")
            #expect(probe.lines.contains("terminating"))
        }

        @Test func losingTheCompositorEndsTheAppWithOneLine() throws {
            let (sway, probe, _) = try HeadlessSway.startProbe()
            defer {
                probe.stop()
                sway.stop()
            }
            try sway.killCompositor()
            #expect(probe.waitForExit(timeout: 5) == 1)
            let message = probe.standardError.split(separator: "\n").last.map(String.init) ?? ""
            #expect(message.hasPrefix("Tapestry: lost the connection to the Wayland compositor"), "\(message)")
        }

        @Test @MainActor func atScaleTwoTheWindowIsDrawnAtTwiceThePixels() throws {
            let (sway, probe, rect) = try HeadlessSway.startProbe(scale: 2)
            defer {
                probe.stop()
                sway.stop()
            }
            #expect(probe.waitForLine { $0 == "display scale 2.0" }, "\(probe.lines)")
            #expect(rect.size == CGSize(width: 300, height: 200), "the window keeps its size in points")
            usleep(300_000)
            let shot = try sway.screenshot()
            #expect(shot.width == 2560 && shot.height == 2048)
            // A's red and B's blue meet at exactly x = 150 pt, which is pixel 300 of a buffer drawn at scale 2.
            let y = Int(rect.minY * 2) + 100
            let left = shot.pixel(x: Int(rect.minX * 2) + 299, y: y),
                right = shot.pixel(x: Int(rect.minX * 2) + 300, y: y)
            #expect(left.r > 200 && left.b < 150, "\(left)")
            #expect(right.b > 200 && right.r < 50, "\(right)")
        }

        /// Runs the gallery's tour (`--tour` or `--catalog-tour`) on the compositor; its output and directory.
        private func tour(_ argument: String) throws -> (status: Int32?, output: String, files: [String], log: String) {
            let sway = try HeadlessSway()
            defer { sway.stop() }
            let directory = NSTemporaryDirectory() + "tapestry-wl-tour-\(getpid())-\(argument)"
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let tour = try LineProcess(
                binDirectory.appendingPathComponent("tapestry-demo"), arguments: [argument, directory],
                environment: sway.environment)
            defer { tour.stop() }
            let status = tour.waitForExit(timeout: 180)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            let log = (try? String(contentsOfFile: directory + "/inspector.log", encoding: .utf8)) ?? ""
            return (status, tour.lines.joined(separator: "\n"), files, log)
        }

        /// The gallery's headless tour runs on Wayland as on X11: every scenario through real input, a PNG a step.
        @Test func theGalleryTourRunsOnWayland() throws {
            let result = try tour("--tour")
            #expect(result.status == 0, "\(result.output)")
            #expect(result.files.filter { $0.hasSuffix(".png") }.count == 26)
            let log = result.log
            #expect(log.contains("hit-test result: UIView(third (top))"), "scenario 1's tap reached the top view")
            #expect(log.contains("demo: the button fired"), "scenario 3's covered button")
            #expect(log.contains("UIPinchGestureRecognizer(pinch (Alt+drag)): possible → began"), "Alt+drag pinches")
            #expect(log.contains("ScrollViewPanRecognizer(scroll view pan): possible → began"), "the drag scrolled")
            #expect(log.contains("demo: card 160×"), "the slider moved the card's width constraint to its smallest")
            #expect(log.contains("demo: exercised: the purple view moved"), "the ambiguous view was exercised")
            #expect(
                log.contains("selection ") && log.contains("Ctrl+Z undoes"), "the editor took keys and text")
        }

        /// The catalog's tour on Wayland: every screen opened and left, a menu closed with Escape, the edge swipe.
        @Test func theCatalogTourRunsOnWayland() throws {
            let result = try tour("--catalog-tour")
            #expect(result.status == 0, "\(result.output)")
            #expect(result.files.filter { $0.hasSuffix(".png") }.count == 26, "\(result.files.sorted())")
            #expect(result.output.contains("catalog: cancelled"), "Escape cancelled the alert: \(result.output)")
            #expect(
                result.output.contains("1 controller(s) on the stack after the edge swipe"), "the edge swipe popped")
        }
    }
}
