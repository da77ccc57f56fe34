import CX11
import Foundation
import Tapestry
import TapestryCairo
import Testing

/// Whether an X display is available (make test starts Xvfb and sets DISPLAY).
let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty

/// The directory holding the built executables (next to the test bundle).
let binDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

/// The probe app, launched as a child process on a display, with its output collected line by line.
/// A process whose standard output the tests read line by line.
protocol PrintsLines {
    /// The lines printed so far.
    var lines: [String] { get }
}

extension PrintsLines {
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
}

final class ProbeProcess: PrintsLines, @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var output: [String] = []
    private var errorText = ""
    /// Bytes after the last newline (a line, or a character, may come split over reads).
    private var partial = Data()
    /// Whether standard output reached its end (everything the process printed has been read).
    private var outputEnded = false

    /// Starts `executable` (a built product, or an absolute path) on `display` (none when empty).
    init(
        display: String, executable: String = "tapestry-x11-probe", environment extra: [String: String] = [:],
        arguments: [String] = []
    ) throws {
        process.executableURL =
            executable.hasPrefix("/")
            ? URL(fileURLWithPath: executable) : binDirectory.appendingPathComponent(executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display.isEmpty ? nil : display
        environment["TAPESTRY_TRACE"] = nil
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.withLock {
                guard !data.isEmpty else {
                    self.outputEnded = true
                    handle.readabilityHandler = nil
                    return
                }
                self.partial.append(data)
                // A long line (a whole accessibility tree) comes in many reads: look for its end only in a read
                // that holds one, not through everything kept so far at every read.
                guard data.contains(UInt8(ascii: "\n")) else { return }
                while let newline = self.partial.firstIndex(of: UInt8(ascii: "\n")) {
                    self.output.append(String(decoding: self.partial[..<newline], as: UTF8.self))
                    self.partial = Data(self.partial[self.partial.index(after: newline)...])
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

    /// Waits (bounded) for the process to exit; returns its status, or nil if it is still running.
    /// Once it has, its output is read to the end (bounded) before this returns, so `lines` holds everything
    /// it printed, its last line too.
    func waitForExit(timeout: TimeInterval = 5) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        guard !process.isRunning else { return nil }
        // The rest of its output is read on a queue that a loaded machine may leave waiting: allow it long enough
        // to read a large last line (the gallery's whole tree), still bounded.
        let drained = Date().addingTimeInterval(30)
        while !lock.withLock({ outputEnded }) && Date() < drained { usleep(5_000) }
        return process.terminationStatus
    }

    /// Ends the process: SIGKILL, since the test runner's children inherit a blocked SIGTERM (a SIGTERM would
    /// only be waited out); waits (bounded) until it is gone.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        let deadline = Date().addingTimeInterval(2)
        while isAlive && Date() < deadline { usleep(5_000) }
    }

    /// Whether the process still runs (a zombie waiting to be reaped counts as gone).
    private var isAlive: Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return !stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }

    /// CPU time (user + system) used so far, in clock ticks.
    var cpuTicks: Int {
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return -1 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command: state is field 3, utime field 14, stime field 15 (1-based in proc(5)).
        guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return -1 }
        return user + system
    }
}

/// Drives the X server the way a person would, through XTest.
final class XTestDriver {
    let display: OpaquePointer

    init(display name: String) throws {
        guard let display = XOpenDisplay(name) else { throw X11TestError.noDisplay(name) }
        self.display = display
    }

    deinit { XCloseDisplay(display) }

