import CWayland
import Foundation
import Tapestry
import TapestryX11

/// Drag and drop with other applications (SEMANTICS §13.6), through `wl_data_device`. Drags from them into the
/// app's windows: the offer's types become one `UIDragItem` whose provider reads the data through a pipe when a
/// drop loads it; the drop interaction under the pointer answers the operation the compositor shows, and a drop
/// it takes is finished. The app's own drags leaving its windows: see WaylandDragAndDrop+Outgoing.
@preconcurrency @MainActor
final class WaylandDragAndDrop {
    unowned let backend: WaylandBackend
    unowned let clipboard: WaylandClipboard
    /// A drag of ours the compositor carries to other applications (see WaylandDragAndDrop+Outgoing).
    var outgoing: Outgoing?
    var offer: OpaquePointer?
    private var serial: UInt32 = 0
    private weak var window: UIWindow?
    private var location = CGPoint.zero

    init(backend: WaylandBackend, clipboard: WaylandClipboard) {
        self.backend = backend
        self.clipboard = clipboard
    }

    /// The best text type of an offer, and whether it carries URIs or PNG.
    private func items(for offer: OpaquePointer) -> [UIDragItem] {
        let types = clipboard.types(of: offer)
        let provider = NSItemProvider()
        func register(_ identifier: String, _ type: String, transform: @escaping ([UInt8]) -> Data?) {
            provider.registerDataRepresentation(forTypeIdentifier: identifier, visibility: .all) {
                [weak self] completion in
                guard let self, let offer = self.offer, let bytes = self.clipboard.receive(offer, type: type) else {
                    completion(nil, ItemProviderError.unavailableType(identifier))
                    return nil
                }
                completion(transform(bytes), nil)
                return nil
            }
        }
        if let text = WaylandClipboard.textTypes.first(where: types.contains) {
            register(UTTypeIdentifier.utf8PlainText, text) { Data(X11KeyTranslation.text(fromUTF8: $0).utf8) }
        }
        if types.contains("text/uri-list") {
            register(UTTypeIdentifier.fileURL, "text/uri-list") { Data($0) }
            register(UTTypeIdentifier.url, "text/uri-list") { Data($0) }
        }
        if types.contains("image/png") { register(UTTypeIdentifier.png, "image/png") { Data($0) } }
        return [UIDragItem(itemProvider: provider)]
    }

    /// The type accepted for the items (what the compositor shows the source): the first the provider reads.
    private func acceptedType(of offer: OpaquePointer) -> String? {
        let types = clipboard.types(of: offer)
        return WaylandClipboard.textTypes.first(where: types.contains)
            ?? ["text/uri-list", "image/png"].first(where: types.contains)
    }

    func entered(offer: OpaquePointer?, surface: OpaquePointer?, serial: UInt32, at location: CGPoint) {
        if outgoing != nil {
            ownDragEntered(offer: offer, surface: surface, serial: serial, at: location)
            return
        }
        guard let offer, let window = backend.window(for: surface)?.window else { return }
        self.offer = offer
        self.serial = serial
        self.window = window
        self.location = location
        backend.application.input.dragEntered(items(for: offer), at: location, in: window)
        answer(backend.application.input.dragMoved(to: location, in: window))
    }

    func moved(to location: CGPoint) {
        if outgoing != nil {
            ownDragMoved(to: location)
            return
        }
        guard let window else { return }
        self.location = location
        answer(backend.application.input.dragMoved(to: location, in: window))
    }

    /// Tells the compositor what a drop here would do.
    private func answer(_ operation: UIDropOperation) {
        guard let offer else { return }
        let takes = operation == .copy || operation == .move
        wl_data_offer_accept(offer, serial, takes ? acceptedType(of: offer) : nil)
        if wl_data_offer_get_version(offer) >= 3 {
            let copy = WL_DATA_DEVICE_MANAGER_DND_ACTION_COPY.rawValue
            let move = WL_DATA_DEVICE_MANAGER_DND_ACTION_MOVE.rawValue
            let preferred = !takes ? 0 : operation == .move ? move : copy
            wl_data_offer_set_actions(offer, takes ? copy | move : 0, preferred)
        }
    }

    func left() {
        if outgoing != nil {
            ownDragLeft()
            return
        }
        guard let offer else { return }
        backend.application.input.dragExited()
        release(offer)
    }

    func dropped() {
        if outgoing != nil {
            ownDragDropped()
            return
        }
        guard let offer, let window else { return }
        let taken = backend.application.input.dragDropped(at: location, in: window)
        if taken, wl_data_offer_get_version(offer) >= 3 { wl_data_offer_finish(offer) }
        release(offer)
    }

    func release(_ offer: OpaquePointer) {
        clipboard.forget(offer)
        wl_data_offer_destroy(offer)
        self.offer = nil
        window = nil
    }
}
