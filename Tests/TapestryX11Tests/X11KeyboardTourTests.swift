import Foundation
import Testing

/// The keyboard alone, through the display's real key events: every screen of the catalog and every scenario of
/// the gallery opened with Tab, the arrows and Return or Space; every control on each reached by Tab; each
/// catalog screen left by Tab to Back and Space (the demo's `--catalog-keyboard-tour` and
/// `--gallery-keyboard-tour`, which print a line a screen).
@Suite(.enabled(if: hasDisplay, "needs Xvfb: make test provides it"))
@MainActor
struct X11KeyboardTourTests {
    let displayName = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""

    func tour(_ argument: String) throws -> [String] {
        let app = try ProbeProcess(display: displayName, executable: "tapestry-demo", arguments: [argument])
        defer { app.stop() }
        let status = app.waitForExit(timeout: 240)
        let lines = app.lines.filter { $0.hasPrefix("keyboard") }
        #expect(status == 0, "\(argument) ended with \(String(describing: status)): \(lines)")
        #expect(lines.last == "keyboard tour: 0 failure(s)")
        #expect(
            lines.allSatisfy { !$0.contains("missed") && !$0.contains("did not open") && !$0.contains("not reached") })
        return lines
    }

    @Test func everyCatalogScreenWorksWithTheKeyboardAlone() throws {
        let lines = try tour("--catalog-keyboard-tour")
        #expect(lines.count == 25, "24 screens and the total")
        #expect(
            lines.contains {
                $0.hasPrefix("keyboard: Switches: 5 stops (Wi-Fi, Bluetooth, Airplane mode, Tinted, Back)")
            })
    }

    @Test func everyGalleryScenarioWorksWithTheKeyboardAlone() throws {
        let lines = try tour("--gallery-keyboard-tour")
        #expect(lines.count == 21, "20 scenarios and the total")
    }
}
