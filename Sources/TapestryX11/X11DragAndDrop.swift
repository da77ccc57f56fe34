import CX11
import Foundation
import Tapestry

/// Drag and drop with other X applications by XDND version 5 (SEMANTICS §13.6), both ways: our windows are
/// XdndAware targets whose drops reach `UIDropInteraction`s through the engine's drag entry points (the data
/// is fetched from the source only when a drop loads it), and a drag that leaves our windows is offered to
/// the XdndAware window under the pointer, which fetches the items' data through XdndSelection. Unknown
/// types, a peer that vanishes and invalid UTF-8 end in a logged message, never a stuck drag.
@MainActor
final class X11DragAndDrop: ExternalDragDestination {
    private unowned let backend: X11Backend
    private var connection: X11Connection { backend.connection }
    private let aware, enter, position, status, leave, drop, finished, selection, typeList: Atom
    private let actionCopy, actionMove: Atom
    private let textTypes: [Atom]
    private let uriList, png: Atom
    static let version = 5

    /// A drag from another application over one of our windows.
    private struct Incoming {
        let source: Window
        let types: [Atom]
        var window: Window
        var location = CGPoint.zero
        var entered = false
        var time: Time = 0
    }
    private var incoming: Incoming?

    /// Our drag offered to another application's window.
    private struct Outgoing {
        let target: Window
        let version: Int
        var accepted = false
        var action: Atom = 0
        var finished: Bool?
    }
    private var outgoing: Outgoing?

