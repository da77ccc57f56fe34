import Foundation
import Testing

/// The demo's tours, each on a private Xvfb of its own: the gallery's and the catalog's scripted tours (real X
/// input through every scenario and screen, a PNG a step) and their keyboard-only twins (every screen opened and
/// every control reached with Tab, the arrows, Return and Space; a line a screen). The tests only start the demo
/// and wait for it, so they hold no actor: the engine's tests go on meanwhile, and no other suite's windows can
/// take the keyboard focus from a tour's. One tour at a time (on two cores they would compete for the CPU and
/// their bounded waits). Every wait is bounded.
@Suite(.serialized, .enabled(if: hasDisplay, "needs Xvfb: make test installs it"))
struct X11TourTests {
    /// Runs `tapestry-demo ARGUMENT [directory]` on a fresh Xvfb; its exit status and output lines.
    private func tour(_ arguments: [String], timeout: TimeInterval) throws -> (status: Int32?, lines: [String]) {
        let xvfb = try PrivateXvfb(size: "1280x1024")
        defer { xvfb.kill() }
        let app = try ProbeProcess(display: xvfb.name, executable: "tapestry-demo", arguments: arguments)
        defer { app.stop() }
        let status = app.waitForExit(timeout: timeout)
        return (status, app.lines)
    }

    /// The catalog's tour: every screen opened by a real click on its row and left by the back button, then the
    /// edge swipe pops.
    @Test func theCatalogTourOpensEveryScreen() throws {
        let directory = NSTemporaryDirectory() + "tapestry-catalog-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (status, lines) = try tour(["--catalog-tour", directory], timeout: 120)
        let log = lines.joined(separator: "\n")
        #expect(status == 0, "\(log)")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        // The root, the 24 screens (a sheet shown on the Sheets screen), and the screen after the edge swipe.
        #expect(files.filter { $0.hasSuffix(".png") }.count == 26)
        #expect(files.contains("12-catalog-sheets.png") && files.contains("13-catalog-toolbar.png"))
        #expect(log.contains("catalog: cancelled"), "Escape cancelled the alert: \(log)")
        #expect(log.contains("1 controller(s) on the stack after the edge swipe"), "the edge swipe popped")
    }

    /// The demo gallery's headless tour: real X input through every scenario, a PNG per step and the log.
    @Test func theTourVisitsEveryScenarioAndWritesScreenshotsAndTheInspectorLog() throws {
        let directory = NSTemporaryDirectory() + "tapestry-tour-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (status, lines) = try tour(["--tour", directory], timeout: 120)
        #expect(status == 0, "\(lines)")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        #expect(files.filter { $0.hasSuffix(".png") }.count == 26)
        let log = (try? String(contentsOfFile: directory + "/inspector.log", encoding: .utf8)) ?? ""
        #expect(log.contains("hit-test result: UIView(third (top))"), "scenario 1's tap reached the top view")
        #expect(log.contains("demo: second got the tap"), "with the top view non-interactive, the second one got it")
        #expect(log.contains("demo: the button fired"), "scenario 3's covered button")
        #expect(log.contains("demo: “立即体验” pressed through its hole"))
        #expect(log.contains("demo: the dimmed area ran its handler and dismissed the overlay"))
        #expect(log.contains("UIPinchGestureRecognizer(pinch (Alt+drag)): possible → began"), "Alt+drag pinches")
        #expect(log.contains("ScrollViewPanRecognizer(scroll view pan): possible → began"), "the drag scrolled")
        #expect(log.contains("demo: spring settled (finished: true)"), "the spring playground's spring ran to its end")
        #expect(log.contains("demo: scrubbing:"), "the property animator was scrubbed")
        #expect(log.contains("demo: transition done"), "the cross-dissolve completed")
        #expect(log.contains("demo: card 160×"), "the slider moved the card's width constraint to its smallest")
        #expect(log.contains("demo: B hidden"), "the stack view's B was hidden")
        #expect(log.contains("demo: exercised: the purple view moved"), "the ambiguous view was exercised")
        #expect(log.contains("layout: frame"), "the inspector listed a clicked view's constraints")
        #expect(
            log.contains("demo: ") && log.contains("selection ") && log.contains("Ctrl+Z undoes"), "the editor edited")
    }

    /// A keyboard tour's lines (those starting "keyboard"), checked for a clean end.
    private func keyboardTour(_ argument: String) throws -> [String] {
        let (status, output) = try tour([argument], timeout: 240)
        let lines = output.filter { $0.hasPrefix("keyboard") }
        #expect(status == 0, "\(argument) ended with \(String(describing: status)): \(lines)")
        #expect(lines.last == "keyboard tour: 0 failure(s)")
        #expect(
            lines.allSatisfy { !$0.contains("missed") && !$0.contains("did not open") && !$0.contains("not reached") })
        return lines
    }

    @Test func everyCatalogScreenWorksWithTheKeyboardAlone() throws {
        let lines = try keyboardTour("--catalog-keyboard-tour")
        #expect(lines.count == 25, "24 screens and the total")
        #expect(
            lines.contains {
                $0.hasPrefix("keyboard: Switches: 5 stops (Wi-Fi, Bluetooth, Airplane mode, Tinted, Back)")
            })
    }

    @Test func everyGalleryScenarioWorksWithTheKeyboardAlone() throws {
        let lines = try keyboardTour("--gallery-keyboard-tour")
        #expect(lines.count == 21, "20 scenarios and the total")
    }
}
