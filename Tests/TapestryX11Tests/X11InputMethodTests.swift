import CX11
import Foundation
import Testing

/// A real input method: an IBus daemon (with its XIM bridge and the libpinyin engine) on a private Xvfb,
/// reached through a private D-Bus session bus; everything is stopped afterwards.
final class IBusSession {
    let xvfb: PrivateXvfb
    private var busPID: Int32 = 0
    private(set) var busAddress = ""
    private let daemon = Process()
    private(set) var log = ""

    init() throws {
        xvfb = try PrivateXvfb()
        // A session bus of its own (dbus-launch prints its address and pid).
        let launch = Process()
        launch.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-launch")
        launch.arguments = ["--sh-syntax"]
        let out = Pipe()
        launch.standardOutput = out
        launch.environment = ["DISPLAY": xvfb.name, "PATH": "/usr/bin:/bin"]
        try launch.run()
        launch.waitUntilExit()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        for line in text.split(separator: "\n") {
            if let range = line.range(of: "DBUS_SESSION_BUS_ADDRESS='") {
                busAddress = String(line[range.upperBound...].prefix { $0 != "'" })
            }
            if let range = line.range(of: "DBUS_SESSION_BUS_PID=") {
                busPID = Int32(line[range.upperBound...].prefix { $0.isNumber }) ?? 0
            }
        }
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/ibus-daemon")
        daemon.arguments = ["--xim", "--replace", "--panel=disable", "--verbose"]
        daemon.environment = environment
        daemon.standardOutput = FileHandle.nullDevice
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
    }

    /// What an IBus client needs: the display, the bus, settings in memory.
    var environment: [String: String] {
        [
            "DISPLAY": xvfb.name, "DBUS_SESSION_BUS_ADDRESS": busAddress, "GSETTINGS_BACKEND": "memory",
            "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "NO_AT_BRIDGE": "1", "GTK_A11Y": "none",
        ]
    }

    /// Runs the `ibus` command line tool; returns its status and output.
    @discardableResult
    func ibus(_ arguments: [String]) -> (Int32, String) {
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: "/usr/bin/ibus")
        tool.arguments = arguments
        tool.environment = environment
        let out = Pipe()
        tool.standardOutput = out
        tool.standardError = out
        guard (try? tool.run()) != nil else { return (-1, "") }
        tool.waitUntilExit()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        log += "ibus \(arguments.joined(separator: " ")): \(tool.terminationStatus) \(text)"
        return (tool.terminationStatus, text)
    }

    /// Selects the pinyin engine, waiting (bounded) for the daemon to come up; whether it did.
    func selectPinyin(timeout: TimeInterval = 20) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            // Setting the engine may report failure while it takes effect: what counts is the engine asked after.
            ibus(["engine", "libpinyin"])
            if ibus(["engine"]).1.contains("libpinyin") { return true }
            usleep(250_000)
        }
        return false
    }

    /// Kills this session's daemon and its helpers at once, as a crash would: every IBus process on this
    /// session's private display (ibus-x11 detaches from the daemon, so it is found by its DISPLAY); an input
    /// method of the desktop the tests run on is left alone.
    func killAll() { signalAll(SIGKILL) }

    /// Sends `signal` to every IBus process of this session (SIGSTOP: the input method stops answering).
    func signalAll(_ signal: Int32) {
        let marker = "DISPLAY=\(xvfb.name)"
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry), pid != getpid(),
                let command = try? String(contentsOfFile: "/proc/\(entry)/cmdline", encoding: .utf8),
                command.contains("ibus"),
                let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ")
            else { continue }
            let variables = environment.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            if variables.contains(marker) { kill(pid, signal) }
        }
        kill(daemon.processIdentifier, signal)
    }

    func stop() {
        killAll()
        if busPID > 0 { kill(busPID, SIGKILL) }  // children of the test runner inherit a blocked SIGTERM
        xvfb.kill()
    }
}

extension X11Display {
    /// Typing Chinese through a real input method (SEMANTICS §13.1): pinyin typed with XTest arrives as marked
    /// text in the probe's text field, and the chosen characters replace it.
    @Suite struct X11InputMethodTests {
        @Test func pinyinTypedThroughIBusIsMarkedTextThenCommittedChinese() throws {
            let session = try IBusSession()
            defer { session.stop() }
            #expect(session.selectPinyin(), "IBus with libpinyin started: \(session.log)")
            var environment = session.environment
            environment["XMODIFIERS"] = "@im=ibus"
            let title = "Tapestry Probe \(UUID().uuidString.prefix(8))"
            environment["TAPESTRY_PROBE_TITLE"] = title
            let probe = try ProbeProcess(display: session.xvfb.name, environment: environment)
            defer { probe.stop() }
            #expect(probe.waitForLine(timeout: 10) { $0 == "ready" }, "\(probe.standardError)")
            let driver = try XTestDriver(display: session.xvfb.name)
            guard let window = driver.window(named: title) else { throw X11TestError.noWindow }
            #expect(probe.waitForLine { $0 == "active" })
            usleep(500_000)
            for keysym in [XK_n, XK_i, XK_h, XK_a, XK_o] {
                driver.tap(key: UInt(keysym))
                usleep(50_000)
            }
            // libpinyin shows its best guess for the pinyin so far as the preedit, which the field holds as marked text.
            #expect(
                probe.waitForLine(timeout: 5) { $0 == "marked 你好 in 你好" },
                "the composition shows as marked text: \(probe.lines.suffix(6)) \(probe.standardError)")
            #expect(probe.lines.filter { $0.hasPrefix("marked ") }.count >= 3, "the marked text followed each key")
            #expect(!probe.lines.contains("text 你好"), "nothing committed before the space")
            driver.tap(key: UInt(XK_space))
            #expect(
                probe.waitForLine(timeout: 5) { $0 == "text 你好" },
                "the first candidate was committed: \(probe.lines.suffix(6)) \(probe.standardError)")
            // The input method dies mid-composition: the app keeps the composed text and types on without it.
            for keysym in [XK_m, XK_a] {
                driver.tap(key: UInt(keysym))
                usleep(50_000)
            }
            #expect(
                probe.waitForLine(timeout: 5) {
                    $0.hasPrefix("marked ") && $0.contains(" in 你好") && !$0.hasSuffix(" in 你好")
                },
                "composing after the commit: \(probe.lines.suffix(4))")
            // It stops answering first; a click moves the caret to the field's start, so the app tells the input
            // method the caret's new spot and Xlib waits for its answer, which never comes: it dies meanwhile, and
            // the app must not wait for ever.
            session.signalAll(SIGSTOP)
            driver.click(window, 4, 180)
            usleep(500_000)
            session.killAll()
            // Xlib notices the server is gone when it next talks to it: keys go on until it does (bounded; generous,
            // since the demo's tours may be running beside this test on their own Xvfb).
            let deadline = Date().addingTimeInterval(30)
            while !probe.standardError.contains("the input method went away") && Date() < deadline {
                driver.tap(key: UInt(XK_z))
                usleep(300_000)
            }
            #expect(probe.standardError.contains("the input method went away"), "\(probe.standardError)")
            driver.tap(key: UInt(XK_x))
            #expect(
                probe.waitForLine(timeout: 10) { $0.hasPrefix("text ") && $0.contains("你好") && $0.contains("x") },
                "typing goes on without the input method: \(probe.lines.suffix(4)) \(probe.standardError)")
        }
    }
}
