import CCairo
import CX11
import Foundation
import Tapestry
import TapestryCairo

/// The X11 backend: maps a real window for every visible `UIWindow`, translates X events into the engine's
/// input entry points (`UIApplication.shared.input`), and presents damaged rectangles.
///
/// The loop drains `XPending`, runs due timers and layout, draws, then sleeps in `poll` on the X connection
/// and the main dispatch queue until the next timer deadline: an idle app wakes for nothing, and a block
/// queued on the main queue from any thread wakes it.
@MainActor
public final class X11Backend {
    /// The connection to the X server.
    public let connection: X11Connection
    private let application: UIApplication
    private var windows: [Window: X11Window] = [:]
    private let renderer = ViewRenderer()
    private var consumedKeycodes: Set<UInt32> = []
    private var xiOpcode: Int32 = -1
    private var hadWindows = false
    private var clipboard: X11Clipboard!
    /// The main dispatch queue's descriptor, readable while it has work (-1 when unavailable: the loop then
    /// runs `RunLoop.main` every turn).
    private let mainQueueDescriptor: Int32 = tapestry_main_queue_descriptor()

    /// Attaches the backend to `application`: windows it shows become X windows.
    public init(connection: X11Connection, application: UIApplication = .shared) {
        self.connection = connection
        self.application = application
        var event: Int32 = 0, error: Int32 = 0
        if XQueryExtension(connection.display, "XInputExtension", &xiOpcode, &event, &error) == 0 { xiOpcode = -1 }
        clipboard = X11Clipboard(connection: connection)
        application.windowObserver = { [unowned self] window in self.windowChanged(window) }
        application.terminationHandler = { [unowned self] in self.terminate(status: 0) }
        X11Connection.connectionWillBeLost = { [unowned self] in
            self.windows.removeAll()  // nothing more can be sent to the server
            self.application.input.cancelAllTouches()
        }
        for window in application.visibleWindowList { windowChanged(window) }
    }

    /// The X window of a visible `UIWindow`, or nil.
    public func xWindow(for window: UIWindow) -> UInt? {
        windows.first { $0.value.window === window }?.key
    }

    /// The pixels last presented for a window (what the X window shows), or nil.
    public func presentedPixels(of window: UIWindow) -> PixelBuffer? {
        windows.values.first { $0.window === window }?.pixels
    }

    // MARK: Windows

    private func windowChanged(_ window: UIWindow) {
        if let existing = windows.values.first(where: { $0.window === window }) {
            if window.isHidden {
                windows[existing.xid] = nil
                existing.destroy()
                XFlush(connection.display)
            } else {
                existing.setTitle(window.title)
            }
            return
        }
        guard !window.isHidden else { return }
        let x11Window = X11Window(window: window, connection: connection)
        windows[x11Window.xid] = x11Window
        hadWindows = true
        x11Window.map()
        XFlush(connection.display)
    }

    // MARK: The loop

    /// Runs the event loop until the last window closes or the application terminates.
    public func run() -> Never {
        while true { runOnce(blocking: true) }
    }

