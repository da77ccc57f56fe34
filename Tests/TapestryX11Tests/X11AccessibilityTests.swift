import CX11
import Foundation
import Testing

/// A private accessibility desktop: a session bus of its own, on which the desktop's AT-SPI bus launcher and
/// registry start when first asked, with accessibility turned on as a screen reader turns it on
/// (`org.a11y.Status.IsEnabled`). Everything it started stops when `stop()` runs or the test process ends.
final class AccessibilityBus {
    let address: String
    /// A directory of the session's own: the accessibility bus's socket goes in it, apart from other sessions'.
    let home: String
    /// Kept open while the session lives: the bus stops when it closes.
    private let lifeline = Pipe()

    static let client = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/atspi_client.py").path

    init(enable: Bool = true) throws {
        for file in ["/usr/bin/dbus-daemon", "/usr/libexec/at-spi-bus-launcher", "/usr/bin/python3", "/usr/bin/gdbus"] {
            guard FileManager.default.fileExists(atPath: file) else {
                throw X11TestError.noDisplay("\(file) is missing: make test installs at-spi2-core and python3-pyatspi")
            }
        }
        home = NSTemporaryDirectory() + "tapestry-a11y-\(getpid())-\(Int.random(in: 0..<1_000_000))"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        chmod(home, 0o700)
        // A shell holds the bus and stops it when its input (a pipe only this process writes to) closes, with the
        // accessibility bus and registry the launcher started for the session. SIGKILL, as the test runner's
        // children inherit a blocked SIGTERM. The bus's first line is its address.
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/bin/sh")
        daemon.arguments = [
            "-c",
            "/usr/bin/dbus-daemon --session --nofork --print-address=1 & bus=$!; cat >/dev/null; kill -KILL $bus; "
                + "pkill -KILL -f \"$XDG_RUNTIME_DIR/at-spi\"; for p in $(pgrep -f at-spi2-registryd); do "
                + "[ $p = $$ ] && continue; grep -qz \"XDG_RUNTIME_DIR=$XDG_RUNTIME_DIR\" /proc/$p/environ "
                + "&& kill -KILL $p; done",
        ]
        daemon.environment = [
            "PATH": "/usr/bin:/bin", "HOME": home, "XDG_RUNTIME_DIR": home, "GSETTINGS_BACKEND": "memory",
        ]
        let out = Pipe()
        daemon.standardOutput = out
        daemon.standardInput = lifeline
        try daemon.run()
        var printed = Data()
        while !printed.contains(UInt8(ascii: "\n")) {
            let more = out.fileHandleForReading.availableData
            guard !more.isEmpty else { throw X11TestError.noDisplay("dbus-daemon ended without an address") }
            printed.append(more)
        }
        address = String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if enable { try setStatus("IsEnabled", true) }
    }

    /// What a process on this desktop needs; no display for clients, which find the accessibility bus through
    /// the session bus as an app does.
    var environment: [String: String] {
        [
            "PATH": "/usr/bin:/bin", "HOME": home, "XDG_RUNTIME_DIR": home, "GSETTINGS_BACKEND": "memory",
            "DBUS_SESSION_BUS_ADDRESS": address,
        ]
    }

    /// Sets a property of `org.a11y.Status` (what a screen reader does when it starts).
    func setStatus(_ name: String, _ value: Bool) throws {
        let set = Process()
        set.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
        set.arguments = [
            "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus", "--method",
            "org.freedesktop.DBus.Properties.Set", "org.a11y.Status", name, value ? "<true>" : "<false>",
        ]
        set.environment = environment
        set.standardOutput = FileHandle.nullDevice
        try set.run()
        set.waitUntilExit()
    }

    /// Starts the Python AT-SPI client on `app` with `steps`; it prints a JSON line a step.
    func startClient(app: String, _ steps: [String]) throws -> ProbeProcess {
        let client = try ProbeProcess(
            display: "", executable: "/usr/bin/python3", environment: environment,
            arguments: [Self.client, app] + steps)
        return client
    }

