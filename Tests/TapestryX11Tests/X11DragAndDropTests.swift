import CX11
import Foundation
import Testing

/// The GTK 4 peer (Fixtures/gtk-dnd-peer.c), compiled once for the run, launched on a display.
final class GTKPeer: PrintsLines, @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var output = ""

    /// Builds the peer (cc and GTK 4's pkg-config); throws when it cannot.
    static func build() throws -> URL { try buildGTKFixture("gtk-dnd-peer") }

    init(display: String) throws {
        process.executableURL = try GTKPeer.build()
        process.environment = [
            "DISPLAY": display, "GDK_BACKEND": "x11", "GSK_RENDERER": "cairo", "NO_AT_BRIDGE": "1", "GTK_A11Y": "none",
            "HOME": NSTemporaryDirectory(), "PATH": "/usr/bin:/bin",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.output += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    var lines: [String] { lock.withLock { output.split(separator: "\n").map(String.init) } }

    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

extension X11Display {
    /// Drag and drop with an application nobody here wrote (SEMANTICS §13.6): a GTK 4 program, through XDND.
    @Suite struct X11DragAndDropTests {
        /// Starts the probe, accepting drops, in a window with a title of its own on `xvfb`, and waits until it is ready.
        private func startProbe(on xvfb: PrivateXvfb) throws -> (ProbeProcess, String) {
            let title = "Tapestry Probe \(UUID().uuidString.prefix(8))"
            let probe = try ProbeProcess(
                display: xvfb.name, environment: ["TAPESTRY_PROBE_TITLE": title, "TAPESTRY_PROBE_DND": "1"])
            #expect(probe.waitForLine(timeout: 10) { $0 == "ready" }, "\(probe.standardError)")
            return (probe, title)
        }

        /// Runs `body` with the probe and the GTK peer side by side on a private Xvfb; everything stops after, the
        /// driver's connection first (Xlib would end this process when its server goes away).
        private func withPeers(_ body: (ProbeProcess, GTKPeer, XTestDriver, Window, Window) throws -> Void) throws {
            let xvfb = try PrivateXvfb()
            defer { xvfb.kill() }
            let (probe, title) = try startProbe(on: xvfb)
            defer { probe.stop() }
            let peer = try GTKPeer(display: xvfb.name)
            defer { peer.stop() }
            #expect(peer.waitForLine(timeout: 15) { $0 == "ready" }, "the GTK peer started")
            let driver = try XTestDriver(display: xvfb.name)
            guard let window = driver.window(named: title), let gtk = driver.window(named: "gtk-dnd-peer", timeout: 10)
            else { throw X11TestError.noWindow }
            // No window manager: both windows open at (0, 0); the GTK one moves to the right.
            XMoveWindow(driver.display, gtk, 400, 0)
            XSync(driver.display, 0)
            usleep(500_000)
            try body(probe, peer, driver, window, gtk)
        }

        /// Drags with the left button from one point to another, in steps, as a hand would.
        private func drag(_ driver: XTestDriver, from: (Window, Int32, Int32), to: (Window, Int32, Int32)) {
            driver.move(from.0, from.1, from.2)
            usleep(100_000)
            driver.button(1, down: true)
            usleep(100_000)
            let (sx, sy) = driver.rootPoint(from.0, from.1, from.2)
            let (ex, ey) = driver.rootPoint(to.0, to.1, to.2)
            for step in 1...20 {
                XTestFakeMotionEvent(
                    driver.display, -1, sx + (ex - sx) * Int32(step) / 20, sy + (ey - sy) * Int32(step) / 20, 0)
                XSync(driver.display, 0)
                usleep(40_000)
            }
            usleep(300_000)
            driver.button(1, down: false)
        }

        @Test func textDraggedFromTheAppLandsInAGTKProgram() throws {
            try withPeers { probe, peer, driver, window, gtk in
                drag(driver, from: (window, 60, 60), to: (gtk, 150, 150))
                #expect(
                    peer.waitForLine { $0 == "gtk got: from tapestry" },
                    "GTK received the text: \(peer.lines) \(probe.lines.suffix(4)) \(probe.standardError)")
                #expect(probe.waitForLine { $0 == "drag ended copy" }, "\(probe.lines.suffix(3))")
            }
        }

        @Test func textDraggedFromAGTKProgramLandsOnADropInteraction() throws {
            try withPeers { probe, peer, driver, window, gtk in
                drag(driver, from: (gtk, 150, 50), to: (window, 230, 80))
                #expect(
                    probe.waitForLine { $0 == "drop from gtk" },
                    "the app received GTK's text: \(probe.lines.suffix(4)) \(probe.standardError) \(peer.lines)")
            }
        }

        @Test func unknownTypesAreRefusedAndASourceThatVanishesEndsItsDrag() throws {
            let xvfb = try PrivateXvfb()
            defer { xvfb.kill() }
            let (probe, title) = try startProbe(on: xvfb)
            defer { probe.stop() }
            try {
                let driver = try XTestDriver(display: xvfb.name)
                guard let window = driver.window(named: title) else { throw X11TestError.noWindow }
                let display = driver.display
                let source = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
                XSelectInput(display, source, Int(PropertyChangeMask))
                func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }
                func send(_ type: String, _ l: (Int, Int, Int, Int, Int)) {
                    var event = XEvent()
                    event.xclient.type = ClientMessage
                    event.xclient.window = window
                    event.xclient.message_type = atom(type)
                    event.xclient.format = 32
                    event.xclient.data.l = l
                    XSendEvent(display, window, 0, 0, &event)
                    XSync(display, 0)
                }
                func status() -> Int? {
                    let deadline = Date().addingTimeInterval(3)
                    var event = XEvent()
                    while Date() < deadline {
                        if XCheckTypedWindowEvent(display, source, ClientMessage, &event) != 0,
                            event.xclient.message_type == atom("XdndStatus")
                        {
                            return event.xclient.data.l.1
                        }
                        usleep(10_000)
                    }
                    return nil
                }
                let (rx, ry) = driver.rootPoint(window, 230, 80)  // over B, the drop target
                let packed = Int(rx) << 16 | Int(ry)
                // A type nobody reads: the drop target is asked and says no.
                send("XdndEnter", (Int(source), 5 << 24, Int(atom("application/x-unknown")), 0, 0))
                send("XdndPosition", (Int(source), 0, packed, Int(CurrentTime), Int(atom("XdndActionCopy"))))
                #expect(status().map { $0 & 1 } == 0, "refused")
                send("XdndLeave", (Int(source), 0, 0, 0, 0))
                // Text: accepted; then the source goes away without a leave.
                send("XdndEnter", (Int(source), 5 << 24, Int(atom("text/plain;charset=utf-8")), 0, 0))
                send("XdndPosition", (Int(source), 0, packed, Int(CurrentTime), Int(atom("XdndActionCopy"))))
                #expect(status().map { $0 & 1 } == 1, "accepted")
                XDestroyWindow(display, source)
                XSync(display, 0)
            }()
            #expect(
                probe.waitForLine { _ in probe.standardError.contains("source window went away mid-drag") },
                "\(probe.standardError)")
            #expect(!probe.lines.contains { $0.hasPrefix("drop ") }, "nothing was dropped")
        }
    }
}
