import CCairo
import CX11
import Foundation
@_spi(Backend) import Tapestry
@_spi(Backend) import TapestryAccessibility
import TapestryCairo

/// The X11 backend: maps a real window for every visible `UIWindow`, translates X events into the engine's
/// input entry points (`UIApplication.shared.input`), and presents damaged rectangles.
///
/// The loop drains `XPending`, runs due timers (recognizers, display links, animation frames) and layout,
/// draws, serves the main run loop (Foundation `Timer`s, `RunLoop.main.perform`, the main dispatch queue),
/// then sleeps in `poll` on the X connection and the main dispatch queue until the earliest deadline of
/// either clock (SEMANTICS §10.1): an idle app wakes for nothing, and a block queued on the main queue from
/// any thread wakes it.
@preconcurrency @MainActor
public final class X11Backend {
    /// The connection to the X server.
    public let connection: X11Connection
    let application: UIApplication
    var windows: [Window: X11Window] = [:]
    let renderer = ViewRenderer()
    var consumedKeycodes: Set<UInt32> = []
    var xiOpcode: Int32 = -1
    var hadWindows = false
    /// Whether the accessibility bridge is still to be started (by `run()`, after the first frame).
    var accessibilityWanted = false
    var clipboard: X11Clipboard!
    var settings: X11Settings!
    var dragAndDrop: X11DragAndDrop!
    /// The devices' smooth-scroll valuators, and when one last scrolled.
    var smooth = X11SmoothScroll(axes: [])
    var lastSmoothScroll: Date?
    /// The main dispatch queue's descriptor, readable while it has work (-1 when unavailable); the loop's sleep
    /// ends when it becomes readable.
    let mainQueueDescriptor: Int32 = tapestry_main_queue_descriptor()

    /// Attaches the backend to `application`: windows it shows become X windows.
    public init(connection: X11Connection, application: UIApplication = .shared) {
        self.connection = connection
        self.application = application
        var event: Int32 = 0, error: Int32 = 0
        if XQueryExtension(connection.display, "XInputExtension", &xiOpcode, &event, &error) == 0 { xiOpcode = -1 }
        clipboard = X11Clipboard(connection: connection)
        settings = X11Settings(connection: connection)
        dragAndDrop = X11DragAndDrop(backend: self)
        application.input.externalDragDestination = dragAndDrop
        // The icon's badge number goes to the launcher (Unity's launcher API on the session bus).
        UIApplication.badgePresenter = { count in
            LauncherBadge.show(count, desktopID: Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName)
        }
        // Local notifications (`UNUserNotificationCenter`) go to the desktop's notification server.
        UIApplication.desktopNotifications = DesktopNotifications(
            appName: DesktopNotification.appName,
            desktopEntry: Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName)
        if xiOpcode >= 0 {
            var axes = [tapestry_scroll_axis](repeating: tapestry_scroll_axis(), count: 64)
            let count = Int(tapestry_query_scroll_axes(connection.display, &axes, 64))
            smooth.axes = axes.prefix(count).map {
                X11SmoothScroll.Axis(
                    device: Int($0.device), valuator: Int($0.valuator), vertical: $0.vertical != 0,
                    increment: $0.increment)
            }
        }
        // Frames at the display's refresh rate (SEMANTICS §10.2); 60 Hz when RandR reports no timing.
        let rate = tapestry_refresh_rate(connection.display, 0, 0)
        let hz = rate.isFinite && rate >= 20 && rate <= 500 ? rate : 60
        application.frameClock.refreshRate = hz
        UIScreen.main.displayFramesPerSecond = Int(hz.rounded())
        application.windowObserver = { [unowned self] window in self.windowChanged(window) }
        application.terminationHandler = { [unowned self] in self.terminate(status: 0) }
        X11Connection.connectionWillBeLost = { [unowned self] in
            self.windows.removeAll()  // nothing more can be sent to the server
            self.application.input.cancelAllTouches()
        }
        for window in application.visibleWindowList { windowChanged(window) }
        X11Backend.current = self
        // Screen readers: the bridge asks the desktop from its own thread, and starts only if one may listen.
        AtSpiBridge.startIfEnabled(application: application) { [unowned self] window in
            self.screenGeometry(of: window)
        }
        settings.cursorThemeChanged = { [unowned self] in
            self.cursors.removeAll()
            for window in self.windows.values { window.cursorName = "" }  // the next motion shows the new theme's
        }
    }

