import CWayland
import CX11
import Foundation
import Tapestry

/// The app's own drags leaving its windows. When the engine's drag first goes outside every window, the
/// backend offers its items as a `wl_data_source` and asks the compositor to carry the drag
/// (`wl_data_device.start_drag` with the press that began it). From then on the compositor has the pointer:
/// over the app's own windows the drag still moves the engine's touch (so dropping back in the app is the
/// engine's own drop); over another application that application takes or refuses it. When the compositor says
/// the drag ended (finished, or cancelled), the engine's touch is released where it last was, and the engine
/// hears whether another application took the items.
extension WaylandDragAndDrop: ExternalDragDestination {
    /// A drag of ours the compositor carries.
    struct Outgoing {
        let source: OpaquePointer
        let session: any UIDragSession
        unowned let window: WaylandWindow
        /// The type the application under the pointer accepts (nil: it refuses).
        var accepted: String?
        /// How it ended: taken by another application (true), or not (false); nil while it goes on.
        var taken: Bool?
    }

    func dragMoved(toScreenPoint point: CGPoint, session: any UIDragSession) -> UIDropOperation {
        if outgoing == nil { start(session) }
        return outgoing?.accepted != nil ? .copy : .cancel
    }

    /// A Wayland drag, once the compositor carries it, is the compositor's until it ends: nothing to do.
    func dragLeft() {}

    func drop(atScreenPoint point: CGPoint, session: any UIDragSession) -> Bool {
        // Reached from the release the backend makes once the compositor ended the drag.
        defer { outgoing = nil }
        return outgoing?.taken ?? false
    }

    /// The MIME types the session's items can be given as.
    static func types(of session: any UIDragSession) -> [String] {
        let providers = session.items.map(\.itemProvider)
        var types: [String] = []
        if providers.contains(where: { $0.hasItemConformingToTypeIdentifier(UTTypeIdentifier.url) }) {
            types.append("text/uri-list")
        }
        if providers.contains(where: { $0.hasItemConformingToTypeIdentifier(UTTypeIdentifier.utf8PlainText) }) {
            types += WaylandClipboard.textTypes
        }
        if providers.contains(where: { $0.hasItemConformingToTypeIdentifier(UTTypeIdentifier.png) }) {
            types.append("image/png")
        }
        return types
    }

