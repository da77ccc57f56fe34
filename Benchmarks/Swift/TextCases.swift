import CX11
import Foundation
import Tapestry
import TapestryX11

/// How case 16 is measured, on both sides.
let textMethod =
    "40 XTest keystrokes at the start of 100,000 characters in lines of 70, ours and GTK 4's GtkTextView (Cairo "
    + "renderer, caret blink off) interleaved, each window focused first; from the key to the DAMAGE report"

/// The text cases (issue 17): keystroke-to-pixel in a text view holding 100,000 characters, side by side with
/// GTK 4's GtkTextView, and a 10 MB paste from another client by INCR.
@MainActor
enum TextCases {
    static let line = "The quick brown fox jumps over the lazy dog while typing tests run now."

    static func run() {
        guard XCases.display != nil else { return }
        // The paste first: after case 16's GTK 4 peer has run, the paste app was not sent the clipboard (the
        // cause is not found yet; each case passes alone and in this order).
        if runs(17) { largePaste() }
        if runs(16) { keystrokeLatency() }
    }

    /// A checksum of a window's pixels in a rectangle.
    static func checksum(_ window: Window, _ rect: (Int32, Int32, UInt32, UInt32)) -> UInt {
        guard let d = XCases.display,
            let image = XGetImage(d, window, rect.0, rect.1, rect.2, rect.3, tapestry_all_planes(), ZPixmap)
        else { return 0 }
        defer { tapestry_destroy_image(image) }
        var sum: UInt = 0
        for y in 0..<Int32(rect.3) {
            for x in 0..<Int32(rect.2) { sum = sum &* 31 &+ tapestry_get_pixel(image, x, y) }
        }
        return sum
    }

    /// Focuses `window`, presses and releases a key, and waits until the pixels in `rect` change; milliseconds
    /// from the key's release to the change.
    static func keyLatency(_ window: Window, keysym: Int32, rect: (Int32, Int32, UInt32, UInt32)) -> Double? {
        guard let d = XCases.display else { return nil }
        XSetInputFocus(d, window, RevertToParent, UInt(CurrentTime))
        XSync(d, 0)
        usleep(30_000)
        let before = checksum(window, rect)
        let code = XKeysymToKeycode(d, UInt(keysym))
        XTestFakeKeyEvent(d, UInt32(code), 1, 0)
        XTestFakeKeyEvent(d, UInt32(code), 0, 0)
        XFlush(d)
        let start = now()
        while now() - start < 1 {
            if checksum(window, rect) != before { return (now() - start) * 1000 }
        }
        return nil
    }

    static func keystrokeLatency() {
        guard let d = XCases.display, let ours = XCases.spawn(CommandLine.arguments[0], ["--app", "textview"]) else {
            return
        }
        defer { XCases.stop(ours) }
        guard let ourWindow = XCases.window(named: "tapestry-textview") else { return }
        let peer = Process()
        peer.executableURL = URL(fileURLWithPath: "\(binDirectory)/gtktext")
        var environment = ProcessInfo.processInfo.environment
        environment["GDK_BACKEND"] = "x11"
        environment["GSK_RENDERER"] = "cairo"
        environment["NO_AT_BRIDGE"] = "1"
        environment["GTK_A11Y"] = "none"
        peer.environment = environment
        peer.standardOutput = FileHandle.nullDevice
        peer.standardError = FileHandle.nullDevice
        var theirWindow: Window?
        if (try? peer.run()) != nil { theirWindow = XCases.window(named: "gtk-textview") }
        defer { if peer.isRunning { kill(peer.processIdentifier, SIGKILL) } }
        if let theirWindow { XMoveWindow(d, theirWindow, 620, 0) }
        XSync(d, 0)
        usleep(800_000)
        let samples = quick ? 40 : 200
        var ourTimes: [Double] = [], theirTimes: [Double] = []
        // The first line's characters after the caret: typing at the start of the text shifts them.
        let ourRect: (Int32, Int32, UInt32, UInt32) = (40, 10, 200, 14)
        let theirRect: (Int32, Int32, UInt32, UInt32) = (40, 2, 200, 14)
        for i in 0..<samples * 2 {
            // A character, then Backspace: the caret stays at the start; each turn is one edit in each program.
            let keysym = (i / 2) % 2 == 0 ? XK_x : XK_BackSpace
            let ourTurn = (i % 2 == 0) == ((i / 4) % 2 == 0)
            if ourTurn {
                if let ms = keyLatency(ourWindow, keysym: keysym, rect: ourRect) { ourTimes.append(ms) }
            } else if let theirWindow {
                if let ms = keyLatency(theirWindow, keysym: keysym, rect: theirRect) { theirTimes.append(ms) }
            }
        }
        guard !ourTimes.isEmpty else {
            print("16. keystroke-to-pixel: could not measure")
            return
        }
        let p50 = percentile(ourTimes, 0.5)
        let peer50 = theirTimes.isEmpty ? nil : percentile(theirTimes, 0.5)
        report(
            Row(
                name: "16. keystroke-to-pixel, 100k-char text view p50", unit: "ms", ours: p50, peer: peer50,
                peerName: "GTK 4 GtkTextView",
                ratio: peer50.map { p50 / $0 }, target: "≤ 2 ms (peer: GTK 4 GtkTextView)", met: p50 <= 2,
                method: textMethod, note: "\(ourTimes.count)/\(theirTimes.count) samples interleaved"))
        report(
            Row(
                name: "16. keystroke-to-pixel p99", unit: "ms", ours: percentile(ourTimes, 0.99),
                peer: theirTimes.isEmpty ? nil : percentile(theirTimes, 0.99), peerName: "GTK 4 GtkTextView",
                ratio: nil, target: "", met: nil, method: textMethod))
    }

