import CX11
import CXDamage
import Foundation
import Tapestry
import TapestryX11

/// The cases that need an X server: input-to-pixel latency, a motion flood, idle cost and start-up.
@MainActor
enum XCases {
    static var display: OpaquePointer?
    static let ourBin = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path

    static func run() {
        guard let name = ProcessInfo.processInfo.environment["DISPLAY"], !name.isEmpty, let d = XOpenDisplay(name)
        else {
            print("(no DISPLAY: the X cases 5–8 were skipped; make bench runs them in a private Xvfb)")
            return
        }
        display = d
        if runs(5) { latency() }
        if runs(6) { motionFlood() }
        if runs(7) { idle() }
        if runs(8) {
            startup()
            accessibilityOffStartup()
        }
        if runs(10) { idleAfterAnimation() }
        if runs(11) { pacing() }
    }

    /// 10: an app that animates 200 views for half a second, then has nothing to do: no wake-ups after.
    static func idleAfterAnimation() {
        guard let process = spawn(CommandLine.arguments[0], ["--app", "animate-once"]),
            window(named: "tapestry-animate") != nil
        else {
            print("10. idle after an animation: could not start the app")
            return
        }
        defer { stop(process) }
        usleep(1_500_000)  // the half-second animation is over
        let pid = process.processIdentifier
        let switches0 = processSwitches(pid), threads0 = threadCount(pid)
        let ticks0 = cpuTicks(pid)
        let seconds: UInt32 = quick ? 3 : 10
        sleep(seconds)
        let wakeups = processSwitches(pid) - switches0, threads = threadCount(pid)
        report(
            Row(
                name: "10. idle \(seconds) s after an animation: wake-ups", unit: "switches", ours: Double(wakeups),
                baseline: nil, ratio: nil, target: "0", met: wakeups == 0 && threads == threads0,
                method: "context switches of every thread of the process over the idle time (/proc/PID/task)",
                note: "\(cpuTicks(pid) - ticks0) CPU ticks, \(threads) threads"))
    }

