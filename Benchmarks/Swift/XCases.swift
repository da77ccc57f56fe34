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
        if runs(8) { startup() }
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
        let status0 = procStatus(pid)
        let ticks0 = cpuTicks(pid)
        let seconds: UInt32 = quick ? 3 : 10
        sleep(seconds)
        let status1 = procStatus(pid)
        let wakeups = (status1["voluntary_ctxt_switches"] ?? 0) - (status0["voluntary_ctxt_switches"] ?? 0)
        report(
            Row(
                name: "10. idle \(seconds) s after an animation: wake-ups", unit: "switches", ours: Double(wakeups),
                baseline: nil, ratio: nil, target: "0", met: wakeups == 0,
                note: "\(cpuTicks(pid) - ticks0) CPU ticks"))
    }

    /// 11: frame-to-frame intervals in a real window while 200 views animate, against the refresh interval.
    static func pacing() {
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
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let numbers = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap {
            Double($0)
        }
        guard numbers.count == 3 else {
            print("11. pacing: no measurement")
            return
        }
        let (interval, p50, p99) = (numbers[0], numbers[1], numbers[2])
        report(
            Row(
                name: "11. frame pacing, 200 views animating: p50", unit: "ms", ours: p50, baseline: interval,
                ratio: p50 / interval, target: "", met: nil, note: "baseline is the refresh interval"))
        report(
            Row(
                name: "11. frame pacing, 200 views animating: p99", unit: "ms", ours: p99, baseline: interval,
                ratio: p99 / interval, target: "within 2 ms of the interval", met: abs(p99 - interval) <= 2,
                note: "baseline is the refresh interval"))
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
        while now() - start < 1 {
            while XPending(d) > 0 {
                XNextEvent(d, &event)
                guard event.type == damageEventBase + XDamageNotify, tapestry_damage_drawable(&event) == window
                else { continue }
                let changed = now()
                XDamageSubtract(d, damage, 0, 0)
                if pixel(window, x, y) != before { return (changed - start) * 1000 }
            }
            var descriptor = pollfd(fd: XConnectionNumber(d), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 100)
        }
        return nil
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

    /// The hello app `make bench` measures: the one linked with the Swift runtime and Foundation inside it
    /// (`static/tapestry-hello` next to this binary, built with --static-swift-stdlib), else the plain build.
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
        let base50 = at(theirs, 0.5)
        report(
            Row(
                name: "5. click-to-pixel latency p50", unit: "ms", ours: p50, baseline: base50, peer: at(gtk, 0.5),
                peerName: "GTK 4 DrawingArea", ratio: base50.map { p50 / $0 },
                target: "≤ 1.25× C", met: base50.map { p50 / $0 <= 1.25 },
                note:
                    "\(ours.count)/\(theirs.count)/\(gtk.count) samples, ours, C and GTK 4 in turn, seen through DAMAGE"
            ))
        report(
            Row(
                name: "5. click-to-pixel latency p50, C with MIT-SHM", unit: "ms", ours: p50, baseline: at(shared, 0.5),
                peer: nil, peerName: nil, ratio: at(shared, 0.5).map { p50 / $0 }, target: "", met: nil,
                note: "for reference: the C floor with the upload Tapestry uses"))
        report(
            Row(
                name: "5. click-to-pixel latency p95", unit: "ms", ours: p95, baseline: at(theirs, 0.95),
                peer: at(gtk, 0.95), peerName: "GTK 4 DrawingArea", ratio: nil, target: "", met: nil))
        report(
            Row(
                name: "5. click-to-pixel latency p99", unit: "ms", ours: p99, baseline: at(theirs, 0.99),
                peer: at(gtk, 0.99), peerName: "GTK 4 DrawingArea", ratio: nil, target: "≤ 1 ms", met: p99 <= 1))
    }

    static func floodTime(app: String, arguments: [String], title: String) -> Double? {
        guard let d = display, let process = spawn(app, arguments), let window = window(named: title) else {
            return nil
        }
        defer { stop(process) }
        usleep(300_000)
        var times: [Double] = []
        for round in 0..<(quick ? 3 : 7) {
            let (sx, sy) = rootPoint(window, 40, 40)
            XTestFakeMotionEvent(d, -1, sx, sy, 0)
            XTestFakeButtonEvent(d, 1, 1, 0)
            XSync(d, 0)
            usleep(50_000)
            let endX: Int32 = round % 2 == 0 ? 500 : 460, endY: Int32 = 300
            for i in 1...500 {
                let (x, y) = rootPoint(window, 40 + (endX - 40) * Int32(i) / 500, 40 + (endY - 40) * Int32(i) / 500)
                XTestFakeMotionEvent(d, -1, x, y, 0)
            }
            XFlush(d)
            let start = now()
            var done = false
            while now() - start < 2 {
                if pixel(window, endX, endY) == 0xFF0000 {
                    done = true
                    break
                }
            }
            if done { times.append((now() - start) * 1000) }
            XTestFakeButtonEvent(d, 1, 0, 0)
            XSync(d, 0)
            usleep(100_000)
        }
        return times.isEmpty ? nil : median(times)
    }

    static func motionFlood() {
        let ours = floodTime(app: "\(ourBin)/tapestry-bench", arguments: ["--app", "follow"], title: "tapestry-follow")
        let theirs = floodTime(app: "\(binDirectory)/xapp", arguments: ["follow"], title: "c-baseline-follow")
        guard let ours else {
            print("6. motion flood: could not measure")
            return
        }
        report(
            Row(
                name: "6. motion flood: 500 moves, time to final frame", unit: "ms", ours: ours, baseline: theirs,
                ratio: theirs.map { ours / $0 }, target: "≤ 2 full frames", met: nil,
                note: "compare with 2 × the 200-view full frame above"))
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
        let status0 = procStatus(pid)
        let seconds: UInt32 = quick ? 3 : 10
        sleep(seconds)
        let ticks = cpuTicks(pid) - ticks0
        let status1 = procStatus(pid)
        let wakeups = (status1["voluntary_ctxt_switches"] ?? 0) - (status0["voluntary_ctxt_switches"] ?? 0)
        report(
            Row(
                name: "7. idle gallery, \(seconds) s: CPU", unit: "ticks", ours: Double(ticks), baseline: nil,
                ratio: nil,
                target: "0", met: ticks == 0))
        report(
            Row(
                name: "7. idle gallery, \(seconds) s: wake-ups", unit: "switches", ours: Double(wakeups), baseline: nil,
                ratio: nil,
                target: "0", met: wakeups == 0))
        report(
            Row(
                name: "7. idle gallery: resident memory", unit: "MiB", ours: Double(status1["VmRSS"] ?? 0) / 1024,
                baseline: nil,
                ratio: nil, target: "", met: nil))
    }

    /// Starts `app`, waits for the square's blue at (160, 120) of its window, then for one second; returns the
    /// milliseconds to that pixel and the resident memory after the second.
    static func startupTime(app: String, title: String, environment: [String: String] = [:])
        -> (ms: Double, rssMiB: Double)?
    {
        let start = now()
        guard let process = spawn(app, environment: environment) else { return nil }
        defer { stop(process) }
        guard let window = window(named: title) else { return nil }
        while now() - start < 10 {
            if pixel(window, 160, 120) == 0x007AFF {
                let ms = (now() - start) * 1000
                usleep(1_000_000)
                return (ms, Double(procStatus(process.processIdentifier)["VmRSS"] ?? 0) / 1024)
            }
        }
        return nil
    }

    static func startup() {
        let apps: [(path: String, title: String, environment: [String: String])] = [
            (helloBinary, "tapestry-hello", [:]), ("\(ourBin)/tapestry-hello", "tapestry-hello", [:]),
            ("\(binDirectory)/xapp", "c-baseline", [:]), ("\(binDirectory)/gtkclick", "gtk-peer", gtkEnvironment),
        ]
        var times = [[Double]](repeating: [], count: apps.count), rss = [[Double]](repeating: [], count: apps.count)
        for round in 0..<(quick ? 3 : 7) {
            for k in 0..<apps.count {
                let which = (round + k) % apps.count
                let app = apps[which]
                if let r = startupTime(app: app.path, title: app.title, environment: app.environment) {
                    times[which].append(r.ms)
                    rss[which].append(r.rssMiB)
                }
            }
        }
        guard !times[0].isEmpty else {
            print("8. start-up: could not measure")
            return
        }
        func mid(_ values: [Double]) -> Double? { values.isEmpty ? nil : median(values) }
        let ours = median(times[0]), floor = mid(times[2])
        let statically = helloBinary.hasSuffix("static/tapestry-hello")
        report(
            Row(
                name: "8. start-up to first drawn frame", unit: "ms", ours: ours, baseline: floor, peer: mid(times[3]),
                peerName: "GTK 4", ratio: floor.map { ours / $0 }, target: "≤ 4× C", met: floor.map { ours / $0 <= 4 },
                note: statically ? "tapestry-hello with the Swift runtime and Foundation linked in" : nil))
        if statically, let dynamic = mid(times[1]) {
            report(
                Row(
                    name: "8. start-up, Swift runtime as shared libraries", unit: "ms", ours: dynamic, baseline: floor,
                    peer: mid(times[3]), peerName: "GTK 4", ratio: floor.map { dynamic / $0 }, target: "", met: nil))
        }
        let memory = median(rss[0])
        report(
            Row(
                name: "8. resident memory 1 s after start-up", unit: "MiB", ours: memory, baseline: mid(rss[2]),
                peer: mid(rss[3]), peerName: "GTK 4", ratio: mid(rss[2]).map { memory / $0 }, target: "≤ 12 MiB",
                met: memory <= 12))
        if statically, let dynamic = mid(rss[1]) {
            report(
                Row(
                    name: "8. resident memory, Swift runtime as shared libraries", unit: "MiB", ours: dynamic,
                    baseline: mid(rss[2]), peer: mid(rss[3]), peerName: "GTK 4",
                    ratio: mid(rss[2]).map { dynamic / $0 },
                    target: "", met: nil))
        }
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
/// animate-once animates for half a second and then idles; pacing animates for 4 s, records the time between
/// display-link frames and prints the refresh interval, p50 and p99 in milliseconds, then exits.
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
        var intervals: [Double] = []
        var last: Double?
        let link = CADisplayLink { _ in
            let t = ProcessInfo.processInfo.systemUptime
            if let last { intervals.append((t - last) * 1000) }
            last = t
        }
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
            if forever {
                link.add(to: .main, forMode: .common)
                application.clock.schedule(after: 4) {
                    let sorted = intervals.dropFirst(5).sorted()
                    let p50 = sorted[sorted.count / 2], p99 = sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
                    print(1000 / application.frameClock.refreshRate, p50, p99)
                    exit(0)
                }
            }
        }
        backend.run()
    }
}
