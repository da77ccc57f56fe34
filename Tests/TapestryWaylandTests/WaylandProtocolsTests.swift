import Foundation
import Testing

/// The committed protocol glue (Sources/CWayland) is what wayland-scanner makes from the installed protocol
/// descriptions: it cannot drift from generate.sh.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/wayland-scanner")))
struct WaylandProtocolsTests {
    @Test func committedGlueMatchesWaylandScanner() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/CWayland")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tapestry-wl-\(UUID().uuidString)")
        for folder in ["protocols", "include"] {
            try FileManager.default.createDirectory(
                at: output.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = sources.appendingPathComponent("generate.sh")
        process.arguments = [output.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let generated = try FileManager.default.contentsOfDirectory(
            atPath: output.appendingPathComponent("protocols").path)
        #expect(generated.count == 7)
        for folder in ["protocols", "include"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent(folder).path)
            {
                let fresh = try Data(contentsOf: output.appendingPathComponent(folder).appendingPathComponent(name))
                let committed = try Data(
                    contentsOf: sources.appendingPathComponent(folder).appendingPathComponent(name))
                #expect(
                    fresh == committed, "\(folder)/\(name) differs from wayland-scanner's: run make wayland-protocols")
            }
        }
    }
}
