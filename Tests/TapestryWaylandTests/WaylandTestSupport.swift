import CCairo
import Foundation
import Tapestry
import TapestryCairo
import Testing

/// Whether a headless sway can be started (make test installs it).
let hasSway = FileManager.default.isExecutableFile(atPath: "/usr/bin/sway")

/// The directory holding the built executables (next to the test bundle).
let binDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

/// The repository's root (for .ci/with-sway).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The suites that start a compositor, run one at a time (each starts its own compositor and apps; side by side
/// on two cores they would compete for them and their bounded waits).
@Suite(.serialized, .enabled(if: hasSway, "needs sway: make test installs it"))
enum WaylandIntegration {}

extension HeadlessSway {
    /// The probe's window on a fresh compositor, once it has drawn.
    static func startProbe(scale: Int = 1, environment: [String: String] = [:]) throws -> (
        HeadlessSway, LineProcess, CGRect
    ) {
        let sway = try HeadlessSway(scale: scale)
        let probe = try sway.launch("tapestry-x11-probe", environment: environment)
        #expect(probe.waitForLine(timeout: 10) { $0 == "layout 300x200" }, "\(probe.standardError)")
        let rect = try sway.windowRect(appID: "tapestry-x11-probe")
        return (sway, probe, rect)
    }
}

/// A child process whose standard output is read line by line (and whose standard input can be written).
final class LineProcess: @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var output: [String] = []
    private var errorText = ""
    private var partial = ""
    private let input = Pipe()

    init(_ executable: URL, arguments: [String] = [], environment: [String: String]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock {
                self.partial += String(decoding: data, as: UTF8.self)
                while let newline = self.partial.firstIndex(of: "\n") {
                    self.output.append(String(self.partial[..<newline]))
                    self.partial = String(self.partial[self.partial.index(after: newline)...])
                }
            }
        }
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.errorText += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    var lines: [String] { lock.withLock { output } }
    var standardError: String { lock.withLock { errorText } }

    /// Waits (at most `timeout` seconds) until a line satisfies `predicate`; returns whether one did.
    @discardableResult
    func waitForLine(timeout: TimeInterval = 5, _ predicate: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if lines.contains(where: predicate) { return true }
            usleep(10_000)
        }
        return lines.contains(where: predicate)
    }

    /// Writes a line to the process's standard input.
    func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Waits (bounded) for the process to exit; returns its status, or nil if it is still running.
    func waitForExit(timeout: TimeInterval = 5) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Ends the process (SIGKILL: the test runner's children inherit blocked SIGTERM).
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        _ = waitForExit(timeout: 2)
    }
}

enum WaylandTestError: Error { case swayDidNotStart(String), noWindow(String), noScreenshot }

/// A private headless sway (through .ci/with-sway, which starts it as an unprivileged user), with the
/// environment a client needs to reach it, and the virtual pointer that drives it.
final class HeadlessSway: @unchecked Sendable {
    private let holder: LineProcess
    /// XDG_RUNTIME_DIR, WAYLAND_DISPLAY and SWAYSOCK of the compositor.
    let environment: [String: String]
    private let holderPID: Int32
    private(set) var pointer: LineProcess?

