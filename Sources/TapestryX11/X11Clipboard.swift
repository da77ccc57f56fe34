import CX11
import Foundation
import Tapestry

/// Connects `UIPasteboard.general` to the X CLIPBOARD selection and `UIPasteboard.primary` to PRIMARY
/// (SEMANTICS §13.2): writing takes ownership through a hidden window and answers other clients' requests;
/// reading asks the owner for UTF-8 text and waits (bounded) for its answer alone, leaving other events queued.
/// Large text goes both ways by INCR, in chunks, so neither side needs one huge request; a peer that stops
/// answering mid-transfer ends it with a logged message and nothing pasted. Invalid UTF-8 is replaced.
@MainActor
final class X11Clipboard {
    private let connection: X11Connection
    private let window: Window
    private let clipboard: Atom
    private let primary: Atom
    private let targets: Atom
    private let utf8: Atom
    private let text: Atom
    private let textPlain: Atom
    private let incr: Atom
    private let property: Atom
    /// The largest property written in one piece (bytes); larger text goes by INCR.
    let chunkSize: Int

    /// An INCR transfer to another client: the bytes still to send and where.
    private struct Outgoing {
        let requestor: Window
        let property: Atom
        let type: Atom
        let bytes: [UInt8]
        var sent: Int
        var lastProgress: Date
    }
    private var outgoing: [Outgoing] = []

    init(connection: X11Connection) {
        self.connection = connection
        let display = connection.display
        window = XCreateSimpleWindow(display, connection.root, -10, -10, 1, 1, 0, 0, 0)
        XSelectInput(display, window, Int(PropertyChangeMask))
        clipboard = XInternAtom(display, "CLIPBOARD", 0)
        primary = Atom(XA_PRIMARY)
        targets = XInternAtom(display, "TARGETS", 0)
        utf8 = connection.atoms.utf8String
        text = XInternAtom(display, "TEXT", 0)
        textPlain = XInternAtom(display, "text/plain;charset=utf-8", 0)
        incr = XInternAtom(display, "INCR", 0)
        property = XInternAtom(display, "TAPESTRY_SELECTION", 0)
        // A quarter of the largest request, at most 256 KiB: what one ChangeProperty may carry comfortably.
        let maximum =
            Int(XExtendedMaxRequestSize(display)) > 0
            ? Int(XExtendedMaxRequestSize(display)) : Int(XMaxRequestSize(display))
        chunkSize = max(4096, min(maximum, 1 << 16))
        for (pasteboard, selection) in [(UIPasteboard.general, clipboard), (UIPasteboard.primary, primary)] {
            pasteboard.systemWrite = { [unowned self] text in self.own(selection, text != nil) }
            pasteboard.systemRead = { [unowned self] in self.read(selection) }
        }
    }

    func handles(_ xid: Window) -> Bool { xid == window }

    /// The hidden window that owns our selections (and is the source window of our drags).
    var ownerWindow: Window { window }

    /// XdndSelection while one of our drags is offered to another application: its types, and its data by type.
    private(set) var dragSelection: Atom = 0
    var dragTypes: [Atom] = []
    var dragData: ((Atom) -> [UInt8]?)?

    /// Takes XdndSelection for a drag (nil data: gives it up).
    func offerDrag(selection: Atom, types: [Atom], data: ((Atom) -> [UInt8]?)?) {
        dragSelection = selection
        dragTypes = types
        dragData = data
        if data != nil { XSetSelectionOwner(connection.display, selection, window, UInt(CurrentTime)) }
    }

    private func pasteboard(for selection: Atom) -> UIPasteboard? {
        selection == clipboard ? .general : selection == primary ? .primary : nil
    }

    private func own(_ selection: Atom, _ owns: Bool) {
        let display = connection.display
        if owns {
            XSetSelectionOwner(display, selection, window, UInt(CurrentTime))
        } else if XGetSelectionOwner(display, selection) == window {
            XSetSelectionOwner(display, selection, 0, UInt(CurrentTime))
        }
        XFlush(display)
    }

    // MARK: Reading another client's selection

    private func read(_ selection: Atom) -> String? {
        let display = connection.display
        let owner = XGetSelectionOwner(display, selection)
        if owner == window { return pasteboard(for: selection)?.ownedString }
        guard owner != 0 else { return nil }
        return readBytes(selection, target: utf8, time: UInt(CurrentTime)).map(X11KeyTranslation.text(fromUTF8:))
    }

    /// Asks a selection's owner for its data as `target` and waits (bounded) for it, following INCR; nil when it
    /// refuses or stops answering.
    func readBytes(_ selection: Atom, target: Atom, time: Time) -> [UInt8]? {
        let display = connection.display
        XDeleteProperty(display, window, property)
        XConvertSelection(display, selection, target, property, window, time)
        XFlush(display)
        var event = XEvent()
        guard wait(for: { XCheckTypedWindowEvent(display, self.window, SelectionNotify, &event) != 0 }) else {
            log("the selection's owner did not answer within 0.5 s; nothing pasted")
            return nil
        }
        guard event.xselection.property != 0, let (type, bytes) = takeProperty() else { return nil }
        guard type == incr else { return bytes }
        // INCR: deleting the property (done by takeProperty) asks for each chunk; an empty one ends it.
        var data: [UInt8] = []
        while true {
            var notify = XEvent()
            let arrived = wait {
                while XCheckTypedWindowEvent(display, self.window, PropertyNotify, &notify) != 0 {
                    if notify.xproperty.atom == self.property, notify.xproperty.state == PropertyNewValue {
                        return true
                    }
                }
                return false
            }
            guard arrived else {
                log("the selection's owner stopped sending after \(data.count) bytes (INCR); nothing pasted")
                return nil
            }
            guard let (type, chunk) = takeProperty() else { return nil }
            // The notice of the INCR property itself may still be queued: a property already gone is not a chunk.
            if type == 0 { continue }
            if chunk.isEmpty { return data }
            data.append(contentsOf: chunk)
        }
    }