    /// One turn of the loop: handle every pending event, run timers and layout, present, and (when
    /// `blocking`) sleep until an event or the next timer.
    public func runOnce(blocking: Bool, timeout: TimeInterval? = nil) {
        let display = connection.display
        var event = XEvent()
        while XPending(display) > 0 {
            XNextEvent(display, &event)
            handle(&event)
        }
        application.input.runLoopTurn()
        // Present first, so input reaches the screen without waiting for anything else.
        for window in windows.values { window.present(with: renderer) }
        XFlush(display)
        // Work queued on the main dispatch queue (DispatchQueue.main.async) runs next, once per turn; what it
        // changes is presented at once. RunLoop.main is run only when the queue has work: an idle run costs
        // tens of microseconds of system calls, spent while the X server is busy showing this frame.
        if mainQueueHasWork {
            _ = RunLoop.main.run(mode: .default, before: .distantPast)
            if windows.values.contains(where: { $0.window.hasPendingLayout || !$0.window.damage.isEmpty }) {
                application.input.runLoopTurn()
                for window in windows.values { window.present(with: renderer) }
                XFlush(display)
            }
        }
        if hadWindows && windows.isEmpty { terminate(status: 0) }
        guard blocking, XPending(display) == 0 else { return }
        var wait: Int32 = -1
        if let deadline = application.clock.nextDeadline {
            wait = Int32(clamping: Int(max(0, ((deadline - application.clock.now) * 1000).rounded(.up))))
        }
        if let timeout { wait = wait < 0 ? Int32(timeout * 1000) : min(wait, Int32(timeout * 1000)) }
        var descriptors = [
            pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: mainQueueDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        _ = poll(&descriptors, mainQueueDescriptor >= 0 ? 2 : 1, wait)
    }

    /// Whether blocks wait on the main dispatch queue (always true when its descriptor is unavailable).
    private var mainQueueHasWork: Bool {
        guard mainQueueDescriptor >= 0 else { return true }
        var descriptor = pollfd(fd: mainQueueDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    private func terminate(status: Int32) -> Never {
        application.delegate?.applicationWillTerminate(application)
        for window in windows.values { window.destroy() }
        windows.removeAll()
        XCloseDisplay(connection.display)
        exit(status)
    }

    // MARK: Events

    private let debugLog: FileHandle? = ProcessInfo.processInfo.environment["TAPESTRY_X11_EVENT_LOG"].flatMap {
        _ = FileManager.default.createFile(atPath: $0, contents: nil)
        return FileHandle(forWritingAtPath: $0)
    }

    private func handle(_ event: inout XEvent) {
        if let debugLog {
            var line = "event \(event.type) window \(event.xany.window)"
            if event.type == FocusIn || event.type == FocusOut {
                var focus: Window = 0
                var revert: Int32 = 0
                XGetInputFocus(connection.display, &focus, &revert)
                line += " mode \(event.xfocus.mode) detail \(event.xfocus.detail) focus now \(focus) revert \(revert)"
            }
            if event.type == LeaveNotify || event.type == EnterNotify {
                line += " mode \(event.xcrossing.mode) detail \(event.xcrossing.detail)"
            }
            debugLog.write(Data((line + "\n").utf8))
        }
        if XFilterEvent(&event, 0) != 0 { return }  // the input method took it
        switch event.type {
        case KeyPress: keyPress(&event.xkey)
        case KeyRelease: keyRelease(&event.xkey)
        case ButtonPress: buttonPress(event.xbutton)
        case ButtonRelease: buttonRelease(event.xbutton)
        case MotionNotify: motionNotify(event.xmotion)
        case LeaveNotify: leaveNotify(event.xcrossing)
        case FocusIn: focusIn(event.xfocus)
        case FocusOut: focusOut(event.xfocus)
        case Expose: expose(event.xexpose)
        case ConfigureNotify: configureNotify(event.xconfigure)
        case MapNotify: mapNotify(event.xmap)
        case DestroyNotify: destroyNotify(event.xdestroywindow)
        case ClientMessage: clientMessage(event.xclient)
        case GenericEvent: genericEvent(&event.xcookie)
        case SelectionRequest: clipboard.selectionRequest(event.xselectionrequest)
        case SelectionClear: clipboard.selectionClear()
        default: break
        }
    }

    private func points(_ x: Int32, _ y: Int32, in window: X11Window) -> CGPoint {
        CGPoint(x: CGFloat(x) / window.scale, y: CGFloat(y) / window.scale)
    }

    private func apply(_ actions: [X11PointerTranslation.Action], in window: X11Window) {
        for action in actions {
            switch action {
            case .touches(let changes): application.input.touchesChanged(changes, in: window.window)
            case .hover(let location): application.input.pointerMoved(to: location, in: window.window)
            case .hoverExit: application.input.pointerExited(window.window)
            case .scroll(let delta, let location): application.input.scroll(by: delta, at: location, in: window.window)
            }
        }
    }

    private func keyPress(_ event: inout XKeyEvent) {
        guard let window = windows[event.window] else { return }
        var keysym: KeySym = 0
        var status: Int32 = 0
        var buffer = [CChar](repeating: 0, count: 64)
        var count: Int32
        if let ic = window.ic {
            count = Xutf8LookupString(ic, &event, &buffer, Int32(buffer.count - 1), &keysym, &status)
            if status == XBufferOverflow {
                buffer = [CChar](repeating: 0, count: Int(count) + 1)
                count = Xutf8LookupString(ic, &event, &buffer, count, &keysym, &status)
            }
        } else {
            count = XLookupString(&event, &buffer, Int32(buffer.count - 1), &keysym, nil)
            status = count > 0 ? XLookupBoth : XLookupKeySym
        }
        let text = X11KeyTranslation.text(fromUTF8: buffer.prefix(Int(max(count, 0))).map { UInt8(bitPattern: $0) })
        if status == XLookupChars {
            application.input.insertText(text)  // committed by the input method (Chinese, compose)
            return
        }
        guard status == XLookupKeySym || status == XLookupBoth else { return }
        let unmodified = XLookupKeysym(&event, 0)
        if X11KeyTranslation.isShakeChord(keysym: keysym, state: event.state) {
            consumedKeycodes.insert(event.keycode)
            application.input.shake()
            return
        }
        if let subtype = X11KeyTranslation.remoteControlSubtype(forKeysym: keysym, isDown: true) {
            application.input.remoteControl(subtype)
        }
        let key = X11KeyTranslation.key(keysym: keysym, unmodifiedKeysym: unmodified, text: text, state: event.state)
        application.input.pressBegan(
            Int(event.keycode), type: X11KeyTranslation.pressType(forKeysym: keysym), key: key)
    }

    private func keyRelease(_ event: inout XKeyEvent) {
        if consumedKeycodes.remove(event.keycode) != nil { return }
        let keysym = XLookupKeysym(&event, 0)
        if let subtype = X11KeyTranslation.remoteControlSubtype(forKeysym: keysym, isDown: false) {
            application.input.remoteControl(subtype)
        }
        application.input.pressEnded(Int(event.keycode))
    }

    private func buttonPress(_ event: XButtonEvent) {
        guard let window = windows[event.window] else { return }
        apply(
            window.pointer.buttonPressed(event.button, at: points(event.x, event.y, in: window), state: event.state),
            in: window)
    }

    private func buttonRelease(_ event: XButtonEvent) {
        guard let window = windows[event.window] else { return }
        apply(window.pointer.buttonReleased(event.button, at: points(event.x, event.y, in: window)), in: window)
    }

    private func motionNotify(_ first: XMotionEvent) {
        guard let window = windows[first.window] else { return }
        // Consecutive motions of one window merge into the last (motion compression).
        var latest = first
        var next = XEvent()
        while XCheckTypedWindowEvent(connection.display, first.window, MotionNotify, &next) != 0 {
            latest = next.xmotion
        }
        apply(window.pointer.moved(to: points(latest.x, latest.y, in: window)), in: window)
    }

    private func leaveNotify(_ event: XCrossingEvent) {
        guard let window = windows[event.window] else { return }
        if event.mode == NotifyUngrab, window.pointer.isTouching {
            apply(window.pointer.cancel(), in: window)  // the pointer grab broke with the button held
        } else if event.mode == NotifyNormal {
            apply(window.pointer.left(), in: window)
        }
    }

    private func focusIn(_ event: XFocusChangeEvent) {
        guard let window = windows[event.window], event.mode != NotifyGrab, event.mode != NotifyUngrab else { return }
        if let ic = window.ic { XSetICFocus(ic) }
        application.input.windowFocusChanged(window.window, focused: true)
    }

    private func focusOut(_ event: XFocusChangeEvent) {
        guard let window = windows[event.window], event.mode != NotifyGrab, event.mode != NotifyUngrab,
            event.detail != NotifyPointer
        else { return }
        if let ic = window.ic { XUnsetICFocus(ic) }
        _ = window.pointer.cancel()
        application.input.windowFocusChanged(window.window, focused: false)
    }

    private func expose(_ event: XExposeEvent) {
        guard let window = windows[event.window] else { return }
        window.exposed.add(CGRect(x: Int(event.x), y: Int(event.y), width: Int(event.width), height: Int(event.height)))
    }

    private func configureNotify(_ first: XConfigureEvent) {
        guard let window = windows[first.window] else { return }
        // Only the last pending size counts.
        var latest = first
        var next = XEvent()
        while XCheckTypedWindowEvent(connection.display, first.window, ConfigureNotify, &next) != 0 {
            latest = next.xconfigure
        }
        window.resizeSurface(width: Int(latest.width), height: Int(latest.height))
        application.input.windowResized(
            window.window,
            to: CGSize(width: CGFloat(latest.width) / window.scale, height: CGFloat(latest.height) / window.scale))
    }

    private func mapNotify(_ event: XMapEvent) {
        guard let window = windows[event.window] else { return }
        window.window.setNeedsDisplayOfWholeWindow()
        if window.window.isKeyWindow {
            XSetInputFocus(connection.display, window.xid, RevertToParent, UInt(CurrentTime))
        }
    }

    /// Another client destroyed one of our windows (ours are taken out of `windows` before we destroy them):
    /// its touches are cancelled, the `UIWindow` is hidden, and the program ends when no window is left,
    /// saying why.
    private func destroyNotify(_ event: XDestroyWindowEvent) {
        guard event.window == event.event, let window = windows.removeValue(forKey: event.window) else { return }
        window.releaseResources()
        let remaining = windows.count
        FileHandle.standardError.write(
            Data(
                ("Tapestry: X11: window 0x\(String(event.window, radix: 16)) (\"\(window.window.title)\") was destroyed "
                    + "by another client; "
                    + (remaining == 0 ? "no window is left, exiting\n" : "\(remaining) left, going on\n"))
                    .utf8))
        window.window.isHidden = true  // cancels its touches; the observer finds no X window to destroy
    }

    private func clientMessage(_ event: XClientMessageEvent) {
        guard let window = windows[event.window], event.message_type == connection.atoms.wmProtocols,
            Atom(event.data.l.0) == connection.atoms.wmDeleteWindow
        else { return }
        window.window.isHidden = true  // the observer destroys the X window; the last one ends the program
    }

    private func genericEvent(_ cookie: inout XGenericEventCookie) {
        guard cookie.extension == xiOpcode, XGetEventData(connection.display, &cookie) != 0 else { return }
        defer { XFreeEventData(connection.display, &cookie) }
        guard let data = cookie.data else { return }
        let device = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
        guard let window = windows[device.event] else { return }
        guard
            let change = X11PointerTranslation.touchChange(
                xiType: cookie.evtype, detail: device.detail, x: device.event_x, y: device.event_y, scale: window.scale)
        else { return }
        application.input.touchesChanged([change], in: window.window)
    }
}

/// Starts the app as UIKit's `UIApplicationMain` does: creates the application object (from
/// `applicationClass`, or `UIApplication`), creates the delegate, opens the X display, calls
/// `application(_:didFinishLaunchingWithOptions:)` and runs the event loop until the last window closes.
///
/// Without a display it prints one line saying so and exits with status 1.
@MainActor
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ applicationClass: UIApplication.Type?,
    _ delegateClass: UIApplicationDelegate.Type?
) -> Never {
    let connection: X11Connection
    do {
        connection = try X11Connection()
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
    let application = UIApplication.makeShared(applicationClass ?? UIApplication.self)
    if let delegateClass { application.delegate = delegateClass.init() }
    let backend = X11Backend(connection: connection, application: application)
    _ = application.delegate?.application(application, didFinishLaunchingWithOptions: nil)
    if application.visibleWindowList.isEmpty {
        FileHandle.standardError.write(
            Data("Tapestry: no window was shown in application(_:didFinishLaunchingWithOptions:); exiting\n".utf8))
        exit(0)
    }
    backend.run()
}

extension UIApplicationDelegate {
    /// The entry point of `@main final class AppDelegate: UIResponder, UIApplicationDelegate`.
    public static func main() {
        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, Self.self)
    }
}
