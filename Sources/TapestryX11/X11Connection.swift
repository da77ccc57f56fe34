import CX11
import Foundation
@_spi(Backend) import Tapestry

/// A failure of the X11 backend, with a message that names the subsystem and what to do.
public enum X11Error: Error, CustomStringConvertible, Equatable {
    /// The display could not be opened.
    case cannotOpenDisplay(String)
    /// The screen's visual is not one the backend can draw to.
    case unsupportedVisual(depth: Int32)

    /// One line for the user.
    public var description: String {
        switch self {
        case .cannotOpenDisplay(let name):
            "X11: cannot open display \"\(name)\"; is an X server running? Set DISPLAY or run under Xvfb (make demo starts one when there is no display)"
        case .unsupportedVisual(let depth):
            "X11: the default visual has depth \(depth); Tapestry draws to 24- or 32-bit TrueColor visuals"
        }
    }
}

/// The connection to the X server: display, screen, visual, atoms, input method, scale, and the error
/// handlers (asynchronous errors are logged by request serial; a lost server ends the program with a message).
@preconcurrency @MainActor
public final class X11Connection {
    struct Atoms {
        let wmProtocols: Atom
        let wmDeleteWindow: Atom
        let netWMName: Atom
        let utf8String: Atom
        let netWMPing: Atom
        let netWMSyncRequest: Atom
        let netWMSyncRequestCounter: Atom
        let netWMIcon: Atom
        let netWMPID: Atom
    }

    /// The Xlib display (for tools that drive it, such as the demo tour).
    public let display: OpaquePointer
    let screen: Int32
    let root: Window
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    let atoms: Atoms
    /// The input method (XIM), nil when none runs; reopened when one starts (SEMANTICS §13.1).
    var inputMethod: XIM?
    /// Whether the server has the SYNC extension (for `_NET_WM_SYNC_REQUEST`).
    let hasSync: Bool
    /// Pixels per point: `TAPESTRY_SCALE`, else the settings daemon's `Xft/DPI` / 96, else the `Xft.dpi`
    /// resource / 96, else 1.
    public let scale: CGFloat
    /// The display's name.
    public let displayName: String

    nonisolated(unsafe) static var displayNameForErrors = ""
    /// While set, X errors are counted here instead of reported (to learn whether a request failed).
    nonisolated(unsafe) static var trappedErrors: Int?

    /// Whether window pixels are uploaded through shared memory (MIT-SHM): the server then reads them from a
    /// segment both sides map instead of from the socket, which takes a copy of every changed pixel off the way
    /// from a click to the screen. Off when the server lacks the extension, when it cannot attach our segments
    /// (a display on another machine), or with `TAPESTRY_X11_NO_MITSHM=1`; nil until the first window's
    /// surface tried it.
    var usesSharedMemory: Bool?

    /// Whether this server may be offered shared memory at all (the extension is there, not turned off).
    func sharedMemoryIsOffered() -> Bool {
        if let usesSharedMemory { return usesSharedMemory }
        let disabled = getenv("TAPESTRY_X11_NO_MITSHM").map { String(cString: $0) }
        guard disabled == nil || disabled == "" || disabled == "0", XShmQueryExtension(display) != 0 else {
            usesSharedMemory = false
            return false
        }
        return true
    }

    /// Run when the connection is lost, before the program ends: the backend cancels the touches in progress
    /// so that every view that began one hears its end (SEMANTICS §14.1).
    nonisolated(unsafe) static var connectionWillBeLost: (@MainActor () -> Void)?