    /// Finds a top-level window by title, waiting (bounded) for it to be mapped.
    func window(named title: String, timeout: TimeInterval = 5) -> Window? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let found = search(XDefaultRootWindow(display), title) {
                var attributes = XWindowAttributes()
                XGetWindowAttributes(display, found, &attributes)
                if attributes.map_state == IsViewable { return found }
            }
            usleep(20_000)
        } while Date() < deadline
        return nil
    }

    /// Whether no viewable window is titled `title` within `timeout` (bounded wait).
    func windowGone(named title: String, timeout: TimeInterval = 3) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            guard let found = search(XDefaultRootWindow(display), title) else { return true }
            var attributes = XWindowAttributes()
            if XGetWindowAttributes(display, found, &attributes) == 0 || attributes.map_state != IsViewable {
                return true
            }
            usleep(20_000)
        } while Date() < deadline
        return false
    }

    private func search(_ window: Window, _ title: String) -> Window? {
        var name: UnsafeMutablePointer<CChar>?
        if XFetchName(display, window, &name) != 0, let name {
            defer { XFree(name) }
            if String(cString: name) == title { return window }
        }
        var root: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(display, window, &root, &parent, &children, &count) != 0, let children else { return nil }
        defer { XFree(children) }
        for index in 0..<Int(count) {
            if let found = search(children[index], title) { return found }
        }
        return nil
    }

    /// The root coordinates of a point in a window.
    func rootPoint(_ window: Window, _ x: Int32, _ y: Int32) -> (Int32, Int32) {
        var rx: Int32 = 0, ry: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, window, XDefaultRootWindow(display), x, y, &rx, &ry, &child)
        return (rx, ry)
    }

    func move(_ window: Window, _ x: Int32, _ y: Int32) {
        let (rx, ry) = rootPoint(window, x, y)
        XTestFakeMotionEvent(display, -1, rx, ry, 0)
        XSync(display, 0)
    }

    func button(_ number: UInt32, down: Bool) {
        XTestFakeButtonEvent(display, number, down ? 1 : 0, 0)
        XSync(display, 0)
    }

    func click(_ window: Window, _ x: Int32, _ y: Int32) {
        move(window, x, y)
        button(1, down: true)
        button(1, down: false)
    }

    /// The keycode for a keysym, binding a spare keycode when the keymap has none (media keys on Xvfb).
    func keycode(_ keysym: UInt) -> UInt32 {
        let existing = XKeysymToKeycode(display, keysym)
        if existing != 0 { return UInt32(existing) }
        var minimum: Int32 = 0, maximum: Int32 = 0
        XDisplayKeycodes(display, &minimum, &maximum)
        var symbol = KeySym(keysym)
        XChangeKeyboardMapping(display, maximum - 1, 1, &symbol, 1)
        XSync(display, 0)
        return UInt32(maximum - 1)
    }

    func key(_ keysym: UInt, down: Bool) {
        XTestFakeKeyEvent(display, keycode(keysym), down ? 1 : 0, 0)
        XSync(display, 0)
    }

    func tap(key keysym: UInt) {
        key(keysym, down: true)
        key(keysym, down: false)
    }

    /// The minimum size in WM_NORMAL_HINTS, when the window has one.
    func minimumSizeHint(_ window: Window) -> (Int32, Int32)? {
        var hints = XSizeHints()
        var supplied = 0
        guard XGetWMNormalHints(display, window, &hints, &supplied) != 0, hints.flags & PMinSize != 0 else {
            return nil
        }
        return (hints.min_width, hints.min_height)
    }

    /// The window's pixels as the X server shows them.
    func screenshot(_ window: Window) -> PixelBuffer? {
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, window, &attributes)
        guard
            let image = XGetImage(
                display, window, 0, 0, UInt32(attributes.width), UInt32(attributes.height), tapestry_all_planes(),
                ZPixmap)
        else { return nil }
        defer { tapestry_destroy_image(image) }
        var buffer = PixelBuffer(width: Int(attributes.width), height: Int(attributes.height))
        for y in 0..<Int(attributes.height) {
            for x in 0..<Int(attributes.width) {
                let v = tapestry_get_pixel(image, Int32(x), Int32(y))
                buffer.setPixel(
                    x: x, y: y, .init(r: UInt8((v >> 16) & 0xff), g: UInt8((v >> 8) & 0xff), b: UInt8(v & 0xff), a: 255)
                )
            }
        }
        return buffer
    }

    private lazy var helper: Window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
    private var clipboardAtom: Atom { XInternAtom(display, "CLIPBOARD", 0) }
    private var utf8Atom: Atom { XInternAtom(display, "UTF8_STRING", 0) }

    /// Reads the CLIPBOARD's text from its owner, waiting (bounded) for the answer.
    func readClipboard(timeout: TimeInterval = 2) -> String? { readSelection("CLIPBOARD", timeout: timeout) }

    /// Reads a selection's text from its owner (following INCR, as a large transfer comes), waiting (bounded).
    func readSelection(_ name: String, timeout: TimeInterval = 2) -> String? {
        let selection = XInternAtom(display, name, 0)
        let property = XInternAtom(display, "TEST_SELECTION", 0)
        let incr = XInternAtom(display, "INCR", 0)
        XSelectInput(display, helper, Int(PropertyChangeMask))
        XDeleteProperty(display, helper, property)
        XConvertSelection(display, selection, utf8Atom, property, helper, UInt(CurrentTime))
        XFlush(display)
        var deadline = Date().addingTimeInterval(timeout)
        var event = XEvent()
        func take() -> (Atom, [UInt8]) {
            var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
            var data: UnsafeMutablePointer<UInt8>?
            XGetWindowProperty(
                display, helper, property, 0, 1 << 28, 1, Atom(AnyPropertyType), &type, &format, &count, &remaining,
                &data)
            defer { if let data { XFree(data) } }
            XFlush(display)
            guard let data, format == 8 else { return (type, []) }
            return (type, Array(UnsafeBufferPointer(start: data, count: Int(count))))
        }
        while Date() < deadline {
            if XCheckTypedWindowEvent(display, helper, SelectionNotify, &event) != 0 {
                guard event.xselection.property != 0 else { return nil }
                let (type, bytes) = take()
                guard type == incr else { return String(decoding: bytes, as: UTF8.self) }
                var data: [UInt8] = []
                while Date() < deadline {
                    if XCheckTypedWindowEvent(display, helper, PropertyNotify, &event) != 0 {
                        guard event.xproperty.atom == property, event.xproperty.state == PropertyNewValue else {
                            continue
                        }
                        let (type, chunk) = take()
                        if type == 0 { continue }  // the INCR property's own notice, already read
                        if chunk.isEmpty { return String(decoding: data, as: UTF8.self) }
                        data.append(contentsOf: chunk)
                        deadline = Date().addingTimeInterval(timeout)
                    } else {
                        usleep(1_000)
                    }
                }
                return nil
            }
            usleep(10_000)
        }
        return nil
    }

    /// Owns the CLIPBOARD with `text` and answers requests until `done` says so (bounded).
    func serveClipboard(
        _ text: String, timeout: TimeInterval = 3, onceOwned start: () -> Void = {}, until done: () -> Bool
    ) {
        serveSelection("CLIPBOARD", Array(text.utf8), timeout: timeout, onceOwned: start, until: done)
    }

    /// Owns a selection with `bytes` and answers requests until `done` says so (bounded). With `chunk`, the
    /// answer goes by INCR in pieces of that size; `vanishAfter` stops answering after that many pieces (a peer
    /// that goes away mid-transfer). `start` runs once the selection is ours: a paste sent before that could
    /// reach the app while it still owns the selection itself.
    func serveSelection(
        _ name: String, _ bytes: [UInt8], chunk: Int? = nil, vanishAfter: Int? = nil, timeout: TimeInterval = 3,
        onceOwned start: () -> Void = {}, until done: () -> Bool
    ) {
        let selection = XInternAtom(display, name, 0)
        let incr = XInternAtom(display, "INCR", 0)
        XSetSelectionOwner(display, selection, helper, UInt(CurrentTime))
        XFlush(display)
        start()
        let deadline = Date().addingTimeInterval(timeout)
        var event = XEvent()
        var transfer: (requestor: Window, property: Atom, sent: Int, pieces: Int)?
        while Date() < deadline && !done() {
            while XPending(display) > 0 {
                XNextEvent(display, &event)
                if event.type == PropertyNotify, let current = transfer, event.xproperty.window == current.requestor,
                    event.xproperty.atom == current.property, event.xproperty.state == PropertyDelete, let chunk
                {
                    if let vanishAfter, current.pieces >= vanishAfter { continue }
                    let end = min(current.sent + chunk, bytes.count)
                    bytes[current.sent..<end].withUnsafeBufferPointer {
                        _ = XChangeProperty(
                            display, current.requestor, current.property, utf8Atom, 8, PropModeReplace, $0.baseAddress,
                            Int32($0.count))
                    }
                    transfer =
                        current.sent == bytes.count
                        ? nil : (current.requestor, current.property, end, current.pieces + 1)
                    XFlush(display)
                    continue
                }
                guard event.type == SelectionRequest else { continue }
                let request = event.xselectionrequest
                var reply = XEvent()
                reply.xselection.type = SelectionNotify
                reply.xselection.requestor = request.requestor
                reply.xselection.selection = request.selection
                reply.xselection.target = request.target
                reply.xselection.property = 0
                if request.target == utf8Atom {
                    if let chunk, bytes.count > chunk {
                        XSelectInput(display, request.requestor, Int(PropertyChangeMask))
                        var size = bytes.count
                        withUnsafeBytes(of: &size) { raw in
                            _ = XChangeProperty(
                                display, request.requestor, request.property, incr, 32, PropModeReplace,
                                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
                        }
                        transfer = (request.requestor, request.property, 0, 0)
                    } else {
                        _ = bytes.withUnsafeBufferPointer {
                            XChangeProperty(
                                display, request.requestor, request.property, utf8Atom, 8, PropModeReplace,
                                $0.baseAddress,
                                Int32(bytes.count))
                        }
                    }
                    reply.xselection.property = request.property
                }
                XSendEvent(display, request.requestor, 0, 0, &reply)
                XFlush(display)
            }
            usleep(1_000)
        }
    }

    /// Clicks a mouse button at a point of a window.
    func click(_ window: Window, _ x: Int32, _ y: Int32, button: UInt32) {
        move(window, x, y)
        self.button(button, down: true)
        self.button(button, down: false)
    }

    /// Asks the window to close as a window manager does (WM_DELETE_WINDOW).
    func requestClose(_ window: Window) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(display, window, 0, 0, &event)
        XSync(display, 0)
    }
}