    /// Another client offers 10 MB of text (lines of 70 characters) on the CLIPBOARD in 64 KiB INCR pieces;
    /// the app pastes it into an empty text view with Ctrl+V. Time to the text view's change, and the app's
    /// peak memory before and after.
    static func largePaste() {
        guard let d = XCases.display else { return }
        let app = Process()
        app.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        app.arguments = ["--app", "paste"]
        let pipe = Pipe()
        app.standardOutput = pipe
        let errors = Pipe()
        app.standardError = errors
        guard (try? app.run()) != nil else { return }
        defer { XCases.stop(app) }
        guard let window = XCases.window(named: "tapestry-paste") else { return }
        usleep(500_000)
        let before = Double(XCases.procStatus(app.processIdentifier)["VmHWM"] ?? 0) / 1024
        var text = ""
        while text.utf8.count < 10_000_000 { text += line + "\n" }
        let bytes = Array(text.utf8.prefix(10_000_000))
        let pasted = ClipboardServer(display: d)
        final class Output: @unchecked Sendable {
            let lock = NSLock()
            var text = ""
            var value: String { lock.withLock { text } }
        }
        let output = Output(), errorOutput = Output()
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if !data.isEmpty { output.lock.withLock { output.text += String(decoding: data, as: UTF8.self) } }
        }
        // Read as it comes (a full pipe would block the app; asking for it afterwards would block the harness).
        errors.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if !data.isEmpty { errorOutput.lock.withLock { errorOutput.text += String(decoding: data, as: UTF8.self) } }
        }
        XSetInputFocus(d, window, RevertToParent, UInt(CurrentTime))
        XSync(d, 0)
        usleep(100_000)
        let control = XKeysymToKeycode(d, UInt(XK_Control_L)), v = XKeysymToKeycode(d, UInt(XK_v))
        XTestFakeKeyEvent(d, UInt32(control), 1, 0)
        XTestFakeKeyEvent(d, UInt32(v), 1, 0)
        XTestFakeKeyEvent(d, UInt32(v), 0, 0)
        XTestFakeKeyEvent(d, UInt32(control), 0, 0)
        XFlush(d)
        let start = now()
        pasted.serve(bytes, chunk: 65536, timeout: 60) { output.value.contains("pasted") }
        let seconds = now() - start
        pipe.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
        let after = Double(XCases.procStatus(app.processIdentifier)["VmHWM"] ?? 0) / 1024
        let done = output.value.contains("pasted 10000000")
        report(
            Row(
                name: "17. paste 10 MB by INCR into a text view", unit: "s", ours: seconds, baseline: nil, ratio: nil,
                target: "completes", met: done,
                method: "10 MB of text offered by another client through INCR and pasted with Ctrl+V; seconds to the "
                    + "frame that shows it",
                note: done
                    ? nil
                    : "the app did not report the whole paste: \(output.value.suffix(80)) \(errorOutput.value.prefix(300))"
            ))
        report(
            Row(
                name: "17. peak memory growth of that paste", unit: "MiB", ours: after - before, baseline: nil,
                ratio: nil, target: "≤ 12× the text (120 MiB)", met: after - before <= 120,
                method: "VmHWM growth of the app over the paste"))
        // Still responsive: keystrokes at the start of the 10 MB text.
        var typed: [Double] = []
        let home = XKeysymToKeycode(d, UInt(XK_Home)), controlCode = XKeysymToKeycode(d, UInt(XK_Control_L))
        XTestFakeKeyEvent(d, UInt32(controlCode), 1, 0)
        XTestFakeKeyEvent(d, UInt32(home), 1, 0)
        XTestFakeKeyEvent(d, UInt32(home), 0, 0)
        XTestFakeKeyEvent(d, UInt32(controlCode), 0, 0)
        XSync(d, 0)
        usleep(300_000)
        for i in 0..<20 {
            if let ms = keyLatency(window, keysym: i % 2 == 0 ? XK_x : XK_BackSpace, rect: (40, 10, 200, 14)) {
                typed.append(ms)
            }
        }
        if !typed.isEmpty {
            report(
                Row(
                    name: "17. keystroke-to-pixel after it, p50", unit: "ms", ours: percentile(typed, 0.5),
                    baseline: nil, ratio: nil, target: "≤ 16.7 ms (within a frame)",
                    met: percentile(typed, 0.5) <= 16.7,
                    method: "XTest key presses at the start of the pasted text, to the DAMAGE report of the change",
                    note: "typing at the start of 143,000 lines while later ones are still being measured")
            )
        }
    }
}

