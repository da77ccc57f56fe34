import CX11
import Foundation
import Tapestry

/// Connects `UIPasteboard.general` to the X CLIPBOARD selection: copying takes ownership through a hidden
/// window and answers other clients' requests; pasting asks the owner for UTF-8 text and waits (at most half
/// a second) for its answer alone, leaving other events queued.
@MainActor
final class X11Clipboard {
    private let connection: X11Connection
    private let window: Window
    private let clipboard: Atom
    private let targets: Atom
    private let utf8: Atom
    private let property: Atom
    private var owned: String?

    init(connection: X11Connection) {
        self.connection = connection
        let display = connection.display
        window = XCreateSimpleWindow(display, connection.root, -10, -10, 1, 1, 0, 0, 0)
        clipboard = XInternAtom(display, "CLIPBOARD", 0)
        targets = XInternAtom(display, "TARGETS", 0)
        utf8 = connection.atoms.utf8String
        property = XInternAtom(display, "TAPESTRY_CLIPBOARD", 0)
        UIPasteboard.general.systemWrite = { [unowned self] text in self.write(text) }
        UIPasteboard.general.systemRead = { [unowned self] in self.read() }
    }

    func handles(_ xid: Window) -> Bool { xid == window }

    private func write(_ text: String?) {
        owned = text
        XSetSelectionOwner(connection.display, clipboard, text == nil ? 0 : window, UInt(CurrentTime))
        XFlush(connection.display)
    }

    private func read() -> String? {
        let display = connection.display
        let owner = XGetSelectionOwner(display, clipboard)
        if owner == window { return owned }
        guard owner != 0 else { return nil }
        XDeleteProperty(display, window, property)
        XConvertSelection(display, clipboard, utf8, property, window, UInt(CurrentTime))
        XFlush(display)
        let deadline = Date().addingTimeInterval(0.5)
        var event = XEvent()
        while Date() < deadline {
            if XCheckTypedWindowEvent(display, window, SelectionNotify, &event) != 0 {
                guard event.xselection.property != 0 else { return nil }
                return readProperty()
            }
            var descriptor = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 10)
        }
        FileHandle.standardError.write(
            Data("X11: the clipboard's owner did not answer within 0.5 s; nothing pasted\n".utf8))
        return nil
    }

    private func readProperty() -> String? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(
            connection.display, window, property, 0, 1 << 24, 1, Atom(AnyPropertyType), &type, &format, &count,
            &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, format == 8, let data else { return nil }
        return X11KeyTranslation.text(fromUTF8: Array(UnsafeBufferPointer(start: data, count: Int(count))))
    }

    /// Another client asks for the clipboard we own.
    func selectionRequest(_ request: XSelectionRequestEvent) {
        let display = connection.display
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.time = request.time
        reply.xselection.property = 0
        let stringAtom = Atom(XA_STRING)
        if request.selection == clipboard, let owned {
            let target = request.property == 0 ? request.target : request.property
            if request.target == targets {
                let supported = [targets, utf8, stringAtom]
                let count = Int32(supported.count)
                supported.withUnsafeBytes { bytes in
                    _ = XChangeProperty(
                        display, request.requestor, target, Atom(XA_ATOM), 32, PropModeReplace,
                        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), count)
                }
                reply.xselection.property = target
            } else if request.target == utf8 || request.target == stringAtom {
                let bytes = Array(owned.utf8)
                _ = bytes.withUnsafeBufferPointer { buffer in
                    XChangeProperty(
                        display, request.requestor, target, request.target, 8, PropModeReplace, buffer.baseAddress,
                        Int32(bytes.count))
                }
                reply.xselection.property = target
            }
        }
        XSendEvent(display, request.requestor, 0, 0, &reply)
        XFlush(display)
    }

    /// Another client took the clipboard.
    func selectionClear() { owned = nil }
}
