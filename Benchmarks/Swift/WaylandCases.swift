import Foundation

/// Case 23: the Wayland backend next to a C `wl_shm` client doing the same work (Benchmarks/C/wlapp.c), on a
/// private headless sway (.ci/with-sway). Both log each commit with its CLOCK_MONOTONIC time
/// (`TAPESTRY_WAYLAND_COMMIT_LOG=1` for ours), so both are measured the same way: a click's latency is from the
/// moment the bench hands the virtual pointer its release to the commit that carries the changed square; start-up
/// is from the process's start to its first commit.
@MainActor
enum WaylandCases {
    static func run() {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sway") else {
            print("(sway is not installed: case 23 was skipped)")
            return
        }
        guard let sway = Compositor() else {
            print("23. Wayland: the headless compositor did not start")
            return
        }
        defer { sway.stop() }
        // The virtual pointer first: the seat has a pointer before any app maps a window.
        guard let pointer = sway.startPointer() else {
            print("23. Wayland: the virtual pointer did not start")
            return
        }
        defer { pointer.stop() }
        latency(sway, pointer)
        startup(sway)
    }

    nonisolated static var ourBin: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
    }

    /// The same hello app case 5 measures (the one built with the Swift runtime inside it, else the plain build).
    static var helloBinary: String {
        let statically = "\(ourBin)/static/tapestry-hello"
        return FileManager.default.isExecutableFile(atPath: statically) ? statically : "\(ourBin)/tapestry-hello"
    }

    static func microseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
    }

    static func latency(_ sway: Compositor, _ pointer: Compositor.Pointer) {
        let samples = quick ? 60 : 500
        guard let ours = sway.launch(helloBinary, environment: ["TAPESTRY_WAYLAND_COMMIT_LOG": "1"]),
            let theirs = sway.launch("\(binDirectory)/wlapp")
        else {
            print("23. Wayland click: could not start the apps")
            return
        }
        defer {
            ours.stop()
            theirs.stop()
        }
        // Side by side (sway centres floating windows, one over the other).
        let ourID = URL(fileURLWithPath: helloBinary).lastPathComponent
        guard sway.windowRect(appID: ourID) != nil, sway.windowRect(appID: "c-wayland-baseline") != nil else {
            print("23. Wayland click: no window")
            return
        }
        sway.message(["[app_id=\(ourID)]", "move", "position", "0", "0"])
        sway.message(["[app_id=c-wayland-baseline]", "move", "position", "400", "0"])
        guard let ourRect = sway.windowRect(appID: ourID), let theirRect = sway.windowRect(appID: "c-wayland-baseline")
        else {
            print("23. Wayland click: no window")
            return
        }
        usleep(500_000)  // sway's transactions for the new windows settle
        let apps = [(ours, ourRect), (theirs, theirRect)]
        func click(_ index: Int) -> Double? {
            let (app, rect) = apps[index]
            pointer.command("move \(Int(rect.minX) + 160) \(Int(rect.minY) + 120)")
            pointer.command("down left")
            usleep(2_000)
            let seen = app.commits.count
            let start = microseconds()
            pointer.command("up left")
            let deadline = Date().addingTimeInterval(1)
            while Date() < deadline {
                if let commit = app.commits.dropFirst(seen).first(where: { $0 >= start }) {
                    return (commit - start) / 1000
                }
                usleep(100)
            }
            return nil
        }
        for index in apps.indices { _ = click(index) }  // one uncounted click each: first use of the paths
        var results: [[Double]] = [[], []]
        for round in 0..<samples {
            for k in 0..<2 {
                let which = (round + k) % 2
                if let ms = click(which) { results[which].append(ms) }
                usleep(20_000)  // the frame callback of the last commit comes back
            }
        }
        guard !results[0].isEmpty, !results[1].isEmpty else {
            print("23. Wayland click: no commit followed the clicks")
            return
        }
        let method =
            "\(samples) clicks each on a headless sway, ours and the C floor in turn (order rotating), one uncounted "
            + "click each first; from handing the virtual pointer its release to the commit carrying the change, "
            + "both logged with CLOCK_MONOTONIC"
        let floorName = "Benchmarks/C/wlapp.c (Cairo canvas, double-buffered wl_shm, damage, frame callbacks)"
        for (p, label, target) in [(0.5, "p50", "≤ 1.25× C"), (0.99, "p99", "≤ 1 ms")] {
            let ourValue = percentile(results[0], p), theirValue = percentile(results[1], p)
            let met: Bool = p == 0.5 ? ourValue / theirValue <= 1.25 : ourValue <= 1
            report(
                Row(
                    name: "23. Wayland click-to-commit \(label)", unit: "ms", ours: ourValue, baseline: theirValue,
                    ratio: ourValue / theirValue, target: target, met: met, floorName: floorName, method: method,
                    note: "\(results[0].count)/\(results[1].count) samples"))
        }
    }

    static func startup(_ sway: Compositor) {
        let rounds = quick ? 5 : 15
        var ours: [Double] = [], theirs: [Double] = []
        for _ in 0..<rounds {
            for (path, environment, isOurs) in [
                (helloBinary, ["TAPESTRY_WAYLAND_COMMIT_LOG": "1"], true), ("\(binDirectory)/wlapp", [:], false),
            ] {
                let start = microseconds()
                guard let app = sway.launch(path, environment: environment) else { continue }
                let deadline = Date().addingTimeInterval(5)
                while app.commits.isEmpty && Date() < deadline { usleep(200) }
                if let first = app.commits.first {
                    if isOurs { ours.append((first - start) / 1000) } else { theirs.append((first - start) / 1000) }
                }
                app.stop()
                usleep(100_000)
            }
        }
        guard !ours.isEmpty, !theirs.isEmpty else {
            print("23. Wayland start-up: no first commit")
            return
        }
        let ourValue = median(ours), theirValue = median(theirs)
        report(
            Row(
                name: "23. Wayland start-up to first commit", unit: "ms", ours: ourValue, baseline: theirValue,
                ratio: ourValue / theirValue, target: "", met: nil,
                floorName: "Benchmarks/C/wlapp.c",
                method:
                    "median of \(rounds) launches each, alternating; from starting the process to its first commit "
                    + "(CLOCK_MONOTONIC)",
                note: "the hello app as shipped (case 8 has start-up's targets, on X11)"))
    }
}

