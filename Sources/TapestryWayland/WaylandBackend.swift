import CCairo
import CWayland
import CX11
import Foundation
@_spi(Backend) import Tapestry
@_spi(Backend) import TapestryAccessibility
import TapestryCairo
import TapestryX11

/// The Wayland backend (SEMANTICS §17): an xdg-shell surface for every visible `UIWindow`, the seat's pointer
/// and keyboard translated into the engine's input entry points (`UIApplication.shared.input`) as the X11
/// backend translates X events, and frames committed when the compositor's frame callbacks ask for them.
///
/// The loop dispatches the compositor's events, runs the frame step, presents, serves the main run loop, and
/// sleeps in `poll` on the compositor's socket and the main dispatch queue until the clock's next deadline or
/// a repeating key's next repeat: an idle app wakes for nothing.
@preconcurrency @MainActor
public final class WaylandBackend {
    /// The connection to the compositor.
    public let connection: WaylandConnection
    let application: UIApplication
    var windows: [WaylandWindow] = []
    let renderer = ViewRenderer()
    var hadWindows = false
    /// The seat's devices, once it offers them.
    var pointerDevice: OpaquePointer?
    var keyboardDevice: OpaquePointer?
    var touchDevice: OpaquePointer?
    var pinchGesture: OpaquePointer?
    /// The touch screen's points, and the touchpad pinch in progress (with the window it is in).
    var touches = WaylandTouches()
    var pinch = TouchpadPinch()
    weak var pinchWindow: UIWindow?
    /// The window the pointer is in, and the serial of its last enter (cursor changes need it).
    weak var pointerWindow: UIWindow?
    var pointerEnterSerial: UInt32 = 0
    /// The serial of the last button or key press (a popup's grab needs one).
    var lastInputSerial: UInt32 = 0
    /// The serial of the last left-button press (a drag to another application starts with it).
    var pressSerial: UInt32 = 0
    /// Whether Alt was held at the last modifier change.
    var altHeld = false
    /// The scroll of the pointer frame being assembled (axis events come in pieces, ended by `frame`).
    var pendingScroll = PendingScroll()
    /// The source of the last scrolling (a frame with only `axis_stop` may not repeat it).
    var lastScrollSource: UInt32?
    /// The keyboard's keymap and state (xkbcommon), and key repeat.
    let keyboard = WaylandKeyboard()
    var cursors: WaylandCursors?
    /// `UIPasteboard.general` and `.primary` on the compositor's selections (nil where not offered).
    var clipboard: WaylandClipboard?
    var primarySelection: WaylandClipboard?
    /// Drags from other applications (through the clipboard's data device).
    var dragAndDrop: WaylandDragAndDrop?
    /// Input methods (text-input-v3), where the compositor offers them.
    var textInput: WaylandTextInput?
    let mainQueueDescriptor: Int32 = tapestry_main_queue_descriptor()
    private var runLoopDeadline: Date?

    /// Whether the accessibility bridge is still to be started (by `run()`, after the first frame).
    var accessibilityWanted = false

    /// The backend running now.
    static weak var current: WaylandBackend?

    /// Attaches the backend to `application`: windows it shows become Wayland toplevels.
    public init(connection: WaylandConnection, application: UIApplication = .shared) {
        self.connection = connection
        self.application = application
        // The icon's badge number goes to the launcher (Unity's launcher API on the session bus).
        UIApplication.badgePresenter = { count in
            LauncherBadge.show(count, desktopID: WaylandWindow.appID)
        }
        // Local notifications (`UNUserNotificationCenter`) go to the desktop's notification server.
        UIApplication.desktopNotifications = DesktopNotifications(
            appName: DesktopNotification.appName, desktopEntry: WaylandWindow.appID)
        let scale = CGFloat(connection.largestOutputScale)
        UIScreen.main.displayScale = scale
        if let output = connection.outputs.values.first, output.pixelSize.width > 0 {
            UIScreen.main.displayBounds = CGRect(
                x: 0, y: 0, width: CGFloat(output.pixelSize.width) / scale,
                height: CGFloat(output.pixelSize.height) / scale)
        }
        application.frameClock.refreshRate = 60
        application.windowObserver = { [unowned self] window in self.windowChanged(window) }
        application.terminationHandler = { [unowned self] in self.terminate(status: 0) }
        cursors = connection.shm.map { WaylandCursors(shm: $0, compositor: connection.compositor!, scale: scale) }
        connection.seatCapabilitiesChanged = { [unowned self] capabilities in self.seatChanged(capabilities) }
        seatChanged(connection.seatCapabilities)
        keyboard.repeatFired = { [unowned self] keycode in self.keyRepeated(keycode) }
        signal(SIGPIPE, SIG_IGN)  // a paste whose reader went away is only a failed write
        clipboard = WaylandClipboard(kind: .clipboard, connection: connection) { [unowned self] in self.lastInputSerial
        }
        if let clipboard {
            dragAndDrop = WaylandDragAndDrop(backend: self, clipboard: clipboard)
            clipboard.dragAndDrop = dragAndDrop
            application.input.externalDragDestination = dragAndDrop
        }
        primarySelection = WaylandClipboard(kind: .primary, connection: connection) { [unowned self] in
            self.lastInputSerial
        }
        if let manager = connection.textInputManager, let seat = connection.seat {
            textInput = WaylandTextInput(manager: manager, seat: seat)
            textInput?.apply = { [unowned self] before, _, commit, preedit, caret in
                self.applyInputMethod(deleteBefore: before, commit: commit, preedit: preedit, caret: caret)
            }
        }
        for window in application.visibleWindowList { windowChanged(window) }
        WaylandBackend.current = self
    }

