import CX11
import Foundation
import Tapestry
import TapestryCairo
import TapestryWayland
import TapestryX11

/// Where the headless tour runs and how it gives real input: an X server driven with XTest, or a Wayland
/// compositor (the headless sway of .ci/with-sway) driven with a virtual pointer (tapestry-wl-input) and
/// virtual keyboards (wtype). Points are in the window's coordinates; keys are X keysyms.
@MainActor
protocol TourDesktop: AnyObject {
    /// One turn of the app's loop, waiting at most a few milliseconds.
    func runOnce()
    /// Whether no input waits to be read from the server (as far as the desktop can tell).
    var noInputWaiting: Bool { get }
    /// The pixels last presented for `window`.
    func pixels(of window: UIWindow) -> PixelBuffer?
    /// Moves the pointer to (`x`, `y`) in `window`.
    func movePointer(to x: Int32, _ y: Int32, in window: UIWindow)
    /// A button (1 left, 3 right) goes down or up.
    func button(_ number: Int, down: Bool)
    /// Presses `modifiers` in order, taps `key`, and releases them in reverse (no modifiers: one key).
    func chord(_ modifiers: [UInt], _ key: UInt)
    /// Types text.
    func type(_ text: String)
    /// Holds Alt down (true) until it is released (false).
    func holdAlt(_ down: Bool)
    /// Resizes the window as a user dragging its edge would.
    func resize(_ window: UIWindow, _ width: Int32, _ height: Int32)
}

/// The tour on the X server in DISPLAY.
@MainActor
final class X11TourDesktop: TourDesktop {
    let backend: X11Backend
    var display: OpaquePointer { backend.connection.display }

    init(backend: X11Backend) { self.backend = backend }

    func runOnce() {
        XSync(display, 0)
        backend.runOnce(blocking: true, timeout: 0.02)
    }

    /// After a round trip: what the server had made of the fake input is in the queue by then.
    var noInputWaiting: Bool {
        XSync(display, 0)
        return XPending(display) == 0
    }

    func pixels(of window: UIWindow) -> PixelBuffer? { backend.presentedPixels(of: window) }

    func movePointer(to x: Int32, _ y: Int32, in window: UIWindow) {
        var rx = x, ry = y
        if let xid = backend.xWindow(for: window) {
            var child: Window = 0
            XTranslateCoordinates(display, xid, XDefaultRootWindow(display), x, y, &rx, &ry, &child)
        }
        XTestFakeMotionEvent(display, -1, rx, ry, 0)
    }

    func button(_ number: Int, down: Bool) { XTestFakeButtonEvent(display, UInt32(number), down ? 1 : 0, 0) }

    private func keycode(_ keysym: UInt) -> UInt32 { UInt32(XKeysymToKeycode(display, keysym)) }

    func chord(_ modifiers: [UInt], _ key: UInt) {
        for modifier in modifiers { XTestFakeKeyEvent(display, keycode(modifier), 1, 0) }
        XTestFakeKeyEvent(display, keycode(key), 1, 0)
        XTestFakeKeyEvent(display, keycode(key), 0, 0)
        for modifier in modifiers.reversed() { XTestFakeKeyEvent(display, keycode(modifier), 0, 0) }
    }

    func type(_ text: String) {
        for character in text.unicodeScalars {
            chord([], UInt(character.value))
            for _ in 0..<2 { runOnce() }
        }
    }

    func holdAlt(_ down: Bool) { XTestFakeKeyEvent(display, keycode(UInt(XK_Alt_L)), down ? 1 : 0, 0) }

    func resize(_ window: UIWindow, _ width: Int32, _ height: Int32) {
        if let xid = backend.xWindow(for: window) { XResizeWindow(display, xid, UInt32(width), UInt32(height)) }
    }
}

/// The tour on the Wayland compositor in WAYLAND_DISPLAY: sway, whose IPC (swaymsg) tells where a window is and
/// resizes it, as Wayland itself tells no client.
@MainActor
final class WaylandTourDesktop: TourDesktop {
    let backend: WaylandBackend
    private let pointer = Process()
    private let commands = Pipe()
    private let answers = Pipe()
    private var heldAlt: Process?

    init(backend: WaylandBackend) {
        self.backend = backend
        let bin = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        pointer.executableURL = bin.appendingPathComponent("tapestry-wl-input")
        pointer.standardInput = commands
        pointer.standardOutput = answers
        do { try pointer.run() } catch {
            FileHandle.standardError.write(Data("tour: tapestry-wl-input did not start: \(error)\n".utf8))
        }
        _ = readAnswer()  // "ready"
    }