/// Owns CLIPBOARD for the paste case (from its creation, so that the app's request after Ctrl+V finds an owner)
/// and answers requests, by INCR in pieces of `chunk` bytes.
@MainActor
final class ClipboardServer {
    let display: OpaquePointer
    let window: Window

    init(display: OpaquePointer) {
        self.display = display
        window = XCreateSimpleWindow(display, XDefaultRootWindow(display), -10, -10, 1, 1, 0, 0, 0)
        XSetSelectionOwner(display, XInternAtom(display, "CLIPBOARD", 0), window, UInt(CurrentTime))
        XSync(display, 0)
    }

    func serve(_ bytes: [UInt8], chunk: Int, timeout: TimeInterval, until done: () -> Bool) {
        let utf8 = XInternAtom(display, "UTF8_STRING", 0), incr = XInternAtom(display, "INCR", 0)
        let deadline = Date().addingTimeInterval(timeout)
        var event = XEvent()
        var transfer: (requestor: Window, property: Atom, sent: Int)?
        while Date() < deadline && !done() {
            while XPending(display) > 0 {
                XNextEvent(display, &event)
                if event.type == PropertyNotify, let current = transfer, event.xproperty.window == current.requestor,
                    event.xproperty.atom == current.property, event.xproperty.state == PropertyDelete
                {
                    let end = min(current.sent + chunk, bytes.count)
                    bytes[current.sent..<end].withUnsafeBufferPointer {
                        _ = XChangeProperty(
                            display, current.requestor, current.property, utf8, 8, PropModeReplace, $0.baseAddress,
                            Int32($0.count))
                    }
                    transfer = current.sent == bytes.count ? nil : (current.requestor, current.property, end)
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
                reply.xselection.property = request.target == utf8 ? request.property : 0
                if request.target == utf8 {
                    XSelectInput(display, request.requestor, Int(PropertyChangeMask))
                    var size = bytes.count
                    withUnsafeBytes(of: &size) { raw in
                        _ = XChangeProperty(
                            display, request.requestor, request.property, incr, 32, PropModeReplace,
                            raw.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
                    }
                    transfer = (request.requestor, request.property, 0)
                }
                XSendEvent(display, request.requestor, 0, 0, &reply)
                XFlush(display)
            }
            usleep(200)
        }
    }
}

/// `tapestry-bench --app textview|paste`: a text view filling a 600×400 window, first responder, the caret at
/// the start; `textview` holds 100,000 characters in lines of 70, `paste` starts empty and prints
/// "pasted <count>" when text arrives.
@MainActor
enum TextViewApp {
    final class Reporter: NSObject, UITextViewDelegate {
        func textViewDidChange(_ textView: UITextView) {
            // Reported once the change is laid out and drawn (the main queue runs after the frame).
            let count = textView.text.utf8.count
            DispatchQueue.main.async { FileHandle.standardOutput.write(Data("pasted \(count)\n".utf8)) }
        }
    }
    static let reporter = Reporter()

    static func run(filled: Bool) -> Never {
        let connection: X11Connection
        do { connection = try X11Connection() } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
        let backend = X11Backend(connection: connection, application: UIApplication.shared)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        window.title = filled ? "tapestry-textview" : "tapestry-paste"
        window.backgroundColor = .white
        let view = UITextView(frame: window.bounds)
        view.font = .systemFont(ofSize: 14)
        if filled {
            var text = ""
            while text.utf16.count < 100_000 { text += TextCases.line + "\n" }
            view.text = String(text.prefix(100_000))
        } else {
            view.delegate = reporter
        }
        window.addSubview(view)
        window.makeKeyAndVisible()
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 0, length: 0)
        backend.run()
    }
}