    /// The window of a surface.
    func window(for surface: OpaquePointer?) -> WaylandWindow? {
        windows.first { $0.surface == surface }
    }

    /// The pixels last drawn for a window, or nil.
    public func presentedPixels(of window: UIWindow) -> PixelBuffer? {
        windows.first { $0.window === window }?.pixels
    }

    // MARK: Windows

    func windowChanged(_ window: UIWindow) {
        if let index = windows.firstIndex(where: { $0.window === window }) {
            if window.isHidden {
                let existing = windows.remove(at: index)
                if existing.window === pointerWindow { pointerWindow = nil }
                existing.destroy()
                wl_display_flush(connection.display)
            } else {
                windows[index].setTitle(window.title)
            }
            return
        }
        guard !window.isHidden else { return }
        // A menu opens as a popup of the window it belongs to: the topmost window under it (another menu for a
        // submenu), else the key window.
        let parent = windows.last { $0.window !== window && $0.window.frame.intersects(window.frame) } ?? windows.last
        let waylandWindow = WaylandWindow(
            window: window, connection: connection, parent: parent, serial: lastInputSerial)
        waylandWindow.resized = { [unowned self] surface, size in
            self.application.input.windowResized(surface.window, to: size)
        }
        // xdg-shell has no request to move or size a toplevel: the compositor places and sizes it.
        window.frameRequestHandler = { _ in false }
        waylandWindow.closeRequested = { surface in
            surface.window.isHidden = true  // the observer destroys the surface; the last one ends the program
        }
        windows.append(waylandWindow)
        hadWindows = true
        wl_display_flush(connection.display)
    }

    // MARK: The loop

    /// Runs the event loop until the last window closes or the application terminates.
    public func run() -> Never {
        accessibilityWanted = true
        while true { runOnce(blocking: true) }
    }

    /// One turn of the loop: dispatch the compositor's events, run timers and layout, present, serve the main
    /// run loop, and (when `blocking`) sleep until an event, the next timer or the next key repeat.
    public func runOnce(blocking: Bool, timeout: TimeInterval? = nil) {
        let display = connection.display
        if wl_display_dispatch_pending(display) < 0 { connectionLost() }
        keyboard.fireDueRepeats()
        application.frameStep.run()
        for window in windows {
            window.present(with: renderer)
            window.updateMinimumSize()
        }
        if let textInput {
            let key = application.keyWindow
            let wanted =
                key?.firstResponder is UIKeyInput
                && windows.contains { $0.window === key && $0.surface == textInput.focusedSurface }
            let responder = key?.firstResponder
            textInput.update(
                wanted: wanted, caret: application.input.textInputCaretRect,
                surrounding: wanted ? Self.surrounding(of: responder as? UITextInput) : nil,
                contentType: WaylandTextInput.contentType(
                    secure: Self.traits(of: responder).secure, keyboard: Self.traits(of: responder).keyboard))
        }
        // A quarter second after the first frame, the accessibility bridge asks the desktop, from its own thread,
        // whether a screen reader may listen (AT-SPI runs on the session bus, whatever the display server).
        // Wayland tells no client where its windows are: extents are given from the window's top-left corner.
        if accessibilityWanted, windows.contains(where: \.hasPresented) {
            accessibilityWanted = false
            AtSpiBridge.startIfEnabled(application: application, after: 0.25) { [unowned self] window in
                (.zero, self.windows.first { $0.window === window }?.scale ?? UIScreen.main.scale)
            }
        }
        // The main run loop: due Foundation timers, performers and the main dispatch queue's work.
        runLoopDeadline = RunLoop.main.limitDate(forMode: .default)
        if windows.contains(where: { $0.window.hasPendingLayout || !$0.window.damage.isEmpty }) {
            application.frameStep.run()
            for window in windows { window.present(with: renderer) }
        }
        if hadWindows && windows.isEmpty { terminate(status: 0) }
        // Read what the compositor sent, sleeping for it when asked to.
        while wl_display_prepare_read(display) != 0 {
            if wl_display_dispatch_pending(display) < 0 { connectionLost() }
        }
        if wl_display_flush(display) < 0 && errno != EAGAIN {
            wl_display_cancel_read(display)
            connectionLost()
        }
        var wait: Int32 = blocking ? -1 : 0
        var precise: TimeInterval?
        func shorten(to milliseconds: Int32) { wait = wait < 0 ? milliseconds : min(wait, milliseconds) }
        if blocking {
            let clock = application.clock
            if let deadline = clock.nextDeadline {
                precise = max(0, deadline - clock.now)
                shorten(to: Int32(clamping: Int((precise! * 1000).rounded(.up))))
            }
            if let runLoopDeadline, runLoopDeadline != .distantFuture {
                shorten(to: Int32(clamping: Int(max(0, (runLoopDeadline.timeIntervalSinceNow * 1000).rounded(.up)))))
            }
            if let next = keyboard.nextRepeat {
                shorten(to: Int32(clamping: Int(max(0, (next.timeIntervalSinceNow * 1000).rounded(.up)))))
            }
            if let timeout { shorten(to: Int32(timeout * 1000)) }
        }
        var descriptors = [
            pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: mainQueueDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let count = nfds_t(mainQueueDescriptor >= 0 ? 2 : 1)
        if let precise, wait >= 0, TimeInterval(wait) >= precise * 1000 {
            _ = tapestry_poll_microseconds(&descriptors, count, Int64((precise * 1_000_000).rounded(.up)))
        } else {
            _ = poll(&descriptors, count, wait)
        }
        application.frameStep.loopDidWake()  // run-loop observers hear that the loop woke
        if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            if wl_display_read_events(display) < 0 { connectionLost() }
        } else {
            wl_display_cancel_read(display)
        }
        if wl_display_dispatch_pending(display) < 0 { connectionLost() }
    }