    init(scale: Int = 1) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        holder = try LineProcess(
            repositoryRoot.appendingPathComponent(".ci/with-sway"),
            arguments: [
                "--scale", "\(scale)", "/bin/sh", "-c",
                "echo \"$$|$XDG_RUNTIME_DIR|$WAYLAND_DISPLAY|$SWAYSOCK\"; exec sleep 600",
            ], environment: environment)
        guard holder.waitForLine(timeout: 15, { $0.split(separator: "|").count == 4 }),
            let line = holder.lines.first(where: { $0.split(separator: "|").count == 4 })
        else { throw WaylandTestError.swayDidNotStart(holder.standardError) }
        let parts = line.split(separator: "|").map(String.init)
        holderPID = Int32(parts[0]) ?? 0
        var client = ProcessInfo.processInfo.environment
        client["DISPLAY"] = nil
        client["TAPESTRY_TRACE"] = nil
        client["XDG_RUNTIME_DIR"] = parts[1]
        client["WAYLAND_DISPLAY"] = parts[2]
        client["SWAYSOCK"] = parts[3]
        self.environment = client
        // The virtual pointer first, so the seat has a pointer before any client maps a window.
        try startPointer()
    }

    private func startPointer() throws {
        let started = try LineProcess(
            binDirectory.appendingPathComponent("tapestry-wl-input"), environment: environment)
        guard started.waitForLine(timeout: 5, { $0 == "ready" }) else {
            throw WaylandTestError.swayDidNotStart("the virtual pointer did not start: \(started.standardError)")
        }
        pointer = started
    }

    /// Starts a built product on the compositor.
    func launch(_ product: String, environment extra: [String: String] = [:]) throws -> LineProcess {
        var environment = self.environment
        for (key, value) in extra { environment[key] = value }
        return try LineProcess(binDirectory.appendingPathComponent(product), environment: environment)
    }

    /// Starts a command on the compositor, running beside the test.
    func start(_ command: String, _ arguments: [String]) throws -> LineProcess {
        try LineProcess(URL(fileURLWithPath: command), arguments: arguments, environment: environment)
    }

    /// Runs a command to its end (bounded), returning its output.
    @discardableResult
    func run(_ command: String, _ arguments: [String], timeout: TimeInterval = 10) throws -> String {
        let process = try LineProcess(URL(fileURLWithPath: command), arguments: arguments, environment: environment)
        _ = process.waitForExit(timeout: timeout)
        process.stop()
        usleep(20_000)  // the last output
        return process.lines.joined(separator: "\n")
    }

    /// Types with wtype (its arguments). Each wtype is a new virtual keyboard with a keymap of its own: it waits
    /// a moment before its first key, for clients to take the new keymap.
    func type(_ arguments: [String]) throws {
        try run("/usr/bin/wtype", ["-s", "300"] + arguments)
    }

    /// Where the window of `appID` is, in the output layout (points), once it is mapped and shown.
    func windowRect(appID: String, timeout: TimeInterval = 10) throws -> CGRect {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            let tree = try run("/usr/bin/swaymsg", ["-t", "get_tree", "-r"])
            if let data = tree.data(using: .utf8), let root = try? JSONSerialization.jsonObject(with: data),
                let rect = Self.find(appID, in: root)
            {
                // sway applies a new window's place in a transaction that waits up to 200 ms for its clients;
                // until that settles, buttons over the window reach no client.
                usleep(400_000)
                return rect
            }
            usleep(50_000)
        } while Date() < deadline
        throw WaylandTestError.noWindow(appID)
    }

    private static func find(_ appID: String, in node: Any) -> CGRect? {
        guard let node = node as? [String: Any] else { return nil }
        // Visible once the surface has a buffer (it is mapped): input reaches it from then on.
        if node["app_id"] as? String == appID, node["visible"] as? Bool == true,
            let rect = node["rect"] as? [String: Any],
            let x = rect["x"] as? Int, let y = rect["y"] as? Int, let width = rect["width"] as? Int,
            let height = rect["height"] as? Int, width > 0
        {
            return CGRect(x: x, y: y, width: width, height: height)
        }
        for key in ["nodes", "floating_nodes"] {
            for child in node[key] as? [Any] ?? [] {
                if let found = find(appID, in: child) { return found }
            }
        }
        return nil
    }

    /// Moves the virtual pointer to a point of the layout.
    func movePointer(to point: CGPoint) throws { try pointerCommand("move \(Int(point.x)) \(Int(point.y))") }

    /// Sends one command to the virtual pointer and waits for the compositor to have handled it.
    func pointerCommand(_ command: String) throws {
        guard let pointer else { return }
        let answered = pointer.lines.count
        pointer.send(command)
        let deadline = Date().addingTimeInterval(5)
        while pointer.lines.count <= answered && Date() < deadline { usleep(2_000) }
    }

    /// Clicks at a point of the layout.
    func click(at point: CGPoint, button: String = "left") throws {
        try movePointer(to: point)
        usleep(100_000)
        try pointerCommand("down \(button)")
        try pointerCommand("up \(button)")
    }

    /// A screenshot of the whole output (grim, through wlroots' screencopy), in output pixels.
    @MainActor func screenshot() throws -> PixelBuffer {
        let path = NSTemporaryDirectory() + "tapestry-wl-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try run("/usr/bin/grim", [path])
        guard let surface = cairo_image_surface_create_from_png(path),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { throw WaylandTestError.noScreenshot }
        defer { cairo_surface_destroy(surface) }
        return PixelBuffer(surface: surface)
    }

    /// Stops the compositor (and the virtual pointer).
    func stop() {
        pointer?.stop()
        kill(holderPID, SIGKILL)  // with-sway then stops sway and removes its directory
        _ = holder.waitForExit(timeout: 5)
        holder.stop()
    }

    /// Kills the compositor only, as a crash would.
    func killCompositor() throws {
        try run("/usr/bin/swaymsg", ["exit"])
    }
}