/// A private headless sway for the bench, started through .ci/with-sway (as an unprivileged user).
final class Compositor: @unchecked Sendable {
    private let holder = Process()
    private let output = Pipe()
    private var holderShell: Int32 = 0
    var environment: [String: String] = [:]

    init?() {
        holder.executableURL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath + "/.ci/with-sway")
        holder.arguments = [
            "/bin/sh", "-c", "echo \"$$|$XDG_RUNTIME_DIR|$WAYLAND_DISPLAY|$SWAYSOCK\"; exec sleep 3600",
        ]
        holder.standardOutput = output
        holder.standardError = FileHandle.nullDevice
        do { try holder.run() } catch { return nil }
        var line = Data()
        while true {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line.append(byte)
        }
        let parts = String(decoding: line, as: UTF8.self).split(separator: "|").map(String.init)
        guard parts.count == 4 else { return nil }
        holderShell = Int32(parts[0]) ?? 0
        environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["LD_PRELOAD"] = nil  // the heap counter is for the bench's own cases
        environment["XDG_RUNTIME_DIR"] = parts[1]
        environment["WAYLAND_DISPLAY"] = parts[2]
        environment["SWAYSOCK"] = parts[3]
    }

    /// An app on the compositor whose stderr's "commit <µs>" lines are collected.
    final class App: @unchecked Sendable {
        let process = Process()
        private let lock = NSLock()
        private var times: [Double] = []
        private var partial = ""

        init?(_ path: String, environment: [String: String]) {
            process.executableURL = URL(fileURLWithPath: path)
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            let errors = Pipe()
            process.standardError = errors
            errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self, !data.isEmpty else { return }
                self.lock.withLock {
                    self.partial += String(decoding: data, as: UTF8.self)
                    while let newline = self.partial.firstIndex(of: "\n") {
                        let line = self.partial[..<newline]
                        if line.hasPrefix("commit "), let value = Double(line.dropFirst(7)) { self.times.append(value) }
                        self.partial = String(self.partial[self.partial.index(after: newline)...])
                    }
                }
            }
            do { try process.run() } catch { return nil }
        }

        var commits: [Double] { lock.withLock { times } }

        func stop() {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
    }

    func launch(_ path: String, environment extra: [String: String] = [:]) -> App? {
        App(path, environment: environment.merging(extra) { $1 })
    }

    /// The virtual pointer (tapestry-wl-input), answering each command once the compositor handled it.
    final class Pointer {
        let process = Process()
        private let input = Pipe()
        private let answers = Pipe()

        init?(environment: [String: String]) {
            process.executableURL = URL(fileURLWithPath: WaylandCases.ourBin + "/tapestry-wl-input")
            process.environment = environment
            process.standardInput = input
            process.standardOutput = answers
            do { try process.run() } catch { return nil }
            guard readLine() == "ready" else { return nil }
        }

        private func readLine() -> String {
            var line = Data()
            while true {
                let byte = answers.fileHandleForReading.readData(ofLength: 1)
                if byte.isEmpty || byte == Data("\n".utf8) { break }
                line.append(byte)
            }
            return String(decoding: line, as: UTF8.self)
        }

        func command(_ line: String) {
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
            _ = readLine()
        }

        func stop() {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
    }

    func startPointer() -> Pointer? { Pointer(environment: environment) }

    /// Sends sway a command (swaymsg).
    func message(_ arguments: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/swaymsg")
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        if (try? process.run()) != nil { process.waitUntilExit() }
    }

    /// Where the window of `appID` is, once mapped (sway's tree, through swaymsg).
    func windowRect(appID: String, timeout: TimeInterval = 10) -> CGRect? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/swaymsg")
            process.arguments = ["-t", "get_tree", "-r"]
            process.environment = environment
            let pipe = Pipe()
            process.standardOutput = pipe
            if (try? process.run()) != nil {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                if let root = try? JSONSerialization.jsonObject(with: data), let rect = find(appID, in: root) {
                    return rect
                }
            }
            usleep(50_000)
        } while Date() < deadline
        return nil
    }

    private func find(_ appID: String, in node: Any) -> CGRect? {
        guard let node = node as? [String: Any] else { return nil }
        if node["app_id"] as? String == appID, node["visible"] as? Bool == true,
            let rect = node["rect"] as? [String: Any], let x = rect["x"] as? Int, let y = rect["y"] as? Int
        {
            return CGRect(x: x, y: y, width: rect["width"] as? Int ?? 0, height: rect["height"] as? Int ?? 0)
        }
        for key in ["nodes", "floating_nodes"] {
            for child in node[key] as? [Any] ?? [] { if let found = find(appID, in: child) { return found } }
        }
        return nil
    }

    func stop() {
        kill(holderShell, SIGKILL)
        holder.waitUntilExit()
    }
}