    /// 11: the intervals between frames as the X server receives them (DAMAGE reports of the window, as a
    /// compositor sees them) while 200 views animate, against the refresh interval the app's frame clock uses.
    static func pacing() {
        var errorBase: Int32 = 0
        guard let d = display, XDamageQueryExtension(d, &damageEventBase, &errorBase) != 0 else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--app", "pacing"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            print("11. pacing: could not start the app")
            return
        }
        defer { stop(process) }
        guard let window = window(named: "tapestry-animate") else {
            print("11. pacing: no window")
            return
        }
        // The app's first line: its refresh interval in milliseconds.
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        guard
            let interval = Double(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            print("11. pacing: no refresh interval")
            return
        }
        let damage = XDamageCreate(d, window, Int32(XDamageReportNonEmpty))
        defer {
            XDamageDestroy(d, damage)
            XSync(d, 0)
        }
        XSync(d, 0)
        usleep(1_000_000)  // the animation has started and run for a while
        XDamageSubtract(d, damage, 0, 0)
        XSync(d, 0)
        var event = XEvent()
        while XPending(d) > 0 { XNextEvent(d, &event) }
        var frames: [Double] = []
        let start = now()
        while now() - start < (quick ? 2 : 5) {
            while XPending(d) > 0 {
                XNextEvent(d, &event)
                guard event.type == damageEventBase + XDamageNotify, tapestry_damage_drawable(&event) == window
                else { continue }
                // The server's own time of the change (milliseconds): the harness's wake-up, a process
                // competing for the same two cores, adds nothing to it.
                let t = Double(tapestry_damage_timestamp(&event)) / 1000
                XDamageSubtract(d, damage, 0, 0)
                XFlush(d)
                // A frame's rectangles arrive as several uploads microseconds apart: reports closer than a
                // quarter of the interval are one presented frame.
                if let last = frames.last, (t - last) * 1000 < interval / 4 { continue }
                frames.append(t)
            }
            var descriptor = pollfd(fd: XConnectionNumber(d), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 50)
        }
        let intervals = zip(frames.dropFirst(), frames).map { ($0 - $1) * 1000 }
        guard intervals.count > 20 else {
            print("11. pacing: too few frames (\(frames.count))")
            return
        }
        let p50 = percentile(intervals, 0.5), p99 = percentile(intervals, 0.99)
        if ProcessInfo.processInfo.environment["TAPESTRY_BENCH_VERBOSE"] != nil {
            print("11. intervals:", intervals.map { String(format: "%.0f", $0) }.joined(separator: " "))
        }
        let method =
            "the X server's timestamps (1 ms resolution) of its reports that the window's pixels changed (DAMAGE; "
            + "reports under a quarter interval apart are one frame) over \(quick ? 2 : 5) s of a repeating "
            + "animation, \(intervals.count) intervals"
        report(
            Row(
                name: "11. presented-frame pacing, 200 views animating: p50", unit: "ms", ours: p50, baseline: interval,
                ratio: p50 / interval, target: "", met: nil, floorName: "the refresh interval", method: method))
        report(
            Row(
                name: "11. presented-frame pacing, 200 views animating: p99", unit: "ms", ours: p99, baseline: interval,
                ratio: p99 / interval, target: "within 2 ms of the interval", met: abs(p99 - interval) <= 2,
                floorName: "the refresh interval", method: method))
    }

    /// GTK 4 peers run on X11 with the Cairo renderer (no GL under Xvfb) and without the accessibility bus.
    static let gtkEnvironment = [
        "GDK_BACKEND": "x11", "GSK_RENDERER": "cairo", "NO_AT_BRIDGE": "1", "GTK_A11Y": "none",
    ]

    static func spawn(_ path: String, _ arguments: [String] = [], environment: [String: String] = [:]) -> Process? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        return process
    }

    static func stop(_ process: Process) {
        process.terminate()
        let deadline = Date().addingTimeInterval(2)
        while process.isRunning && Date() < deadline { usleep(5000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    static func window(named title: String, timeout: TimeInterval = 10) -> Window? {
        guard let d = display else { return nil }
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            var root: Window = 0, parent: Window = 0
            var children: UnsafeMutablePointer<Window>?
            var count: UInt32 = 0
            if XQueryTree(d, XDefaultRootWindow(d), &root, &parent, &children, &count) != 0, let children {
                defer { XFree(children) }
                for i in 0..<Int(count) {
                    var name: UnsafeMutablePointer<CChar>?
                    if XFetchName(d, children[i], &name) != 0, let name {
                        defer { XFree(name) }
                        var attributes = XWindowAttributes()
                        XGetWindowAttributes(d, children[i], &attributes)
                        if String(cString: name) == title, attributes.map_state == IsViewable { return children[i] }
                    }
                }
            }
            usleep(1000)
        } while Date() < deadline
        return nil
    }

    static func pixel(_ window: Window, _ x: Int32, _ y: Int32) -> UInt {
        guard let d = display, let image = XGetImage(d, window, x, y, 1, 1, tapestry_all_planes(), ZPixmap) else {
            return 0
        }
        defer { tapestry_destroy_image(image) }
        return tapestry_get_pixel(image, 0, 0) & 0xFFFFFF
    }

    static func rootPoint(_ window: Window, _ x: Int32, _ y: Int32) -> (Int32, Int32) {
        var rx: Int32 = 0, ry: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, window, XDefaultRootWindow(display), x, y, &rx, &ry, &child)
        return (rx, ry)
    }

    /// Clicks and waits until the pixel changes; returns the milliseconds from the release to the change. The X
    /// server tells when the window's pixels change (DAMAGE, as a compositor learns it), so nothing polls: a loop
    /// of XGetImage would keep one of the machine's two cores and the X server busy while the apps draw.
    static func clickLatency(_ window: Window, damage: Damage, at x: Int32, _ y: Int32) -> Double? {
        guard let d = display else { return nil }
        let before = pixel(window, x, y)
        let (rx, ry) = rootPoint(window, x, y)
        XTestFakeMotionEvent(d, -1, rx, ry, 0)
        XTestFakeButtonEvent(d, 1, 1, 0)
        // What the press or an earlier frame drew is forgotten, so the next report is of a later frame.
        XSync(d, 0)
        XDamageSubtract(d, damage, 0, 0)
        XSync(d, 0)
        var event = XEvent()
        while XPending(d) > 0 { XNextEvent(d, &event) }
        XTestFakeButtonEvent(d, 1, 0, 0)
        XFlush(d)
        let start = now()
        return waitForPixel(window, damage: damage, at: x, y, since: start, timeout: 1) { $0 != before }
            .map { $0 * 1000 }
    }

    /// The DAMAGE extension's first event type on this connection (its DamageNotify is this plus 0).
    static var damageEventBase: Int32 = 0

    /// Starts our app, the C program (plain, and with MIT-SHM uploads) and the GTK 4 peer side by side and clicks
    /// them in turn (the order rotating each round), so all see the same machine state; returns the milliseconds
    /// of each, in that order.
    static func interleavedLatencySamples(samples: Int) -> [[Double]] {
        var errorBase: Int32 = 0
        guard let d = display, XDamageQueryExtension(d, &damageEventBase, &errorBase) != 0 else {
            print("(the X server has no DAMAGE extension: case 5 was skipped)")
            return []
        }
        guard let ourProcess = spawn(helloBinary) else { return [] }
        defer { stop(ourProcess) }
        guard let ourWindow = window(named: "tapestry-hello") else { return [] }
        guard let theirProcess = spawn("\(binDirectory)/xapp") else { return [] }
        defer { stop(theirProcess) }
        guard let theirWindow = window(named: "c-baseline") else { return [] }
        XMoveWindow(d, theirWindow, 330, 0)
        let sharedProcess = spawn("\(binDirectory)/xapp", ["shm"])
        defer { if let sharedProcess { stop(sharedProcess) } }
        let sharedWindow = sharedProcess == nil ? nil : window(named: "c-baseline-shm")
        if let sharedWindow { XMoveWindow(d, sharedWindow, 660, 0) }
        let gtkProcess = spawn("\(binDirectory)/gtkclick", environment: gtkEnvironment)
        defer { if let gtkProcess { stop(gtkProcess) } }
        let gtkWindow = gtkProcess == nil ? nil : window(named: "gtk-peer")
        if let gtkWindow { XMoveWindow(d, gtkWindow, 990, 0) }
        let windows = [ourWindow, theirWindow, sharedWindow, gtkWindow]
        let damages = windows.map { $0.map { XDamageCreate(d, $0, Int32(XDamageReportNonEmpty)) } }
        defer {
            // Sent and answered while the windows live (a window's end frees its damage object, and the server would
            // refuse a later destroy with an error that ends the program).
            for damage in damages { if let damage { XDamageDestroy(d, damage) } }
            XSync(d, 0)
        }
        XSync(d, 0)
        usleep(300_000)
        // One click each first, not counted: an app's first click also pays for the first use of its event and
        // drawing paths (about 2 ms for ours, once), which is start-up, not the steady latency measured here.
        for (window, damage) in zip(windows, damages) {
            if let window, let damage { _ = clickLatency(window, damage: damage, at: 160, 120) }
            usleep(10_000)
        }
        var results: [[Double]] = Array(repeating: [], count: windows.count)
        for round in 0..<samples {
            for k in 0..<windows.count {
                let which = (round + k) % windows.count
                guard let window = windows[which], let damage = damages[which] else { continue }
                if let ms = clickLatency(window, damage: damage, at: 160, 120) { results[which].append(ms) }
                usleep(10_000)
            }
        }
        return results
    }

    /// The hello app the click case measures: the one linked with the Swift runtime and Foundation inside it
    /// (`static/tapestry-hello` next to this binary, built with `--static-swift-stdlib` as the README says to ship),
    /// else the plain build.
    static var helloBinary: String {
        let statically = "\(ourBin)/static/tapestry-hello"
        return FileManager.default.isExecutableFile(atPath: statically) ? statically : "\(ourBin)/tapestry-hello"
    }

    static func latency() {
        let samples = quick ? 60 : 500
        let results = interleavedLatencySamples(samples: samples)
        guard results.count == 4, !results[0].isEmpty else {
            print("5. latency: could not measure (no window or no change)")
            return
        }
        let (ours, theirs, shared, gtk) = (results[0], results[1], results[2], results[3])
        func at(_ values: [Double], _ p: Double) -> Double? { values.isEmpty ? nil : percentile(values, p) }
        let p50 = percentile(ours, 0.5), p95 = percentile(ours, 0.95), p99 = percentile(ours, 0.99)
        let shm50 = at(shared, 0.5), plain50 = at(theirs, 0.5)
        let method =
            "\(samples) clicks each, ours, the C floors and GTK 4 in turn (order rotating), one uncounted click each "
            + "first; from the XTest release to the DAMAGE report of the changed pixel"
        report(
            Row(
                name: "5. click-to-pixel latency p50", unit: "ms", ours: p50, baseline: shm50, peer: at(gtk, 0.5),
                peerName: "GTK 4 DrawingArea (Cairo renderer)", ratio: shm50.map { p50 / $0 },
                target: "≤ 1.25× C", met: shm50.map { p50 / $0 <= 1.25 },
                floorName: "Benchmarks/C/xapp.c shm (uploads through MIT-SHM, as ours does)", method: method,
                note: "\(ours.count)/\(shared.count)/\(gtk.count) samples"))
        report(
            Row(
                name: "5. click-to-pixel latency p50, C with plain XPutImage", unit: "ms", ours: p50, baseline: plain50,
                ratio: plain50.map { p50 / $0 }, target: "", met: nil,
                floorName: "Benchmarks/C/xapp.c (uploads with XPutImage)", method: method,
                note: "a different upload from ours: for reference only"))
        report(
            Row(
                name: "5. click-to-pixel latency p95", unit: "ms", ours: p95, baseline: at(shared, 0.95),
                peer: at(gtk, 0.95), peerName: "GTK 4 DrawingArea (Cairo renderer)",
                ratio: at(shared, 0.95).map { p95 / $0 }, target: "", met: nil,
                floorName: "Benchmarks/C/xapp.c shm", method: method))
        report(
            Row(
                name: "5. click-to-pixel latency p99", unit: "ms", ours: p99, baseline: at(shared, 0.99),
                peer: at(gtk, 0.99), peerName: "GTK 4 DrawingArea (Cairo renderer)",
                ratio: at(shared, 0.99).map { p99 / $0 }, target: "≤ 1 ms", met: p99 <= 1,
                floorName: "Benchmarks/C/xapp.c shm", method: method))
    }

    /// Waits (at most `timeout` seconds) until DAMAGE reports a change of `window` after which its pixel at
    /// (x, y) satisfies `wanted`; returns the seconds from `start` to that report, or nil.
    static func waitForPixel(
        _ window: Window, damage: Damage, at x: Int32, _ y: Int32, since start: Double, timeout: Double = 2,
        until wanted: (UInt) -> Bool
    ) -> Double? {
        guard let d = display else { return nil }
        var event = XEvent()
        while now() - start < timeout {
            while XPending(d) > 0 {
                XNextEvent(d, &event)
                guard event.type == damageEventBase + XDamageNotify, tapestry_damage_drawable(&event) == window
                else { continue }
                let changed = now()
                XDamageSubtract(d, damage, 0, 0)
                if wanted(pixel(window, x, y)) { return changed - start }
            }
            var descriptor = pollfd(fd: XConnectionNumber(d), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 50)
        }
        return nil
    }

    /// Presses in the app's window, sends 500 pointer moves at once (no round trip between them, so the app
    /// meets them as a flood), and times from sending the last to the DAMAGE report of the frame whose dot is at
    /// the end point; the median of the rounds.
    static func floodTime(app: String, arguments: [String], title: String) -> Double? {
        var errorBase: Int32 = 0
        guard let d = display, XDamageQueryExtension(d, &damageEventBase, &errorBase) != 0,
            let process = spawn(app, arguments)
        else { return nil }
        defer { stop(process) }
        guard let window = window(named: title) else { return nil }
        let damage = XDamageCreate(d, window, Int32(XDamageReportNonEmpty))
        defer {
            XDamageDestroy(d, damage)
            XSync(d, 0)
        }
        usleep(300_000)
        let (originX, originY) = rootPoint(window, 0, 0)
        var times: [Double] = []
        for round in 0..<(quick ? 3 : 7) {
            XTestFakeMotionEvent(d, -1, originX + 40, originY + 40, 0)
            XTestFakeButtonEvent(d, 1, 1, 0)
            XSync(d, 0)
            usleep(50_000)
            XDamageSubtract(d, damage, 0, 0)
            XSync(d, 0)
            var event = XEvent()
            while XPending(d) > 0 { XNextEvent(d, &event) }
            let endX: Int32 = round % 2 == 0 ? 500 : 460, endY: Int32 = 300
            for i in 1...500 {
                XTestFakeMotionEvent(
                    d, -1, originX + 40 + (endX - 40) * Int32(i) / 500, originY + 40 + (endY - 40) * Int32(i) / 500, 0)
            }
            XFlush(d)
            let start = now()
            if let seconds = waitForPixel(
                window, damage: damage, at: endX, endY, since: start, until: { $0 == 0xFF0000 })
            {
                times.append(seconds * 1000)
            }
            XTestFakeButtonEvent(d, 1, 0, 0)
            XSync(d, 0)
            usleep(100_000)
        }
        return times.isEmpty ? nil : median(times)
    }

    static func motionFlood() {
        let ours = floodTime(app: "\(ourBin)/tapestry-bench", arguments: ["--app", "follow"], title: "tapestry-follow")
        let theirs = floodTime(
            app: "\(binDirectory)/xapp", arguments: ["follow", "shm"], title: "c-baseline-follow-shm")
        guard let ours else {
            print("6. motion flood: could not measure")
            return
        }
        report(
            Row(
                name: "6. motion flood: 500 moves, time to final frame", unit: "ms", ours: ours, baseline: theirs,
                ratio: theirs.map { ours / $0 }, target: "", met: nil,
                floorName: "Benchmarks/C/xapp.c follow shm (coalesces queued moves, uploads through MIT-SHM)",
                method: "500 XTest moves sent together with a button held, no round trip between them; from the "
                    + "flush to the DAMAGE report of the frame with the dot at the end; median of 7 rounds each"))
    }

    static func procStatus(_ pid: Int32) -> [String: Int] {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return [:] }
        var result: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let value = parts[1].trimmingCharacters(in: .whitespaces).split(separator: " ").first.flatMap { Int($0) }
            if let value { result[String(parts[0])] = value }
        }
        return result
    }

    /// Context switches, voluntary and involuntary, of every thread of the process (each thread's own in
    /// /proc/PID/task/TID/status; the process's status line counts its main thread only).
    static func processSwitches(_ pid: Int32) -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var total = 0
        for task in tasks {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)
            else { continue }
            for line in text.split(separator: "\n")
            where line.hasPrefix("voluntary_ctxt_switches") || line.hasPrefix("nonvoluntary_ctxt_switches") {
                total += Int(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
            }
        }
        return total
    }

    /// The threads of a process now.
    static func threadCount(_ pid: Int32) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []).count
    }

    static func cpuTicks(_ pid: Int32) -> Int {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
    }

    static func idle() {
        guard let process = spawn("\(ourBin)/tapestry-demo"), window(named: "Tapestry gallery") != nil else {
            print("7. idle: could not start the gallery")
            return
        }
        defer { stop(process) }
        sleep(2)
        let pid = process.processIdentifier
        let ticks0 = cpuTicks(pid)
        let switches0 = processSwitches(pid), threads0 = threadCount(pid)
        let seconds: UInt32 = quick ? 3 : 10
        sleep(seconds)
        let ticks = cpuTicks(pid) - ticks0
        let status1 = procStatus(pid)
        let wakeups = processSwitches(pid) - switches0, threads = threadCount(pid)
        report(
            Row(
                name: "7. idle gallery, \(seconds) s: CPU", unit: "ticks", ours: Double(ticks), baseline: nil,
                ratio: nil, target: "0", met: ticks == 0,
                method: "CPU ticks (utime + stime) of the demo gallery over the idle time, 2 s after it showed"))
        report(
            Row(
                name: "7. idle gallery, \(seconds) s: wake-ups", unit: "switches", ours: Double(wakeups), baseline: nil,
                ratio: nil, target: "0", met: wakeups == 0 && threads == threads0,
                method: "context switches of every thread of the process over the idle time (/proc/PID/task)",
                note: "\(threads) threads"))
        report(
            Row(
                name: "7. idle gallery: resident memory", unit: "MiB", ours: Double(status1["VmRSS"] ?? 0) / 1024,
                baseline: nil,
                ratio: nil, target: "", met: nil, method: "VmRSS of the demo gallery after the idle time"))
    }
}