    /// A text responder's secure entry and keyboard type (the kit's text field and text view).
    static func traits(of responder: UIResponder?) -> (secure: Bool, keyboard: UIKeyboardType) {
        if let field = responder as? UITextField { return (field.isSecureTextEntry, field.keyboardType) }
        if let view = responder as? UITextView { return (view.isSecureTextEntry, view.keyboardType) }
        return (false, .default)
    }

    /// The text around the selection of a text responder (nothing of a secure one), for the input method.
    static func surrounding(of responder: UITextInput?) -> WaylandTextInput.Surrounding? {
        guard let responder, !traits(of: responder as? UIResponder).secure,
            let selection = responder.selectedTextRange,
            let before = responder.textRange(from: responder.beginningOfDocument, to: selection.start),
            let after = responder.textRange(from: selection.end, to: responder.endOfDocument)
        else { return nil }
        return WaylandTextInput.Surrounding(
            before: responder.text(in: before) ?? "", selected: responder.text(in: selection) ?? "",
            after: responder.text(in: after) ?? "")
    }

    /// An input method's batch (text-input-v3's order): the old composing text goes, `deleteBefore` bytes before
    /// the caret are deleted, `commit` is inserted, and `preedit` becomes the marked text with the caret `caret`
    /// scalars into it.
    func applyInputMethod(deleteBefore: Int, commit: String?, preedit: String, caret: Int) {
        let input = application.input
        let responder = application.keyWindow?.firstResponder as? UITextInput
        let composing = responder?.markedTextRange != nil
        let committing = !(commit ?? "").isEmpty
        // The old composing text goes, unless what replaces it does so in one step (a commit, or new composing
        // text, takes the marked range's place), so no empty text shows in between.
        if composing && (deleteBefore > 0 || (!committing && preedit.isEmpty)) {
            responder?.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
        }
        if deleteBefore > 0, let responder, let selection = responder.selectedTextRange,
            let before = responder.textRange(from: responder.beginningOfDocument, to: selection.start),
            let text = responder.text(in: before)
        {
            var bytes = 0
            for character in text.reversed() where bytes < deleteBefore {
                bytes += character.utf8.count
                input.deleteBackward()
            }
        }
        if let commit, committing { input.insertText(commit) }
        if !preedit.isEmpty { input.setMarkedText(preedit, caret: caret) }
    }

    /// The compositor went away or closed the connection over a protocol error: touches are cancelled (no view
    /// is left mid-gesture), one line says why, and the app ends.
    func connectionLost() -> Never {
        application.input.cancelAllTouches()
        application.input.cancelAllPresses()
        FileHandle.standardError.write(Data((connection.fatalErrorMessage() + "\n").utf8))
        exit(1)
    }

    func terminate(status: Int32) -> Never {
        application.willTerminate()
        for window in windows { window.destroy() }
        windows.removeAll()
        wl_display_flush(connection.display)
        wl_display_disconnect(connection.display)
        exit(status)
    }
}

/// The scroll of one pointer frame: wheel clicks (in 120ths of a click from seats of version 8, in whole clicks
/// from older ones) or continuous distances, by axis.
struct PendingScroll {
    var discrete = CGPoint.zero
    var clicks = CGPoint.zero
    var continuous = CGPoint.zero
    var source: UInt32?
    var stopped = false
}