    /// Runs the client to its end (bounded) and returns its JSON lines (the "ready" line left out). The bound is
    /// generous: a client walking all twenty gallery scenarios took over a minute on two loaded cores.
    func client(app: String, _ steps: [String]) throws -> [[String: Any]] {
        let client = try startClient(app: app, steps)
        defer { client.stop() }
        _ = client.waitForExit(timeout: 180)
        return try Self.parse(client)
    }

    static func parse(_ client: ProbeProcess) throws -> [[String: Any]] {
        try client.lines.map { line -> [String: Any] in
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw X11TestError.noDisplay("the client printed \(line)")
            }
            if let error = object["error"] as? String {
                throw X11TestError.noDisplay("the client: \(error)\n\(client.standardError)")
            }
            return object
        }.filter { $0["ready"] == nil }
    }

    func stop() {
        try? lifeline.fileHandleForWriting.close()
    }
}

extension X11Display {
    /// A screen reader on a Tapestry app (SEMANTICS §16.2): libatspi, as Orca uses it, finds the probe app on a
    /// private accessibility bus, reads its screen, operates it, and hears what changes; typing with XTest into a
    /// field focused through AT-SPI arrives as text events.
    @Suite final class X11AccessibilityTests: OwnXvfbSuite {
        static let app = "tapestry-a11y-probe"

        func flatten(_ node: [String: Any]) -> [[String: Any]] {
            [node] + ((node["children"] as? [[String: Any]]) ?? []).flatMap(flatten)
        }

        @Test func theBridgeStaysOffUntilTheDesktopTurnsAccessibilityOnThenStarts() throws {
            let bus = try AccessibilityBus(enable: false)
            defer { bus.stop() }
            let app = try ProbeProcess(display: displayName, executable: Self.app, environment: bus.environment)
            defer { app.stop() }
            #expect(app.waitForLine { $0 == "ready" })
            // The client looks for the app for 3 s (the bridge, had it started, answers within a frame).
            var environment = bus.environment
            environment["ATSPI_CLIENT_WAIT"] = "3"
            let client = try ProbeProcess(
                display: "", executable: "/usr/bin/python3", environment: environment,
                arguments: [AccessibilityBus.client, Self.app, "dump"])
            defer { client.stop() }
            _ = client.waitForExit(timeout: 30)
            #expect(client.lines.contains { $0.contains("no application named") })
            // A screen reader starting later turns accessibility on: the app, already running, appears.
            try bus.setStatus("IsEnabled", true)
            let later = try bus.client(app: Self.app, ["dump"])
            let tree = try #require(later.first?["tree"] as? [String: Any])
            #expect((tree["children"] as? [[String: Any]])?.first?["name"] as? String == "Accessibility probe")
        }