/// `tapestry-bench --app follow`: 200 views and a red 40×40 dot that follows the finger (the motion flood).
@MainActor
enum FollowApp {
    final class Surface: UIView {
        let dot = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            dot.center = touches.first!.location(in: self)
        }
    }

    static func run() -> Never {
        let connection: X11Connection
        do { connection = try X11Connection() } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
        let application = UIApplication.shared
        let backend = X11Backend(connection: connection, application: application)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        window.title = "tapestry-follow"
        window.backgroundColor = .white
        let surface = Surface(frame: window.bounds)
        for i in 0..<200 {
            let view = UIView(frame: CGRect(x: (i % 20) * 30 + 2, y: (i / 20) * 40 + 2, width: 26, height: 36))
            view.backgroundColor = UIColor(red: 0.85, green: 0.85, blue: 0.9, alpha: 1)
            view.isUserInteractionEnabled = false
            surface.addSubview(view)
        }
        surface.dot.backgroundColor = .red
        surface.dot.isUserInteractionEnabled = false
        surface.addSubview(surface.dot)
        window.addSubview(surface)
        window.makeKeyAndVisible()
        backend.run()
    }
}

/// `tapestry-bench --app animate-once|pacing`: 200 views animating position and alpha in a real window.
/// animate-once animates for half a second and then idles; pacing prints the refresh interval in milliseconds
/// and animates until it is stopped (the harness watches the frames arrive at the X server).
@MainActor
enum AnimationApp {
    static func run(forever: Bool) -> Never {
        let connection: X11Connection
        do { connection = try X11Connection() } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
        let application = UIApplication.shared
        let backend = X11Backend(connection: connection, application: application)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        window.title = "tapestry-animate"
        window.backgroundColor = .white
        var views: [UIView] = []
        for i in 0..<200 {
            let view = UIView(frame: CGRect(x: (i % 20) * 30 + 2, y: (i / 20) * 40 + 2, width: 26, height: 36))
            view.backgroundColor = .systemBlue
            view.layer.cornerRadius = 6
            window.addSubview(view)
            views.append(view)
        }
        window.makeKeyAndVisible()
        application.clock.schedule(after: 0.5) {
            UIView.animate(
                withDuration: forever ? 0.4 : 0.5, delay: 0,
                options: forever ? [.repeat, .autoreverse, .curveEaseInOut] : [.curveEaseInOut],
                animations: {
                    for view in views {
                        view.center.y += 200
                        view.alpha = 0.4
                    }
                })
        }
        if forever {
            FileHandle.standardOutput.write(Data("\(1000 / application.frameClock.refreshRate)\n".utf8))
        }
        backend.run()
    }
}