    /// Opens the display named by `DISPLAY` (or `name`). (The C locale is set when the input method opens:
    /// nothing else here depends on it.)
    public init(name: String? = nil) throws(X11Error) {
        let resolved = name ?? getenv("DISPLAY").map { String(cString: $0) } ?? ""
        guard let display = XOpenDisplay(resolved.isEmpty ? nil : resolved) else {
            throw .cannotOpenDisplay(resolved.isEmpty ? "(DISPLAY is not set)" : resolved)
        }
        self.display = display
        X11Connection.prefetchAtoms(display)
        displayName = String(cString: XDisplayString(display))
        X11Connection.displayNameForErrors = displayName
        screen = XDefaultScreen(display)
        root = XRootWindow(display, screen)
        visual = XDefaultVisual(display, screen)
        depth = XDefaultDepth(display, screen)
        guard depth == 24 || depth == 32 else {
            XCloseDisplay(display)
            throw .unsupportedVisual(depth: depth)
        }
        atoms = Atoms(
            wmProtocols: XInternAtom(display, "WM_PROTOCOLS", 0),
            wmDeleteWindow: XInternAtom(display, "WM_DELETE_WINDOW", 0),
            netWMName: XInternAtom(display, "_NET_WM_NAME", 0), utf8String: XInternAtom(display, "UTF8_STRING", 0),
            netWMPing: XInternAtom(display, "_NET_WM_PING", 0),
            netWMSyncRequest: XInternAtom(display, "_NET_WM_SYNC_REQUEST", 0),
            netWMSyncRequestCounter: XInternAtom(display, "_NET_WM_SYNC_REQUEST_COUNTER", 0),
            netWMIcon: XInternAtom(display, "_NET_WM_ICON", 0), netWMPID: XInternAtom(display, "_NET_WM_PID", 0))
        var syncEvent: Int32 = 0, syncError: Int32 = 0, syncMajor: Int32 = 0, syncMinor: Int32 = 0
        hasSync =
            XSyncQueryExtension(display, &syncEvent, &syncError) != 0
            && XSyncInitialize(display, &syncMajor, &syncMinor) != 0
        scale = X11Connection.scaleFactor(display: display)
        var supported: Int32 = 0
        XkbSetDetectableAutoRepeat(display, 1, &supported)
        XSetErrorHandler { display, event in
            guard let event else { return 0 }
            if let count = X11Connection.trappedErrors {
                X11Connection.trappedErrors = count + 1
                return 0
            }
            var text = [CChar](repeating: 0, count: 256)
            XGetErrorText(display, Int32(event.pointee.error_code), &text, 256)
            let message = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            FileHandle.standardError.write(
                Data(
                    ("X11: \(message) (request \(event.pointee.request_code).\(event.pointee.minor_code), serial "
                        + "\(event.pointee.serial), resource 0x\(String(event.pointee.resourceid, radix: 16))); ignored\n")
                        .utf8))
            return 0
        }
        XSetIOErrorHandler { _ in
            // Xlib calls this on the thread that made the failing call. The input method server watch has a
            // connection of its own: its thread waits here while the main thread, which runs the loop, meets the
            // same loss and ends the program.
            guard Thread.isMainThread else { while true { pause() } }
            MainActor.assumeIsolated { X11Connection.connectionWillBeLost?() }
            FileHandle.standardError.write(
                Data(
                    "X11: lost the connection to display \"\(X11Connection.displayNameForErrors)\" (the X server went away); exiting\n"
                        .utf8))
            exit(1)
        }
        UIScreen.main.displayScale = scale
        UIScreen.main.displayBounds = CGRect(
            x: 0, y: 0, width: CGFloat(XDisplayWidth(display, screen)) / scale,
            height: CGFloat(XDisplayHeight(display, screen)) / scale)
    }

    /// The file descriptor of the connection, for `poll`.
    var fileDescriptor: Int32 { XConnectionNumber(display) }

    /// Every atom the backend names, interned in one round trip (Xlib keeps them, so the later `XInternAtom`
    /// calls ask the server nothing); one round trip each cost about 2 ms of start-up.
    private static func prefetchAtoms(_ display: OpaquePointer) {
        let names = [
            "WM_PROTOCOLS", "WM_DELETE_WINDOW", "_NET_WM_NAME", "UTF8_STRING", "_NET_WM_PING", "_NET_WM_SYNC_REQUEST",
            "_NET_WM_SYNC_REQUEST_COUNTER", "_NET_WM_ICON", "_NET_WM_PID", "CLIPBOARD", "TARGETS", "TEXT",
            "text/plain;charset=utf-8", "INCR", "TAPESTRY_SELECTION", "_XSETTINGS_S\(XDefaultScreen(display))",
            "_XSETTINGS_SETTINGS", "MANAGER", "XdndAware", "XdndEnter", "XdndPosition", "XdndStatus", "XdndLeave",
            "XdndDrop", "XdndFinished", "XdndSelection", "XdndTypeList", "XdndActionCopy", "XdndActionMove",
            "text/plain", "text/uri-list", "image/png",
        ]
        var pointers = names.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        var atoms = [Atom](repeating: 0, count: names.count)
        _ = XInternAtoms(display, &pointers, Int32(names.count), 0, &atoms)
    }

    private static func scaleFactor(display: OpaquePointer) -> CGFloat {
        if let text = getenv("TAPESTRY_SCALE").map({ String(cString: $0) }), let value = Double(text), value > 0,
            value.isFinite
        {
            return CGFloat(value)
        }
        if let scale = X11Settings.scale(display: display) { return scale }
        guard let resources = XResourceManagerString(display) else { return 1 }
        return scale(fromResources: String(cString: resources))
    }

    /// The scale in an X resources string: `Xft.dpi` / 96, at least 1.
    nonisolated public static func scale(fromResources resources: String) -> CGFloat {
        for line in resources.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi",
                let dpi = Double(parts[1].trimmingCharacters(in: .whitespaces)), dpi > 0
            else { continue }
            return max(1, CGFloat(dpi / 96))
        }
        return 1
    }
}
