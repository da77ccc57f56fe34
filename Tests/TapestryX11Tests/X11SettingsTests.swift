import CX11
import Foundation
import TapestryX11
import Testing

/// XSETTINGS data as a settings daemon writes it.
private func settingsBytes(bigEndian: Bool, _ entries: [(String, XSettingValue)]) -> [UInt8] {
    var bytes: [UInt8] = [bigEndian ? 1 : 0, 0, 0, 0]
    func card16(_ value: Int) {
        bytes += bigEndian ? [UInt8(value >> 8), UInt8(value & 0xff)] : [UInt8(value & 0xff), UInt8(value >> 8)]
    }
    func card32(_ value: UInt32) {
        let b = [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
        bytes += bigEndian ? b : b.reversed()
    }
    func pad() { while bytes.count % 4 != 0 { bytes.append(0) } }
    card32(7)
    card32(UInt32(entries.count))
    for (name, value) in entries {
        switch value {
        case .integer: bytes += [0, 0]
        case .string: bytes += [1, 0]
        case .color: bytes += [2, 0]
        }
        card16(name.utf8.count)
        bytes += Array(name.utf8)
        pad()
        card32(1)
        switch value {
        case .integer(let v): card32(UInt32(bitPattern: v))
        case .string(let s):
            card32(UInt32(s.utf8.count))
            bytes += Array(s.utf8)
            pad()
        case .color(let r, let g, let b, let a):
            for channel in [r, b, g, a] { card16(Int(channel)) }
        }
    }
    return bytes
}

@Suite struct XSettingsParserTests {
    @Test func bothByteOrdersParseAndTheDarkPreferenceIsFound() {
        let entries: [(String, XSettingValue)] = [
            ("Net/DoubleClickTime", .integer(250)), ("Net/ThemeName", .string("Adwaita-dark")),
            ("Gtk/CursorThemeSize", .integer(32)), ("Net/Color", .color(red: 1, green: 2, blue: 3, alpha: 4)),
        ]
        for bigEndian in [false, true] {
            let parsed = XSettingsParser.parse(settingsBytes(bigEndian: bigEndian, entries))
            #expect(parsed.count == 4)
            #expect(parsed["Net/DoubleClickTime"] == .integer(250))
            #expect(parsed["Net/ThemeName"] == .string("Adwaita-dark"))
            #expect(parsed["Net/Color"] == .color(red: 1, green: 2, blue: 3, alpha: 4))
            #expect(XSettingsParser.prefersDark(parsed))
        }
        #expect(!XSettingsParser.prefersDark(["Net/ThemeName": .string("Adwaita")]))
        #expect(XSettingsParser.prefersDark(["Gtk/ApplicationPreferDarkTheme": .integer(1)]))
    }

    @Test func malformedDataKeepsWhatWasReadAndNeverTraps() {
        let good = settingsBytes(bigEndian: false, [("A", .integer(1)), ("B", .string("long text here"))])
        for cut in 0..<good.count {
            let parsed = XSettingsParser.parse(Array(good.prefix(cut)))
            #expect(parsed.count <= 2)
        }
        var lying = good
        lying[8] = 0xff  // claims 255 settings
        #expect(XSettingsParser.parse(lying).count == 2)
    }
}

extension X11Display {
    /// The desktop's settings from a real settings daemon (xsettingsd), and the window manager's protocols,
    /// each on a private Xvfb.
    @Suite struct X11DesktopTests {
        private func launchProbe(on xvfb: PrivateXvfb) throws -> (ProbeProcess, XTestDriver, Window) {
            let title = "Tapestry Probe \(UUID().uuidString.prefix(8))"
            let probe = try ProbeProcess(display: xvfb.name, environment: ["TAPESTRY_PROBE_TITLE": title])
            #expect(probe.waitForLine(timeout: 10) { $0 == "ready" }, "\(probe.standardError)")
            let driver = try XTestDriver(display: xvfb.name)
            guard let window = driver.window(named: title) else {
                probe.stop()
                throw X11TestError.noWindow
            }
            #expect(probe.waitForLine { $0.hasPrefix("layout") })
            return (probe, driver, window)
        }

        @Test func theDarkPreferenceAndReducedMotionFollowTheSettingsDaemon() throws {
            let xvfb = try PrivateXvfb()
            defer { xvfb.kill() }
            // A settings daemon per theme: a new one taking the selection announces itself with a MANAGER message.
            // (xsettingsd rereads its file on SIGHUP, but the test runner's children inherit blocked SIGHUP and SIGTERM.)
            func startDaemon(theme: String, animations: Int = 1) throws -> Process {
                let config = NSTemporaryDirectory() + "xsettingsd-\(UUID().uuidString).conf"
                try "Net/ThemeName \"\(theme)\"\nNet/DoubleClickTime 400\nGtk/EnableAnimations \(animations)\n".write(
                    toFile: config, atomically: true, encoding: .utf8)
                let daemon = Process()
                daemon.executableURL = URL(fileURLWithPath: "/usr/bin/xsettingsd")
                daemon.arguments = ["-c", config]
                daemon.environment = ["DISPLAY": xvfb.name]
                daemon.standardOutput = FileHandle.nullDevice
                daemon.standardError = FileHandle.nullDevice
                try daemon.run()
                return daemon
            }
            func stop(_ daemon: Process) {
                kill(daemon.processIdentifier, SIGKILL)  // SIGTERM is blocked too
                daemon.waitUntilExit()
            }
            var daemon = try startDaemon(theme: "Adwaita")
            defer { stop(daemon) }
            usleep(300_000)
            let (probe, _, _) = try launchProbe(on: xvfb)
            defer { probe.stop() }
            #expect(!probe.lines.contains("style dark"))
            stop(daemon)
            daemon = try startDaemon(theme: "Adwaita-dark", animations: 0)
            #expect(probe.waitForLine { $0 == "style dark" }, "\(probe.lines.suffix(3)) \(probe.standardError)")
            // The desktop's "animations off" is UIKit's Reduce Motion.
            #expect(probe.waitForLine { $0 == "reduce motion true" }, "\(probe.lines.suffix(3))")
            stop(daemon)
            daemon = try startDaemon(theme: "Adwaita")
            #expect(probe.waitForLine { $0 == "style light" }, "\(probe.lines.suffix(3))")
            #expect(probe.waitForLine { $0 == "reduce motion false" }, "\(probe.lines.suffix(3))")
        }

        @Test func pingIsAnsweredResizesAreSyncedAndTheWindowHasItsClassAndIcon() throws {
            let xvfb = try PrivateXvfb()
            defer { xvfb.kill() }
            let (probe, driver, window) = try launchProbe(on: xvfb)
            defer { probe.stop() }
            let display = driver.display
            let root = XDefaultRootWindow(display)
            // Class and icon.
            var hint = XClassHint()
            XGetClassHint(display, window, &hint)
            #expect(hint.res_name.map { String(cString: $0) } == "tapestry-x11-probe")
            #expect(hint.res_class.map { String(cString: $0) } == "Tapestry-x11-probe")
            if let name = hint.res_name { XFree(name) }
            if let name = hint.res_class { XFree(name) }
            var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
            var data: UnsafeMutablePointer<UInt8>?
            XGetWindowProperty(
                display, window, XInternAtom(display, "_NET_WM_ICON", 0), 0, 1 << 16, 0, Atom(AnyPropertyType), &type,
                &format, &count, &remaining, &data)
            #expect(count == 2 + 48 * 48, "a 48×48 icon")
            if let data { XFree(data) }
            // Ping: acting as the window manager, whose messages to the root window come to it.
            XSelectInput(display, root, Int(SubstructureRedirectMask))
            defer { XSelectInput(display, root, 0) }
            let protocols = XInternAtom(display, "WM_PROTOCOLS", 0)
            func send(_ message: Atom, _ l2: Int = 0, _ l3: Int = 0) {
                var event = XEvent()
                event.xclient.type = ClientMessage
                event.xclient.window = window
                event.xclient.message_type = protocols
                event.xclient.format = 32
                event.xclient.data.l.0 = Int(message)
                event.xclient.data.l.1 = 4242
                event.xclient.data.l.2 = l2 == 0 ? Int(window) : l2
                event.xclient.data.l.3 = l3
                XSendEvent(display, window, 0, 0, &event)
                XSync(display, 0)
            }
            send(XInternAtom(display, "_NET_WM_PING", 0))
            var answered = false
            let deadline = Date().addingTimeInterval(3)
            var event = XEvent()
            while !answered && Date() < deadline {
                if XCheckTypedEvent(display, ClientMessage, &event) != 0, event.xclient.window == root,
                    event.xclient.data.l.1 == 4242
                {
                    answered = true
                }
                usleep(10_000)
            }
            #expect(answered, "the ping came back to the root window")
            XSelectInput(display, root, 0)
            // Sync: the counter takes the requested value once the frame at the new size is drawn.
            XGetWindowProperty(
                display, window, XInternAtom(display, "_NET_WM_SYNC_REQUEST_COUNTER", 0), 0, 1, 0, Atom(XA_CARDINAL),
                &type, &format, &count, &remaining, &data)
            let counter = data.map { UnsafeRawPointer($0).load(as: UInt.self) } ?? 0
            if let data { XFree(data) }
            #expect(counter != 0, "the window offers a sync counter")
            send(XInternAtom(display, "_NET_WM_SYNC_REQUEST", 0), 7, 0)
            XResizeWindow(display, window, 320, 220)
            XSync(display, 0)
            var value = XSyncValue()
            var reached = false
            let syncDeadline = Date().addingTimeInterval(3)
            while !reached && Date() < syncDeadline {
                if XSyncQueryCounter(display, XSyncCounter(counter), &value) != 0, XSyncValueLow32(value) == 7 {
                    reached = true
                }
                usleep(10_000)
            }
            #expect(reached, "the counter reached the requested value")
            #expect(probe.waitForLine { $0 == "layout 320x220" })
        }
    }
}
