import CX11
import Foundation

/// Case 8: start-up to the first drawn frame and resident memory, for the two builds a user makes.
extension XCases {
    /// Starts `app`, waits for the square's blue at (160, 120) of its window, then for one second; returns the
    /// milliseconds to that pixel, the resident memory after the second and where that memory is.
    static func startupTime(
        app: String, title: String, environment: [String: String] = [:], _ arguments: [String] = []
    ) -> (ms: Double, rssMiB: Double, breakdown: [(String, Int)])? {
        let start = now()
        guard let process = spawn(app, arguments, environment: environment) else { return nil }
        defer { stop(process) }
        guard let window = window(named: title) else { return nil }
        while now() - start < 10 {
            if pixel(window, 160, 120) == 0x007AFF {
                let ms = (now() - start) * 1000
                usleep(1_000_000)
                let pid = process.processIdentifier
                return (ms, Double(procStatus(pid)["VmRSS"] ?? 0) / 1024, residentByMapping(pid))
            }
        }
        return nil
    }

    /// Resident KiB per mapped file (its name) or kind of anonymous memory, largest first, from /proc/PID/smaps.
    static func residentByMapping(_ pid: Int32) -> [(String, Int)] {
        // Read to its end: /proc files have no size, and a read sized by one stops short.
        guard let handle = FileHandle(forReadingAtPath: "/proc/\(pid)/smaps") else { return [] }
        let text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        handle.closeFile()
        var sizes: [String: Int] = [:]
        var current = "anonymous"
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let first = fields.first, first.contains("-"), fields.count >= 5, !first.hasSuffix(":") {
                current = fields.count >= 6 ? String(fields[5...].joined(separator: " ")) : "anonymous"
                if current.hasPrefix("/") { current = String(current.split(separator: "/").last ?? "") }
            } else if fields.first == "Rss:", fields.count >= 2, let kib = Int(fields[1]) {
                sizes[current, default: 0] += kib
            } else if fields.first == "Private_Dirty:", fields.count >= 2, let kib = Int(fields[1]) {
                sizes["(private dirty, all mappings)", default: 0] += kib
            }
        }
        let dirty = sizes.removeValue(forKey: "(private dirty, all mappings)") ?? 0
        return [("private dirty in all", dirty)] + sizes.sorted { $0.value > $1.value }
    }

    static func startup() {
        let ordered = "\(ourBin)/ordered/tapestry-hello"
        let apps: [(path: String, title: String, environment: [String: String])] = [
            ("\(ourBin)/tapestry-hello", "tapestry-hello", [:]),
            ("\(ourBin)/static/tapestry-hello", "tapestry-hello", [:]),
            (ordered, "tapestry-hello", [:]), ("\(binDirectory)/xapp", "c-baseline-shm", [:]),
            ("\(binDirectory)/gtkclick", "gtk-peer", gtkEnvironment),
        ]
        let present = apps.map { FileManager.default.isExecutableFile(atPath: $0.path) }
        var times = [[Double]](repeating: [], count: apps.count), rss = [[Double]](repeating: [], count: apps.count)
        var breakdowns = [[(String, Int)]](repeating: [], count: apps.count)
        for round in 0..<(quick ? 3 : 7) {
            for k in 0..<apps.count {
                let which = (round + k) % apps.count
                let app = apps[which]
                guard present[which] else { continue }
                let arguments = which == 3 ? ["shm"] : []
                if let r = startupTime(app: app.path, title: app.title, environment: app.environment, arguments) {
                    times[which].append(r.ms)
                    rss[which].append(r.rssMiB)
                    breakdowns[which] = r.breakdown
                }
            }
        }
        func mid(_ values: [Double]) -> Double? { values.isEmpty ? nil : median(values) }
        let floor = mid(times[3]), floorMemory = mid(rss[3]), peer = mid(times[4]), peerMemory = mid(rss[4])
        let method =
            "from spawning the process to its first drawn frame's blue pixel (polled with XGetImage), then resident "
            + "memory (VmRSS) after 1 s; median of 7 rounds, all programs in turn"
        let floorName = "Benchmarks/C/xapp.c shm (Xlib + Cairo, MIT-SHM)"
        func where_(_ breakdown: [(String, Int)]) -> String {
            breakdown.prefix(7).map { "\($0.0) \(String(format: "%.1f", Double($0.1) / 1024)) MiB" }
                .joined(separator: ", ")
        }
        let builds: [(index: Int, label: String, how: String, time: Double?, memory: Double?)] = [
            (
                0, "swift build -c release", "the default build (Swift runtime and Foundation as shared libraries)", 4,
                16
            ),
            (1, "--static-swift-stdlib", "swift build -c release --static-swift-stdlib (the runtime linked in)", 3, 12),
            (2, "static, profile-ordered", "make static-hello: static, not PIE, start-up code ordered", nil, nil),
        ]
        for build in builds {
            guard let ours = mid(times[build.index]), let memory = mid(rss[build.index]) else {
                if present[build.index] { print("8. start-up (\(build.label)): could not measure") }
                continue
            }
            report(
                Row(
                    name: "8. start-up to first drawn frame, \(build.label)", unit: "ms", ours: ours, baseline: floor,
                    peer: peer, peerName: "GTK 4 (Cairo renderer)", ratio: floor.map { ours / $0 },
                    target: build.time.map { "≤ \(Int($0))× C" } ?? "",
                    met: build.time.flatMap { limit in floor.map { ours / $0 <= limit } }, floorName: floorName,
                    method: method + "; " + build.how))
            report(
                Row(
                    name: "8. resident memory 1 s after start-up, \(build.label)", unit: "MiB", ours: memory,
                    baseline: floorMemory, peer: peerMemory, peerName: "GTK 4 (Cairo renderer)",
                    ratio: floorMemory.map { memory / $0 }, target: build.memory.map { "≤ \(Int($0)) MiB" } ?? "",
                    met: build.memory.map { memory <= $0 }, floorName: floorName, method: method + "; " + build.how,
                    note: "where it is: " + where_(breakdowns[build.index])))
        }
    }
}