    /// The session's data as `type`: the items' text joined, their URLs one a line, or the first PNG.
    static func data(of session: any UIDragSession, as type: String) -> [UInt8]? {
        let identifier =
            WaylandClipboard.textTypes.contains(type)
            ? UTTypeIdentifier.utf8PlainText
            : type == "text/uri-list" ? UTTypeIdentifier.url : type == "image/png" ? UTTypeIdentifier.png : nil
        guard let identifier else { return nil }
        var pieces: [Data] = []
        for item in session.items {
            item.itemProvider.loadDataRepresentation(forTypeIdentifier: identifier) { data, _ in
                if let data { pieces.append(data) }
            }
        }
        guard !pieces.isEmpty else { return nil }
        if type == "text/uri-list" {
            return Array(pieces.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\r\n").utf8) + [13, 10]
        }
        return Array(identifier == UTTypeIdentifier.png ? pieces[0] : pieces.reduce(Data(), +))
    }

    private func start(_ session: any UIDragSession) {
        guard let window = backend.pointerWaylandWindow ?? backend.windows.first(where: { $0.pointer.isTouching })
        else { return }
        let types = Self.types(of: session)
        guard !types.isEmpty, let source = wl_data_device_manager_create_data_source(clipboard.manager) else { return }
        for type in types { wl_data_source_offer(source, type) }
        if wl_data_source_get_version(source) >= 3 {
            wl_data_source_set_actions(
                source,
                WL_DATA_DEVICE_MANAGER_DND_ACTION_COPY.rawValue | WL_DATA_DEVICE_MANAGER_DND_ACTION_MOVE.rawValue)
        }
        wl_data_source_add_listener(source, &Self.sourceListener, Unmanaged.passUnretained(self).toOpaque())
        outgoing = Outgoing(source: source, session: session, window: window)
        wl_data_device_start_drag(clipboard.device, source, window.surface, nil, backend.pressSerial)
        wl_display_flush(backend.connection.display)
    }

    // MARK: The drag over the app's own windows

    /// Over the app's own window the drag is accepted (so releasing there is a drop the compositor reports,
    /// not a refusal), and the engine's touch follows it; the engine then drops in its own window itself.
    func ownDragEntered(offer: OpaquePointer?, surface: OpaquePointer?, serial: UInt32, at location: CGPoint) {
        guard let current = outgoing, let offer else { return }
        guard backend.window(for: surface) === current.window else {
            wl_data_offer_accept(offer, serial, nil)  // another window of the app: not followed
            release(offer)
            return
        }
        self.offer = offer
        wl_data_offer_accept(offer, serial, Self.types(of: current.session).first)
        if wl_data_offer_get_version(offer) >= 3 {
            let copy = WL_DATA_DEVICE_MANAGER_DND_ACTION_COPY.rawValue
            wl_data_offer_set_actions(offer, copy, copy)
        }
        ownDragMoved(to: location)
    }

    func ownDragMoved(to location: CGPoint) {
        guard let window = outgoing?.window else { return }
        backend.apply(window.pointer.moved(to: location, state: backend.keyboard.modifierMask), in: window)
    }

    /// The drag left the app's window: the engine's touch goes outside it too. (After a drop here the
    /// compositor sends a leave as well: the touch stays where it was dropped.)
    func ownDragLeft() {
        guard let offer else { return }
        release(offer)
        guard let window = outgoing?.window else { return }
        let outside = CGPoint(x: -1, y: -1)
        backend.apply(window.pointer.moved(to: outside, state: backend.keyboard.modifierMask), in: window)
    }

    /// Dropped on the app's own window: the compositor's drop is finished at once (nothing is read through it),
    /// and the engine's release there, when the source hears the drag finished, drops the items in the app.
    func ownDragDropped() {
        guard let offer else { return }
        if wl_data_offer_get_version(offer) >= 3 { wl_data_offer_finish(offer) }
        release(offer)
    }

    /// The compositor ended the drag: the engine's touch is released where it last was.
    fileprivate func ended(taken: Bool) {
        guard var current = outgoing, current.taken == nil else { return }
        current.taken = taken
        outgoing = current
        wl_data_source_destroy(current.source)
        let window = current.window
        let location = window.pointer.pointerLocation ?? .zero
        backend.apply(window.pointer.buttonReleased(UInt32(Button1), at: location), in: window)
        var mask = backend.application.input.buttonMask
        mask.remove(.button(1))
        backend.application.input.buttonMask = mask
        outgoing = nil
    }

    fileprivate func send(_ type: String, to fd: Int32) {
        WaylandClipboard.write(outgoing.flatMap { Self.data(of: $0.session, as: type) } ?? [], to: fd)
    }

    // MARK: Listener (the user data is the drag and drop object)

    nonisolated private static func dragAndDrop(_ data: UnsafeMutableRawPointer?) -> WaylandDragAndDrop? {
        data.map { Unmanaged<WaylandDragAndDrop>.fromOpaque($0).takeUnretainedValue() }
    }

    nonisolated(unsafe) static var sourceListener = wl_data_source_listener(
        target: { data, _, type in
            guard let dragAndDrop = dragAndDrop(data) else { return }
            let accepted = type.map { String(cString: $0) }
            MainActor.assumeIsolated { dragAndDrop.outgoing?.accepted = accepted }
        },
        send: { data, _, type, fd in
            guard let dragAndDrop = dragAndDrop(data), let type else {
                close(fd)
                return
            }
            let name = String(cString: type)
            MainActor.assumeIsolated { dragAndDrop.send(name, to: fd) }
        },
        cancelled: { data, _ in
            guard let dragAndDrop = dragAndDrop(data) else { return }
            MainActor.assumeIsolated { dragAndDrop.ended(taken: false) }
        },
        dnd_drop_performed: { _, _ in },
        dnd_finished: { data, _ in
            guard let dragAndDrop = dragAndDrop(data) else { return }
            MainActor.assumeIsolated { dragAndDrop.ended(taken: true) }
        },
        action: { _, _, _ in })
}
