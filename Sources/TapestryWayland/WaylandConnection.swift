import CWayland
import Foundation
import Tapestry

/// The connection to a Wayland compositor: the display, and the globals the backend binds from the registry
/// (compositor, shared memory, xdg-shell, the seat, outputs, and the optional protocols for decorations,
/// fractional scales, touchpad gestures, input methods and the clipboard).
@preconcurrency @MainActor
public final class WaylandConnection {
    /// Why no connection could be made, said in one line.
    public enum ConnectionError: Error, CustomStringConvertible {
        /// No compositor answered on the socket.
        case noCompositor(String)
        /// The compositor lacks a global the backend cannot do without.
        case missingGlobal(String)

        /// The message printed before the app exits.
        public var description: String {
            switch self {
            case .noCompositor(let socket):
                "Tapestry: cannot connect to the Wayland compositor at \(socket) (is WAYLAND_DISPLAY right?)"
            case .missingGlobal(let name):
                "Tapestry: the Wayland compositor does not offer \(name), which Tapestry needs"
            }
        }
    }

    /// The `wl_display`.
    public let display: OpaquePointer
    var registry: OpaquePointer?
    var compositor: OpaquePointer?
    var shm: OpaquePointer?
    var wmBase: OpaquePointer?
    var seat: OpaquePointer?
    var seatName: UInt32 = 0
    var decorationManager: OpaquePointer?
    var viewporter: OpaquePointer?
    var fractionalScaleManager: OpaquePointer?
    var pointerGestures: OpaquePointer?
    var textInputManager: OpaquePointer?
    var dataDeviceManager: OpaquePointer?
    var primarySelectionManager: OpaquePointer?
    /// cursor-shape-v1: the compositor draws the cursor by name, matching its theme and scale.
    var cursorShapeManager: OpaquePointer?
    /// The outputs (monitors) by registry name, with the scale each reports.
    var outputs: [UInt32: Output] = [:]
    /// What the seat offers now (`WL_SEAT_CAPABILITY_*`).
    var seatCapabilities: UInt32 = 0 {
        didSet { seatCapabilitiesChanged?(seatCapabilities) }
    }
    /// Called when the seat's capabilities change (the backend gets the pointer, keyboard and touch then).
    var seatCapabilitiesChanged: ((UInt32) -> Void)?

    /// A monitor, with its integer scale (`wl_output.scale`).
    @MainActor final class Output {
        let proxy: OpaquePointer
        let name: UInt32
        var scale: Int32 = 1
        var pixelSize = (width: Int32(0), height: Int32(0))
        init(proxy: OpaquePointer, name: UInt32) {
            self.proxy = proxy
            self.name = name
        }
    }

    /// The globals the compositor offered, by interface name with their versions (for diagnostics and tests).
    public private(set) var offeredGlobals: [String: UInt32] = [:]