    /// Waits (at most 0.5 s from the last progress) until `condition` holds, reading only what it asks for.
    private func wait(for condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(0.5)
        while Date() < deadline {
            if condition() { return true }
            var descriptor = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 10)
            XSync(connection.display, 0)
        }
        return condition()
    }

    /// Reads and deletes our property: its type and bytes (nil when it is not 8-bit data).
    private func takeProperty() -> (Atom, [UInt8])? {
        guard let read = X11Property.read(connection.display, window, property, length: 1 << 28, delete: true) else {
            return nil
        }
        if read.type == incr { return (incr, []) }
        guard read.format == 8 || read.count == 0 else { return nil }
        return (read.type, read.bytes)
    }

    // MARK: Serving our selections

    /// Another client asks for a selection we own.
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
        let target = request.property == 0 ? request.target : request.property
        if request.selection == dragSelection, let dragData {
            if request.target == targets {
                let supported = [targets] + dragTypes
                supported.withUnsafeBytes { bytes in
                    _ = XChangeProperty(
                        display, request.requestor, target, Atom(XA_ATOM), 32, PropModeReplace,
                        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(supported.count))
                }
                reply.xselection.property = target
            } else if let bytes = dragData(request.target) {
                if bytes.count > chunkSize {
                    startIncremental(bytes, to: request.requestor, property: target, type: request.target)
                } else {
                    _ = bytes.withUnsafeBufferPointer { buffer in
                        XChangeProperty(
                            display, request.requestor, target, request.target, 8, PropModeReplace, buffer.baseAddress,
                            Int32(bytes.count))
                    }
                }
                reply.xselection.property = target
            }
        } else if let owned = pasteboard(for: request.selection)?.ownedString {
            if request.target == targets {
                let supported = [targets, utf8, stringAtom, text, textPlain]
                supported.withUnsafeBytes { bytes in
                    _ = XChangeProperty(
                        display, request.requestor, target, Atom(XA_ATOM), 32, PropModeReplace,
                        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(supported.count))
                }
                reply.xselection.property = target
            } else if [utf8, stringAtom, text, textPlain].contains(request.target) {
                let bytes = Array(owned.utf8)
                let type = request.target == text ? utf8 : request.target
                if bytes.count > chunkSize {
                    startIncremental(bytes, to: request.requestor, property: target, type: type)
                } else {
                    _ = bytes.withUnsafeBufferPointer { buffer in
                        XChangeProperty(
                            display, request.requestor, target, type, 8, PropModeReplace, buffer.baseAddress,
                            Int32(bytes.count))
                    }
                }
                reply.xselection.property = target
            }
        }
        XSendEvent(display, request.requestor, 0, 0, &reply)
        XFlush(display)
    }

    private func startIncremental(_ bytes: [UInt8], to requestor: Window, property: Atom, type: Atom) {
        let display = connection.display
        XSelectInput(display, requestor, Int(PropertyChangeMask))
        var size = Int(bytes.count)
        withUnsafeBytes(of: &size) { raw in
            _ = XChangeProperty(
                display, requestor, property, incr, 32, PropModeReplace,
                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        outgoing.removeAll { $0.requestor == requestor && $0.property == property }
        outgoing.append(
            Outgoing(requestor: requestor, property: property, type: type, bytes: bytes, sent: 0, lastProgress: Date()))
    }

    /// A property changed: a requestor deleted the chunk we wrote (INCR asks for the next one).
    func propertyNotify(_ event: XPropertyEvent) {
        guard event.state == PropertyDelete,
            let index = outgoing.firstIndex(where: { $0.requestor == event.window && $0.property == event.atom })
        else { return }
        let display = connection.display
        var transfer = outgoing[index]
        let end = min(transfer.sent + chunkSize, transfer.bytes.count)
        transfer.bytes[transfer.sent..<end].withUnsafeBufferPointer { buffer in
            _ = XChangeProperty(
                display, transfer.requestor, transfer.property, transfer.type, 8, PropModeReplace, buffer.baseAddress,
                Int32(buffer.count))
        }
        if transfer.sent == transfer.bytes.count {
            outgoing.remove(at: index)  // the empty chunk just written ends the transfer
            XSelectInput(display, transfer.requestor, 0)
        } else {
            transfer.sent = end
            transfer.lastProgress = Date()
            outgoing[index] = transfer
        }
        XFlush(display)
    }

    /// Drops transfers whose requestor stopped asking (it vanished, or gave up) after `timeout` seconds.
    func expireTransfers(timeout: TimeInterval = 5) {
        let now = Date()
        outgoing.removeAll { transfer in
            guard now.timeIntervalSince(transfer.lastProgress) > timeout else { return false }
            log(
                "a client stopped fetching the selection after \(transfer.sent) of \(transfer.bytes.count) bytes; dropped"
            )
            return true
        }
    }

    /// Whether transfers are under way (the loop wakes to expire them).
    var hasTransfers: Bool { !outgoing.isEmpty }

    /// Another client took a selection.
    func selectionClear(_ event: XSelectionClearEvent) {
        pasteboard(for: event.selection)?.systemSelectionLost()
    }

    private func log(_ message: String) {
        FileHandle.standardError.write(Data("X11: \(message)\n".utf8))
    }
}
