import Foundation

/// Case 8, accessibility off: the default build of the hello app on a desktop whose session bus reports
/// accessibility off (the AT-SPI bus launcher running, `org.a11y.Status.IsEnabled` false), against the same app
/// with the bridge turned off by the environment (`NO_AT_BRIDGE=1`, so it asks nothing): what the bridge's
/// question costs an app when no screen reader listens.
extension XCases {
    /// A private session bus with the AT-SPI bus launcher started on it and accessibility off; the environment
    /// an app needs to use it, and how to stop it.
    static func desktopBusWithAccessibilityOff() -> (environment: [String: String], stop: () -> Void)? {
        let home = NSTemporaryDirectory() + "tapestry-bench-a11y-\(getpid())"
        try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let base = ["PATH": "/usr/bin:/bin", "HOME": home, "XDG_RUNTIME_DIR": home, "GSETTINGS_BACKEND": "memory"]
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--print-address=1"]
        daemon.environment = base
        let out = Pipe()
        daemon.standardOutput = out
        daemon.standardError = FileHandle.nullDevice
        guard (try? daemon.run()) != nil else { return nil }
        var printed = Data()
        while !printed.contains(UInt8(ascii: "\n")) {
            let more = out.fileHandleForReading.availableData
            guard !more.isEmpty else { return nil }
            printed.append(more)
        }
        let address = String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        var environment = base
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        // Start the launcher, as a desktop session does, so that the app's question gets the desktop's answer.
        let ask = Process()
        ask.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
        ask.arguments = [
            "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus", "--method",
            "org.a11y.Bus.GetAddress",
        ]
        ask.environment = environment
        ask.standardOutput = FileHandle.nullDevice
        ask.standardError = FileHandle.nullDevice
        try? ask.run()
        ask.waitUntilExit()
        return (
            environment,
            {
                kill(daemon.processIdentifier, SIGKILL)
                // The launcher's own bus and registry, found by the session directory in their environment.
                for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
                    guard let pid = Int32(entry), pid != getpid(),
                        let environ = FileManager.default.contents(atPath: "/proc/\(entry)/environ"),
                        String(decoding: environ, as: UTF8.self).contains("XDG_RUNTIME_DIR=\(home)\u{0}")
                    else { continue }
                    kill(pid, SIGKILL)
                }
            }
        )
    }

    static func accessibilityOffStartup() {
        let app = "\(ourBin)/tapestry-hello"
        guard FileManager.default.isExecutableFile(atPath: app), let bus = desktopBusWithAccessibilityOff() else {
            print("8. start-up with accessibility off: could not set up a session bus")
            return
        }
        defer { bus.stop() }
        // The environment of both: the same variables, the bridge's question asked (bus) or not (no bridge).
        var asked = ProcessInfo.processInfo.environment.merging(bus.environment) { $1 }
        asked["NO_AT_BRIDGE"] = nil
        asked["TAPESTRY_ACCESSIBILITY"] = nil
        var notAsked = asked
        notAsked["NO_AT_BRIDGE"] = "1"
        var times: [[Double]] = [[], []], memory: [[Double]] = [[], []]
        for round in 0..<(quick ? 3 : 7) {
            for k in 0..<2 {
                let which = (round + k) % 2
                let environment = which == 0 ? asked : notAsked
                if let r = startupTime(app: app, title: "tapestry-hello", environment: environment) {
                    times[which].append(r.ms)
                    memory[which].append(r.rssMiB)
                }
            }
        }
        guard !times[0].isEmpty, !times[1].isEmpty else {
            print("8. start-up with accessibility off: could not measure")
            return
        }
        let ours = median(times[0]), floor = median(times[1])
        let oursMemory = median(memory[0]), floorMemory = median(memory[1])
        let method =
            "the default build (swift build -c release) on a private session bus whose AT-SPI bus launcher reports "
            + "accessibility off, against the same app with NO_AT_BRIDGE=1 (the bridge asks nothing); start-up to "
            + "the first drawn frame's blue pixel, resident memory (VmRSS) after 1 s; median of 7 rounds, in turn"
        let floorName = "the same app with NO_AT_BRIDGE=1"
        report(
            Row(
                name: "8. start-up to first drawn frame, accessibility off", unit: "ms", ours: ours, baseline: floor,
                ratio: ours / floor, target: "≤ 1.05× no bridge", met: ours / floor <= 1.05, floorName: floorName,
                method: method))
        report(
            Row(
                name: "8. resident memory 1 s after start-up, accessibility off", unit: "MiB", ours: oursMemory,
                baseline: floorMemory, ratio: oursMemory / floorMemory, target: "≤ 1.05× no bridge",
                met: oursMemory / floorMemory <= 1.05, floorName: floorName, method: method,
                note: String(format: "%+.2f MiB", oursMemory - floorMemory)))
    }
}