    init(backend: X11Backend) {
        self.backend = backend
        let display = backend.connection.display
        func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }
        aware = atom("XdndAware")
        enter = atom("XdndEnter")
        position = atom("XdndPosition")
        status = atom("XdndStatus")
        leave = atom("XdndLeave")
        drop = atom("XdndDrop")
        finished = atom("XdndFinished")
        selection = atom("XdndSelection")
        typeList = atom("XdndTypeList")
        actionCopy = atom("XdndActionCopy")
        actionMove = atom("XdndActionMove")
        textTypes = [atom("text/plain;charset=utf-8"), atom("UTF8_STRING"), atom("text/plain"), Atom(XA_STRING)]
        uriList = atom("text/uri-list")
        png = atom("image/png")
    }

    /// Marks a window as an XDND target.
    func makeAware(_ window: Window) {
        var version = UInt(Self.version)
        withUnsafeBytes(of: &version) { raw in
            _ = XChangeProperty(
                connection.display, window, aware, Atom(XA_ATOM), 32, PropModeReplace,
                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
    }

    /// Handles an XDND client message; false when it is not one.
    func clientMessage(_ event: XClientMessageEvent) -> Bool {
        let type = event.message_type
        guard [enter, position, leave, drop, status, finished].contains(type) else { return false }
        let l = event.data.l
        switch type {
        case enter: entered(window: event.window, source: Window(bitPattern: l.0), flags: l.1, inline: [l.2, l.3, l.4])
        case position:
            moved(window: event.window, source: Window(bitPattern: l.0), packed: l.2, time: Time(bitPattern: l.3))
        case leave: left(source: Window(bitPattern: l.0))
        case drop: dropped(window: event.window, source: Window(bitPattern: l.0), time: Time(bitPattern: l.2))
        case status:
            guard var current = outgoing, Window(bitPattern: l.0) == current.target else { return true }
            current.accepted = l.1 & 1 != 0
            current.action = Atom(bitPattern: l.4)
            outgoing = current
        case finished:
            guard var current = outgoing, Window(bitPattern: l.0) == current.target else { return true }
            current.finished = current.version < 5 || l.1 & 1 != 0
            outgoing = current
        default: break
        }
        return true
    }

    // MARK: Drops from other applications

    private func entered(window: Window, source: Window, flags: Int, inline: [Int]) {
        if incoming != nil { backend.application.input.dragExited() }
        let version = flags >> 24
        guard version >= 3 else {
            log("a drag from 0x\(String(source, radix: 16)) speaks XDND \(version); ignored")
            return
        }
        var types = inline.map { Atom(bitPattern: $0) }.filter { $0 != 0 }
        if flags & 1 != 0, let listed = readAtoms(source, typeList) { types = listed }
        incoming = Incoming(source: source, types: types, window: window)
        // A source that vanishes mid-drag sends no XdndLeave: its window's destruction ends the drag instead.
        XSelectInput(connection.display, source, Int(StructureNotifyMask))
    }

    /// A window was destroyed: when it was the source of the drag over us, the drag ends (nothing dropped).
    func windowDestroyed(_ window: Window) -> Bool {
        guard let drag = incoming, drag.source == window else { return false }
        incoming = nil
        log("the drag's source window went away mid-drag; the drag ended")
        backend.application.input.dragExited()
        return true
    }

    /// The items a drag from another application carries: one, whose provider fetches the best matching X type
    /// through XdndSelection when a drop loads it.
    private func items(for drag: Incoming) -> [UIDragItem] {
        let provider = NSItemProvider()
        let clipboard = backend.clipboard!
        func register(_ identifier: String, _ xType: Atom, transform: @escaping ([UInt8]) -> Data?) {
            provider.registerDataRepresentation(forTypeIdentifier: identifier, visibility: .all) {
                [weak self] completion in
                let time = self?.incoming?.time ?? UInt(CurrentTime)
                guard let self, let bytes = clipboard.readBytes(self.selection, target: xType, time: time) else {
                    self?.log("the drag's source sent no \(identifier) data; nothing dropped")
                    completion(nil, ItemProviderError.unavailableType(identifier))
                    return nil
                }
                completion(transform(bytes), nil)
                return nil
            }
        }
        if let text = textTypes.first(where: drag.types.contains) {
            register(UTTypeIdentifier.utf8PlainText, text) { Data(X11KeyTranslation.text(fromUTF8: $0).utf8) }
        }
        if drag.types.contains(uriList) {
            register(UTTypeIdentifier.fileURL, uriList) { Data($0) }
            register(UTTypeIdentifier.url, uriList) { Data($0) }
        }
        if drag.types.contains(png) { register(UTTypeIdentifier.png, png) { Data($0) } }
        return [UIDragItem(itemProvider: provider)]
    }

    private func moved(window xid: Window, source: Window, packed: Int, time: Time) {
        guard var drag = incoming, drag.source == source, let window = backend.windows[xid] else { return }
        let rootX = Int32(truncatingIfNeeded: packed >> 16), rootY = Int32(truncatingIfNeeded: packed & 0xffff)
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(connection.display, connection.root, xid, rootX, rootY, &x, &y, &child)
        drag.location = CGPoint(x: CGFloat(x) / window.scale, y: CGFloat(y) / window.scale)
        drag.window = xid
        drag.time = time
        let input = backend.application.input
        if !drag.entered {
            drag.entered = true
            incoming = drag
            input.dragEntered(items(for: drag), at: drag.location, in: window.window)
        }
        incoming = drag
        let operation = input.dragMoved(to: drag.location, in: window.window)
        let accepted = operation == .copy || operation == .move
        send(
            to: source, type: status,
            [
                Int(bitPattern: xid), accepted ? 3 : 2, 0, 0,
                accepted ? Int(bitPattern: operation == .move ? actionMove : actionCopy) : 0,
            ])
    }

    private func left(source: Window) {
        guard incoming?.source == source else { return }
        incoming = nil
        backend.application.input.dragExited()
    }

    private func dropped(window xid: Window, source: Window, time: Time) {
        guard var drag = incoming, drag.source == source, let window = backend.windows[xid] else {
            send(to: source, type: finished, [Int(bitPattern: xid), 0, 0, 0, 0])
            return
        }
        drag.time = time
        incoming = drag
        let taken = drag.entered && backend.application.input.dragDropped(at: drag.location, in: window.window)
        incoming = nil
        send(
            to: source, type: finished,
            [Int(bitPattern: xid), taken ? 1 : 0, taken ? Int(bitPattern: actionCopy) : 0, 0, 0])
    }

    // MARK: Our drags to other applications

    /// The XdndAware top-level window under a root point (not ours), and the version it speaks.
    private func awareWindow(at point: (Int32, Int32)) -> (Window, Int)? {
        let display = connection.display
        var current = connection.root
        for _ in 0..<8 {
            var x: Int32 = 0, y: Int32 = 0
            var child: Window = 0
            guard XTranslateCoordinates(display, connection.root, current, point.0, point.1, &x, &y, &child) != 0,
                child != 0
            else { return nil }
            current = child
            if backend.windows[current] != nil || backend.clipboard.handles(current) { return nil }
            if let version = readAtoms(current, aware)?.first, version >= 3 { return (current, Int(min(version, 5))) }
        }
        return nil
    }

    func dragMoved(toScreenPoint point: CGPoint, session: any UIDragSession) -> UIDropOperation {
        let scale = connection.scale
        let root = (Int32((point.x * scale).rounded()), Int32((point.y * scale).rounded()))
        let found = awareWindow(at: root)
        if found?.0 != outgoing?.target {
            dragLeft()
            if let (window, version) = found {
                outgoing = Outgoing(target: window, version: version)
                offer(session)
                let types = offeredTypes(session)
                let source = backend.clipboard.ownerWindow
                if types.count > 3 { setAtoms(source, typeList, types) }
                let inline = types.prefix(3).map { Int(bitPattern: $0) } + [0, 0, 0]
                send(
                    to: window, type: enter,
                    [
                        Int(bitPattern: source), version << 24 | (types.count > 3 ? 1 : 0), inline[0], inline[1],
                        inline[2],
                    ])
            }
        }
        guard let current = outgoing else { return .cancel }
        send(
            to: current.target, type: position,
            [
                Int(bitPattern: backend.clipboard.ownerWindow), 0, Int(root.0) << 16 | Int(root.1 & 0xffff),
                Int(CurrentTime), Int(bitPattern: actionCopy),
            ])
        return current.accepted ? .copy : .cancel
    }

    func dragLeft() {
        guard let current = outgoing else { return }
        send(to: current.target, type: leave, [Int(bitPattern: backend.clipboard.ownerWindow), 0, 0, 0, 0])
        outgoing = nil
        backend.clipboard.offerDrag(selection: selection, types: [], data: nil)
    }

    func drop(atScreenPoint point: CGPoint, session: any UIDragSession) -> Bool {
        _ = dragMoved(toScreenPoint: point, session: session)
        // The last status may still be on its way: wait for it (bounded).
        pump(until: { self.outgoing?.accepted == true }, seconds: 0.3)
        guard let current = outgoing, current.accepted else {
            dragLeft()
            return false
        }
        send(
            to: current.target, type: drop,
            [Int(bitPattern: backend.clipboard.ownerWindow), 0, Int(CurrentTime), 0, 0])
        // The target fetches the data (answered while waiting) and says it finished.
        pump(until: { self.outgoing?.finished != nil }, seconds: 2)
        let result = outgoing?.finished ?? false
        if outgoing?.finished == nil { log("the drop target did not say it finished within 2 s") }
        outgoing = nil
        backend.clipboard.offerDrag(selection: selection, types: [], data: nil)
        return result
    }

    /// Handles X events (selection requests, XDND replies) until `condition` holds or time runs out.
    private func pump(until condition: () -> Bool, seconds: TimeInterval) {
        let display = connection.display
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() && Date() < deadline {
            XFlush(display)
            while XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                backend.handle(&event)
            }
            if condition() { break }
            var descriptor = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 10)
        }
    }

    private func offeredTypes(_ session: any UIDragSession) -> [Atom] {
        var types: [Atom] = []
        let providers = session.items.map(\.itemProvider)
        if providers.contains(where: { $0.hasItemConformingToTypeIdentifier(UTTypeIdentifier.url) }) {
            types.append(uriList)
        }
        if providers.contains(where: { $0.hasItemConformingToTypeIdentifier(UTTypeIdentifier.utf8PlainText) }) {
            types += textTypes
        }
        if providers.contains(where: { $0.hasItemConformingToTypeIdentifier(UTTypeIdentifier.png) }) {
            types.append(png)
        }
        return types
    }

    /// Owns XdndSelection with the session's data: text, a URI list, or PNG, made from the items when asked.
    private func offer(_ session: any UIDragSession) {
        let types = offeredTypes(session)
        backend.clipboard.offerDrag(selection: selection, types: types) { [weak self] target in
            guard let self else { return nil }
            let identifier: String
            if self.textTypes.contains(target) {
                identifier = UTTypeIdentifier.utf8PlainText
            } else if target == self.uriList {
                identifier = UTTypeIdentifier.url
            } else if target == self.png {
                identifier = UTTypeIdentifier.png
            } else {
                return nil
            }
            var pieces: [Data] = []
            for item in session.items {
                item.itemProvider.loadDataRepresentation(forTypeIdentifier: identifier) { data, _ in
                    if let data { pieces.append(data) }
                }
            }
            guard !pieces.isEmpty else { return nil }
            if target == self.uriList {
                return Array(pieces.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\r\n").utf8) + [
                    13, 10,
                ]
            }
            return Array(identifier == UTTypeIdentifier.png ? pieces[0] : pieces.reduce(Data(), +))
        }
    }

    // MARK: Helpers

    private func send(to window: Window, type: Atom, _ values: [Int]) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.display = connection.display
        event.xclient.window = window
        event.xclient.message_type = type
        event.xclient.format = 32
        event.xclient.data.l = (values[0], values[1], values[2], values[3], values[4])
        XSendEvent(connection.display, window, 0, 0, &event)
        XFlush(connection.display)
    }

    private func readAtoms(_ window: Window, _ property: Atom) -> [UInt]? {
        guard let read = X11Property.read(connection.display, window, property, length: 256), read.format == 32
        else { return nil }
        return read.longs
    }

    private func setAtoms(_ window: Window, _ property: Atom, _ atoms: [Atom]) {
        atoms.withUnsafeBytes { raw in
            _ = XChangeProperty(
                connection.display, window, property, Atom(XA_ATOM), 32, PropModeReplace,
                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(atoms.count))
        }
    }

    private func log(_ message: String) {
        FileHandle.standardError.write(Data("X11: XDND: \(message)\n".utf8))
    }
}
