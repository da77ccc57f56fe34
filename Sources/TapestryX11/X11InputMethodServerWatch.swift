import CX11
import Foundation

/// Watches for the end of an input method server from a connection and thread of its own, and wakes the main
/// thread if Xlib has it waiting for that server's answer.
///
/// Some XIM requests wait for the server's reply (setting the caret's spot, resetting or asking an input
/// context): Xlib then blocks in `XIfEvent` until a `_XIM_PROTOCOL` client message comes, and a server killed
/// before answering leaves the app blocked for ever (its DestroyNotify is never looked at while Xlib waits). So
/// when the server's `@server=NAME` selection loses its owner, this sends the app's wake window a `_XIM_PROTOCOL`
/// message naming a property that does not exist: Xlib takes it as the awaited message, fails to read it, and
/// the request returns failed. When nothing waits, the message is an ordinary client message the loop ignores,
/// and the main connection's own XFixes notice closes the input method (X11Backend+InputMethod.swift).
enum X11InputMethodServerWatch {
    /// The property the wake message names (never set on any window).
    static let wakePropertyName = "_TAPESTRY_INPUT_METHOD_ENDED"

    /// Starts watching: the thread ends once the server's selection has left `owner`, after one wake message.
    /// The watch's connection is opened and set up here, on the calling (main) thread; its thread only waits on it.
    static func start(displayName: String, selection: Atom, owner: Window, wakeWindow: Window) {
        guard let display = XOpenDisplay(displayName) else { return }
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        guard XFixesQueryExtension(display, &eventBase, &errorBase) != 0 else {
            XCloseDisplay(display)
            return
        }
        XFixesSelectSelectionInput(
            display, XDefaultRootWindow(display), selection,
            UInt(
                XFixesSetSelectionOwnerNotifyMask | XFixesSelectionWindowDestroyNotifyMask
                    | XFixesSelectionClientCloseNotifyMask))
        let protocolAtom = XInternAtom(display, "_XIM_PROTOCOL", 0)
        let wakeAtom = XInternAtom(display, wakePropertyName, 0)
        // Asked after selecting the notices, so an end between the two is not missed.
        let ended = XGetSelectionOwner(display, selection) != owner
        let notifyEvent = eventBase + XFixesSelectionNotify
        let connection = UInt(bitPattern: Int(bitPattern: display))
        let thread = Thread {
            guard let display = OpaquePointer(bitPattern: Int(bitPattern: connection)) else { return }
            var event = XEvent()
            while !ended {
                XNextEvent(display, &event)
                guard event.type == notifyEvent else { continue }
                let notice = withUnsafePointer(to: &event) {
                    $0.withMemoryRebound(to: XFixesSelectionNotifyEvent.self, capacity: 1) { $0.pointee }
                }
                if notice.selection == selection && notice.owner != owner { break }
            }
            var message = XEvent()
            message.xclient.type = ClientMessage
            message.xclient.window = wakeWindow
            message.xclient.message_type = protocolAtom
            message.xclient.format = 32
            message.xclient.data.l.0 = 4
            message.xclient.data.l.1 = Int(wakeAtom)
            XSendEvent(display, wakeWindow, 0, NoEventMask, &message)
            XSync(display, 0)
            XCloseDisplay(display)
        }
        thread.name = "Tapestry input method watch"
        thread.stackSize = 256 * 1024
        thread.start()
    }
}