    /// Whether the input method has been looked for. That waits until a view that takes text (`UIKeyInput`)
    /// first becomes first responder in a key window: opening one reads the locale's whole compose table (about
    /// 0.6 MiB kept, and most of start-up's instructions when it was opened before the first frame), which an app
    /// that takes no text never needs; keys before then are translated without it.
    var inputMethodStarted = false
    /// The selection the open input method's server owns (`@server=ibus`), its owner then, and the XFixes event
    /// that tells of the owner's end; nil for Xlib's own input method (X11Backend+InputMethod.swift).
    var inputMethodServer: (selection: Atom, owner: Window, notifyEvent: Int32)?
    /// An unmapped window of the app's that the input method server watch sends its wake message to (0 until an
    /// input method server is used).
    var inputMethodWakeWindow: Window = 0

    /// Cursors of the theme by name, loaded once.
    private var cursors: [String: Cursor] = [:]

    /// Shows the cursor `name` the engine picked for the pointer in `window` (SEMANTICS §13.5).
    func updateCursor(in window: X11Window, to name: String) {
        guard name != window.cursorName else { return }
        window.cursorName = name
        XDefineCursor(connection.display, window.xid, cursor(named: name))
    }

    /// The theme's cursor for a freedesktop name, trying the older X names when the theme lacks it; 0 (the
    /// parent's cursor) when none is found.
    func cursor(named name: String) -> Cursor {
        if let cached = cursors[name] { return cached }
        let display = connection.display
        var cursor: Cursor = 0
        if name == "none" {
            var black = XColor(), background = XColor()
            var data: CChar = 0
            let pixmap = XCreateBitmapFromData(display, connection.root, &data, 1, 1)
            cursor = XCreatePixmapCursor(display, pixmap, pixmap, &black, &background, 0, 0)
            XFreePixmap(display, pixmap)
        } else {
            let fallbacks: [String: [String]] = [
                "default": ["left_ptr"], "text": ["xterm"], "pointer": ["hand2", "hand1"],
                "vertical-text": ["xterm"], "not-allowed": ["crossed_circle"], "grab": ["hand1"], "grabbing": ["fleur"],
            ]
            for candidate in [name] + (fallbacks[name] ?? []) {
                cursor = XcursorLibraryLoadCursor(display, candidate)
                if cursor != 0 { break }
            }
        }
        cursors[name] = cursor
        return cursor
    }

    /// The backend running now (the input method's C callbacks reach it through this).
    static weak var current: X11Backend?

    /// The X window of a visible `UIWindow`, or nil.
    public func xWindow(for window: UIWindow) -> UInt? {
        windows.first { $0.value.window === window }?.key
    }

    /// The pixels last presented for a window (what the X window shows), or nil.
    public func presentedPixels(of window: UIWindow) -> PixelBuffer? {
        windows.values.first { $0.window === window }?.pixels
    }

    // MARK: Windows

    /// Where `window` is on the screen in pixels, and its scale (for accessibility extents).
    func screenGeometry(of window: UIWindow) -> (origin: CGPoint, scale: CGFloat) {
        guard let x11Window = windows.values.first(where: { $0.window === window }) else {
            return (.zero, connection.scale)
        }
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(connection.display, x11Window.xid, connection.root, 0, 0, &x, &y, &child)
        return (CGPoint(x: CGFloat(x), y: CGFloat(y)), x11Window.scale)
    }

    func windowChanged(_ window: UIWindow) {
        if let existing = windows.values.first(where: { $0.window === window }) {
            if window.isHidden {
                windows[existing.xid] = nil
                existing.destroy()
                // A submenu closed: the menu under it takes the pointer and keyboard back.
                if window.presentsAsPopup {
                    windows.values.filter { $0.window.presentsAsPopup && $0.isMapped }
                        .max { $0.window.windowLevel < $1.window.windowLevel }?.grabInput()
                }
                XFlush(connection.display)
            } else {
                existing.setTitle(window.title)
            }
            return
        }
        guard !window.isHidden else { return }
        let x11Window = X11Window(window: window, connection: connection)
        windows[x11Window.xid] = x11Window
        dragAndDrop.makeAware(x11Window.xid)
        hadWindows = true
        x11Window.map()
        XFlush(connection.display)
    }

    // MARK: The loop

    /// Runs the event loop until the last window closes or the application terminates.
    public func run() -> Never {
        accessibilityWanted = true
        while true { runOnce(blocking: true) }
    }