    /// Connects to the compositor named by `WAYLAND_DISPLAY` (or `name`), and binds its globals.
    public init(name: String? = nil) throws {
        let socket = name ?? ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] ?? "wayland-0"
        guard let display = wl_display_connect(name) else { throw ConnectionError.noCompositor(socket) }
        self.display = display
        registry = wl_display_get_registry(display)
        wl_registry_add_listener(
            registry, &WaylandConnection.registryListener, Unmanaged.passUnretained(self).toOpaque())
        wl_display_roundtrip(display)  // the globals
        wl_display_roundtrip(display)  // the outputs' and seat's first events
        guard compositor != nil else { throw ConnectionError.missingGlobal("wl_compositor") }
        guard shm != nil else { throw ConnectionError.missingGlobal("wl_shm") }
        guard wmBase != nil else { throw ConnectionError.missingGlobal("xdg_wm_base") }
    }

    /// The file descriptor the loop polls.
    public var fileDescriptor: Int32 { wl_display_get_fd(display) }

    /// The largest scale of any output (the scale a new window starts at, before it enters one).
    var largestOutputScale: Int32 { outputs.values.map(\.scale).max() ?? 1 }

    private func bind(_ name: UInt32, _ interface: String, version: UInt32, offered: UInt32) -> OpaquePointer? {
        guard let description = tapestry_wl_interface(interface) else { return nil }
        return wl_registry_bind(registry, name, description, min(version, offered)).map { OpaquePointer($0) }
    }

    fileprivate func global(name: UInt32, interface: String, version: UInt32) {
        offeredGlobals[interface] = version
        switch interface {
        case "wl_compositor": compositor = bind(name, "wl_compositor", version: 4, offered: version)
        case "wl_shm": shm = bind(name, "wl_shm", version: 1, offered: version)
        case "xdg_wm_base":
            wmBase = bind(name, "xdg_wm_base", version: 2, offered: version)
            xdg_wm_base_add_listener(wmBase, &WaylandConnection.wmBaseListener, nil)
        case "wl_seat":
            guard seat == nil else { return }  // one seat: the first
            seatName = name
            seat = bind(name, "wl_seat", version: 8, offered: version)
            wl_seat_add_listener(seat, &WaylandConnection.seatListener, Unmanaged.passUnretained(self).toOpaque())
        case "wl_output":
            guard let proxy = bind(name, "wl_output", version: 2, offered: version) else { return }
            let output = Output(proxy: proxy, name: name)
            outputs[name] = output
            wl_output_add_listener(
                proxy, &WaylandConnection.outputListener, Unmanaged.passUnretained(output).toOpaque())
        case "zxdg_decoration_manager_v1":
            decorationManager = bind(name, "zxdg_decoration_manager_v1", version: 1, offered: version)
        case "wp_viewporter": viewporter = bind(name, "wp_viewporter", version: 1, offered: version)
        case "wp_fractional_scale_manager_v1":
            fractionalScaleManager = bind(
                name, "wp_fractional_scale_manager_v1", version: 1, offered: version)
        case "zwp_pointer_gestures_v1":
            pointerGestures = bind(name, "zwp_pointer_gestures_v1", version: 1, offered: version)
        case "zwp_text_input_manager_v3":
            textInputManager = bind(name, "zwp_text_input_manager_v3", version: 1, offered: version)
        case "wl_data_device_manager":
            dataDeviceManager = bind(name, "wl_data_device_manager", version: 3, offered: version)
        case "zwp_primary_selection_device_manager_v1":
            primarySelectionManager = bind(
                name, "zwp_primary_selection_device_manager_v1", version: 1, offered: version)
        case "wp_cursor_shape_manager_v1":
            cursorShapeManager = bind(name, "wp_cursor_shape_manager_v1", version: 1, offered: version)
        default: break
        }
    }

    fileprivate func globalRemoved(name: UInt32) {
        if let output = outputs.removeValue(forKey: name) { wl_output_destroy(output.proxy) }
    }

    /// Describes the compositor's last fatal error in one line: a protocol error by interface, object and code,
    /// or the lost connection.
    public func fatalErrorMessage() -> String {
        let code = wl_display_get_error(display)
        if code == EPROTO {
            var interface: UnsafePointer<CChar>?
            var object: UInt32 = 0
            let error = tapestry_wl_protocol_error(display, &interface, &object)
            let name = interface.map { String(cString: $0) } ?? "an unknown interface"
            return
                "Tapestry: Wayland protocol error \(error) on \(name)@\(object); the compositor closed the connection"
        }
        return "Tapestry: lost the connection to the Wayland compositor (\(String(cString: strerror(code))))"
    }

    // MARK: Listeners (C callbacks: the user data is the connection or the output)

    nonisolated(unsafe) static var registryListener = wl_registry_listener(
        global: { data, _, name, interface, version in
            guard let data, let interface else { return }
            let connection = Unmanaged<WaylandConnection>.fromOpaque(data).takeUnretainedValue()
            let string = String(cString: interface)
            MainActor.assumeIsolated { connection.global(name: name, interface: string, version: version) }
        },
        global_remove: { data, _, name in
            guard let data else { return }
            let connection = Unmanaged<WaylandConnection>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { connection.globalRemoved(name: name) }
        })

    /// The compositor checks that the app answers.
    nonisolated(unsafe) static var wmBaseListener = xdg_wm_base_listener(ping: { _, base, serial in
        xdg_wm_base_pong(base, serial)
    })

    nonisolated(unsafe) static var seatListener = wl_seat_listener(
        capabilities: { data, _, capabilities in
            guard let data else { return }
            let connection = Unmanaged<WaylandConnection>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { connection.seatCapabilities = capabilities }
        },
        name: { _, _, _ in })

    nonisolated(unsafe) static var outputListener = wl_output_listener(
        geometry: { _, _, _, _, _, _, _, _, _, _ in },
        mode: { data, _, flags, width, height, _ in
            guard let data, flags & WL_OUTPUT_MODE_CURRENT.rawValue != 0 else { return }
            let output = Unmanaged<Output>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { output.pixelSize = (width, height) }
        },
        done: { _, _ in },
        scale: { data, _, factor in
            guard let data else { return }
            let output = Unmanaged<Output>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { output.scale = max(1, factor) }
        },
        name: { _, _, _ in },
        description: { _, _, _ in })
}
