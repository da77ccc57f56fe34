import CWayland
import Foundation
import Tapestry
import TapestryX11

/// Connects `UIPasteboard.general` to the Wayland clipboard (`wl_data_device`) and `UIPasteboard.primary` to
/// the primary selection (`zwp_primary_selection_v1`, where offered), as the X11 backend connects them to
/// CLIPBOARD and PRIMARY (SEMANTICS §13.2): writing offers a data source the compositor hands to whoever
/// pastes; reading asks the current offer for UTF-8 text through a pipe and waits (bounded) for it.
@preconcurrency @MainActor
final class WaylandClipboard {
    /// Which of the two selections.
    enum Kind { case clipboard, primary }

    /// Text types offered and accepted, best first.
    static let textTypes = ["text/plain;charset=utf-8", "UTF8_STRING", "text/plain", "STRING", "TEXT"]

    let kind: Kind
    let device: OpaquePointer
    let manager: OpaquePointer
    /// The serial of the last input event (the compositor takes a selection only with one).
    private let serial: () -> UInt32
    /// The types each live offer has announced.
    private var offerTypes: [UInt: [String]] = [:]
    /// The current selection's offer (nil: empty, or another client's that offered no text).
    private var selectionOffer: OpaquePointer?
    /// Drags from other applications over the app's windows (the clipboard's data device carries them).
    weak var dragAndDrop: WaylandDragAndDrop?
    /// The data source of what this process offers now.
    private var source: OpaquePointer?

    init?(kind: Kind, connection: WaylandConnection, serial: @escaping () -> UInt32) {
        guard let seat = connection.seat else { return nil }
        self.kind = kind
        self.serial = serial
        switch kind {
        case .clipboard:
            guard let manager = connection.dataDeviceManager,
                let device = wl_data_device_manager_get_data_device(manager, seat)
            else { return nil }
            self.manager = manager
            self.device = device
        case .primary:
            guard let manager = connection.primarySelectionManager,
                let device = zwp_primary_selection_device_manager_v1_get_device(manager, seat)
            else { return nil }
            self.manager = manager
            self.device = device
        }
        let context = Unmanaged.passUnretained(self).toOpaque()
        switch kind {
        case .clipboard: wl_data_device_add_listener(device, &WaylandClipboard.dataDeviceListener, context)
        case .primary:
            zwp_primary_selection_device_v1_add_listener(device, &WaylandClipboard.primaryDeviceListener, context)
        }
        let pasteboard = kind == .clipboard ? UIPasteboard.general : UIPasteboard.primary
        pasteboard.systemWrite = { [unowned self] text in self.own(text != nil) }
        pasteboard.systemRead = { [unowned self] in self.read() }
    }

    private var pasteboard: UIPasteboard { kind == .clipboard ? .general : .primary }

    // MARK: Writing

    private func own(_ owns: Bool) {
        if let source { destroySource(source) }
        source = nil
        let context = Unmanaged.passUnretained(self).toOpaque()
        if owns {
            switch kind {
            case .clipboard:
                let created = wl_data_device_manager_create_data_source(manager)
                for type in Self.textTypes { wl_data_source_offer(created, type) }
                wl_data_source_add_listener(created, &WaylandClipboard.dataSourceListener, context)
                wl_data_device_set_selection(device, created, serial())
                source = created
            case .primary:
                let created = zwp_primary_selection_device_manager_v1_create_source(manager)
                for type in Self.textTypes { zwp_primary_selection_source_v1_offer(created, type) }
                zwp_primary_selection_source_v1_add_listener(created, &WaylandClipboard.primarySourceListener, context)
                zwp_primary_selection_device_v1_set_selection(device, created, serial())
                source = created
            }
        } else {
            switch kind {
            case .clipboard: wl_data_device_set_selection(device, nil, serial())
            case .primary: zwp_primary_selection_device_v1_set_selection(device, nil, serial())
            }
        }
    }

    private func destroySource(_ source: OpaquePointer) {
        switch kind {
        case .clipboard: wl_data_source_destroy(source)
        case .primary: zwp_primary_selection_source_v1_destroy(source)
        }
    }