    /// One turn of the loop: handle every pending event, run timers and layout, present, and (when
    /// `blocking`) sleep until an event or the next timer.
    public func runOnce(blocking: Bool, timeout: TimeInterval? = nil) {
        let display = connection.display
        var event = XEvent()
        var handledEvents = false
        while XPending(display) > 0 {
            XNextEvent(display, &event)
            handle(&event)
            handledEvents = true
            // A text view that took the keyboard in this event opens the input method before the next event is
            // read: keys typed right after a click on a field (already queued behind it) go through it.
            if !inputMethodStarted && wantsInputMethod { startInputMethod() }
        }
        let clock = application.clock
        let timersWereDue = clock.nextDeadline.map { $0 <= clock.now } ?? false
        application.frameStep.run()
        // Present first, so input reaches the screen without waiting for anything else.
        for window in windows.values { window.present(with: renderer) }
        XFlush(display)
        if !inputMethodStarted && wantsInputMethod { startInputMethod() }
        // A quarter second after the first frame went to the screen (not competing with the server showing it),
        // the accessibility bridge asks the desktop, from its own thread, whether a screen reader may listen (it
        // starts only if so).
        if accessibilityWanted, windows.values.contains(where: \.hasPresented) {
            accessibilityWanted = false
            AtSpiBridge.startIfEnabled(application: application, after: 0.25) { [unowned self] window in
                self.screenGeometry(of: window)
            }
        }
        for window in windows.values { window.updateMinimumSize() }
        if let key = windows.values.first(where: { $0.window.isKeyWindow }), key.ic != nil {
            key.updateSpot(application.input.textInputCaretRect)
        }
        // The main run loop next: due Foundation timers, performers and the main dispatch queue's work
        // (DispatchQueue.main.async); what they change is presented at once, and it answers when its next timer
        // is due. It runs at once when the main queue has work or a run-loop timer is due; after a turn that ran
        // app code (which may have scheduled a Timer) it runs 2 ms later, so that its cost does not compete with
        // the X server showing the frame just sent.
        let now = Date()
        if mainQueueHasWork || (runLoopDeadline.map { $0 <= now } ?? false)
            || (runLoopServicePending && !handledEvents && !timersWereDue)
        {
            runLoopServicePending = false
            runLoopDeadline = RunLoop.main.limitDate(forMode: .default)
            if windows.values.contains(where: { $0.window.hasPendingLayout || !$0.window.damage.isEmpty }) {
                application.frameStep.run()
                for window in windows.values { window.present(with: renderer) }
                XFlush(display)
            }
        } else if handledEvents || timersWereDue {
            runLoopServicePending = true
        }
        if hadWindows && windows.isEmpty { terminate(status: 0) }
        guard blocking, XPending(display) == 0 else { return }
        // The wait, in milliseconds for everything but the clock's next deadline, which is waited for to the
        // microsecond: a frame timer rounded up to a whole millisecond would wake up to 1 ms late, a different
        // amount each frame, and the frames would reach the screen unevenly.
        var wait: Int32 = -1
        var precise: TimeInterval?
        if let deadline = clock.nextDeadline {
            precise = max(0, deadline - clock.now)
            wait = Int32(clamping: Int((precise! * 1000).rounded(.up)))
        }
        if let runLoopDeadline, runLoopDeadline != .distantFuture {
            let ms = Int32(clamping: Int(max(0, (runLoopDeadline.timeIntervalSinceNow * 1000).rounded(.up))))
            wait = wait < 0 ? ms : min(wait, ms)
        }
        if runLoopServicePending { wait = wait < 0 ? 2 : min(wait, 2) }
        if clipboard.hasTransfers {
            clipboard.expireTransfers()  // a client that stopped fetching a large selection is let go
            wait = wait < 0 ? 1000 : min(wait, 1000)
        }
        if let timeout { wait = wait < 0 ? Int32(timeout * 1000) : min(wait, Int32(timeout * 1000)) }
        var descriptors = [
            pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: mainQueueDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let count = nfds_t(mainQueueDescriptor >= 0 ? 2 : 1)
        if let precise, wait >= 0, TimeInterval(wait) >= precise * 1000 {
            // The clock's deadline is the nearest: wait exactly that long.
            _ = tapestry_poll_microseconds(&descriptors, count, Int64((precise * 1_000_000).rounded(.up)))
        } else {
            _ = poll(&descriptors, count, wait)
        }
        application.frameStep.loopDidWake()  // run-loop observers hear that the loop woke
    }

    /// When the main run loop's next timer is due, as it last answered (nil: none).
    private var runLoopDeadline: Date?
    /// Whether app code ran since the main run loop was last served (it may have scheduled a timer).
    private var runLoopServicePending = true

    /// Whether blocks wait on the main dispatch queue (always true when its descriptor is unavailable).
    var mainQueueHasWork: Bool {
        guard mainQueueDescriptor >= 0 else { return true }
        var descriptor = pollfd(fd: mainQueueDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    func terminate(status: Int32) -> Never {
        application.willTerminate()
        for window in windows.values { window.destroy() }
        windows.removeAll()
        XCloseDisplay(connection.display)
        exit(status)
    }

    /// A log of every X event (`TAPESTRY_X11_EVENT_LOG=path`), for debugging focus and crossing problems.
    let debugLog: FileHandle? = ProcessInfo.processInfo.environment["TAPESTRY_X11_EVENT_LOG"].flatMap {
        _ = FileManager.default.createFile(atPath: $0, contents: nil)
        return FileHandle(forWritingAtPath: $0)
    }
}