        @Test func aScreenReaderReadsAndOperatesTheScreen() throws {
            let bus = try AccessibilityBus()
            defer { bus.stop() }
            let app = try ProbeProcess(display: displayName, executable: Self.app, environment: bus.environment)
            defer { app.stop() }
            #expect(app.waitForLine { $0 == "ready" })
            let output = try bus.client(
                app: Self.app,
                [
                    "dump", "do:Save:click", "do:Wi-Fi:click", "set:Volume:0.25", "insert:Name:Ada", "select:Units:0",
                    "do:Favourite:Remove", "events", "dump", "attrs:Settings:2",
                ])
            let tree = try #require(output.first?["tree"] as? [String: Any])
            #expect(tree["role"] as? String == "application" && tree["name"] as? String == Self.app)
            let frame = try #require((tree["children"] as? [[String: Any]])?.first)
            #expect(frame["role"] as? String == "frame" && frame["name"] as? String == "Accessibility probe")
            let elements = flatten(frame)
            func element(_ name: String) -> [String: Any]? { elements.first { $0["name"] as? String == name } }
            #expect(element("Settings")?["role"] as? String == "heading")
            let save = try #require(element("Save"))
            #expect(save["role"] as? String == "push button" && save["description"] as? String == "Saves the settings")
            #expect(save["actions"] as? [String] == ["click"])
            #expect(
                (save["states"] as? [String]).map { Set($0).isSuperset(of: ["enabled", "focusable", "showing"]) }
                    == true)
            // Extents are in screen pixels: the window's place on the screen plus the button's frame.
            let window = try #require(try XTestDriver(display: displayName).window(named: "Accessibility probe"))
            let origin = try XTestDriver(display: displayName).rootPoint(window, 16, 44)
            #expect(save["extents"] as? [Int] == [Int(origin.0), Int(origin.1), 100, 34])
            let wifi = try #require(element("Wi-Fi"))
            #expect(
                wifi["role"] as? String == "toggle button"
                    && (wifi["states"] as? [String])?.contains("checked") == false)
            let volume = try #require(element("Volume"))
            #expect(volume["role"] as? String == "slider" && volume["value"] as? Double == 0.5)
            let name = try #require(element("Name"))
            #expect(name["role"] as? String == "entry" && (name["states"] as? [String])?.contains("editable") == true)
            let units = try #require(element("Units"))
            #expect(units["role"] as? String == "page tab list" && units["selected"] as? Int == 1)
            #expect(
                (units["children"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Metric", "Imperial"])
            #expect(element("Favourite")?["actions"] as? [String] == ["click", "Remove"])
            #expect(element("Secret") == nil)

            // Each action went through UIKit's own path in the app.
            #expect(output.dropFirst().prefix(6).allSatisfy { $0["result"] as? Bool == true })
            for line in ["saved", "wifi on", "volume 0.25", "text Ada", "units 0", "favourite removed"] {
                #expect(app.waitForLine { $0 == line }, "\(line) in \(app.lines)")
            }

            // The client heard what changed, as a screen reader follows it.
            let events = try #require(output.first { $0["events"] != nil }?["events"] as? [[String: Any]])
            func heard(_ type: String, from source: String? = nil, data: String? = nil) -> Bool {
                events.contains {
                    $0["type"] as? String == type && (source == nil || $0["source"] as? String == source)
                        && (data == nil || $0["data"] as? String == data)
                }
            }
            #expect(heard("object:announcement", data: "Settings saved"))
            #expect(heard("object:property-change:accessible-name", from: "Saved"))
            #expect(heard("object:state-changed:checked", from: "Wi-Fi"))
            #expect(heard("object:property-change:accessible-value", from: "Volume"))
            #expect(heard("object:text-changed:insert", data: "Ada"))
            #expect(heard("object:state-changed:selected", from: "Metric"))
            let after = flatten(try #require(output.last { $0["tree"] != nil }?["tree"] as? [String: Any]))
            #expect(after.contains { $0["role"] as? String == "entry" && $0["text"] as? String == "Ada" })
            #expect(
                after.contains {
                    $0["name"] as? String == "Wi-Fi" && ($0["states"] as? [String])?.contains("checked") == true
                })
            // The heading's look, as Orca reads it: one run in the label's font, drawn in Liberation Sans.
            let look = try #require(output.last?["result"] as? [String: Any])
            let defaults = try #require(look["defaults"] as? [String: String])
            #expect(defaults["family-name"] == "Liberation Sans" && defaults["size"] == "17", "\(defaults)")
            #expect(look["range"] as? [Int] == [0, 8] && (look["own"] as? [String: String])?.isEmpty == true)
            #expect((look["full"] as? [String: String])?["weight"] == "400")
            // Its characters where they are drawn (window pixels): "S" at the label's left edge, "t" further right.
            let boxes = try #require(look["extents"] as? [[Int]])
            #expect(boxes.count == 2 && boxes[0][0] == 16 && boxes[0][2] > 4 && boxes[1][0] > boxes[0][0] + boxes[0][2])
            #expect(boxes[0][1] >= 10 && boxes[0][1] + boxes[0][3] <= 34, "inside the heading's 24-pt frame: \(boxes)")
        }

        @Test func typingIntoAFieldFocusedThroughAtSpiArrivesAsTextEvents() throws {
            let bus = try AccessibilityBus()
            defer { bus.stop() }
            let app = try ProbeProcess(display: displayName, executable: Self.app, environment: bus.environment)
            defer { app.stop() }
            #expect(app.waitForLine { $0 == "ready" })
            let driver = try XTestDriver(display: displayName)
            let window = try #require(driver.window(named: "Accessibility probe"))
            driver.move(window, 300, 380)  // keys go to the window under the pointer (no window manager here)
            let client = try bus.startClient(
                app: Self.app, ["focus:Name", "wait:object:text-changed:insert", "events"])
            defer { client.stop() }
            #expect(client.waitForLine(timeout: 30) { $0.contains("focus:Name") })
            for key in ["h", "i"] { driver.tap(key: UInt(XStringToKeysym(key))) }
            #expect(app.waitForLine { $0 == "text hi" }, "\(app.lines)")
            _ = client.waitForExit(timeout: 30)
            let output = try AccessibilityBus.parse(client)
            #expect(output.first?["result"] as? Bool == true)
            #expect(output.dropFirst().first?["heard"] as? Bool == true)
            let events = try #require(output.last?["events"] as? [[String: Any]])
            #expect(events.contains { $0["type"] as? String == "object:text-caret-moved" })
            #expect(events.contains { ($0["type"] as? String)?.hasPrefix("object:state-changed:focused") == true })
        }

        @Test func theCatalogIsReadableAndOperableThroughAtSpi() throws {
            let bus = try AccessibilityBus()
            defer { bus.stop() }
            let app = try ProbeProcess(
                display: displayName, executable: "tapestry-demo", environment: bus.environment,
                arguments: ["--catalog"])
            defer { app.stop() }
            let output = try bus.client(
                app: "tapestry-demo",
                [
                    "dump", "do:Switches:click", "appear:Airplane mode", "gone:Buttons", "settle", "dump",
                    "do:Back:click", "appear:Sliders",
                ])
            let before = flatten(try #require(output.first?["tree"] as? [String: Any]))
            func has(_ elements: [[String: Any]], _ role: String, _ name: String) -> Bool {
                elements.contains { $0["role"] as? String == role && $0["name"] as? String == name }
            }
            // The root screen: the bar's title as a heading, a list of rows named by their text under section headings.
            #expect(has(before, "heading", "UIKit Catalog") && has(before, "heading", "Controls"))
            for row in ["Buttons", "Switches", "Sliders", "Text fields"] { #expect(has(before, "list item", row)) }
            #expect(before.allSatisfy { $0["role"] as? String != "label" || !($0["name"] as? String ?? "").isEmpty })
            // Activating a row pushes its screen, as a tap does; its switches read as toggle buttons, the back
            // button by its title; activating Back returns.
            #expect(output.dropFirst().first?["result"] as? Bool == true)
            #expect(output.dropFirst(2).first?["appeared"] as? Bool == true)
            #expect(output.dropFirst(3).first?["gone"] as? Bool == true)
            #expect(output.dropFirst(4).first?["settled"] as? Bool == true)
            let switches = flatten(try #require(output.dropFirst(5).first?["tree"] as? [String: Any]))
            #expect(has(switches, "heading", "Switches") && has(switches, "push button", "Back"))
            #expect(switches.filter { $0["role"] as? String == "toggle button" }.count == 4)
            #expect(!has(switches, "list item", "Buttons"))
            #expect(output.last?["appeared"] as? Bool == true)
        }
    }
}