    /// Another client pastes: the text goes down the pipe it gave (from a helper thread, so a slow reader
    /// never holds up the loop).
    fileprivate func send(to fd: Int32) {
        Self.write(Array((pasteboard.ownedString ?? "").utf8), to: fd)
    }

    /// Writes `bytes` down a pipe another client reads, from a helper thread (a slow reader never holds up the
    /// loop), and closes it.
    nonisolated static func write(_ bytes: [UInt8], to fd: Int32) {
        DispatchQueue.global().async {
            var written = 0
            while written < bytes.count {
                let result = bytes[written...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
                if result <= 0 {
                    if result < 0 && errno == EINTR { continue }
                    break
                }
                written += result
            }
            close(fd)
        }
    }

    /// Another client took the selection.
    fileprivate func cancelled(_ cancelledSource: OpaquePointer?) {
        guard let cancelledSource else { return }
        destroySource(cancelledSource)
        if cancelledSource == source {
            source = nil
            pasteboard.systemSelectionLost()
        }
    }

    // MARK: Reading

    fileprivate func offered(_ offer: OpaquePointer?, type: String) {
        guard let offer else { return }
        offerTypes[UInt(bitPattern: offer), default: []].append(type)
    }

    fileprivate func newOffer(_ offer: OpaquePointer?) {
        guard let offer else { return }
        offerTypes[UInt(bitPattern: offer)] = []
        let context = Unmanaged.passUnretained(self).toOpaque()
        switch kind {
        case .clipboard: wl_data_offer_add_listener(offer, &WaylandClipboard.dataOfferListener, context)
        case .primary:
            zwp_primary_selection_offer_v1_add_listener(offer, &WaylandClipboard.primaryOfferListener, context)
        }
    }

    fileprivate func selectionChanged(_ offer: OpaquePointer?) {
        if let old = selectionOffer, old != offer {
            offerTypes[UInt(bitPattern: old)] = nil
            switch kind {
            case .clipboard: wl_data_offer_destroy(old)
            case .primary: zwp_primary_selection_offer_v1_destroy(old)
            }
        }
        selectionOffer = offer
    }

    /// The selection's text: this process's own when it holds it, else the offer's (see `receive`).
    private func read() -> String? {
        if source != nil { return pasteboard.ownedString }
        guard let offer = selectionOffer, let types = offerTypes[UInt(bitPattern: offer)],
            let type = Self.textTypes.first(where: types.contains)
        else { return nil }
        return receive(offer, type: type).map(X11KeyTranslation.text(fromUTF8:))
    }

    /// The types an offer announced.
    func types(of offer: OpaquePointer) -> [String] { offerTypes[UInt(bitPattern: offer)] ?? [] }

    /// Forgets a drag's offer (it is destroyed by whoever took it).
    func forget(_ offer: OpaquePointer) { offerTypes[UInt(bitPattern: offer)] = nil }

    /// An offer's data as `type`, read through a pipe (bounded: a client that does not answer within 2 seconds
    /// gives nothing).
    func receive(_ offer: OpaquePointer, type: String, timeout: TimeInterval = 2) -> [UInt8]? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        switch kind {
        case .clipboard: wl_data_offer_receive(offer, type, ends[1])
        case .primary: zwp_primary_selection_offer_v1_receive(offer, type, ends[1])
        }
        close(ends[1])
        guard let display = WaylandBackend.current?.connection.display else {
            close(ends[0])
            return nil
        }
        wl_display_flush(display)
        defer { close(ends[0]) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var descriptor = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
            let remaining = Int32(max(1, deadline.timeIntervalSinceNow * 1000))
            guard poll(&descriptor, 1, remaining) > 0 else { break }
            let count = Foundation.read(ends[0], &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return bytes }
            bytes += buffer[..<count]
        }
        FileHandle.standardError.write(
            Data("Tapestry: Wayland: the data's owner did not answer in time; nothing taken\n".utf8))
        return nil
    }

    // MARK: Listeners (the user data is the clipboard)

    nonisolated private static func clipboard(_ data: UnsafeMutableRawPointer?) -> WaylandClipboard? {
        data.map { Unmanaged<WaylandClipboard>.fromOpaque($0).takeUnretainedValue() }
    }