enum X11TestError: Error { case noDisplay(String), noWindow }

/// A suite whose every test has an X server of its own (its windows alone on it), stopped when the test ends.
class OwnXvfbSuite {
    /// The test's server.
    let xvfb: PrivateXvfb
    /// Its display name.
    var displayName: String { xvfb.name }

    init() throws { xvfb = try PrivateXvfb(size: "1280x1024") }
}

/// A private Xvfb on a free display number, for tests that kill their X server or run beside the shared one.
final class PrivateXvfb {
    private(set) var process = Process()
    private(set) var name = ""
    private var killed = false

    deinit { kill() }

    /// Starts Xvfb with one screen of `size` (width×height) and waits (bounded) for its socket. A number another
    /// server took at the same moment (its Xvfb ends at once) is given up for the next free one.
    init(size: String = "640x480") throws {
        var number = Int.random(in: 200...400)
        for _ in 0..<5 {
            let fileManager = FileManager.default
            while fileManager.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
                || fileManager.fileExists(atPath: "/tmp/.X\(number)-lock")
            {
                number += 1
            }
            name = ":\(number)"
            process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
            process.arguments = [name, "-screen", "0", size + "x24", "-nolisten", "tcp", "-noreset"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning && !fileManager.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
                && Date() < deadline
            {
                usleep(20_000)
            }
            usleep(20_000)
            if process.isRunning { return }
            number += 1
        }
        throw X11TestError.noDisplay("Xvfb did not start on five display numbers")
    }

    /// Stops the server: SIGKILL (the test runner's children inherit a blocked SIGTERM, which Xvfb would sit
    /// out), then removes the socket and lock file it had no chance to remove.
    func kill() {
        guard !killed else { return }  // once: the number may be another server's afterwards
        killed = true
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        let number = name.dropFirst()
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
    }
}

/// Builds a GTK 4 program from `Fixtures/NAME.c` (cc and GTK 4's pkg-config), once for the test run; throws
/// when it cannot. The binary is not named NAME: GTK names its hidden leader window after the program, which a
/// search for a window titled NAME would find first.
func buildGTKFixture(_ name: String) throws -> URL {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/\(name).c")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tapestry-gtk-\(getpid())")
    let binary = directory.appendingPathComponent("fixture-\(name)")
    if FileManager.default.fileExists(atPath: binary.path) { return binary }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let build = Process()
    build.executableURL = URL(fileURLWithPath: "/bin/sh")
    build.arguments = ["-c", "cc \"$0\" -o \"$1\" $(pkg-config --cflags --libs gtk4)", source.path, binary.path]
    try build.run()
    build.waitUntilExit()
    guard build.terminationStatus == 0 else { throw X11TestError.noDisplay("the GTK 4 program \(name) did not build") }
    return binary
}

/// The suites that drive real windows and desktop services (input methods, settings daemons, the accessibility
/// bus, GTK peers), each test on an X server of its own, so no other suite's window can take its keyboard focus.
/// One test at a time (on two cores, more would compete for the CPU and their bounded waits), holding no actor:
/// the engine's main-actor tests go on meanwhile.
@Suite(.serialized, .enabled(if: hasDisplay, "needs Xvfb: make test provides it"))
enum X11Display {}