    private func readAnswer() -> String {
        var line = Data()
        while true {
            let byte = answers.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line.append(byte)
        }
        return String(decoding: line, as: UTF8.self)
    }

    private func pointerCommand(_ command: String) {
        guard pointer.isRunning else { return }
        commands.fileHandleForWriting.write(Data((command + "\n").utf8))
        _ = readAnswer()
    }

    func runOnce() { backend.runOnce(blocking: true, timeout: 0.02) }

    /// The virtual pointer and keyboards answer once the compositor has their input; what it sent on reaches
    /// the app within the quiet time `settle` waits.
    var noInputWaiting: Bool { true }

    func pixels(of window: UIWindow) -> PixelBuffer? { backend.presentedPixels(of: window) }

    /// Runs a program to its end, running the app's loop meanwhile (it may be asked for something).
    @discardableResult
    private func run(_ path: String, _ arguments: [String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return "" }
        let collected = Collected()
        output.fileHandleForReading.readabilityHandler = { handle in
            let chunk = handle.availableData
            collected.lock.withLock { collected.data.append(chunk) }
        }
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { runOnce() }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        output.fileHandleForReading.readabilityHandler = nil
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        return collected.lock.withLock { String(decoding: collected.data + rest, as: UTF8.self) }
    }

    /// Where `window` is in the layout (sway's tree, by title).
    private func origin(of window: UIWindow) -> (Int32, Int32) {
        let tree = run("/usr/bin/swaymsg", ["-t", "get_tree", "-r"])
        guard let root = try? JSONSerialization.jsonObject(with: Data(tree.utf8)) else { return (0, 0) }
        func find(_ node: Any) -> (Int32, Int32)? {
            guard let node = node as? [String: Any] else { return nil }
            if node["name"] as? String == window.title, let rect = node["rect"] as? [String: Any],
                let x = rect["x"] as? Int, let y = rect["y"] as? Int, node["app_id"] != nil
            {
                return (Int32(x), Int32(y))
            }
            for key in ["nodes", "floating_nodes"] {
                for child in node[key] as? [Any] ?? [] { if let found = find(child) { return found } }
            }
            return nil
        }
        return find(root) ?? (0, 0)
    }

    func movePointer(to x: Int32, _ y: Int32, in window: UIWindow) {
        let (ox, oy) = origin(of: window)
        pointerCommand("move \(ox + x) \(oy + y)")
    }

    func button(_ number: Int, down: Bool) {
        pointerCommand("\(down ? "down" : "up") \(number == 3 ? "right" : number == 2 ? "middle" : "left")")
    }

    /// wtype's names: modifiers by its own names, keys by their X keysym names.
    private static func modifierName(_ keysym: UInt) -> String? {
        switch Int32(keysym) {
        case XK_Control_L, XK_Control_R: "ctrl"
        case XK_Shift_L, XK_Shift_R: "shift"
        case XK_Super_L, XK_Super_R: "logo"
        case XK_Alt_L, XK_Alt_R: "alt"
        default: nil
        }
    }

    func chord(_ modifiers: [UInt], _ key: UInt) {
        // Each wtype is a new keyboard with a keymap of its own: it waits a moment for the app to take it.
        var arguments = ["-s", "300"]
        for modifier in modifiers { if let name = Self.modifierName(modifier) { arguments += ["-M", name] } }
        if let name = XKeysymToString(key) { arguments += ["-k", String(cString: name)] }
        for modifier in modifiers.reversed() {
            if let name = Self.modifierName(modifier) { arguments += ["-m", name] }
        }
        run("/usr/bin/wtype", arguments)
    }

    func type(_ text: String) { run("/usr/bin/wtype", ["-s", "300", text]) }

    func holdAlt(_ down: Bool) {
        if down {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/wtype")
            process.arguments = ["-s", "300", "-M", "alt", "-s", "2000", "-m", "alt"]
            try? process.run()
            heldAlt = process
            let until = Date().addingTimeInterval(0.5)
            while Date() < until { runOnce() }
        } else if let process = heldAlt {
            while process.isRunning { runOnce() }
            heldAlt = nil
        }
    }

    func resize(_ window: UIWindow, _ width: Int32, _ height: Int32) {
        run("/usr/bin/swaymsg", ["[title=\"\(window.title)\"]", "resize", "set", "\(width)", "\(height)"])
    }
}

/// Output gathered from a reading thread.
private final class Collected: @unchecked Sendable {
    let lock = NSLock()
    var data = Data()
}