    nonisolated(unsafe) static var dataDeviceListener = wl_data_device_listener(
        data_offer: { data, _, offer in
            guard let clipboard = clipboard(data) else { return }
            let offer = UInt(bitPattern: offer)
            MainActor.assumeIsolated { clipboard.newOffer(OpaquePointer(bitPattern: offer)) }
        },
        enter: { data, _, serial, surface, x, y, offer in
            guard let clipboard = clipboard(data) else { return }
            let surface = UInt(bitPattern: surface), offer = UInt(bitPattern: offer)
            let location = CGPoint(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))
            MainActor.assumeIsolated {
                clipboard.dragAndDrop?.entered(
                    offer: OpaquePointer(bitPattern: offer), surface: OpaquePointer(bitPattern: surface),
                    serial: serial, at: location)
            }
        },
        leave: { data, _ in
            guard let clipboard = clipboard(data) else { return }
            MainActor.assumeIsolated { clipboard.dragAndDrop?.left() }
        },
        motion: { data, _, _, x, y in
            guard let clipboard = clipboard(data) else { return }
            let location = CGPoint(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))
            MainActor.assumeIsolated { clipboard.dragAndDrop?.moved(to: location) }
        },
        drop: { data, _ in
            guard let clipboard = clipboard(data) else { return }
            MainActor.assumeIsolated { clipboard.dragAndDrop?.dropped() }
        },
        selection: { data, _, offer in
            guard let clipboard = clipboard(data) else { return }
            let offer = UInt(bitPattern: offer)
            MainActor.assumeIsolated { clipboard.selectionChanged(OpaquePointer(bitPattern: offer)) }
        })

    nonisolated(unsafe) static var dataOfferListener = wl_data_offer_listener(
        offer: { data, offer, type in
            guard let clipboard = clipboard(data), let type else { return }
            let offer = UInt(bitPattern: offer), name = String(cString: type)
            MainActor.assumeIsolated { clipboard.offered(OpaquePointer(bitPattern: offer), type: name) }
        },
        source_actions: { _, _, _ in }, action: { _, _, _ in })

    nonisolated(unsafe) static var dataSourceListener = wl_data_source_listener(
        target: { _, _, _ in },
        send: { data, _, _, fd in
            guard let clipboard = clipboard(data) else {
                close(fd)
                return
            }
            MainActor.assumeIsolated { clipboard.send(to: fd) }
        },
        cancelled: { data, source in
            guard let clipboard = clipboard(data) else { return }
            let source = UInt(bitPattern: source)
            MainActor.assumeIsolated { clipboard.cancelled(OpaquePointer(bitPattern: source)) }
        },
        dnd_drop_performed: { _, _ in }, dnd_finished: { _, _ in }, action: { _, _, _ in })

    nonisolated(unsafe) static var primaryDeviceListener = zwp_primary_selection_device_v1_listener(
        data_offer: { data, _, offer in
            guard let clipboard = clipboard(data) else { return }
            let offer = UInt(bitPattern: offer)
            MainActor.assumeIsolated { clipboard.newOffer(OpaquePointer(bitPattern: offer)) }
        },
        selection: { data, _, offer in
            guard let clipboard = clipboard(data) else { return }
            let offer = UInt(bitPattern: offer)
            MainActor.assumeIsolated { clipboard.selectionChanged(OpaquePointer(bitPattern: offer)) }
        })

    nonisolated(unsafe) static var primaryOfferListener = zwp_primary_selection_offer_v1_listener(
        offer: { data, offer, type in
            guard let clipboard = clipboard(data), let type else { return }
            let offer = UInt(bitPattern: offer), name = String(cString: type)
            MainActor.assumeIsolated { clipboard.offered(OpaquePointer(bitPattern: offer), type: name) }
        })

    nonisolated(unsafe) static var primarySourceListener = zwp_primary_selection_source_v1_listener(
        send: { data, _, _, fd in
            guard let clipboard = clipboard(data) else {
                close(fd)
                return
            }
            MainActor.assumeIsolated { clipboard.send(to: fd) }
        },
        cancelled: { data, source in
            guard let clipboard = clipboard(data) else { return }
            let source = UInt(bitPattern: source)
            MainActor.assumeIsolated { clipboard.cancelled(OpaquePointer(bitPattern: source)) }
        })
}
